import { describe, expect, it } from 'vitest';
import {
  campaignPreflight,
  failedItems,
  hasShortener,
  messageCampaignRegistrationSchema,
  senderPreflight,
  senderRegistrationSchema,
  type ChecklistItem,
} from './text-registration.ts';
import { MESSAGE_CAMPAIGN, SENDER } from './text-registration-fixtures.ts';

const item = (items: ChecklistItem[], id: string) => items.find((i) => i.id === id)?.passed;
const withSamples = (sample_messages: string[], extra = {}) =>
  campaignPreflight({ ...MESSAGE_CAMPAIGN, sample_messages, ...extra }, SENDER);

describe('the sender registration schema', () => {
  const parse = (changes: Record<string, unknown>) =>
    senderRegistrationSchema.safeParse({ ...SENDER, ...changes });
  const messageOf = (changes: Record<string, unknown>) => parse(changes).error?.issues[0]?.message;

  it('accepts the 19 fields and normalises the phone and state', () => {
    const parsed = parse({ state: 'nc' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ state: 'NC', contact_phone: '+19195550142' });
  });

  it.each([
    [{ state: 'XX' }, 'state must be a US state code such as NC'],
    [{ zip: '2760' }, 'zip must be a ZIP code such as 27601'],
    [{ contact_phone: '12' }, 'contact_phone must be a phone number'],
    [{ website_url: 'http://casey.example.org' }, 'website_url must be an https:// address'],
    [{ privacy_policy_url: 'ftp://x.org' }, 'privacy_policy_url must be an https:// address'],
    [{ business_registration_number: '123456789' }, 'An EIN has the shape NN-NNNNNNN'],
    [{ contact_email: 'nope' }, 'Enter a valid email address'],
    [{ company_name: '' }, 'company_name was not provided'],
  ])('refuses %o', (changes, message) => {
    expect(messageOf(changes)).toBe(message);
  });

  it('checks the EIN shape only when the registration id is an EIN', () => {
    expect(parse({ business_registration_id_type: 'DUNS', business_registration_number: '123456789' }).success).toBe(true);
  }); // prettier-ignore

  it.each(['business_identity', 'business_type', 'business_industry', 'business_registration_id_type', 'job_position'])(
    'takes only Twilio’s values for %s',
    (field) => {
      expect(parse({ [field]: 'Something else' }).success).toBe(false);
    },
  ); // prettier-ignore
});

describe('the message-campaign registration schema', () => {
  const parse = (changes: Record<string, unknown>) =>
    messageCampaignRegistrationSchema.safeParse({ ...MESSAGE_CAMPAIGN, ...changes });

  it('takes 2 to 5 samples', () => {
    const sample = MESSAGE_CAMPAIGN.sample_messages[0] ?? '';
    expect(parse({}).success).toBe(true);
    expect(parse({ sample_messages: [sample] }).error?.issues[0]?.message).toBe(
      'Give 2 to 5 sample messages',
    );
    expect(parse({ sample_messages: Array(6).fill(sample) }).success).toBe(false);
    expect(parse({ sample_messages: Array(5).fill(sample) }).success).toBe(true);
  });

  it('takes Twilio’s use cases, political among them, and upper-cases keywords', () => {
    expect(parse({ use_case: 'CAMPAIGNING' }).success).toBe(false);
    expect(parse({ opt_in_keywords: ['join'] }).data?.opt_in_keywords).toEqual(['JOIN']);
    expect(parse({ opt_in_keywords: ['two words'] }).success).toBe(false);
  });
});

describe('the pre-flight check', () => {
  it('passes a registration a reviewer would approve', () => {
    expect(failedItems(senderPreflight(SENDER))).toEqual([]);
    expect(failedItems(campaignPreflight(MESSAGE_CAMPAIGN, SENDER))).toEqual([]);
  });

  it('fails everything on an empty form, each item with a label and a hint', () => {
    const items = [...senderPreflight({}), ...campaignPreflight({ use_case: 'POLITICAL' }, {})];
    expect(items.filter((i) => i.passed).map((i) => i.id)).toEqual(['sender_no_shorteners', 'no_shorteners']);
    for (const i of items) expect(i.label && i.hint).toBeTruthy();
  });

  it('needs an https website and privacy policy', () => {
    expect(item(senderPreflight({ ...SENDER, website_url: 'http://casey.example.org' }), 'website')).toBe(false);
    expect(item(senderPreflight({ ...SENDER, website_url: 'https://localhost' }), 'website')).toBe(false);
    expect(item(senderPreflight({ ...SENDER, privacy_policy_url: null }), 'privacy_policy')).toBe(false);
    expect(item(senderPreflight({ ...SENDER, privacy_policy_url: 'http://x.org/p' }), 'privacy_policy')).toBe(false);
  }); // prettier-ignore

  it('finds link shorteners in the website, the samples and the opt-in message', () => {
    expect(hasShortener('see https://bit.ly/3xyz')).toBe(true);
    expect(hasShortener('tinyurl.com/abc and more')).toBe(true);
    expect(hasShortener('https://t.co/abc')).toBe(true);
    expect(hasShortener('https://www.bit.ly/abc')).toBe(true);
    expect(hasShortener('https://habit.ly.example.org')).toBe(false);
    expect(hasShortener('https://casey.example.org/t.co')).toBe(false);
    expect(item(senderPreflight({ ...SENDER, privacy_policy_url: 'https://bit.ly/p' }), 'sender_no_shorteners')).toBe(false);
    const linked = ['Casey for Council: vote early at https://tinyurl.com/vote Reply STOP to opt out', 'Casey for Council says hi'];
    expect(item(withSamples(linked, { has_embedded_links: true }), 'no_shorteners')).toBe(false);
    const optIn = { opt_in_message: 'Casey for Council: welcome! bit.ly/x' };
    expect(item(campaignPreflight({ ...MESSAGE_CAMPAIGN, ...optIn }, SENDER), 'no_shorteners')).toBe(false);
  }); // prettier-ignore

  it('needs a consent description that says how the numbers were collected', () => {
    const consent = (consent_description: string) =>
      item(campaignPreflight({ ...MESSAGE_CAMPAIGN, consent_description }, SENDER), 'consent_description');
    expect(consent('We have consent.')).toBe(false);
    expect(consent('We text people that we think would like to hear from our campaign soon.')).toBe(false);
    expect(consent('Supporters opt in by texting the keyword JOIN to our campaign number.')).toBe(true);
    expect(consent('Numbers come from the public voter file of the county board of elections.')).toBe(true);
  });

  it('needs every sample to name the sender (its friendly or company name)', () => {
    const named = 'Committee to Elect Casey: polls open at 7. Reply STOP to opt out.';
    expect(item(withSamples([named, 'Casey for Council: see you Saturday!']), 'samples_name_sender')).toBe(
      true,
    );
    expect(item(withSamples([named, 'Hi! See you Saturday at the park.']), 'samples_name_sender')).toBe(
      false,
    );
    expect(item(campaignPreflight(MESSAGE_CAMPAIGN, {}), 'samples_name_sender')).toBe(false);
  });

  it('needs opt-out wording in at least one sample', () => {
    const plain = ['Casey for Council: see you Saturday!', 'Casey for Council: polls open at 7.'];
    expect(item(withSamples(plain), 'samples_opt_out')).toBe(false);
    for (const wording of ['Reply STOP to opt out', 'Text STOP to end', 'Send "stop" to unsubscribe', 'Opt-out: STOP']) {
      expect(item(withSamples([...plain, `Casey for Council. ${wording}`]), 'samples_opt_out')).toBe(true);
    }
  }); // prettier-ignore

  it('checks has_embedded_links and has_phone_numbers against the samples', () => {
    const link = ['Casey for Council: details at https://casey.example.org/events', 'Casey for Council. Reply STOP to opt out'];
    expect(item(withSamples(link), 'embedded_links_agree')).toBe(false);
    expect(item(withSamples(link, { has_embedded_links: true }), 'embedded_links_agree')).toBe(true);
    expect(item(campaignPreflight({ ...MESSAGE_CAMPAIGN, has_embedded_links: true }, SENDER), 'embedded_links_agree')).toBe(false);
    const phone = ['Casey for Council: call us at (919) 555-0100', 'Casey for Council. Reply STOP to opt out'];
    expect(item(withSamples(phone), 'phone_numbers_agree')).toBe(false);
    expect(item(withSamples(phone, { has_phone_numbers: true }), 'phone_numbers_agree')).toBe(true);
    expect(item(campaignPreflight({ ...MESSAGE_CAMPAIGN, has_phone_numbers: true }, SENDER), 'phone_numbers_agree')).toBe(false);
  }); // prettier-ignore

  it('needs opt-in keywords and an opt-in message', () => {
    const optIn = (changes: object) => item(campaignPreflight({ ...MESSAGE_CAMPAIGN, ...changes }, SENDER), 'opt_in');
    expect(optIn({ opt_in_keywords: [] })).toBe(false);
    expect(optIn({ opt_in_keywords: ['  '] })).toBe(false);
    expect(optIn({ opt_in_message: ' ' })).toBe(false);
  }); // prettier-ignore

  it('needs a Campaign Verify token for a political use case only', () => {
    const noToken = { ...SENDER, campaign_verify_token: null };
    expect(item(campaignPreflight(MESSAGE_CAMPAIGN, noToken), 'campaign_verify')).toBe(false);
    expect(item(campaignPreflight({ ...MESSAGE_CAMPAIGN, use_case: 'MIXED' }, noToken), 'campaign_verify')).toBe(true);
  }); // prettier-ignore
});
