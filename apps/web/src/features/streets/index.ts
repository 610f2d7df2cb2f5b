/** The streets feature's public entry: the campaign's streets file, loaded on the campaign page (decision 0060). */
export { StreetsCard } from './components/streets-card';
