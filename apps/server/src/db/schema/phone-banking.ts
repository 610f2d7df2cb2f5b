/**
 * Phone banking (docs/decisions/0044-phone-banking.md, 0045-voice.md): call campaigns and their callers, the
 * recipient snapshot taken on activation (the next-voter queue's claims live on it), every call result, callers'
 * sessions, the campaign's calling account, and the simulator's calls.
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
import type { CallResult, PhoneBankingStatus } from '@groundwork/shared/contracts/phone-banking';
import type { AccountStatus, CallMode } from '@groundwork/shared/contracts/voice';
import { campaigns, users } from './app.ts';
import { voters } from './voters.ts';
import { outreachCampaignColumns } from './outreach-columns.ts';
import { campaignRef, tz, userRef, uuidPk } from './columns.ts';

export const phoneBankingCampaigns = pgTable(
  'phone_banking_campaigns',
  {
    ...outreachCampaignColumns<PhoneBankingStatus>(),
    ownerId: userRef('owner_id'),
    /** Sanitised HTML with `{field}` placeholders. */
    script: text('script').notNull(),
    /** The recipients' own time zones, set on activation: next-voter asks which are open now (migration 0033). */
    timeZones: text('time_zones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index('phone_banking_campaigns_campaign_idx').on(t.campaignId)],
);

/** Assigned callers. */
export const phoneBankingCallers = pgTable(
  'phone_banking_callers',
  {
    phoneBankingCampaignId: uuid('phone_banking_campaign_id')
      .notNull()
      .references(() => phoneBankingCampaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.phoneBankingCampaignId, t.userId] }),
    index('phone_banking_callers_user_idx').on(t.userId),
  ],
);

/**
 * The recipient snapshot (one row per voter with a callable number, taken on activation) and the queue's state:
 * the claim, attempts, the last result, when a retry is due, and whether the voter is done.
 */
export const callRecipients = pgTable(
  'call_recipients',
  {
    phoneBankingCampaignId: uuid('phone_banking_campaign_id')
      .notNull()
      .references(() => phoneBankingCampaigns.id, { onDelete: 'cascade' }),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
    campaignId: campaignRef(),
    /** E.164. */
    phone: text('phone').notNull(),
    claimedBy: userRef('claimed_by'),
    claimExpiresAt: timestamp('claim_expires_at', tz),
    attempts: integer('attempts').notNull().default(0),
    lastResult: text('last_result').$type<CallResult>(),
    lastCallerId: userRef('last_caller_id'),
    lastCalledAt: timestamp('last_called_at', tz),
    /** Null: callable now (when not done); otherwise not offered before this time (a retry). */
    nextCallAfter: timestamp('next_call_after', tz),
    /** No more calls in this campaign (a final result, or `maxAttempts` reached). */
    done: boolean('done').notNull().default(false),
    /** The voter's time zone from the ZIP at activation; null reads as the campaign's (migration 0033). */
    timeZone: text('time_zone'),
    updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.phoneBankingCampaignId, t.voterId] }),
    // next-voter reads the callable recipients whose claim is absent or expired, in this order.
    index('call_recipients_queue_idx')
      .on(t.phoneBankingCampaignId, sql`coalesce(${t.claimExpiresAt}, 'epoch'::timestamptz)`)
      .where(sql`done = false`),
    // A caller's own claim (next-voter gives it back on a reload).
    index('call_recipients_claimer_idx')
      .on(t.phoneBankingCampaignId, t.claimedBy)
      .where(sql`claimed_by is not null and done = false`),
    index('call_recipients_updated_idx').on(t.phoneBankingCampaignId, t.updatedAt),
    index('call_recipients_phone_idx').on(t.campaignId, t.phone),
  ],
);

/** Every call result recorded (service §3 Call result); a replay of one (same caller, voter, start) is stored once. */
export const callResults = pgTable(
  'call_results',
  {
    id: uuidPk(),
    campaignId: campaignRef(),
    phoneBankingCampaignId: uuid('phone_banking_campaign_id')
      .notNull()
      .references(() => phoneBankingCampaigns.id, { onDelete: 'cascade' }),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    callResult: text('call_result').$type<CallResult>().notNull(),
    callNotes: text('call_notes'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    callDuration: integer('call_duration').notNull().default(0),
    callStartTime: timestamp('call_start_time', tz).notNull(),
    callSessionId: uuid('call_session_id'),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('call_results_replay_idx').on(t.phoneBankingCampaignId, t.voterId, t.userId, t.callStartTime),
    index('call_results_campaign_time_idx').on(t.campaignId, t.createdAt),
    index('call_results_pb_time_idx').on(t.phoneBankingCampaignId, t.createdAt),
  ],
);

/** A caller's sitting: calls from the browser or bridged to their own phone, from one campaign number. */
export const callSessions = pgTable(
  'call_sessions',
  {
    id: uuidPk(),
    campaignId: campaignRef(),
    phoneBankingCampaignId: uuid('phone_banking_campaign_id')
      .notNull()
      .references(() => phoneBankingCampaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<CallMode>().notNull(),
    /** The campaign number acquired for this session (released with it). */
    fromNumber: text('from_number'),
    /** E.164, for mode `phone`. */
    volunteerPhone: text('volunteer_phone'),
    /** The provider's CA… sid of the call in progress (the leg to the volunteer, or the browser's). */
    providerCallSid: text('provider_call_sid'),
    status: text('status').$type<'active' | 'ended'>().notNull().default('active'),
    /** The provider's last status of the session's call (migration 0034). */
    lastCallStatus: text('last_call_status'),
    startedAt: timestamp('started_at', tz).defaultNow().notNull(),
    endedAt: timestamp('ended_at', tz),
  },
  (t) => [
    index('call_sessions_user_idx').on(t.campaignId, t.userId, t.status),
    index('call_sessions_provider_idx').on(t.providerCallSid),
    uniqueIndex('call_sessions_active_idx')
      .on(t.phoneBankingCampaignId, t.userId)
      .where(sql`status = 'active'`),
  ],
);

/** The campaign's calling account (a Twilio subaccount, or the simulator's); secrets sealed with AUTH_SECRET. */
export const telephonyAccounts = pgTable(
  'telephony_accounts',
  {
    campaignId: uuid('campaign_id')
      .primaryKey()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    accountSid: text('account_sid').notNull(),
    status: text('status').$type<Exclude<AccountStatus, 'none'>>().notNull(),
    /** The subaccount's auth token, sealed (lib/crypto) — never returned by the API. */
    authTokenSealed: text('auth_token_sealed'),
    /** An API key and secret (sealed) that sign the browser's voice access tokens, and the TwiML app they dial. */
    apiKeySid: text('api_key_sid'),
    apiKeySecretSealed: text('api_key_secret_sealed'),
    twimlAppSid: text('twiml_app_sid'),
    createdBy: userRef('created_by'),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
  },
  (t) => [index('telephony_accounts_account_sid_idx').on(t.accountSid)],
);

/** Calls through the simulator (Twilio's Calls): its simulated voter answers, declines, is busy or a voicemail. */
export const simulatedCalls = pgTable(
  'simulated_calls',
  {
    sid: text('sid').primaryKey(),
    accountSid: text('account_sid'),
    parentCallSid: text('parent_call_sid'),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    status: text('status').notNull(),
    /** What the simulated party does: answer, no-answer, busy, voicemail, fail. */
    outcome: text('outcome').notNull(),
    url: text('url'),
    statusCallback: text('status_callback'),
    answeredAt: timestamp('answered_at', tz),
    endedAt: timestamp('ended_at', tz),
    duration: integer('duration'),
    /** What happened, for the calling screen (migration 0034). */
    events: jsonb('events').$type<{ at: string; text: string }[]>().notNull().default([]),
    /** TwiML given with the call (instead of a URL). */
    twiml: text('twiml'),
    /** A browser call's client identity: who may watch it and hang it up. */
    identity: text('identity'),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
  },
  (t) => [
    index('simulated_calls_to_idx').on(t.toNumber, t.createdAt),
    index('simulated_calls_parent_idx').on(t.parentCallSid),
  ],
);
