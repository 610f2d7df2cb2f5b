import {
  A2P_USE_CASES,
  BUSINESS_IDENTITIES,
  BUSINESS_INDUSTRIES,
  BUSINESS_REGISTRATION_ID_TYPES,
  BUSINESS_TYPES,
  JOB_POSITIONS,
  US_STATES,
} from '@groundwork/shared/contracts/text-registration';

/**
 * The carriers' codes of the 10DLC forms in words (issue 33 item 7): the forms show the label and send the
 * code. Each table names every code of its list (a new code is a type error until it has words).
 */
type Labels<T extends readonly string[]> = Record<T[number], string>;

const BUSINESS_IDENTITY_LABELS: Labels<typeof BUSINESS_IDENTITIES> = {
  direct_customer: 'Direct customer',
  isv_reseller_or_partner: 'Software vendor, reseller or partner',
};

const BUSINESS_TYPE_LABELS: Labels<typeof BUSINESS_TYPES> = {
  'Sole Proprietorship': 'Sole proprietorship',
  Partnership: 'Partnership',
  'Limited Liability Corporation': 'Limited liability company (LLC)',
  'Co-operative': 'Co-operative',
  'Non-profit Corporation': 'Non-profit corporation',
  Corporation: 'Corporation',
};

const BUSINESS_INDUSTRY_LABELS: Labels<typeof BUSINESS_INDUSTRIES> = {
  AUTOMOTIVE: 'Automotive',
  AGRICULTURE: 'Agriculture',
  BANKING: 'Banking',
  CONSTRUCTION: 'Construction',
  CONSUMER: 'Consumer',
  EDUCATION: 'Education',
  ENGINEERING: 'Engineering',
  ENERGY: 'Energy',
  OIL_AND_GAS: 'Oil and gas',
  FAST_MOVING_CONSUMER_GOODS: 'Fast-moving consumer goods',
  FINANCIAL: 'Financial',
  FINTECH: 'Fintech',
  FOOD_AND_BEVERAGE: 'Food and beverage',
  GOVERNMENT: 'Government and politics',
  HEALTHCARE: 'Healthcare',
  HOSPITALITY: 'Hospitality',
  INSURANCE: 'Insurance',
  LEGAL: 'Legal',
  MANUFACTURING: 'Manufacturing',
  MEDIA: 'Media',
  ONLINE: 'Online',
  PROFESSIONAL_SERVICES: 'Professional services',
  RAW_MATERIALS: 'Raw materials',
  REAL_ESTATE: 'Real estate',
  RELIGION: 'Religion',
  RETAIL: 'Retail',
  JEWELRY: 'Jewelry',
  TECHNOLOGY: 'Technology',
  TELECOMMUNICATIONS: 'Telecommunications',
  TRANSPORTATION: 'Transportation',
  TRAVEL: 'Travel',
  ELECTRONICS: 'Electronics',
  NOT_FOR_PROFIT: 'Not for profit',
};

const REGISTRATION_ID_TYPE_LABELS: Labels<typeof BUSINESS_REGISTRATION_ID_TYPES> = {
  EIN: 'EIN (US Employer Identification Number)',
  DUNS: 'DUNS number',
  CCN: 'Canadian corporation number (CCN)',
  CBN: 'Canadian business number (CBN)',
  CN: 'Company number (CN)',
  ACN: 'Australian company number (ACN)',
  CIN: 'Corporate identification number (CIN)',
  VAT: 'VAT number',
  VATRN: 'VAT registration number',
  RN: 'Registration number (RN)',
  Other: 'Other',
};

const JOB_POSITION_LABELS: Labels<typeof JOB_POSITIONS> = {
  Director: 'Director',
  GM: 'General manager',
  VP: 'Vice president',
  CEO: 'Chief executive (CEO)',
  CFO: 'Chief financial officer (CFO)',
  'General Counsel': 'General counsel',
  Other: 'Other',
};

const USE_CASE_LABELS: Labels<typeof A2P_USE_CASES> = {
  '2FA': 'Two-factor sign-in codes',
  ACCOUNT_NOTIFICATION: 'Account notifications',
  AGENTS_FRANCHISES: 'Agents and franchises',
  CHARITY: 'Charity',
  CUSTOMER_CARE: 'Customer care',
  DELIVERY_NOTIFICATION: 'Delivery notifications',
  EMERGENCY: 'Emergency',
  FRAUD_ALERT: 'Fraud alerts',
  HIGHER_EDUCATION: 'Higher education',
  K12_EDUCATION: 'K–12 education',
  LOW_VOLUME: 'Low volume, mixed',
  MARKETING: 'Marketing',
  MIXED: 'Mixed',
  POLITICAL: 'Political',
  POLLING_VOTING: 'Polling and voting',
  PROXY: 'Proxy',
  PUBLIC_SERVICE_ANNOUNCEMENT: 'Public service announcements',
  SECURITY_ALERT: 'Security alerts',
  SOCIAL: 'Social',
  SWEEPSTAKE: 'Sweepstakes',
  SOLE_PROPRIETOR: 'Sole proprietor',
};

/** A Select's options: the code as the value, its words as the label. */
const optionsOf = <T extends readonly string[]>(codes: T, labels: Labels<T>) =>
  codes.map((code: T[number]) => ({ value: code, label: labels[code] }));

export const CARRIER_OPTIONS = {
  state: US_STATES.map((code) => ({ value: code, label: code })),
  business_identity: optionsOf(BUSINESS_IDENTITIES, BUSINESS_IDENTITY_LABELS),
  business_type: optionsOf(BUSINESS_TYPES, BUSINESS_TYPE_LABELS),
  business_industry: optionsOf(BUSINESS_INDUSTRIES, BUSINESS_INDUSTRY_LABELS),
  business_registration_id_type: optionsOf(BUSINESS_REGISTRATION_ID_TYPES, REGISTRATION_ID_TYPE_LABELS),
  job_position: optionsOf(JOB_POSITIONS, JOB_POSITION_LABELS),
  use_case: optionsOf(A2P_USE_CASES, USE_CASE_LABELS),
};

export type CarrierOption = { value: string; label: string };
