import { and, eq } from 'drizzle-orm';
import type { Campaign } from '@groundwork/shared/contracts/campaigns';
import type { DbOrTx } from '../../db/client.ts';
import { campaignUsers, campaigns, users } from '../../db/schema/index.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

export const toCampaign = (row: CampaignRow): Campaign => ({
  id: row.id,
  name: row.name,
  candidate_name: row.candidateName,
  address: row.address,
  location: row.location,
  owner_email: row.ownerEmail,
  is_texting_enabled: row.isTextingEnabled,
  is_phone_banking_enabled: row.isPhoneBankingEnabled,
  created_at: row.createdAt.toISOString(),
});

export const findCampaign = async (db: DbOrTx, id: string): Promise<CampaignRow | undefined> => {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
};

export const insertCampaign = async (
  db: DbOrTx,
  values: typeof campaigns.$inferInsert,
): Promise<CampaignRow> => {
  const [row] = await db.insert(campaigns).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const updateCampaignRow = async (
  db: DbOrTx,
  id: string,
  values: Partial<typeof campaigns.$inferInsert>,
) => {
  const [row] = await db.update(campaigns).set(values).where(eq(campaigns.id, id)).returning();
  return row;
};

export const campaignsOwnedBy = (db: DbOrTx, email: string) =>
  db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(eq(campaigns.ownerEmail, email));

export const insertMembership = async (db: DbOrTx, values: typeof campaignUsers.$inferInsert) => {
  const [row] = await db.insert(campaignUsers).values(values).onConflictDoNothing().returning();
  return row;
};

/** One member of a campaign, found by e-mail. */
export const findMembershipByEmail = async (db: DbOrTx, campaignId: string, email: string) => {
  const [row] = await db
    .select({ id: campaignUsers.id, userId: campaignUsers.userId, title: campaignUsers.title })
    .from(campaignUsers)
    .innerJoin(users, eq(users.id, campaignUsers.userId))
    .where(and(eq(campaignUsers.campaignId, campaignId), eq(users.email, email)));
  return row;
};

export const findMembership = async (db: DbOrTx, campaignId: string, userId: string) => {
  const [row] = await db
    .select({
      membership: campaignUsers,
      campaign: campaigns,
      user: users,
    })
    .from(campaignUsers)
    .innerJoin(campaigns, eq(campaigns.id, campaignUsers.campaignId))
    .innerJoin(users, eq(users.id, campaignUsers.userId))
    .where(and(eq(campaignUsers.campaignId, campaignId), eq(campaignUsers.userId, userId)));
  return row;
};

export const deleteMembership = (db: DbOrTx, id: string) =>
  db.delete(campaignUsers).where(eq(campaignUsers.id, id));

/** The campaign's members with their names and titles, by first and last name. */
export const listMembers = (db: DbOrTx, campaignId: string) =>
  db
    .select({
      user_id: users.id,
      first: users.first,
      last: users.last,
      email: users.email,
      title: campaignUsers.title,
    })
    .from(campaignUsers)
    .innerJoin(users, eq(users.id, campaignUsers.userId))
    .where(eq(campaignUsers.campaignId, campaignId))
    .orderBy(users.first, users.last);
