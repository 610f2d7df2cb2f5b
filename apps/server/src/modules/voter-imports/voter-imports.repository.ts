import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  voteHistory,
  voterImportRejects,
  voterImports,
  voterImportWarnings,
  voters,
} from '../../db/schema/index.ts';
import { STAGING_COLUMNS } from './stage-row.ts';

export type VoterImportRow = typeof voterImports.$inferSelect;

export const insertImport = async (db: DbOrTx, values: typeof voterImports.$inferInsert) => {
  const [row] = await db.insert(voterImports).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const findImport = async (db: DbOrTx, campaignId: string, id: string) => {
  const [row] = await db
    .select()
    .from(voterImports)
    .where(and(eq(voterImports.campaignId, campaignId), eq(voterImports.id, id)));
  return row;
};

export const listImports = (db: DbOrTx, campaignId: string) =>
  db
    .select()
    .from(voterImports)
    .where(eq(voterImports.campaignId, campaignId))
    .orderBy(desc(voterImports.createdAt));

export const updateImport = (db: DbOrTx, id: string, values: Partial<typeof voterImports.$inferInsert>) =>
  db.update(voterImports).set(values).where(eq(voterImports.id, id));

/**
 * An import's own staging table (decision 0027): unlogged (nothing in it has to survive a crash: an
 * interrupted import reads its file again), no index, dropped whole once applied.
 */
export const stagingTableName = (importId: string) => `voter_import_staging_${importId.replaceAll('-', '')}`;
export const stagingTable = (importId: string) => sql.raw(stagingTableName(importId));

/** A fresh, empty staging table for the import, and none of its rejects or warnings. */
export const createStaging = async (db: DbOrTx, importId: string) => {
  await clearStaging(db, importId);
  const columns = STAGING_COLUMNS.map(([c, type]) => `${c} ${type}`).join(', ');
  await db.execute(sql`create unlogged table ${stagingTable(importId)} (${sql.raw(columns)})`);
};

export const dropStaging = async (db: DbOrTx, importId: string) => {
  await db.execute(sql`drop table if exists ${stagingTable(importId)}`);
};

export const clearStaging = async (db: DbOrTx, importId: string) => {
  await dropStaging(db, importId);
  await db.delete(voterImportRejects).where(eq(voterImportRejects.importId, importId));
  await db.delete(voterImportWarnings).where(eq(voterImportWarnings.importId, importId));
};

export const analyzeVoters = async (db: DbOrTx) => {
  await db.execute(sql`analyze ${voters}, ${voteHistory}`);
};

export const rejectedRows = (db: DbOrTx, importId: string) =>
  db
    .select()
    .from(voterImportRejects)
    .where(eq(voterImportRejects.importId, importId))
    .orderBy(voterImportRejects.line);

export const warningRows = (db: DbOrTx, importId: string) =>
  db
    .select()
    .from(voterImportWarnings)
    .where(eq(voterImportWarnings.importId, importId))
    .orderBy(voterImportWarnings.line, voterImportWarnings.field);
