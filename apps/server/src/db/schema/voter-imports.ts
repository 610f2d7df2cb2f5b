/** Voter-file imports: the uploaded file, its mapping and progress, rejected rows, and the COPY staging area. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ColumnMapping,
  VoterImport,
  VoterImportSummary,
} from '@groundwork/shared/contracts/voter-imports';
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
    /** The file's line feeds and whether it is quote-free, scanned at upload (null: uploaded before migration 0038). */
    lineCount: integer('line_count'),
    plain: boolean('plain'),
    mapping: jsonb('mapping').$type<ColumnMapping>(),
    status: text('status').$type<VoterImport['status']>().notNull().default('uploaded'),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsImported: integer('rows_imported').notNull().default(0),
    rowsRejected: integer('rows_rejected').notNull().default(0),
    /** Fields left blank on kept voters, and rows with cells past the header (migration 0041). */
    warnings: integer('warnings').notNull().default(0),
    /** added / changed / removed / unchanged voters of a voter file (migration 0045); null for vote history. */
    summary: jsonb('summary').$type<VoterImportSummary>(),
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
 * A kept voter's field the import left blank (a bad latitude, ZIP, phone, date…) or a row's cells past the
 * header (`field` = 'row'): the import's "warnings" download (decision 0052).
 */
export const voterImportWarnings = pgTable(
  'voter_import_warnings',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => voterImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    voterId: text('voter_id').notNull(),
    field: text('field').notNull(),
    /** The value as read; null when it was only NUL characters (PostgreSQL's text drops them). */
    value: text('value'),
    message: text('message').notNull(),
  },
  (t) => [index('voter_import_warnings_import_line_idx').on(t.importId, t.line)],
);

/**
 * What a bulk voter load left to build after its commit (decision 0027, fourth round): an index, a
 * primary or unique key (its index, then the constraint on it) or a foreign key to validate.
 */
export const voterIndexBuilds = pgTable('voter_index_builds', {
  name: text('name').primaryKey(),
  kind: text('kind').$type<'index' | 'validate'>().notNull(),
  tableName: text('table_name').notNull(),
  /** `pg_get_indexdef` of the index (kind index); empty for a validation. */
  definition: text('definition').notNull(),
  createdAt: timestamp('created_at', tz).defaultNow().notNull(),
});
