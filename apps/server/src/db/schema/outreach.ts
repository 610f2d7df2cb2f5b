/**
 * What every outreach channel shares (docs/decisions/0042-consent-and-touches.md): touches other than door
 * visits, the consent ledger, and the campaign's phone numbers (texting and calling share them).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ConsentAction,
  ConsentChannel,
  ConsentContactType,
  ConsentSource,
} from '@groundwork/shared/contracts/consent';
import type { TouchChannel } from '@groundwork/shared/contracts/touches';
import { voters } from './voters.ts';
import { campaignRef, tz, userRef, uuidPk } from './columns.ts';

/**
 * A text, call or mail touch of one voter. `source_id` names what touched them (the text message, the call
 * result, the mail drop): a source touches a voter at most once, so recording a touch twice is harmless.
 */
export const touches = pgTable(
  'touches',
  {
    id: uuidPk(),
    campaignId: campaignRef(),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<Exclude<TouchChannel, 'door'>>().notNull(),
    touchedAt: timestamp('touched_at', tz).notNull(),
    userId: userRef('user_id'),
    /** A conversation happened (an answered call, a reply); a delivered text or a mailed piece is not one. */
    contacted: boolean('contacted').notNull().default(false),
    sourceId: uuid('source_id').notNull(),
    /** What the voter's contact history shows, e.g. the mailer's name or the text's first words. */
    summary: text('summary'),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('touches_source_voter_idx').on(t.sourceId, t.voterId),
    index('touches_campaign_time_idx').on(t.campaignId, t.touchedAt),
    index('touches_voter_time_idx').on(t.voterId, t.touchedAt),
  ],
);

/** The append-only consent history: every opt-out and opt-in, with who, when, why and from where. */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: uuidPk(),
    /** The ledger's order (migration 0031): entries of one transaction share created_at. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    campaignId: campaignRef(),
    voterId: uuid('voter_id').references(() => voters.id, { onDelete: 'set null' }),
    contactType: text('contact_type').$type<ConsentContactType>().notNull(),
    /** Normalised: E.164 for a phone, lower case for an e-mail, the household key for an address. */
    contact: text('contact').notNull(),
    channel: text('channel').$type<ConsentChannel>().notNull(),
    action: text('action').$type<ConsentAction>().notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    userId: userRef('user_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
  },
  (t) => [
    index('consent_events_contact_idx').on(t.campaignId, t.contact, t.channel, t.createdAt),
    index('consent_events_voter_idx').on(t.campaignId, t.voterId),
    uniqueIndex('consent_events_seq_idx').on(t.seq),
  ],
);

/** The current state per contact and channel: the latest event, kept in the same transaction as the history. */
export const consentCurrent = pgTable(
  'consent_current',
  {
    campaignId: campaignRef(),
    channel: text('channel').$type<ConsentChannel>().notNull(),
    contact: text('contact').notNull(),
    contactType: text('contact_type').$type<ConsentContactType>().notNull(),
    voterId: uuid('voter_id').references(() => voters.id, { onDelete: 'set null' }),
    optedOut: boolean('opted_out').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => consentEvents.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', tz).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.channel, t.contact] }),
    index('consent_current_voter_idx').on(t.campaignId, t.voterId),
    index('consent_current_campaign_time_idx').on(t.campaignId, t.updatedAt),
  ],
);

/** A phone number the campaign owns (bought through the telephony port); texting and calling share them. */
export const campaignPhoneNumbers = pgTable(
  'campaign_phone_numbers',
  {
    id: uuidPk(),
    campaignId: campaignRef(),
    /** E.164. */
    phoneNumber: text('phone_number').notNull(),
    /** The provider's id of the number (Twilio's PN… sid). */
    providerSid: text('provider_sid').notNull(),
    capabilities: jsonb('capabilities').$type<{ sms: boolean; voice: boolean }>().notNull(),
    purchasedBy: userRef('purchased_by'),
    purchasedAt: timestamp('purchased_at', tz).defaultNow().notNull(),
    releasedAt: timestamp('released_at', tz),
    /** Where the provider posts the number's inbound messages (migration 0029). */
    smsUrl: text('sms_url'),
  },
  (t) => [
    uniqueIndex('campaign_phone_numbers_number_idx')
      .on(t.phoneNumber)
      .where(sql`released_at is null`),
    index('campaign_phone_numbers_campaign_idx').on(t.campaignId),
  ],
);
