/** The users feature's public entry: what other features may use. */
export { userKeys } from './keys';
