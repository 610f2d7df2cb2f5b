/** Walkbook recommendation requests and the walkbooks recommended for them (docs/decisions/0018-recommended-walkbooks.md). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  RecommendationRequest,
  RecommendedGeojson,
  RecommendedWalkbook,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import type { GeoPolygon, VoterFilter } from '@groundwork/shared/contracts/voters';
import { campaigns } from './app.ts';
import { voters } from './voters.ts';
import { walkbooks } from './walkbooks.ts';

const tz = { withTimezone: true } as const;

export const walkbookRecommendationRequests = pgTable(
  'walkbook_recommendation_requests',
  {
    id: uuid('id')
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Who asked. */
    userId: uuid('user_id'),
    requestName: text('request_name').notNull(),
    description: text('description'),
    outreachType: text('outreach_type')
      .$type<RecommendationRequest['outreach_type']>()
      .notNull()
      .default('Walkbook'),
    creationMethod: text('creation_method')
      .$type<RecommendationRequest['creation_method']>()
      .notNull()
      .default('Requested'),
    filterParams: jsonb('filter_params').$type<VoterFilter>().notNull().default({}),
    targetDoors: integer('target_doors').notNull(),
    /** The walking time asked for, when the request gave minutes instead of doors. */
    targetMinutes: integer('target_minutes'),
    surveyId: uuid('survey_id'),
    status: text('status').$type<RecommendationRequest['status']>().notNull().default('Pending'),
    error: text('error'),
    voterCount: integer('voter_count').notNull().default(0),
    doorCount: integer('door_count').notNull().default(0),
    unplacedDoors: integer('unplaced_doors').notNull().default(0),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
  },
  (t) => [index('walkbook_recommendation_requests_campaign_idx').on(t.campaignId)],
);

export const recommendedWalkbooks = pgTable(
  'recommended_walkbooks',
  {
    id: uuid('id')
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    /** Insertion order: the last key of the ranking, so ties keep the order they were recommended in. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => walkbookRecommendationRequests.id, {
      onDelete: 'cascade',
    }),
    userId: uuid('user_id'),
    name: text('name').notNull(),
    creationMethod: text('creation_method')
      .$type<RecommendedWalkbook['creation_method']>()
      .notNull()
      .default('Recommended'),
    status: text('status').$type<RecommendedWalkbook['status']>().notNull().default('Proposed'),
    geoData: jsonb('geo_data').$type<GeoPolygon>().notNull(),
    geojson: jsonb('geojson').$type<RecommendedGeojson>().notNull(),
    filterParams: jsonb('filter_params').$type<VoterFilter>().notNull().default({}),
    surveyId: uuid('survey_id'),
    doorCount: integer('door_count').notNull(),
    voterCount: integer('voter_count').notNull(),
    uncontacted: integer('uncontacted').notNull(),
    walkbookId: uuid('walkbook_id').references(() => walkbooks.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
  },
  (t) => [
    index('recommended_walkbooks_campaign_idx').on(t.campaignId),
    index('recommended_walkbooks_request_idx').on(t.requestId),
  ],
);

/** The voters of a recommended walkbook, fixed when it is made: accepting it gives exactly these. */
export const recommendedWalkbookVoters = pgTable(
  'recommended_walkbook_voters',
  {
    recommendedWalkbookId: uuid('recommended_walkbook_id')
      .notNull()
      .references(() => recommendedWalkbooks.id, { onDelete: 'cascade' }),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.recommendedWalkbookId, t.voterId] }),
    index('recommended_walkbook_voters_voter_idx').on(t.voterId),
  ],
);
