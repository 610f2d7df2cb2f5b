import type { BrandRegistration, MessagingCampaignRegistration } from '../telephony.port.ts';

/** A registration the carriers would accept (tests change one field to see a check fail). */
export const goodBrand: BrandRegistration = {
  friendly_name: 'Friends of Dana Reyes',
  company_name: 'Friends of Dana Reyes',
  address: '100 Fayetteville St',
  city: 'Raleigh',
  state: 'NC',
  zip: '27601',
  contact_first_name: 'Dana',
  contact_last_name: 'Reyes',
  contact_email: 'dana@example.org',
  contact_phone: '+19195550100',
  website_url: 'https://danareyes.example.org',
  campaign_verify_token: 'cv|1.0|tcr|10dlc|9957c339-d46f-49b7-a399-2e6d5ebac66d|GQ3EeCQ5s4',
  business_identity: 'direct_customer',
  business_type: 'Non-profit Corporation',
  business_industry: 'GOVERNMENT',
  business_registration_id_type: 'EIN',
  business_registration_number: '12-3456789',
  job_position: 'Director',
  business_title: 'Campaign manager',
};

export const goodCampaign: MessagingCampaignRegistration = {
  description: 'Dana Reyes for Council: volunteers text supporters about events and voting',
  sample_messages: [
    'Hi {first_name}, this is Sam with Dana Reyes for Council. Can we count on your vote? Reply STOP to opt out',
    'Hi {first_name}, Dana Reyes for Council here: early voting starts Thursday. Reply STOP to opt out',
  ],
  use_case: 'POLITICAL',
  has_embedded_links: false,
  has_phone_numbers: false,
  consent_description:
    'Supporters give their mobile numbers on our sign-up forms at events and on our website, with a consent box',
  opt_in_keywords: ['JOIN'],
  opt_in_message: 'Dana Reyes for Council: you are signed up. Reply STOP to opt out, HELP for help.',
};
