/** The text-registration feature's public entry: what other features and the routes may use. */
export { TextingSetupCard } from './texting-setup-card';
export { TextRegistration } from './components/text-registration';
export { CampaignNumbers } from './components/campaign-numbers';
export { NumberPurchase } from './components/number-purchase';
export { useCampaignNumbers } from './api/registration';
