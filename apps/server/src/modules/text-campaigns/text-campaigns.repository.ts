import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TextCampaign, TextCampaignCounts } from '@groundwork/shared/contracts/text-campaigns';
import type { DbOrTx } from '../../db/client.ts';
import { campaignUsers, textCampaigns, textCampaignTexters, textRecipients } from '../../db/schema/index.ts';
import { optedOutCondition } from '../consent/consent.repository.ts';

export type TextCampaignRow = typeof textCampaigns.$inferSelect;

export const findTextCampaign = async (db: DbOrTx, campaignId: string, id: string) => {
  const [row] = await db
    .select()
    .from(textCampaigns)
    .where(and(eq(textCampaigns.campaignId, campaignId), eq(textCampaigns.id, id)));
  return row;
};

export const insertTextCampaign = async (db: DbOrTx, values: typeof textCampaigns.$inferInsert) => {
  const [row] = await db.insert(textCampaigns).values(values).returning();
  if (!row) throw new Error('text campaign not inserted');
  return row;
};

export const updateTextCampaign = (
  db: DbOrTx,
  id: string,
  values: Partial<typeof textCampaigns.$inferInsert>,
) =>
  db
    .update(textCampaigns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(textCampaigns.id, id));

export const listTextCampaigns = (db: DbOrTx, campaignId: string) =>
  db
    .select()
    .from(textCampaigns)
    .where(eq(textCampaigns.campaignId, campaignId))
    .orderBy(desc(textCampaigns.createdAt));

/** The text campaigns a user is assigned to. */
export const listAssigned = (db: DbOrTx, campaignId: string, userId: string) =>
  db
    .select({ row: textCampaigns })
    .from(textCampaigns)
    .innerJoin(textCampaignTexters, eq(textCampaignTexters.textCampaignId, textCampaigns.id))
    .where(and(eq(textCampaigns.campaignId, campaignId), eq(textCampaignTexters.userId, userId)))
    .orderBy(desc(textCampaigns.createdAt))
    .then((rows) => rows.map((r) => r.row));

export const textersOf = async (db: DbOrTx, ids: readonly string[]): Promise<Map<string, string[]>> => {
  const map = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(textCampaignTexters)
    .where(inArray(textCampaignTexters.textCampaignId, [...ids]));
  for (const r of rows) map.get(r.textCampaignId)?.push(r.userId);
  return map;
};

export const isAssigned = async (db: DbOrTx, textCampaignId: string, userId: string): Promise<boolean> => {
  const [row] = await db
    .select({ userId: textCampaignTexters.userId })
    .from(textCampaignTexters)
    .where(
      and(eq(textCampaignTexters.textCampaignId, textCampaignId), eq(textCampaignTexters.userId, userId)),
    );
  return row !== undefined;
};

/** The users among `userIds` who are not members of the campaign. */
export const nonMembers = async (db: DbOrTx, campaignId: string, userIds: readonly string[]) => {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: campaignUsers.userId })
    .from(campaignUsers)
    .where(and(eq(campaignUsers.campaignId, campaignId), inArray(campaignUsers.userId, [...userIds])));
  const members = new Set(rows.map((r) => r.userId));
  return userIds.filter((id) => !members.has(id));
};

export const replaceTexters = async (db: DbOrTx, textCampaignId: string, userIds: readonly string[]) => {
  await db.delete(textCampaignTexters).where(eq(textCampaignTexters.textCampaignId, textCampaignId));
  const unique = [...new Set(userIds)];
  if (unique.length > 0)
    await db.insert(textCampaignTexters).values(unique.map((userId) => ({ textCampaignId, userId })));
};

export const NO_COUNTS: TextCampaignCounts = {
  recipients: 0,
  remaining: 0,
  sent: 0,
  delivered: 0,
  failed: 0,
  replied: 0,
  opted_out: 0,
};

/** Live counts from the recipient snapshot, per text campaign. */
export const countsOf = async (
  db: DbOrTx,
  campaignId: string,
  ids: readonly string[],
): Promise<Map<string, TextCampaignCounts>> => {
  const map = new Map<string, TextCampaignCounts>(ids.map((id) => [id, { ...NO_COUNTS }]));
  if (ids.length === 0) return map;
  const r = textRecipients;
  const rows = await db
    .select({
      id: r.textCampaignId,
      recipients: sql<number>`count(*)::int`,
      remaining: sql<number>`(count(*) filter (where ${r.firstMessageId} is null
        and (${r.claimExpiresAt} is null or ${r.claimExpiresAt} <= now())
        and not ${optedOutCondition(campaignId, 'sms', sql`${r.phone}`)}))::int`,
      sent: sql<number>`(count(*) filter (where ${r.firstMessageId} is not null))::int`,
      delivered: sql<number>`(count(*) filter (where ${r.lastStatus} = 'delivered'))::int`,
      failed: sql<number>`(count(*) filter (where ${r.lastStatus} in ('failed', 'undelivered')))::int`,
      replied: sql<number>`(count(*) filter (where ${r.replied}))::int`,
      opted_out: sql<number>`(count(*) filter (where ${optedOutCondition(campaignId, 'sms', sql`${r.phone}`)}))::int`,
    })
    .from(r)
    .where(and(eq(r.campaignId, campaignId), inArray(r.textCampaignId, [...ids])))
    .groupBy(r.textCampaignId);
  for (const row of rows) {
    const { id, ...counts } = row;
    map.set(
      id,
      Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])) as TextCampaignCounts,
    );
  }
  return map;
};

export const toTextCampaign = (
  row: TextCampaignRow,
  userIds: string[],
  counts: TextCampaignCounts,
): TextCampaign => ({
  id: row.id,
  campaign_id: row.campaignId,
  user_id: row.userId,
  name: row.name,
  description: row.description,
  message: row.message,
  creation_method: 'Created',
  status: row.status,
  filter_params: row.filterParams,
  voter_group_id: row.voterGroupId,
  user_ids: userIds,
  quick_replies: row.quickReplies,
  survey_id: row.surveyId,
  help_text: row.helpText,
  counts,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Rows with their texters and counts, in the API's shape. */
export const withDetails = async (
  db: DbOrTx,
  campaignId: string,
  rows: readonly TextCampaignRow[],
): Promise<TextCampaign[]> => {
  const ids = rows.map((r) => r.id);
  const [texters, counts] = await Promise.all([textersOf(db, ids), countsOf(db, campaignId, ids)]);
  return rows.map((row) =>
    toTextCampaign(row, texters.get(row.id) ?? [], counts.get(row.id) ?? { ...NO_COUNTS }),
  );
};
