/**
 * Who works in which campaign: the accounts (`users`) and their memberships (`campaign_users`), read and
 * written here for the users, campaigns and invitations modules (and the walkbooks' assignee check), so
 * that none of those modules imports another's repository for them (docs/decisions/0030-module-structure.md).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CampaignMember } from '@groundwork/shared/contracts/campaigns';
import type { DbOrTx } from '../../db/client.ts';
import { campaignUsers, campaigns, identityUsers, users } from '../../db/schema/index.ts';
import { evictReadsOf, type MembershipFacts } from '../../lib/read-cache.ts';

export type UserRow = typeof users.$inferSelect;

// ---- Accounts -------------------------------------------------------------------------------------------

export const findUser = async (db: DbOrTx, id: string): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
};

export const findUserByEmail = async (db: DbOrTx, email: string): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
};

// ---- Memberships ----------------------------------------------------------------------------------------

/** Adds the member; undefined when they already belong to the campaign. */
export const insertMembership = async (db: DbOrTx, values: typeof campaignUsers.$inferInsert) => {
  const [row] = await db.insert(campaignUsers).values(values).onConflictDoNothing().returning();
  evictReadsOf(values.userId);
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

/** The membership of one user in one campaign, with the campaign and the account. */
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

export const deleteMembership = async (db: DbOrTx, id: string) => {
  const rows = await db
    .delete(campaignUsers)
    .where(eq(campaignUsers.id, id))
    .returning({ userId: campaignUsers.userId });
  evictReadsOf(...rows.map((row) => row.userId));
};

/** The campaign's members with their names and titles, by first and last name. */
export const listMembers = (db: DbOrTx, campaignId: string): Promise<CampaignMember[]> =>
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

/** Of these users, the ids of those who belong to the campaign. */
export const membersAmong = async (
  db: DbOrTx,
  campaignId: string,
  userIds: readonly string[],
): Promise<string[]> => {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: campaignUsers.userId })
    .from(campaignUsers)
    .where(and(eq(campaignUsers.campaignId, campaignId), inArray(campaignUsers.userId, [...userIds])));
  return rows.map((row) => row.userId);
};

/** What the access check needs of the caller in one campaign (plugins/access.ts), or undefined for a non-member. */
export const membershipFacts = async (
  db: DbOrTx,
  userId: string,
  campaignId: string,
): Promise<MembershipFacts | undefined> => {
  const [row] = await db
    .select({
      membershipId: campaignUsers.id,
      title: campaignUsers.title,
      isActive: users.isActive,
      termsAccepted: users.termsAccepted,
      requireTwoFactor: campaigns.requireTwoFactor,
      twoFactorEnabled: sql<boolean>`coalesce(${identityUsers.twoFactorEnabled}, false)`,
    })
    .from(campaignUsers)
    .innerJoin(users, eq(users.id, campaignUsers.userId))
    .innerJoin(campaigns, eq(campaigns.id, campaignUsers.campaignId))
    .leftJoin(identityUsers, eq(identityUsers.id, campaignUsers.userId))
    .where(and(eq(campaignUsers.userId, userId), eq(campaignUsers.campaignId, campaignId)));
  return row;
};
