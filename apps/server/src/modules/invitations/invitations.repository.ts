import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { InvitationEntry, Invitation } from '@groundwork/shared/contracts/invitations';
import type { DbOrTx } from '../../db/client.ts';
import { campaignUsers, campaigns, invitations } from '../../db/schema/index.ts';
import { evictAllReads } from '../../lib/read-cache.ts';

export type InvitationRow = typeof invitations.$inferSelect;

export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

const isOpen = () => and(eq(invitations.status, 'pending'), gt(invitations.expiresAt, sql`now()`));

/** A pending invitation whose expiry has passed reads as `expired`. */
export const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  date_sent: row.dateSent.toISOString(),
  sender_id: row.senderId ?? '00000000-0000-0000-0000-000000000000',
  campaign_id: row.campaignId,
  receiver_email: row.receiverEmail,
  status: row.status === 'pending' && row.expiresAt <= new Date() ? 'expired' : row.status,
  message: row.message,
  offer_title: row.offerTitle,
  expires_at: row.expiresAt.toISOString(),
});

export const findOpenByToken = async (db: DbOrTx, token: string) => {
  const [row] = await db
    .select({ invitation: invitations, campaignName: campaigns.name })
    .from(invitations)
    .innerJoin(campaigns, eq(campaigns.id, invitations.campaignId))
    .where(and(eq(invitations.tokenHash, hashInvitationToken(token)), isOpen()));
  return row;
};

export const findById = async (db: DbOrTx, id: string): Promise<InvitationRow | undefined> => {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
};

export const findOpenForReceiver = async (
  db: DbOrTx,
  email: string,
  campaignId?: string,
): Promise<InvitationRow | undefined> => {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.receiverEmail, email),
        isOpen(),
        campaignId ? eq(invitations.campaignId, campaignId) : undefined,
      ),
    )
    .orderBy(desc(invitations.dateSent))
    .limit(1);
  return row;
};

/**
 * Registering through an invitation's link answers it: `responded_at` is set while the status stays pending, and
 * the membership follows when the terms are accepted (decision 0063).
 */
export const markRegisteredThrough = async (db: DbOrTx, id: string) => {
  await db.update(invitations).set({ respondedAt: new Date() }).where(eq(invitations.id, id));
  evictAllReads();
};

/**
 * The still-open invitation to `email` that the account `userId` registered through, to a campaign it has not
 * joined: revoked, expired or answered ones never come back.
 */
export const findRegisteredThrough = async (
  db: DbOrTx,
  email: string,
  userId: string,
): Promise<InvitationRow | undefined> => {
  const [row] = await db
    .select({ invitation: invitations })
    .from(invitations)
    .leftJoin(
      campaignUsers,
      and(eq(campaignUsers.campaignId, invitations.campaignId), eq(campaignUsers.userId, userId)),
    )
    .where(
      and(
        eq(invitations.receiverEmail, email),
        isOpen(),
        isNotNull(invitations.respondedAt),
        isNull(campaignUsers.id),
      ),
    )
    .orderBy(desc(invitations.respondedAt))
    .limit(1);
  return row?.invitation;
};

/** Open invitations to this e-mail, as the user record's entries (one per campaign, newest first). */
export const listOpenEntriesForEmail = async (
  db: DbOrTx,
  email: string,
  userId?: string,
): Promise<InvitationEntry[]> => {
  const rows = await db
    .select({
      id: invitations.id,
      campaign_id: invitations.campaignId,
      campaign_name: campaigns.name,
      candidate_name: campaigns.candidateName,
      sender_email: invitations.senderEmail,
      offer_title: invitations.offerTitle,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(campaigns, eq(campaigns.id, invitations.campaignId))
    .leftJoin(
      campaignUsers,
      and(
        eq(campaignUsers.campaignId, invitations.campaignId),
        eq(campaignUsers.userId, userId ?? sql`null`),
      ),
    )
    .where(and(eq(invitations.receiverEmail, email), isOpen(), sql`${campaignUsers.id} is null`))
    .orderBy(desc(invitations.dateSent));
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.campaign_id) && seen.add(row.campaign_id))
    .map(({ expiresAt, ...row }) => ({ ...row, expires_at: expiresAt.toISOString() }));
};

export const insertInvitation = async (
  db: DbOrTx,
  values: typeof invitations.$inferInsert,
): Promise<InvitationRow> => {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  evictAllReads(); // users/me lists open invitations by e-mail
  return row;
};

/** Supersedes the open invitations of one e-mail to one campaign. */
export const revokeOpenFor = async (db: DbOrTx, campaignId: string, email: string) => {
  await db
    .update(invitations)
    .set({ status: 'revoked', respondedAt: new Date() })
    .where(
      and(
        eq(invitations.campaignId, campaignId),
        eq(invitations.receiverEmail, email),
        eq(invitations.status, 'pending'),
      ),
    );
  evictAllReads();
};

export const setStatus = async (db: DbOrTx, id: string, status: 'accepted' | 'declined' | 'revoked') => {
  await db.update(invitations).set({ status, respondedAt: new Date() }).where(eq(invitations.id, id));
  evictAllReads();
};

/** The campaign's invitations not yet answered (pending, including those past their expiry), newest first. */
export const listWaiting = (db: DbOrTx, campaignId: string): Promise<InvitationRow[]> =>
  db
    .select()
    .from(invitations)
    .where(and(eq(invitations.campaignId, campaignId), eq(invitations.status, 'pending')))
    .orderBy(desc(invitations.dateSent));

/** A new token and expiry on an invitation: the link of the old token stops working. */
export const renewToken = async (
  db: DbOrTx,
  id: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<InvitationRow> => {
  const [row] = await db
    .update(invitations)
    .set({ tokenHash, expiresAt, dateSent: new Date() })
    .where(eq(invitations.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  evictAllReads(); // users/me lists open invitations with their expiry
  return row;
};
