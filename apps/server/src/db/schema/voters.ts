/** The campaign's voter file ("voters hosted" for its district), vote history and tags. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { UploadStatus, VoterGroup } from '@groundwork/shared/contracts/voter-groups';
import type { ElectionType } from '@groundwork/shared/contracts/elections';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import { campaigns } from './app.ts';

const tz = { withTimezone: true } as const;

export const voters = pgTable(
  'voters',
  {
    id: uuid('id')
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The state's voter id: the key of re-imports. */
    /** Collation "C" (migration 0038): a code, compared byte by byte. */
    stateVoterId: text('state_voter_id').notNull(),
    firstName: text('first_name').notNull().default(''),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull().default(''),
    nameSuffix: text('name_suffix'),
    resStreet: text('res_street'),
    resUnit: text('res_unit'),
    resCity: text('res_city'),
    resState: text('res_state'),
    resZip: text('res_zip'),
    mailStreet: text('mail_street'),
    mailCity: text('mail_city'),
    mailState: text('mail_state'),
    mailZip: text('mail_zip'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    phone: text('phone'),
    email: text('email'),
    party: text('party'),
    gender: text('gender'),
    birthYear: integer('birth_year'),
    registrationDate: date('registration_date'),
    registrationStatus: text('registration_status'),
    precinct: text('precinct'),
    congressional: text('congressional'),
    stateSenate: text('state_senate'),
    stateHouse: text('state_house'),
    county: text('county'),
    municipal: text('municipal'),
    ward: text('ward'),
    /** Normalised residential address: one door, however many voters live behind it. */
    householdKey: text('household_key').notNull(),
    /**
     * Where the voter's mail goes, as one normalised key (migration 0027, docs/decisions/0038-mail.md): the
     * mailing address when the file has one, else the residence; null when there is no street or ZIP. An import
     * writes it (lib/addresses/mail-key.ts); the `voters_mail_key` trigger (migration 0035) every other write.
     */
    mailKey: text('mail_key'),
    /**
     * The turnout score, 0–100: the share of the campaign's last `TURNOUT_GENERALS` generals held since the
     * voter registered that they voted in; null with none (migration 0045, decision 0066). Written by
     * `modules/voters/turnout.ts` after every import.
     */
    turnout: smallint('turnout'),
    /** Set when a later full file no longer lists the voter (kept; left out of filters unless asked). */
    removedAt: timestamp('removed_at', tz),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('voters_campaign_state_id_idx').on(t.campaignId, t.stateVoterId),
    index('voters_campaign_location_idx').on(t.campaignId, t.lat, t.lng),
    index('voters_campaign_household_idx').on(t.campaignId, t.householdKey),
    index('voters_campaign_mail_key_idx').on(t.campaignId, t.mailKey),
    index('voters_campaign_party_idx').on(t.campaignId, t.party),
    index('voters_campaign_precinct_idx').on(t.campaignId, t.precinct),
    index('voters_campaign_zip_idx').on(t.campaignId, t.resZip),
    index('voters_campaign_birth_year_idx').on(t.campaignId, t.birthYear),
    index('voters_campaign_turnout_idx').on(t.campaignId, t.turnout),
    // The voter tables' default order, last name (voter-order.ts; migration 0044): the first page reads 50 entries.
    index('voters_campaign_name_order_idx').on(
      t.campaignId,
      sql`(${t.lastName} is null)`,
      sql`coalesce(${t.lastName}, '')`,
      t.lastName,
      t.firstName,
      t.id,
    ),
    // A location on the globe, never 0,0 (migration 0041, decision 0052): one bad point broke every map.
    check('voters_lat_check', sql`${t.lat} between -90 and 90`),
    check('voters_lng_check', sql`${t.lng} between -180 and 180`),
    check('voters_location_check', sql`not (${t.lat} = 0 and ${t.lng} = 0)`),
  ],
);

/** One row per election a voter took part in. */
export const voteHistory = pgTable(
  'vote_history',
  {
    voterId: uuid('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id').notNull(),
    /** Collation "C" (migration 0038): a code, compared byte by byte. */
    electionCode: text('election_code').notNull(),
    electionDate: date('election_date'),
    votingMethod: text('voting_method'),
    party: text('party'),
  },
  (t) => [
    primaryKey({ columns: [t.voterId, t.electionCode] }),
    index('vote_history_campaign_election_idx').on(t.campaignId, t.electionCode, t.voterId),
  ],
);

/**
 * The elections of a campaign's vote history, apart from `elections` (results; migration 0045, decision 0066): one per `ncvhis` election date
 * or wide election column, with its type and how many of the campaign's voters took part (kept by each import).
 */
export const historyElections = pgTable(
  'history_elections',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Collation "C": the vote history's election code. */
    code: text('code').notNull(),
    date: date('date'),
    type: text('type').$type<ElectionType>().notNull().default('OTHER'),
    voters: integer('voters').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.code] })],
);

export const voterTags = pgTable(
  'voter_tags',
  {
    id: uuid('id')
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('gray'),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
  },
  (t) => [uniqueIndex('voter_tags_campaign_name_idx').on(t.campaignId, sql`lower(${t.name})`)],
);

export const voterTagAssignments = pgTable(
  'voter_tag_assignments',
  {
    tagId: uuid('tag_id')
      .notNull()
      .references(() => voterTags.id, { onDelete: 'cascade' }),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.voterId] }),
    index('voter_tag_assignments_voter_idx').on(t.voterId),
  ],
);

/** A saved selection of voters: from a filter (re-evaluated when it changes) or an uploaded file. */
export const voterGroups = pgTable(
  'voter_groups',
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
    type: text('type').$type<VoterGroup['type']>().notNull().default('filter'),
    creationMethod: text('creation_method')
      .$type<VoterGroup['creation_method']>()
      .notNull()
      .default('Created'),
    status: text('status').$type<VoterGroup['status']>().notNull().default('Pending'),
    filterParams: jsonb('filter_params').$type<VoterFilter>(),
    voterCount: integer('voter_count').notNull().default(0),
    doorCount: integer('door_count').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
  },
  (t) => [index('voter_groups_campaign_idx').on(t.campaignId)],
);

export const voterGroupMembers = pgTable(
  'voter_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => voterGroups.id, { onDelete: 'cascade' }),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.voterId] }),
    index('voter_group_members_voter_idx').on(t.voterId),
  ],
);

/** An uploaded voter_file.csv and the progress of matching it to the voter file. */
export const voterGroupUploads = pgTable('voter_group_uploads', {
  groupId: uuid('group_id')
    .primaryKey()
    .references(() => voterGroups.id, { onDelete: 'cascade' }),
  filePath: text('file_path').notNull(),
  status: text('status').$type<UploadStatus['status']>().notNull().default('Pending'),
  rowsRead: integer('rows_read').notNull().default(0),
  matched: integer('matched').notNull().default(0),
  unmatched: integer('unmatched').notNull().default(0),
  /** The first unmatched rows, for the person to check: [{ line, voter_id }]. */
  unmatchedRows: jsonb('unmatched_rows').$type<{ line: number; voter_id: string }[]>().notNull().default([]),
  error: text('error'),
  startedAt: timestamp('started_at', tz),
  finishedAt: timestamp('finished_at', tz),
});

/**
 * A counter per campaign, bumped by statement triggers on every change to its voters, their vote
 * history or tag assignments (migration 0011): the in-memory voter index answers only while its
 * snapshot's version is still the current one (modules/voters/voter-index/).
 */
export const voterDataVersions = pgTable('voter_data_versions', {
  campaignId: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});
