import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { consumedLinks, identityUsers } from '../db/schema/index.ts';

/** The id of the identity stored with this e-mail (lower-cased), if any. */
export const storedIdentityId = async (db: DbOrTx, email: string): Promise<string | undefined> => {
  const [row] = await db
    .select({ id: identityUsers.id })
    .from(identityUsers)
    .where(eq(identityUsers.email, email));
  return row?.id;
};

/** Whether the verification link with this token hash has been used. */
export const isLinkConsumed = async (db: DbOrTx, tokenHash: string): Promise<boolean> => {
  const used = await db
    .select({ tokenHash: consumedLinks.tokenHash })
    .from(consumedLinks)
    .where(eq(consumedLinks.tokenHash, tokenHash));
  return used.length > 0;
};

/** Marks the verification link as used (once; a second use is a no-op). */
export const consumeLink = async (db: DbOrTx, tokenHash: string): Promise<void> => {
  await db.insert(consumedLinks).values({ tokenHash }).onConflictDoNothing();
};

/** Whether the identity has finished two-factor enrolment (better-auth's own flag). */
export const hasTwoFactor = async (db: DbOrTx, userId: string): Promise<boolean> => {
  const [row] = await db
    .select({ enabled: identityUsers.twoFactorEnabled })
    .from(identityUsers)
    .where(eq(identityUsers.id, userId));
  return row?.enabled === true;
};

/** The identity's display name follows the account's first and last name. */
export const renameIdentity = async (db: DbOrTx, userId: string, name: string) => {
  await db.update(identityUsers).set({ name }).where(eq(identityUsers.id, userId));
};
