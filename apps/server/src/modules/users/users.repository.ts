import { eq, sql } from 'drizzle-orm';
import type { InvitationEntry } from '@groundwork/shared/contracts/invitations';
import type { MembershipEntry } from '@groundwork/shared/contracts/users';
import type { DbOrTx } from '../../db/client.ts';
import { identityUsers, users } from '../../db/schema/index.ts';
import { evictAllReads, evictReadsOf } from '../../lib/read-cache.ts';

import type { UserRow } from '../memberships/memberships.repository.ts';

export const findIdentityByEmail = async (db: DbOrTx, email: string) => {
  const [row] = await db.select().from(identityUsers).where(eq(identityUsers.email, email));
  return row;
};

export const insertUser = async (db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> => {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  evictReadsOf(row.id);
  return row;
};

export const updateUser = async (db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>) => {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  evictReadsOf(id);
  return row;
};

/** Deletes the identity; the product account, memberships and sessions go with it (cascades). */
export const deleteIdentity = async (db: DbOrTx, id: string) => {
  await db.delete(identityUsers).where(eq(identityUsers.id, id));
  evictAllReads(); // the cascades reach memberships and invitations of others' campaigns
};

export type UserRecordRow = {
  id: string;
  email: string;
  first: string;
  last: string;
  is_active: boolean;
  is_superuser: boolean;
  is_verified: boolean;
  terms_accepted: boolean;
  campaigns: MembershipEntry[];
  invitations: InvitationEntry[];
};

/**
 * The account, its memberships (most recent first) and its open invitations to campaigns it has not
 * joined, in one round trip: GET /users/me is the most frequent call (the shell polls it).
 */
export const selectUserRecord = async (db: DbOrTx, userId: string): Promise<UserRecordRow | undefined> => {
  const result = await db.execute<UserRecordRow>(sql`
    select u.id, u.email, u.first, u.last, u.is_active, u.is_superuser, u.is_verified, u.terms_accepted,
      coalesce((
        select json_agg(json_build_object(
          'campaign_id', c.id, 'campaign_name', c.name, 'candidate_name', c.candidate_name, 'title', cu.title,
          'date_joined', to_char(cu.date_joined at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        ) order by cu.date_joined desc)
        from campaign_users cu join campaigns c on c.id = cu.campaign_id
        where cu.user_id = u.id
      ), '[]'::json) as campaigns,
      coalesce((
        select json_agg(json_build_object(
          'id', i.id, 'campaign_id', i.campaign_id, 'campaign_name', c.name, 'candidate_name', c.candidate_name,
          'sender_email', i.sender_email, 'offer_title', i.offer_title,
          'expires_at', to_char(i.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        ) order by i.date_sent desc)
        from (
          select distinct on (campaign_id) * from invitations
          where receiver_email = u.email and status = 'pending' and expires_at > now()
          order by campaign_id, date_sent desc
        ) i
        join campaigns c on c.id = i.campaign_id
        where not exists (select 1 from campaign_users m where m.campaign_id = i.campaign_id and m.user_id = u.id)
      ), '[]'::json) as invitations
    from users u where u.id = ${userId}`);
  return result.rows[0];
};
