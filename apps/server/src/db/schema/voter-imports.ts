/** Voter-file imports: the uploaded file, its mapping and progress, rejected rows, and the COPY staging area. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ColumnMapping, VoterImport } from '@groundwork/shared/contracts/voter-imports';
import { campaigns } from './app.ts';

const tz = { withTimezone: true } as const;

export const voterImports = pgTable(
  'voter_imports',
  {
    id: uuid('id')
      .default(sql`gen_random_uuid()`)
      .primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    fileName: text('file_name').notNull(),
    filePath: text('file_path').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    encoding: text('encoding').$type<VoterImport['encoding']>().notNull(),
    delimiter: text('delimiter').notNull(),
    header: jsonb('header').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<ColumnMapping>(),
    status: text('status').$type<VoterImport['status']>().notNull().default('uploaded'),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsImported: integer('rows_imported').notNull().default(0),
    rowsRejected: integer('rows_rejected').notNull().default(0),
    note: text('note'),
    error: text('error'),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    startedAt: timestamp('started_at', tz),
    finishedAt: timestamp('finished_at', tz),
  },
  (t) => [index('voter_imports_campaign_idx').on(t.campaignId)],
);

export const voterImportRejects = pgTable(
  'voter_import_rejects',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => voterImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    reason: text('reason').notNull(),
    raw: text('raw').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);

/**
 * Rows as read, all text: COPY fills it, SQL validates it, one transaction moves it into `voters`.
 * UNLOGGED on the server and without an index (migration 0015, decision 0027): nothing in it has to
 * survive a crash (an interrupted import reads its file again) and every read scans one import's rows.
 */
export const voterImportStaging = pgTable('voter_import_staging', {
  importId: uuid('import_id').notNull(),
  line: integer('line').notNull(),
  raw: text('raw').notNull(),
  stateVoterId: text('state_voter_id'),
  firstName: text('first_name'),
  middleName: text('middle_name'),
  lastName: text('last_name'),
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
  lat: text('lat'),
  lng: text('lng'),
  phone: text('phone'),
  email: text('email'),
  party: text('party'),
  gender: text('gender'),
  birthYear: text('birth_year'),
  birthDate: text('birth_date'),
  registrationDate: text('registration_date'),
  registrationStatus: text('registration_status'),
  precinct: text('precinct'),
  congressional: text('congressional'),
  stateSenate: text('state_senate'),
  stateHouse: text('state_house'),
  county: text('county'),
  municipal: text('municipal'),
  ward: text('ward'),
  /** Election codes the row took part in, joined with `|` (unpivoted wide history columns). */
  history: text('history'),
});
