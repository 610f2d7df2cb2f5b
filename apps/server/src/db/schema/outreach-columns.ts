/**
 * The columns every outreach campaign (a text campaign, a phone bank) shares: who made it, its name, status and
 * creation method (service §4: created as Draft, Created), and its recipients — a voter group or filters — with
 * an optional survey.
 */
import { jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import { surveys } from './surveys.ts';
import { voterGroups } from './voters.ts';
import { campaignRef, tz, userRef, uuidPk } from './columns.ts';

export const outreachCampaignColumns = <Status extends string>() => ({
  id: uuidPk(),
  campaignId: campaignRef(),
  userId: userRef('user_id'),
  name: text('name').notNull(),
  description: text('description'),
  creationMethod: text('creation_method').$type<'Created'>().notNull().default('Created'),
  status: text('status')
    .$type<Status>()
    .notNull()
    .default('Draft' as Status),
  filterParams: jsonb('filter_params').$type<VoterFilter>().notNull(),
  voterGroupId: uuid('voter_group_id').references(() => voterGroups.id, { onDelete: 'set null' }),
  surveyId: uuid('survey_id').references(() => surveys.id, { onDelete: 'set null' }),
  activatedAt: timestamp('activated_at', tz),
  createdAt: timestamp('created_at', tz).defaultNow().notNull(),
  updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
});
