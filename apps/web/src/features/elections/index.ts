/** The elections feature's public entry: the campaign's vote-history elections, for the voter filters. */
export { useElections } from './api/get-elections';
export { electionKeys } from './keys';
