/** Past elections' results by contest, choice and precinct, and the campaign's precinct shapes. */
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { PrecinctGeometry } from '@groundwork/shared/contracts/election-results';
import { campaigns } from './app.ts';

const tz = { withTimezone: true } as const;

/** One election of a campaign, known by its date: re-importing that date replaces its results. */
export const elections = pgTable(
  'elections',
  {
    id: uuid('id')
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code'),
    electionDate: date('election_date').notNull(),
    importedAt: timestamp('imported_at', tz).defaultNow().notNull(),
  },
  (t) => [uniqueIndex('elections_campaign_date_idx').on(t.campaignId, t.electionDate)],
);

export const electionContests = pgTable(
  'election_contests',
  {
    id: uuid('id')
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    voteFor: integer('vote_for').notNull().default(1),
    /** The contest's place in the file. */
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('election_contests_election_name_idx').on(t.electionId, t.name)],
);

export const electionChoices = pgTable(
  'election_choices',
  {
    id: uuid('id')
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => electionContests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    party: text('party'),
  },
  (t) => [uniqueIndex('election_choices_contest_name_idx').on(t.contestId, t.name)],
);

/** One choice's votes in one precinct. */
export const electionResults = pgTable(
  'election_results',
  {
    choiceId: uuid('choice_id')
      .notNull()
      .references(() => electionChoices.id, { onDelete: 'cascade' }),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => electionContests.id, { onDelete: 'cascade' }),
    precinct: text('precinct').notNull(),
    votes: integer('votes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.choiceId, t.precinct] }),
    index('election_results_contest_idx').on(t.contestId, t.precinct),
  ],
);

/** Every precinct of an election, with the ballots and registered counts when the file gave them. */
export const electionPrecincts = pgTable(
  'election_precincts',
  {
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    precinct: text('precinct').notNull(),
    ballotsCast: integer('ballots_cast'),
    registered: integer('registered'),
    /** False for tallies that are no place (absentee, provisional). */
    isReal: boolean('is_real').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.electionId, t.precinct] })],
);

/** The campaign's precinct shapes (GeoJSON Polygon or MultiPolygon), replaced as a whole on import. */
export const precinctShapes = pgTable(
  'precinct_shapes',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    precinct: text('precinct').notNull(),
    geometry: jsonb('geometry').$type<PrecinctGeometry>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.precinct] })],
);
