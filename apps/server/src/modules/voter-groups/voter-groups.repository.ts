import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { UploadStatus, VoterGroup, VoterRow } from '@groundwork/shared/contracts/voter-groups';
import type { DbOrTx } from '../../db/client.ts';
import { voterOrderBy, votersAfter, type VoterOrder } from '../voters/voter-order.ts';
import { voterRowColumns } from '../voters/voters.repository.ts';
import { voterGroupMembers, voterGroupUploads, voterGroups, voters } from '../../db/schema/index.ts';

export type VoterGroupRow = typeof voterGroups.$inferSelect;
export type VoterGroupUploadRow = typeof voterGroupUploads.$inferSelect;

export const toVoterGroup = (row: VoterGroupRow): VoterGroup => ({
  id: row.id,
  campaign_id: row.campaignId,
  user_id: row.userId,
  name: row.name,
  description: row.description,
  type: row.type,
  creation_method: row.creationMethod,
  status: row.status,
  filter_params: row.filterParams,
  voter_count: row.voterCount,
  door_count: row.doorCount,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toUploadStatus = (group: VoterGroupRow, upload: VoterGroupUploadRow): UploadStatus => ({
  id: group.id,
  status: upload.status,
  rows_read: upload.rowsRead,
  matched: upload.matched,
  unmatched: upload.unmatched,
  unmatched_rows: upload.unmatchedRows,
  error: upload.error,
  group: toVoterGroup(group),
});

export const insertGroup = async (db: DbOrTx, values: typeof voterGroups.$inferInsert) => {
  const [row] = await db.insert(voterGroups).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const findGroup = async (db: DbOrTx, campaignId: string, id: string) => {
  const [row] = await db
    .select()
    .from(voterGroups)
    .where(and(eq(voterGroups.campaignId, campaignId), eq(voterGroups.id, id)));
  return row;
};

export const listGroups = (db: DbOrTx, campaignId: string) =>
  db.select().from(voterGroups).where(eq(voterGroups.campaignId, campaignId)).orderBy(asc(voterGroups.name));

export const updateGroup = async (
  db: DbOrTx,
  id: string,
  values: Partial<typeof voterGroups.$inferInsert>,
) => {
  const [row] = await db
    .update(voterGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(voterGroups.id, id))
    .returning();
  return row;
};

export const deleteGroup = (db: DbOrTx, id: string) => db.delete(voterGroups).where(eq(voterGroups.id, id));

/** The campaign's filter groups waiting to be selected. */
export const pendingFilterGroups = (db: DbOrTx, campaignId: string) =>
  db
    .select()
    .from(voterGroups)
    .where(
      and(
        eq(voterGroups.campaignId, campaignId),
        eq(voterGroups.status, 'Pending'),
        eq(voterGroups.type, 'filter'),
      ),
    );

/** The campaign's filter groups become Pending, to be selected again (the voters changed under them). */
export const markFilterGroupsPending = (db: DbOrTx, campaignId: string) =>
  db
    .update(voterGroups)
    .set({ status: 'Pending', error: null, updatedAt: new Date() })
    .where(and(eq(voterGroups.campaignId, campaignId), eq(voterGroups.type, 'filter')))
    .returning();

/**
 * Replaces the group's members with the voters `where` selects, and records the counts, in one transaction.
 * The group's row is locked first, so two selections of one group (a new filter while an import re-selects it)
 * run one after the other instead of colliding on the same members.
 */
export const replaceMembers = (db: DbOrTx, groupId: string, where: SQL) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${voterGroups} where id = ${groupId} for update`);
    await tx.delete(voterGroupMembers).where(eq(voterGroupMembers.groupId, groupId));
    await tx.execute(
      sql`insert into ${voterGroupMembers} (group_id, voter_id) select ${groupId}, ${voters.id} from ${voters} where ${where}`,
    );
    await finishGroup(tx, groupId);
  });

/** One page of a group's voters, in the voter tables' order (voter-order.ts). */
export const pageMembers = async (
  db: DbOrTx,
  groupId: string,
  options: VoterOrder & { skip: number; limit: number },
): Promise<VoterRow[]> =>
  db
    .select(voterRowColumns())
    .from(voterGroupMembers)
    .innerJoin(voters, eq(voters.id, voterGroupMembers.voterId))
    .where(eq(voterGroupMembers.groupId, groupId))
    .orderBy(...voterOrderBy(options))
    .offset(options.skip)
    .limit(options.limit);

/**
 * Members after voter `afterId` in the same order as the table: the export walks the group this way, a batch
 * at a time (a row comparison on the order key, so each batch costs the same however far in it is).
 */
export const membersAfter = async (
  db: DbOrTx,
  groupId: string,
  order: VoterOrder,
  afterId: string | null,
  limit: number,
): Promise<VoterRow[]> =>
  db
    .select(voterRowColumns())
    .from(voterGroupMembers)
    .innerJoin(voters, eq(voters.id, voterGroupMembers.voterId))
    .where(and(eq(voterGroupMembers.groupId, groupId), afterId ? votersAfter(order, afterId) : undefined))
    .orderBy(...voterOrderBy(order))
    .limit(limit);

export const insertUpload = (db: DbOrTx, values: typeof voterGroupUploads.$inferInsert) =>
  db.insert(voterGroupUploads).values(values);

export const findUpload = async (db: DbOrTx, groupId: string) => {
  const [row] = await db.select().from(voterGroupUploads).where(eq(voterGroupUploads.groupId, groupId));
  return row;
};

export const updateUpload = (
  db: DbOrTx,
  groupId: string,
  values: Partial<typeof voterGroupUploads.$inferInsert>,
) => db.update(voterGroupUploads).set(values).where(eq(voterGroupUploads.groupId, groupId));

/** Adds the campaign's voters with these state voter ids; returns the ids that matched. */
export const addMembersByStateId = async (
  db: DbOrTx,
  groupId: string,
  campaignId: string,
  stateIds: string[],
) => {
  const rows = await db.execute<{ state_voter_id: string }>(sql`
    with found as (
      select id, state_voter_id from ${voters} where campaign_id = ${campaignId} and ${inArray(voters.stateVoterId, stateIds)}
    ), added as (
      insert into ${voterGroupMembers} (group_id, voter_id) select ${groupId}, id from found on conflict do nothing
    )
    select state_voter_id from found`);
  return new Set(rows.rows.map((r) => r.state_voter_id));
};

/** Which of these state voter ids belong to the group's voters. */
export const memberStateIds = async (db: DbOrTx, groupId: string, stateIds: string[]) => {
  const rows = await db
    .select({ stateVoterId: voters.stateVoterId })
    .from(voterGroupMembers)
    .innerJoin(voters, eq(voters.id, voterGroupMembers.voterId))
    .where(and(eq(voterGroupMembers.groupId, groupId), inArray(voters.stateVoterId, stateIds)));
  return new Set(rows.map((row) => row.stateVoterId));
};

export const clearMembers = (db: DbOrTx, groupId: string) =>
  db.delete(voterGroupMembers).where(eq(voterGroupMembers.groupId, groupId));

/** Records the group's counts from its members and marks it Ready. */
export const finishGroup = async (db: DbOrTx, groupId: string) => {
  const counted = await db.execute<{ count: number; doors: number }>(sql`
    select count(*)::int as count, count(distinct v.household_key)::int as doors
    from ${voterGroupMembers} m join ${voters} v on v.id = m.voter_id where m.group_id = ${groupId}`);
  const row = counted.rows[0];
  await db
    .update(voterGroups)
    .set({
      status: 'Ready',
      voterCount: Number(row?.count ?? 0),
      doorCount: Number(row?.doors ?? 0),
      error: null,
      updatedAt: new Date(),
    })
    .where(eq(voterGroups.id, groupId));
};
