/**
 * The API's field names in the words the forms label them with (issue 33 item 7): an error names
 * "Calling hours", never `calling_hours`. A name missing here still reaches the user in words (its
 * underscores become spaces), but the form's own label reads better.
 */
export const FIELD_LABELS: Record<string, string> = {
  // Campaign settings
  name: 'Name',
  candidate_name: 'Candidate name',
  owner_email: 'Owner e-mail',
  time_zone: 'Time zone',
  texting_hours: 'Texting hours',
  calling_hours: 'Calling hours',
  require_two_factor: 'Two-factor sign-in',
  // The text sender (10DLC)
  friendly_name: 'Sender name',
  company_name: 'Legal name',
  website_url: 'Website',
  privacy_policy_url: 'Privacy policy',
  campaign_verify_token: 'Campaign Verify token',
  zip: 'ZIP code',
  contact_first_name: 'First name',
  contact_last_name: 'Last name',
  contact_email: 'E-mail',
  contact_phone: 'Phone',
  job_position: 'Job position',
  business_title: 'Title',
  business_identity: 'Business identity',
  business_type: 'Business type',
  business_industry: 'Industry',
  business_registration_id_type: 'Registration id type',
  business_registration_number: 'Registration number',
  // The message campaign (10DLC)
  sample_messages: 'Sample messages',
  use_case: 'Use case',
  has_embedded_links: 'Messages have embedded links',
  has_phone_numbers: 'Messages have phone numbers',
  consent_description: 'How voters consent',
  opt_in_keywords: 'Opt-in keywords',
  opt_in_message: 'Opt-in message',
  // Outreach, voters and the rest
  help_text: 'Answer to HELP',
  quick_replies: 'Quick replies',
  user_ids: 'Texters',
  survey_id: 'Survey',
  voter_group_id: 'Voter group',
  filter_params: 'Filters',
  age_min: 'Minimum age',
  age_max: 'Maximum age',
  vote_history: 'Voted in elections',
  vote_history_max: 'Voted in at most',
  turnout_min: 'Lowest turnout score',
  turnout_max: 'Highest turnout score',
  has_phone: 'Phone number',
  has_email: 'Email address',
  scheduled_date: 'Drop date',
  mailer_size: 'Mailer size',
  removal_deadline: 'Removal deadline',
  volunteer_phone: 'Volunteer phone',
  sending_phone_number: 'Sending number',
  first_name: 'First name',
  last_name: 'Last name',
  'voter_file.csv': 'The voter file (.csv)',
};

/** A field name as written in an API message: snake_case, maybe with `.part`s (`texting_hours.start`). */
const FIELD_NAME = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?:\.[a-z][a-z0-9_]*)*\b/g;

const wordsOf = (name: string): string => {
  const label = FIELD_LABELS[name];
  if (label) return label;
  const [head = name, ...parts] = name.split('.');
  const base = FIELD_LABELS[head] ?? head.replaceAll('_', ' ');
  return parts.length === 0 ? base : `${base} (${parts.map((p) => p.replaceAll('_', ' ')).join(', ')})`;
};

/**
 * A message with every snake_case field name in it put in words: "calling_hours must start before they
 * end" → "Calling hours must start before they end". A name that opens the message keeps its capital.
 */
export const fieldsInWords = (message: string): string =>
  message.replace(FIELD_NAME, (name, offset: number) => {
    const words = wordsOf(name);
    return offset === 0 ? words.charAt(0).toUpperCase() + words.slice(1) : words;
  });
