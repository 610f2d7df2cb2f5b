/**
 * The carriers' checks the simulator applies when it vets a brand or a campaign (docs/decisions/0039-telephony.md):
 * one small function each, which the registration's pre-flight rules
 * (packages/shared/src/contracts/text-registration.ts) can replace once they land. Reasons read as carriers word them.
 */

const URL_PATTERN = /\bhttps?:\/\/\S+|\bwww\.\S+/i;
const PHONE_PATTERN = /(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;
const SHORTENERS = /\b(bit\.ly|tinyurl\.com|goo\.gl|t\.co|ow\.ly|is\.gd|buff\.ly|rebrand\.ly|cutt\.ly)\b/i;
const OPT_OUT = /\b(stop|opt[\s-]?out|unsubscribe)\b/i;
const POLITICAL_USE_CASES = new Set(['POLITICAL', 'POLITICAL_ELECTION_CAMPAIGNS']);

/** The brand's Trust Hub answers, as the customer profile's end users carry them. */
export const brandFailures = (attributes: Record<string, unknown>): string[] => {
  const reasons: string[] = [];
  const website = String(attributes.website_url ?? '');
  if (!website) reasons.push('Brand website is missing');
  else if (!website.startsWith('https://')) reasons.push('Brand website must be reachable over https');
  if (!attributes.business_name) reasons.push('Legal company name is missing');
  if (!attributes.business_registration_number) reasons.push('Business registration number is missing');
  if (
    attributes.business_registration_identifier === 'EIN' &&
    !/^\d{2}-?\d{7}$/.test(String(attributes.business_registration_number ?? ''))
  ) {
    reasons.push('EIN does not match IRS records (expected NN-NNNNNNN)');
  }
  return reasons;
};

export interface CampaignUnderReview {
  use_case: string;
  description: string;
  message_flow: string;
  samples: string[];
  has_embedded_links: boolean;
  has_embedded_phone: boolean;
  opt_in_keywords: string[];
  opt_in_message: string;
  /** The brand has a Campaign Verify vetting. */
  campaign_verified: boolean;
  /** The brand's own vetting failed. */
  brand_failed: boolean;
}

export const campaignFailures = (c: CampaignUnderReview): string[] => {
  const reasons: string[] = [];
  if (c.brand_failed) reasons.push('The brand registration is not approved');
  if (c.samples.length < 2) reasons.push('At least two sample messages are required');
  if (c.samples.some((s) => SHORTENERS.test(s)))
    reasons.push('Public URL shorteners are not allowed in messages');
  if (!c.samples.some((s) => OPT_OUT.test(s)))
    reasons.push('Sample messages must include opt-out language such as "Reply STOP to opt out"');
  if (c.samples.some((s) => URL_PATTERN.test(s)) !== c.has_embedded_links)
    reasons.push('Embedded links declaration does not match the sample messages');
  if (c.samples.some((s) => PHONE_PATTERN.test(s)) !== c.has_embedded_phone)
    reasons.push('Embedded phone numbers declaration does not match the sample messages');
  if (c.message_flow.trim().length < 40)
    reasons.push('Call to action / message flow does not describe how consent is collected');
  if (c.opt_in_keywords.length === 0 || !c.opt_in_message.trim())
    reasons.push('Opt-in keywords and an opt-in confirmation message are required');
  if (POLITICAL_USE_CASES.has(c.use_case.toUpperCase()) && !c.campaign_verified)
    reasons.push('Political use cases require a Campaign Verify token on the brand');
  return reasons;
};
