/** Mailers, mail drops, their vendor-file downloads and the campaign's rates (docs/decisions/0038-mail.md). */
import { sql } from 'drizzle-orm';
import {
  date,
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
import type { MailCounts, MailDropStatus, MailerSize } from '@groundwork/shared/contracts/mail';
import { voterGroups } from './voters.ts';
import { campaignRef, tz, userRef, uuidPk } from './columns.ts';

/** An uploaded piece: a PDF kept as sent, or an image re-encoded with a thumbnail. */
export const mailers = pgTable(
  'mailers',
  {
    id: uuidPk(),
    campaignId: campaignRef(),
    userId: userRef('user_id'),
    name: text('name').notNull(),
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    contentType: text('content_type').notNull(),
    fileSize: integer('file_size').notNull(),
    pageCount: integer('page_count').notNull(),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
  },
  (t) => [uniqueIndex('mailers_campaign_name_idx').on(t.campaignId, sql`lower(btrim(${t.name}))`)],
);

/** A mailer sent to a voter group, one piece per household. `frozenCounts` is set when it is Mailed. */
export const mailDrops = pgTable(
  'mail_drops',
  {
    id: uuidPk(),
    campaignId: campaignRef(),
    mailerId: uuid('mailer_id')
      .notNull()
      .references(() => mailers.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    voterGroupId: uuid('voter_group_id')
      .notNull()
      .references(() => voterGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mailerSize: text('mailer_size').$type<MailerSize>().notNull(),
    scheduledDate: date('scheduled_date'),
    status: text('status').$type<MailDropStatus>().notNull().default('Draft'),
    mailedAt: timestamp('mailed_at', tz),
    frozenCounts: jsonb('frozen_counts').$type<MailCounts>(),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('mail_drops_mailer_name_idx').on(t.mailerId, sql`lower(btrim(${t.name}))`),
    index('mail_drops_campaign_idx').on(t.campaignId),
  ],
);

/** Each download of a drop's vendor file: who and when. */
export const mailDropExports = pgTable(
  'mail_drop_exports',
  {
    id: uuidPk(),
    dropId: uuid('drop_id')
      .notNull()
      .references(() => mailDrops.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
  },
  (t) => [index('mail_drop_exports_drop_idx').on(t.dropId, t.createdAt)],
);

/** The campaign's print and postage rate per piece and size, in US cents (the server's defaults otherwise). */
export const mailRates = pgTable(
  'mail_rates',
  {
    campaignId: campaignRef(),
    mailerSize: text('mailer_size').$type<MailerSize>().notNull(),
    rateCents: integer('rate_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.mailerSize] })],
);
