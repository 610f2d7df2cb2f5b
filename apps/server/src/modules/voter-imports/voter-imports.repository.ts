import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  voteHistory,
  voterImportRejects,
  voterImportStaging,
  voterImports,
  voters,
} from '../../db/schema/index.ts';

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

export const clearStaging = async (db: DbOrTx, importId: string) => {
  await db.delete(voterImportStaging).where(eq(voterImportStaging.importId, importId));
  await db.delete(voterImportRejects).where(eq(voterImportRejects.importId, importId));
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
