import { asc, count, eq } from 'drizzle-orm';
import type { VoterTag } from '@groundwork/shared/contracts/voter-tags';
import type { DbOrTx } from '../../db/client.ts';
import { voterTagAssignments, voterTags } from '../../db/schema/index.ts';

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
