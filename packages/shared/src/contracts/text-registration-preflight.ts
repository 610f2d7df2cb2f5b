/**
 * The pre-flight check (docs/decisions/0040-text-registration.md): the checklist the carriers' reviewers apply to
 * a 10DLC sender and message campaign, as a pure function of the form's values. The web shows it item by item as
 * the user types; the server refuses a submission that fails it. It reads partial input (a form half filled).
 */

export interface ChecklistItem {
  id: string;
  label: string;
  passed: boolean;
  /** What to change when it fails. */
  hint: string;
}

/** What the sender checklist reads (the form's values as typed). */
export interface SenderPreflightInput {
  friendly_name?: string | null | undefined;
  company_name?: string | null | undefined;
  website_url?: string | null | undefined;
  privacy_policy_url?: string | null | undefined;
  campaign_verify_token?: string | null | undefined;
}

/** What the message-campaign checklist reads. */
export interface CampaignPreflightInput {
  sample_messages?: readonly string[] | null | undefined;
  use_case?: string | null | undefined;
  has_embedded_links?: boolean | null | undefined;
  has_phone_numbers?: boolean | null | undefined;
  consent_description?: string | null | undefined;
  opt_in_keywords?: readonly string[] | null | undefined;
  opt_in_message?: string | null | undefined;
}

/** Public link shorteners: carriers filter their links, and reviewers refuse registrations that use them. */
export const LINK_SHORTENERS = [
  'bit.ly', 'tinyurl.com', 't.co', 'goo.gl', 'ow.ly', 'is.gd', 'buff.ly', 'rebrand.ly', 'cutt.ly',
  'shorturl.at', 'tiny.cc', 'rb.gy', 'bl.ink', 't.ly', 'lnkd.in', 'soo.gd', 's.id', 'v.gd', 'shorte.st',
] as const; // prettier-ignore

const HOSTS = /(?:https?:\/\/|(?<![\w./@-]))((?:[a-z0-9-]+\.)+[a-z]{2,})(?=[/?#:\s]|$|[.,;!)])/gi;
/** Whether any link (or bare domain) in `text` goes through a shortener. */
export const hasShortener = (text: string): boolean =>
  [...text.matchAll(HOSTS)].some(([, host = '']) => {
    const name = host.toLowerCase().replace(/^www\./, '');
    return LINK_SHORTENERS.some((shortener) => name === shortener || name.endsWith(`.${shortener}`));
  });

const LINK =
  /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9-]+\.(?:com|org|net|us|gov|edu|info|io|co|ly|me|vote|link)\b/i;
/** Whether `text` carries a link (a URL or a bare domain). */
export const hasLink = (text: string): boolean => LINK.test(text);

const PHONE = /(?:\+?1[\s.-]?)?\(?\b[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;
/** Whether `text` carries a phone number. */
export const hasPhoneNumber = (text: string): boolean => PHONE.test(text);

const OPT_OUT =
  /\b(?:reply|text|send)\s+["'“]?(?:stop|end|quit|unsubscribe)\b|\bstop\s+to\s+(?:opt[\s-]?out|end|quit|unsubscribe|cancel)\b|\bopt[\s-]?out\b/i;
/** Whether `text` tells the reader how to stop the texts ("Reply STOP to opt out"). */
export const hasOptOutWording = (text: string): boolean => OPT_OUT.test(text);

/** Words that say how the numbers were collected (TCR: "how do end users consent?"). */
const COLLECTION =
  /\b(?:collect|provid|gave|give|sign(?:ed|s)?[\s-]?up|opt(?:ed|s)?[\s-]?in|form|website|event|volunteer|voter (?:file|list|record)|public record|petition|text(?:ed|ing)? (?:the )?keyword|submit|register|consent)/i;
export const CONSENT_MIN_LENGTH = 40;

const HTTPS_URL = /^https:\/\/(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;
const isHttps = (url: string | null | undefined): boolean => HTTPS_URL.test(url?.trim() ?? '');
const present = (value: string | null | undefined): value is string => Boolean(value?.trim());
const nonEmpty = (list: readonly string[] | null | undefined): string[] =>
  (list ?? []).map((item) => item.trim()).filter(Boolean);

/** The names a sample may call the sender by. */
const senderNames = (sender: SenderPreflightInput): string[] =>
  [sender.friendly_name, sender.company_name].filter(present).map((name) => name.trim().toLowerCase());

/** The sender's checklist: its website and privacy policy. */
export const senderPreflight = (sender: SenderPreflightInput): ChecklistItem[] => [
  {
    id: 'website',
    label: 'Website present and https',
    passed: isHttps(sender.website_url),
    hint: 'Give the campaign’s own website, starting with https://',
  },
  {
    id: 'privacy_policy',
    label: 'Privacy policy present and https',
    passed: isHttps(sender.privacy_policy_url),
    hint: 'Give the https:// address of a privacy policy that says numbers are not shared or sold',
  },
  {
    id: 'sender_no_shorteners',
    label: 'No link shorteners in the website or privacy policy',
    passed: ![sender.website_url, sender.privacy_policy_url].some((url) => url && hasShortener(url)),
    hint: 'Use the full address, not bit.ly, tinyurl or another shortener',
  },
];

/** The message campaign's checklist; `sender` names the sender and holds the Campaign Verify token. */
export const campaignPreflight = (
  campaign: CampaignPreflightInput,
  sender: SenderPreflightInput,
): ChecklistItem[] => {
  const samples = nonEmpty(campaign.sample_messages);
  const names = senderNames(sender);
  const consent = campaign.consent_description?.trim() ?? '';
  const political = campaign.use_case === 'POLITICAL';
  return [
    {
      id: 'no_shorteners',
      label: 'No link shorteners in the samples or opt-in message',
      passed: ![...samples, campaign.opt_in_message ?? ''].some(hasShortener),
      hint: 'Write links in full, on the campaign’s own domain',
    },
    {
      id: 'consent_description',
      label: 'Consent description says how numbers were collected',
      passed: consent.length >= CONSENT_MIN_LENGTH && COLLECTION.test(consent),
      hint: 'Say where the numbers come from, e.g. “Supporters give their number on our sign-up form at events and on our website”',
    },
    {
      id: 'samples_name_sender',
      label: 'Every sample names the sender',
      passed: samples.length > 0 && names.length > 0 && samples.every((s) => names.some((n) => s.toLowerCase().includes(n))),
      hint: 'Start each sample with the sender’s name, e.g. “Hi, it’s Sam with Casey for Council…”',
    },
    {
      id: 'samples_opt_out',
      label: 'A sample carries opt-out wording',
      passed: samples.some(hasOptOutWording),
      hint: 'End at least one sample with “Reply STOP to opt out”',
    },
    {
      id: 'embedded_links_agree',
      label: '“Has embedded links” agrees with the samples',
      passed: samples.length > 0 && Boolean(campaign.has_embedded_links) === samples.some(hasLink),
      hint: 'Tick “has embedded links” exactly when a sample carries a link',
    },
    {
      id: 'phone_numbers_agree',
      label: '“Has phone numbers” agrees with the samples',
      passed: samples.length > 0 && Boolean(campaign.has_phone_numbers) === samples.some(hasPhoneNumber),
      hint: 'Tick “has phone numbers” exactly when a sample carries a phone number',
    },
    {
      id: 'opt_in',
      label: 'Opt-in keywords and opt-in message present',
      passed: nonEmpty(campaign.opt_in_keywords).length > 0 && present(campaign.opt_in_message),
      hint: 'Give at least one keyword (e.g. JOIN) and the reply a voter gets after texting it',
    },
    {
      id: 'campaign_verify',
      label: 'Political use case carries a Campaign Verify token',
      passed: !political || present(sender.campaign_verify_token),
      hint: 'Political campaigns register with Campaign Verify and give its token in the sender registration',
    },
  ]; // prettier-ignore
};

/** The items that failed. */
export const failedItems = (items: readonly ChecklistItem[]): ChecklistItem[] =>
  items.filter((item) => !item.passed);
