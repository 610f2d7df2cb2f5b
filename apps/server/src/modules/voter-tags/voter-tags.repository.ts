import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { VoterTag } from '@groundwork/shared/contracts/voter-tags';
import { rowsAffected, type DbOrTx } from '../../db/client.ts';
import {
  voterGroupMembers,
  voterGroups,
  voterTagAssignments,
  voterTags,
  voters,
} from '../../db/schema/index.ts';

export const listTags = async (db: DbOrTx, campaignId: string): Promise<VoterTag[]> => {
  const rows = await db
    .select({ tag: voterTags, voterCount: count(voterTagAssignments.voterId) })
    .from(voterTags)
    .leftJoin(voterTagAssignments, eq(voterTagAssignments.tagId, voterTags.id))
    .where(eq(voterTags.campaignId, campaignId))
    .groupBy(voterTags.id)
    .orderBy(asc(voterTags.name));
  return rows.map(({ tag, voterCount }) => ({
    id: tag.id,
    campaign_id: tag.campaignId,
    name: tag.name,
    color: tag.color,
    voter_count: Number(voterCount),
    created_at: tag.createdAt.toISOString(),
  }));
};

export const findTag = async (db: DbOrTx, campaignId: string, id: string) => {
  const [row] = await db
    .select()
    .from(voterTags)
    .where(and(eq(voterTags.campaignId, campaignId), eq(voterTags.id, id)));
  return row;
};

export const insertTag = async (db: DbOrTx, values: typeof voterTags.$inferInsert) => {
  const [row] = await db.insert(voterTags).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const updateTag = async (db: DbOrTx, id: string, values: Partial<typeof voterTags.$inferInsert>) => {
  const [row] = await db.update(voterTags).set(values).where(eq(voterTags.id, id)).returning();
  return row;
};

export const deleteTag = (db: DbOrTx, id: string) => db.delete(voterTags).where(eq(voterTags.id, id));

/** Voters of this campaign among `voterIds`, or every member of the group: the set a bulk change acts on. */
const targetVoters = (
  campaignId: string,
  target: { voterIds?: string[] | undefined; groupId?: string | undefined },
) =>
  target.groupId
    ? sql`select m.voter_id from ${voterGroupMembers} m join ${voterGroups} g on g.id = m.group_id
          where g.id = ${target.groupId} and g.campaign_id = ${campaignId}`
    : sql`select v.id from ${voters} v where v.campaign_id = ${campaignId} and ${inArray(sql`v.id`, target.voterIds ?? [])}`;

export const assignTag = async (
  db: DbOrTx,
  campaignId: string,
  tagId: string,
  target: Parameters<typeof targetVoters>[1],
) => {
  const result = await db.execute(sql`
    insert into ${voterTagAssignments} (tag_id, voter_id) select ${tagId}, t.voter_id from (${targetVoters(campaignId, target)}) as t(voter_id)
    on conflict do nothing`);
  return rowsAffected(result);
};

export const unassignTag = async (
  db: DbOrTx,
  campaignId: string,
  tagId: string,
  target: Parameters<typeof targetVoters>[1],
) => {
  const result = await db.execute(sql`
    delete from ${voterTagAssignments} where tag_id = ${tagId} and voter_id in (${targetVoters(campaignId, target)})`);
  return rowsAffected(result);
};
