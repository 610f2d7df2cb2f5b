/**
 * Who works in which campaign: the accounts (`users`) and their memberships (`campaign_users`), read and
 * written here for the users, campaigns and invitations modules (and the walkbooks' assignee check), so
 * that none of those modules imports another's repository for them (docs/decisions/0030-module-structure.md).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CampaignMember } from '@groundwork/shared/contracts/campaigns';
import type { DbOrTx } from '../../db/client.ts';
import {
  campaignUsers,
  campaigns,
  identitySessions,
  identityUsers,
  users,
  walkbookVisits,
} from '../../db/schema/index.ts';
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

/**
 * When a member was last active: their latest identity session activity (sign-in or refresh) or the latest
 * visit they recorded in this campaign, whichever is later (docs/decisions/0035-team-and-settings.md).
 */
const lastActive = sql<string | null>`greatest(
  (select max(s.updated_at) from ${identitySessions} s where s.user_id = ${users.id}),
  (select max(x.visited_at) from ${walkbookVisits} x
    where x.campaign_id = ${campaignUsers.campaignId} and x.user_id = ${users.id}))`;

const memberColumns = {
  user_id: users.id,
  first: users.first,
  last: users.last,
  email: users.email,
  title: campaignUsers.title,
  dateJoined: campaignUsers.dateJoined,
  lastActive,
  isOwner: sql<boolean>`${campaigns.ownerEmail} = ${users.email}`,
};

type MemberRow = { dateJoined: Date; lastActive: string | Date | null; isOwner: boolean } & Omit<
  CampaignMember,
  'date_joined' | 'last_active' | 'is_owner'
>;

const toMember = ({ dateJoined, lastActive: active, isOwner, ...row }: MemberRow): CampaignMember => ({
  ...row,
  date_joined: dateJoined.toISOString(),
  last_active: active === null ? null : new Date(active).toISOString(),
  is_owner: Boolean(isOwner),
});

const selectMembers = (db: DbOrTx) =>
  db
    .select(memberColumns)
    .from(campaignUsers)
    .innerJoin(users, eq(users.id, campaignUsers.userId))
    .innerJoin(campaigns, eq(campaigns.id, campaignUsers.campaignId));

/** The campaign's members with their names, titles, joining and last activity, by first and last name. */
export const listMembers = async (db: DbOrTx, campaignId: string): Promise<CampaignMember[]> => {
  const rows = await selectMembers(db)
    .where(eq(campaignUsers.campaignId, campaignId))
    .orderBy(users.first, users.last);
  return rows.map(toMember);
};

/** One member of the campaign, as the team list shows them; undefined for anyone else. */
export const findMember = async (
  db: DbOrTx,
  campaignId: string,
  userId: string,
): Promise<CampaignMember | undefined> => {
  const [row] = await selectMembers(db).where(
    and(eq(campaignUsers.campaignId, campaignId), eq(campaignUsers.userId, userId)),
  );
  return row && toMember(row);
};

export const updateMembershipTitle = async (db: DbOrTx, id: string, title: string) => {
  const rows = await db
    .update(campaignUsers)
    .set({ title })
    .where(eq(campaignUsers.id, id))
    .returning({ userId: campaignUsers.userId });
  evictReadsOf(...rows.map((row) => row.userId)); // the access check and users/me read the title
};

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
