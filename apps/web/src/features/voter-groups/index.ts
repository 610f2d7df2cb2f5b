/** The voter-groups feature's public entry: what other features may use. */
export { useVoterGroups } from './api/get-voter-groups';
