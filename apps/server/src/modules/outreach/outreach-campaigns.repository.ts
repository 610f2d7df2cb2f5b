/**
 * The repository both outreach campaigns share: text campaigns and phone banks are tables built from
 * `outreachCampaignColumns`, each with a member table (assigned texters, assigned callers). Each module makes its
 * own with `outreachCampaignsRepository` and keeps only what is its own: its counts and its columns.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type {
  phoneBankingCallers,
  phoneBankingCampaigns,
  textCampaigns,
  textCampaignTexters,
} from '../../db/schema/index.ts';
import { membersAmong } from '../memberships/memberships.repository.ts';

type CampaignTable = typeof textCampaigns | typeof phoneBankingCampaigns;
type MemberTable = typeof textCampaignTexters | typeof phoneBankingCallers;

export interface OutreachSpec<T extends CampaignTable, M extends MemberTable, Counts, Api> {
  campaigns: T;
  members: M;
  /** The member table's reference to the outreach campaign. */
  memberKey: typeof textCampaignTexters.textCampaignId | typeof phoneBankingCallers.phoneBankingCampaignId;
  /** A member row: the outreach campaign's id and the user's. */
  memberRow: (outreachId: string, userId: string) => PgInsertValue<M>;
  /** Named in the error when an insert returns nothing. */
  label: string;
  /** Live counts per outreach campaign, from the module's recipient snapshot. */
  countsOf: (db: DbOrTx, campaignId: string, ids: readonly string[]) => Promise<Map<string, Counts>>;
  noCounts: Counts;
  /** A row in the API's shape (`outreachFields` and the module's own columns). */
  toApi: (row: T['$inferSelect'], userIds: string[], counts: Counts) => Api;
}

/** The columns every outreach campaign has, as the API names them. */
type OutreachRow = Pick<
  typeof textCampaigns.$inferSelect,
  | 'id'
  | 'campaignId'
  | 'userId'
  | 'name'
  | 'description'
  | 'status'
  | 'filterParams'
  | 'voterGroupId'
  | 'surveyId'
  | 'createdAt'
  | 'updatedAt'
>;

/** The shared columns in the API's shape (service §3: creation method Created), with the members and counts. */
export const outreachFields = <Counts>(row: OutreachRow, userIds: string[], counts: Counts) => ({
  id: row.id,
  campaign_id: row.campaignId,
  user_id: row.userId,
  name: row.name,
  description: row.description,
  creation_method: 'Created' as const,
  status: row.status,
  filter_params: row.filterParams,
  voter_group_id: row.voterGroupId,
  survey_id: row.surveyId,
  user_ids: userIds,
  counts,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The users among `userIds` who are not members of the campaign. */
export const nonMembers = async (db: DbOrTx, campaignId: string, userIds: readonly string[]) => {
  const members = new Set(await membersAmong(db, campaignId, userIds));
  return userIds.filter((id) => !members.has(id));
};

/** Find, insert, update, list (all, a user's), and the members of one kind of outreach campaign. */
export const outreachCampaignsRepository = <T extends CampaignTable, M extends MemberTable, Counts, Api>(
  tables: OutreachSpec<T, M, Counts, Api>,
) => {
  type Row = T['$inferSelect'];
  // The two tables share these columns; Drizzle's types are read through the union of the two.
  const campaigns = tables.campaigns as CampaignTable;
  const members = tables.members as MemberTable;
  const memberKey = tables.memberKey as typeof textCampaignTexters.textCampaignId;

  const find = async (db: DbOrTx, campaignId: string, id: string): Promise<Row | undefined> => {
    const [row] = await db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.campaignId, campaignId), eq(campaigns.id, id)));
    return row as Row | undefined;
  };

  const insert = async (db: DbOrTx, values: PgInsertValue<T>): Promise<Row> => {
    const [row] = await db.insert(tables.campaigns).values(values).returning();
    if (!row) throw new Error(`${tables.label} not inserted`);
    return row as Row;
  };

  const update = (db: DbOrTx, id: string, values: Partial<T['$inferInsert']>) =>
    db
      .update(tables.campaigns)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(campaigns.id, id));

  const list = async (db: DbOrTx, campaignId: string): Promise<Row[]> =>
    (await db
      .select()
      .from(campaigns)
      .where(eq(campaigns.campaignId, campaignId))
      .orderBy(desc(campaigns.createdAt))) as Row[];

  /** The outreach campaigns a user is assigned to. */
  const listAssigned = async (db: DbOrTx, campaignId: string, userId: string): Promise<Row[]> => {
    const rows = await db
      .select({ row: campaigns })
      .from(campaigns)
      .innerJoin(members, eq(memberKey, campaigns.id))
      .where(and(eq(campaigns.campaignId, campaignId), eq(members.userId, userId)))
      .orderBy(desc(campaigns.createdAt));
    return rows.map((r) => r.row as Row);
  };

  /** The assigned users of each outreach campaign in `ids`. */
  const membersOf = async (db: DbOrTx, ids: readonly string[]): Promise<Map<string, string[]>> => {
    const map = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return map;
    const rows = await db
      .select({ id: memberKey, userId: members.userId })
      .from(members)
      .where(inArray(memberKey, [...ids]));
    for (const r of rows) map.get(r.id)?.push(r.userId);
    return map;
  };

  const isMember = async (db: DbOrTx, outreachId: string, userId: string): Promise<boolean> => {
    const [row] = await db
      .select({ userId: members.userId })
      .from(members)
      .where(and(eq(memberKey, outreachId), eq(members.userId, userId)));
    return row !== undefined;
  };

  const replaceMembers = async (db: DbOrTx, outreachId: string, userIds: readonly string[]) => {
    await db.delete(members).where(eq(memberKey, outreachId));
    const unique = [...new Set(userIds)];
    if (unique.length > 0)
      await db.insert(tables.members).values(unique.map((userId) => tables.memberRow(outreachId, userId)));
  };

  /** Rows with their members and counts, in the API's shape. */
  const withDetails = async (db: DbOrTx, campaignId: string, rows: readonly Row[]): Promise<Api[]> => {
    const ids = rows.map((r) => r.id);
    const [assigned, counts] = await Promise.all([membersOf(db, ids), tables.countsOf(db, campaignId, ids)]);
    return rows.map((row) =>
      tables.toApi(row, assigned.get(row.id) ?? [], counts.get(row.id) ?? { ...tables.noCounts }),
    );
  };

  return { find, insert, update, list, listAssigned, membersOf, isMember, replaceMembers, withDetails };
};
