/**
 * Peer-to-peer text campaigns (docs/decisions/0041-text-campaigns.md): the campaigns, their texters, the
 * recipient snapshot taken when a campaign goes Active (claims live on it), every message in and out, and the
 * numbers carriers reported as landlines.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TextCampaignStatus } from '@groundwork/shared/contracts/text-campaigns';
import { users } from './app.ts';
import { voters } from './voters.ts';
import { outreachCampaignColumns } from './outreach-columns.ts';
import { campaignRef, tz } from './columns.ts';

export const textCampaigns = pgTable(
  'text_campaigns',
  {
    ...outreachCampaignColumns<TextCampaignStatus>(),
    message: text('message').notNull(),
    quickReplies: jsonb('quick_replies').$type<string[]>().notNull().default([]),
    /** What HELP answers; null answers with the default naming the campaign. */
    helpText: text('help_text'),
  },
  (t) => [index('text_campaigns_campaign_idx').on(t.campaignId)],
);

/** Assigned texters. */
export const textCampaignTexters = pgTable(
  'text_campaign_texters',
  {
    textCampaignId: uuid('text_campaign_id')
      .notNull()
      .references(() => textCampaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.textCampaignId, t.userId] }),
    index('text_campaign_texters_user_idx').on(t.userId),
  ],
);

/**
 * The recipient snapshot (one row per voter, taken on activation) and the conversation's state: the claim, the
 * first message, the last status, replies. `phone` is E.164.
 */
export const textRecipients = pgTable(
  'text_recipients',
  {
    textCampaignId: uuid('text_campaign_id')
      .notNull()
      .references(() => textCampaigns.id, { onDelete: 'cascade' }),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
    campaignId: campaignRef(),
    phone: text('phone').notNull(),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimExpiresAt: timestamp('claim_expires_at', tz),
    /** The texter who sent the first message: the conversation is theirs. */
    texterId: uuid('texter_id').references(() => users.id, { onDelete: 'set null' }),
    firstMessageId: uuid('first_message_id'),
    lastStatus: text('last_status'),
    /** Our number the first message went out from (replies go out from it too). */
    fromNumber: text('from_number'),
    replied: boolean('replied').notNull().default(false),
    unread: boolean('unread').notNull().default(false),
    lastMessageAt: timestamp('last_message_at', tz),
    /**
     * The voter's latest reply that may revoke consent and awaits the texter's confirmation (decision 0057);
     * null once confirmed, dismissed, or answered by an opt-out keyword.
     */
    possibleOptOutMessageId: uuid('possible_opt_out_message_id'),
    updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.textCampaignId, t.voterId] }),
    // Claims read the unsent recipients whose claim is absent or expired, in this order (see claims.ts).
    index('text_recipients_claimable_idx')
      .on(t.textCampaignId, sql`coalesce(${t.claimExpiresAt}, 'epoch'::timestamptz)`)
      .where(sql`first_message_id is null`),
    // A texter's own claims (counted and returned by every claim; migration 0048).
    index('text_recipients_claimer_idx')
      .on(t.textCampaignId, t.claimedBy)
      .where(sql`claimed_by is not null and first_message_id is null`),
    index('text_recipients_conversation_idx').on(t.campaignId, t.fromNumber, t.phone),
    index('text_recipients_updated_idx').on(t.textCampaignId, t.updatedAt),
  ],
);

/** Every text in and out. An inbound text to no conversation is kept with no text campaign (an orphan). */
export const textMessages = pgTable(
  'text_messages',
  {
    id: uuid('id')
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    campaignId: campaignRef(),
    textCampaignId: uuid('text_campaign_id').references(() => textCampaigns.id, { onDelete: 'cascade' }),
    voterId: uuid('voter_id').references(() => voters.id, { onDelete: 'set null' }),
    direction: text('direction').$type<'outbound' | 'inbound'>().notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull(),
    errorCode: integer('error_code'),
    /** Twilio's MessageSid: null until the port accepted the message. */
    providerSid: text('provider_sid'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** An inbound reply that may revoke consent: a keyword in a longer sentence (decision 0057). */
    possibleOptOut: boolean('possible_opt_out').notNull().default(false),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('text_messages_sid_idx').on(t.providerSid),
    index('text_messages_conversation_idx').on(t.textCampaignId, t.voterId, t.createdAt),
    index('text_messages_campaign_idx').on(t.campaignId, t.createdAt),
  ],
);

/** Numbers a carrier reported as landlines (undelivered, error 30006): never recipients again. */
export const textLandlines = pgTable(
  'text_landlines',
  {
    campaignId: campaignRef(),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.phone] })],
);
