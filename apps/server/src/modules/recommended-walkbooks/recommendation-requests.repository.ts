import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  RecommendationRequest,
  RecommendedWalkbook,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import type { DbOrTx } from '../../db/client.ts';
import {
  campaigns,
  recommendedWalkbooks,
  walkbookRecommendationRequests as requests,
} from '../../db/schema/index.ts';

/** Recommendation requests: what a Manager asked for, and its answer's counts. */
export type RequestRow = typeof requests.$inferSelect;

export const insertRequest = async (db: DbOrTx, values: typeof requests.$inferInsert) => {
  const [row] = await db.insert(requests).values(values).returning();
  if (!row) throw new Error('insert returned no request');
  return row;
};

export const updateRequest = (db: DbOrTx, id: string, values: Partial<typeof requests.$inferInsert>) =>
  db
    .update(requests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(requests.id, id));

export const deleteRequest = async (db: DbOrTx, campaignId: string, id: string) =>
  (
    await db
      .delete(requests)
      .where(and(eq(requests.campaignId, campaignId), eq(requests.id, id)))
      .returning({ id: requests.id })
  ).length > 0;

/** The request while it waits for its answer; undefined once answered or deleted. */
export const pendingRequest = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.status, 'Pending')));
  return row;
};

const countOf = (status?: RecommendedWalkbook['status']) =>
  sql<number>`(select count(*)::int from ${recommendedWalkbooks} r where r.request_id = ${requests.id}
    ${status ? sql`and r.status = ${status}` : sql``})`;

/** The campaign's requests (one when `id` is given), newest first, with the campaign's name and counts. */
export const listRequests = async (db: DbOrTx, campaignId: string, id?: string) => {
  const rows = await db
    .select({
      row: requests,
      campaignName: campaigns.name,
      walkbookCount: countOf(),
      acceptedCount: countOf('Accepted'),
    })
    .from(requests)
    .innerJoin(campaigns, eq(campaigns.id, requests.campaignId))
    .where(and(eq(requests.campaignId, campaignId), id ? eq(requests.id, id) : undefined))
    .orderBy(desc(requests.createdAt));
  return rows.map(({ row, campaignName, walkbookCount, acceptedCount }): RecommendationRequest => ({
    id: row.id,
    campaign_id: row.campaignId,
    campaign_name: campaignName,
    user_id: row.userId,
    request_name: row.requestName,
    description: row.description,
    outreach_type: row.outreachType,
    creation_method: row.creationMethod,
    filter_params: row.filterParams,
    target_doors: row.targetDoors,
    target_minutes: row.targetMinutes,
    survey_id: row.surveyId,
    status: row.status,
    error: row.error,
    voters: row.voterCount,
    doors: row.doorCount,
    unplaced_doors: row.unplacedDoors,
    walkbook_count: Number(walkbookCount),
    accepted_count: Number(acceptedCount),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
};

// ---- Targets --------------------------------------------------------------------------------------------
