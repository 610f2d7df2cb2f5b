/** Surveys canvassers ask at the door, and the answers they record (docs/decisions/0016-surveys.md). */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SurveyQuestion, SurveyRecordStatus } from '@groundwork/shared/contracts/surveys';
import { campaigns } from './app.ts';
import { voters } from './voters.ts';
import { walkbooks } from './walkbooks.ts';

const tz = { withTimezone: true } as const;

export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id')
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    name: text('name').notNull(),
    description: text('description'),
    /** Questions with their answers, each with a stable id that responses refer to. */
    questions: jsonb('questions').$type<SurveyQuestion[]>().notNull(),
    recordStatus: text('record_status').$type<SurveyRecordStatus>().notNull().default('is_active'),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
  },
  // Names are unique in a campaign whatever their case; archived surveys keep theirs.
  (t) => [uniqueIndex('surveys_campaign_name_idx').on(t.campaignId, sql`lower(${t.name})`)],
);

/** A voter's answer to one question, recorded on a walkbook visit; a later one replaces it. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid('id')
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').notNull(),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
    /** The walkbook of the visit, if the answer was given at a door. */
    walkbookId: uuid('walkbook_id').references(() => walkbooks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    answerIds: text('answer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    text: text('text'),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
  },
  (t) => [
    // One answer per voter, question and walkbook (no walkbook counts as one): a correction replaces it.
    unique('survey_responses_visit_key')
      .on(t.surveyId, t.questionId, t.voterId, t.walkbookId)
      .nullsNotDistinct(),
    index('survey_responses_question_idx').on(t.surveyId, t.questionId, t.createdAt),
    index('survey_responses_voter_idx').on(t.voterId),
  ],
);
