/**
 * Texting registration, A2P 10DLC (docs/decisions/0040-text-registration.md): one row per campaign, holding the
 * sender (brand) as submitted and its vetting, then the message campaign and its vetting.
 */
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  MessageCampaignRegistration,
  RegistrationStatus,
  SenderRegistration,
} from '@groundwork/shared/contracts/text-registration';
import { campaigns, users } from './app.ts';

const tz = { withTimezone: true } as const;

export const textRegistrations = pgTable(
  'text_registrations',
  {
    campaignId: uuid('campaign_id')
      .primaryKey()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    sender: jsonb('sender').$type<SenderRegistration>().notNull(),
    /** The provider's id of the brand. */
    brandSid: text('brand_sid').notNull(),
    brandStatus: text('brand_status').$type<RegistrationStatus>().notNull(),
    brandFailureReasons: jsonb('brand_failure_reasons').$type<string[]>().default([]).notNull(),
    brandSubmittedAt: timestamp('brand_submitted_at', tz).defaultNow().notNull(),
    brandUpdatedAt: timestamp('brand_updated_at', tz).defaultNow().notNull(),
    messageCampaign: jsonb('message_campaign').$type<MessageCampaignRegistration>(),
    /** The provider's id of the messaging campaign (Twilio's QE… sid). */
    messagingCampaignSid: text('messaging_campaign_sid'),
    messagingCampaignStatus: text('messaging_campaign_status').$type<RegistrationStatus>(),
    messagingFailureReasons: jsonb('messaging_failure_reasons').$type<string[]>().default([]).notNull(),
    messagingSubmittedAt: timestamp('messaging_submitted_at', tz),
    messagingUpdatedAt: timestamp('messaging_updated_at', tz),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'text_registrations_brand_status_check',
      sql`${t.brandStatus} in ('PENDING', 'APPROVED', 'FAILED')`,
    ),
    check(
      'text_registrations_messaging_status_check',
      sql`${t.messagingCampaignStatus} in ('PENDING', 'APPROVED', 'FAILED')`,
    ),
  ],
);
