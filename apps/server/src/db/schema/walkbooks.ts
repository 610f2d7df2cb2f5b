/** Walkbooks: the doors a canvasser knocks, who may knock them, and every visit (docs/decisions/0017-walkbooks.md). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DoorResult } from '@groundwork/shared/contracts/surveys';
import type { GeoPolygon, VoterFilter } from '@groundwork/shared/contracts/voters';
import type { WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { campaigns, users } from './app.ts';
import { surveys } from './surveys.ts';
import { voters } from './voters.ts';

const tz = { withTimezone: true } as const;
type CreationMethod = WalkbookSummary['creation_method'];
type WalkbookStatus = WalkbookSummary['status'];

export const walkbooks = pgTable(
  'walkbooks',
  {
    id: uuid('id')
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Who made it. */
    userId: uuid('user_id'),
    name: text('name').notNull(),
    description: text('description'),
    creationMethod: text('creation_method').$type<CreationMethod>().notNull().default('Created'),
    /** The area drawn on the map, if any. */
    geoData: jsonb('geo_data').$type<GeoPolygon>(),
    filterParams: jsonb('filter_params').$type<VoterFilter>().notNull().default({}),
    /** The survey canvassers ask (surveys are archived, not deleted; deleting a campaign removes both). */
    surveyId: uuid('survey_id').references(() => surveys.id, { onDelete: 'set null' }),
    status: text('status').$type<WalkbookStatus>().notNull().default('active'),
    archivedAt: timestamp('archived_at', tz),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    /*
     * Progress, kept by the database (migration 0018, docs/decisions/0028-read-path.md "step 2"): triggers
     * on walkbook_voters, walkbook_visits and voters' households recompute the walkbook's row in the same
     * statement, so lists read these columns instead of the walkbook's voters and visits.
     */
    voterCount: integer('voter_count').notNull().default(0),
    doorCount: integer('door_count').notNull().default(0),
    votersVisited: integer('voters_visited').notNull().default(0),
    doorsVisited: integer('doors_visited').notNull().default(0),
    contactCount: integer('contact_count').notNull().default(0),
    touchCount: integer('touch_count').notNull().default(0),
    lastTouchAt: timestamp('last_touch_at', tz),
  },
  (t) => [index('walkbooks_campaign_idx').on(t.campaignId)],
);

/** The walkbook's voters, fixed when it is cut so the list does not move under a canvasser. */
export const walkbookVoters = pgTable(
  'walkbook_voters',
  {
    walkbookId: uuid('walkbook_id')
      .notNull()
      .references(() => walkbooks.id, { onDelete: 'cascade' }),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.walkbookId, t.voterId] }),
    index('walkbook_voters_voter_idx').on(t.voterId),
  ],
);

/** Who may canvass a walkbook (Staff and Volunteers see only these). */
export const walkbookAssignees = pgTable(
  'walkbook_assignees',
  {
    walkbookId: uuid('walkbook_id')
      .notNull()
      .references(() => walkbooks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', tz).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.walkbookId, t.userId] }),
    index('walkbook_assignees_user_idx').on(t.userId),
  ],
);

/** One door knock on one voter: a touch. The latest visit of a voter in a walkbook is its status. */
export const walkbookVisits = pgTable(
  'walkbook_visits',
  {
    id: uuid('id')
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    walkbookId: uuid('walkbook_id')
      .notNull()
      .references(() => walkbooks.id, { onDelete: 'cascade' }),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    touchResult: text('touch_result').$type<DoorResult>().notNull(),
    notes: text('notes'),
    visitedAt: timestamp('visited_at', tz).defaultNow().notNull(),
  },
  (t) => [
    index('walkbook_visits_walkbook_voter_idx').on(t.walkbookId, t.voterId, t.visitedAt),
    index('walkbook_visits_campaign_time_idx').on(t.campaignId, t.visitedAt),
    // "Reached today" of phone banking's next-voter (migration 0033).
    index('walkbook_visits_voter_time_idx').on(t.voterId, t.visitedAt),
  ],
);
