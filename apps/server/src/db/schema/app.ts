/** Product tables: accounts, campaigns, memberships, invitations, the development outbox. */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { InvitationStatus } from '@groundwork/shared/contracts/invitations';
import { identityUsers } from './identity.ts';

const tz = { withTimezone: true } as const;
const uuidPk = () =>
  uuid('id')
    .default(sql`gen_random_uuid()`)
    .primaryKey();

/** The product account (service §3 User); its id is the identity user's id. */
export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .references(() => identityUsers.id, { onDelete: 'cascade' }),
  email: text('email').notNull().unique(),
  first: text('first').notNull(),
  last: text('last').notNull(),
  isActive: boolean('is_active').default(true).notNull(),
  isSuperuser: boolean('is_superuser').default(false).notNull(),
  isVerified: boolean('is_verified').default(false).notNull(),
  termsAccepted: boolean('terms_accepted').default(false).notNull(),
  termsAcceptedAt: timestamp('terms_accepted_at', tz),
  createdAt: timestamp('created_at', tz).defaultNow().notNull(),
});

export const campaigns = pgTable('campaigns', {
  id: uuidPk(),
  name: text('name').notNull(),
  candidateName: text('candidate_name'),
  address: text('address'),
  location: text('location'),
  ownerEmail: text('owner_email').notNull(),
  isTextingEnabled: boolean('is_texting_enabled').default(false).notNull(),
  isPhoneBankingEnabled: boolean('is_phone_banking_enabled').default(false).notNull(),
  /** IANA time zone of its weeks and days; null reads as the server's TIME_ZONE (migration 0022). */
  timeZone: text('time_zone'),
  /** Managers and Directors must sign in with two factors to act in the campaign (migration 0023). */
  requireTwoFactor: boolean('require_two_factor').default(false).notNull(),
  /**
   * Local hours (in each recipient's own time zone) texts may go out, and calls be made (migration 0026);
   * new campaigns get 08:00–21:00 for both (migration 0043, decision 0062).
   */
  textingHours: jsonb('texting_hours')
    .$type<{ start: string; end: string }>()
    .default({ start: '08:00', end: '21:00' })
    .notNull(),
  callingHours: jsonb('calling_hours')
    .$type<{ start: string; end: string }>()
    .default({ start: '08:00', end: '21:00' })
    .notNull(),
  createdAt: timestamp('created_at', tz).defaultNow().notNull(),
});

/** Campaign membership: who works in which campaign, under which title. */
export const campaignUsers = pgTable(
  'campaign_users',
  {
    id: uuidPk(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dateJoined: timestamp('date_joined', tz).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('campaign_users_campaign_user_idx').on(t.campaignId, t.userId),
    index('campaign_users_user_idx').on(t.userId),
  ],
);

/** `expired` is never stored: a pending invitation past its expiry reads as expired. */
export type StoredInvitationStatus = Exclude<InvitationStatus, 'expired'>;

export const invitations = pgTable(
  'invitations',
  {
    id: uuidPk(),
    /** SHA-256 of the token e-mailed in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    dateSent: timestamp('date_sent', tz).defaultNow().notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderEmail: text('sender_email').notNull(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    receiverEmail: text('receiver_email').notNull(),
    status: text('status').$type<StoredInvitationStatus>().notNull().default('pending'),
    message: text('message'),
    offerTitle: text('offer_title').notNull(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    respondedAt: timestamp('responded_at', tz),
  },
  (t) => [
    index('invitations_receiver_status_idx').on(t.receiverEmail, t.status),
    index('invitations_campaign_idx').on(t.campaignId),
  ],
);

/** Messages kept by the development outbox (never used in production). */
export const outboxMessages = pgTable('outbox_messages', {
  id: uuidPk(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  links: jsonb('links').$type<string[]>().notNull(),
  sentAt: timestamp('sent_at', tz).defaultNow().notNull(),
});
