/** The consent feature's public entry: what other features may use. */
export { VoterContactDrawer } from './components/voter-contact-drawer';
