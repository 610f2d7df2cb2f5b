/** The account feature's public entry: what other features may use. */
export { TwoFactorPolicySetting } from './components/two-factor-policy-setting';
