/** The text-campaigns feature's public entry: what other features may use (phone banking picks voters alike). */
export { RecipientFields } from './components/recipient-fields';
export { useRecipientSelection } from './components/use-recipient-selection';
