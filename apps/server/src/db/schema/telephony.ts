/**
 * The telephony simulator's state and the Twilio webhooks' seen events (docs/decisions/0039-telephony.md).
 * The simulated_* tables are Twilio's side of the conversation: what the stand-in for its HTTP API holds.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;

/** One row per (MessageSid, event) a webhook has handled: a replay finds its row and changes nothing. */
export const telephonyWebhookEvents = pgTable(
  'telephony_webhook_events',
  {
    messageSid: text('message_sid').notNull(),
    /** `inbound`, or the delivery status reported (`sent`, `delivered`, …). */
    event: text('event').notNull(),
    receivedAt: timestamp('received_at', tz).defaultNow().notNull(),
  },
  (t) => [primaryKey({ name: 'telephony_webhook_events_pk', columns: [t.messageSid, t.event] })],
);

/** Numbers bought from the simulator (Twilio's IncomingPhoneNumbers). */
export const simulatedNumbers = pgTable('simulated_numbers', {
  sid: text('sid').primaryKey(),
  phoneNumber: text('phone_number').notNull().unique(),
  smsUrl: text('sms_url'),
  voiceUrl: text('voice_url'),
  purchasedAt: timestamp('purchased_at', tz).defaultNow().notNull(),
});

/** Every text through the simulator: `outbound` (we sent it) or `inbound` (a voter's reply). */
export const simulatedMessages = pgTable(
  'simulated_messages',
  {
    sid: text('sid').primaryKey(),
    direction: text('direction').$type<'inbound' | 'outbound'>().notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull(),
    errorCode: integer('error_code'),
    statusCallback: text('status_callback'),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
  },
  (t) => [
    index('simulated_messages_from_idx').on(t.fromNumber, t.createdAt),
    index('simulated_messages_to_idx').on(t.toNumber, t.createdAt),
  ],
);

/**
 * A2P brand registrations (`brand`) and US A2P campaigns (`campaign`, parent = its messaging service): the
 * outcome is decided when submitted and shows once `vetted_at` has passed (PENDING until then).
 */
export const simulatedRegistrations = pgTable('simulated_registrations', {
  sid: text('sid').primaryKey(),
  kind: text('kind').$type<'brand' | 'campaign'>().notNull(),
  parentSid: text('parent_sid'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  outcome: text('outcome').$type<'APPROVED' | 'FAILED'>().notNull(),
  failureReasons: jsonb('failure_reasons').$type<string[]>().notNull().default([]),
  vettedAt: timestamp('vetted_at', tz).notNull(),
  createdAt: timestamp('created_at', tz).defaultNow().notNull(),
});

/** Trust Hub profiles, end users, documents, addresses and messaging services: kept as submitted. */
export const simulatedResources = pgTable('simulated_resources', {
  sid: text('sid').primaryKey(),
  kind: text('kind').notNull(),
  parentSid: text('parent_sid'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', tz).defaultNow().notNull(),
});
