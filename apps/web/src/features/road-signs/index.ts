/** The road-signs feature's public entry: what other features may use. */
export { DoorSignRequest } from './components/door-sign-request';
