import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { campaignIdSchema, idSchema, timestampSchema } from './common.ts';

/**
 * The one consent ledger (docs/decisions/0042-consent-and-touches.md): per contact (a phone number in E.164,
 * an e-mail address, or a postal address as its household key) and channel, an append-only history of opt-outs
 * and opt-ins; the latest entry is the current state. Every channel reads it before it reaches anyone.
 */
export const CONSENT_CHANNELS = ['sms', 'call', 'mail', 'door'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const CONSENT_CONTACT_TYPES = ['phone', 'email', 'address'] as const;
export type ConsentContactType = (typeof CONSENT_CONTACT_TYPES)[number];

export const CONSENT_ACTIONS = ['opt_out', 'opt_in'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

export const CONSENT_SOURCES = ['reply_keyword', 'call_result', 'door_result', 'manual', 'import'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * A phone number as the ledger, the texting and the calling code key it: E.164, US when it has no country
 * code; null when it cannot be a number.
 */
export const normalizePhone = (raw: string | null | undefined): string | null => {
  if (!raw) return null;
  const parsed = parsePhoneNumberFromString(raw.trim(), 'US');
  return parsed?.isPossible() ? parsed.number : null;
};

/** Labels the opt-outs page and a voter's contact history show. */
export const CONSENT_CHANNEL_LABELS: Record<ConsentChannel, string> = {
  sms: 'Texts',
  call: 'Calls',
  mail: 'Mail',
  door: 'Doors',
};
export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  reply_keyword: 'Reply keyword',
  call_result: 'Call result',
  door_result: 'Door result',
  manual: 'Added by hand',
  import: 'Import',
};
/** The contact a channel is keyed by when an opt-out names a voter and no contact. */
export const CHANNEL_CONTACT_TYPE: Record<ConsentChannel, ConsentContactType> = {
  sms: 'phone',
  call: 'phone',
  mail: 'address',
  door: 'address',
};

const channelSchema = z.enum(CONSENT_CHANNELS, { error: 'channel must be one of sms, call, mail, door' });

/** One entry of the append-only history. */
export const consentEventSchema = z
  .object({
    id: z.uuid(),
    voter_id: z.uuid().nullable(),
    voter_name: z.string().nullable(),
    contact_type: z.enum(CONSENT_CONTACT_TYPES),
    contact: z.string(),
    channel: z.enum(CONSENT_CHANNELS),
    action: z.enum(CONSENT_ACTIONS),
    source: z.enum(CONSENT_SOURCES),
    user_id: z.uuid().nullable(),
    user_name: z.string().nullable(),
    reason: z.string().nullable(),
    created_at: timestampSchema,
  })
  .meta({ id: 'ConsentEvent' });
export type ConsentEvent = z.infer<typeof consentEventSchema>;

export const voterConsentQuerySchema = z.object({ campaign_id: campaignIdSchema, voter_id: idSchema });

/** GET /consent/: a voter's current state per channel across their contacts, and their history (newest first). */
export const voterConsentSchema = z
  .object({
    voter_id: z.uuid(),
    contacts: z.object({
      /** E.164, or null when the voter file has no usable number. */
      phone: z.string().nullable(),
      email: z.string().nullable(),
      /** The household key the address is kept under. */
      address: z.string(),
    }),
    channels: z.array(
      z.object({
        channel: z.enum(CONSENT_CHANNELS),
        opted_out: z.boolean(),
        /** The latest entry that decides the state (an opt-out when any contact is opted out). */
        latest: consentEventSchema.nullable(),
      }),
    ),
    history: z.array(consentEventSchema),
  })
  .meta({ id: 'VoterConsent' });
export type VoterConsent = z.infer<typeof voterConsentSchema>;

/** GET /consent/contact/: one contact's history (a number or address no voter may be known by). */
export const contactConsentQuerySchema = z.object({
  campaign_id: campaignIdSchema,
  contact_type: z.enum(CONSENT_CONTACT_TYPES, { error: 'contact_type must be phone, email or address' }),
  contact: z.string().trim().min(1, 'contact was not provided').max(254),
});
export const contactConsentSchema = z
  .object({
    contact_type: z.enum(CONSENT_CONTACT_TYPES),
    contact: z.string(),
    history: z.array(consentEventSchema),
  })
  .meta({ id: 'ContactConsent' });
export type ContactConsent = z.infer<typeof contactConsentSchema>;

export const CONSENT_PAGE_MAX = 200;
export const CONSENT_STATES = ['opted_out', 'opted_in', 'all'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

export const consentListQuerySchema = z.object({
  campaign_id: campaignIdSchema,
  skip: z.coerce.number({ error: 'skip must be a number' }).int().min(0).default(0),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(CONSENT_PAGE_MAX).default(50),
  channel: channelSchema.optional(),
  /** Current state: opted out (the default), opted back in, or all. */
  state: z.enum(CONSENT_STATES, { error: 'state must be opted_out, opted_in or all' }).default('opted_out'),
  /** A voter's name, a phone number (any format) or an e-mail address. */
  search: z.string().trim().max(100).optional(),
});
export type ConsentListQuery = z.input<typeof consentListQuerySchema>;

/** A contact's current state on one channel, with the entry that set it. */
export const consentCurrentSchema = consentEventSchema
  .omit({ id: true, action: true })
  .extend({ event_id: z.uuid(), opted_out: z.boolean() })
  .meta({ id: 'ConsentCurrent' });
export type ConsentCurrent = z.infer<typeof consentCurrentSchema>;

export const consentPageSchema = z
  .object({
    total: z.number().int(),
    skip: z.number().int(),
    limit: z.number().int(),
    items: z.array(consentCurrentSchema),
  })
  .meta({ id: 'ConsentPage' });
export type ConsentPage = z.infer<typeof consentPageSchema>;

/**
 * POST /consent/: an opt-out or opt-in added by hand, for a voter (their phone for sms/call, their household
 * for mail/door) or a raw contact: a phone, an e-mail, or for mail a postal address as typed ("12 Oak St,
 * Raleigh, NC 27601", kept as its household's mail key: decision 0054). An opt-in that reverses an opt-out
 * needs a reason.
 */
export const createConsentBodySchema = z
  .object({
    campaign_id: campaignIdSchema,
    voter_id: z.uuid({ error: 'voter_id must be a UUID' }).optional(),
    contact_type: z
      .enum(CONSENT_CONTACT_TYPES, { error: 'contact_type must be phone, email or address' })
      .optional(),
    contact: z.string().trim().min(1).max(254).optional(),
    channel: channelSchema,
    action: z.enum(CONSENT_ACTIONS, { error: 'action must be opt_out or opt_in' }),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((body) => body.voter_id !== undefined || body.contact !== undefined, {
    message: 'Name a voter_id or a contact',
    path: ['voter_id'],
  })
  .refine((body) => body.contact === undefined || body.contact_type !== undefined, {
    message: 'contact_type was not provided',
    path: ['contact_type'],
  })
  .refine(
    (body) => body.contact_type !== 'address' || body.contact === undefined || body.channel === 'mail',
    {
      message: 'A typed address can be opted out of mail only: name the voter for doors',
      path: ['contact_type'],
    },
  )
  .meta({ id: 'CreateConsentBody' });
export type CreateConsentBody = z.input<typeof createConsentBodySchema>;

export const CONSENT_MESSAGES = {
  reasonRequired: 'A reason is required to opt a contact back in',
  alreadyOptedOut: 'This contact is already opted out of this channel',
  notOptedOut: 'This contact is not opted out of this channel',
  noPhone: 'This voter has no usable phone number',
  badPhone: 'Enter a phone number such as (555) 201-3344',
  badEmail: 'Enter a valid email address',
  badAddress: 'Enter the street address with its ZIP code, such as 12 Oak St, Raleigh, NC 27601',
} as const;
