import type { MessageCampaignRegistration, SenderRegistration } from './text-registration.ts';

/** A registration a carrier's reviewer would approve: the tests' starting point (shared, server and web). */
export const SENDER: SenderRegistration = {
  friendly_name: 'Casey for Council',
  company_name: 'Committee to Elect Casey',
  address: '1 Main St',
  city: 'Raleigh',
  state: 'NC',
  zip: '27601',
  contact_first_name: 'Casey',
  contact_last_name: 'Candidate',
  contact_email: 'casey@example.org',
  contact_phone: '(919) 555-0142',
  website_url: 'https://casey.example.org',
  privacy_policy_url: 'https://casey.example.org/privacy',
  campaign_verify_token: 'cv|1.0|tcr|10dlc|9957c339-d46f-49c7-a399-92f0a6f7e4a5',
  business_identity: 'direct_customer',
  business_type: 'Non-profit Corporation',
  business_industry: 'GOVERNMENT',
  business_registration_id_type: 'EIN',
  business_registration_number: '12-3456789',
  job_position: 'Director',
  business_title: 'Treasurer',
};

export const MESSAGE_CAMPAIGN: MessageCampaignRegistration = {
  description: 'Volunteers text supporters about events, canvasses and election day in our district.',
  sample_messages: [
    'Hi Jo, it’s Sam with Casey for Council. Can we count on your vote on Nov 3? Reply STOP to opt out.',
    'Hi Lee, Sam with Casey for Council here: join us Saturday at 10 to knock doors in Oakwood!',
  ],
  use_case: 'POLITICAL',
  has_embedded_links: false,
  has_phone_numbers: false,
  consent_description: 'Supporters give their number on our sign-up form at events and on our website.',
  opt_in_keywords: ['JOIN'],
  opt_in_message:
    'Casey for Council: thanks for joining! Msg freq varies. Reply STOP to opt out, HELP for help.',
};
