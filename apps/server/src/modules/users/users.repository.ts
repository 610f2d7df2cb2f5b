import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { identityUsers, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export const findUser = async (db: DbOrTx, id: string): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
};

export const findUserByEmail = async (db: DbOrTx, email: string): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
};

export const findIdentityByEmail = async (db: DbOrTx, email: string) => {
  const [row] = await db.select().from(identityUsers).where(eq(identityUsers.email, email));
  return row;
};

export const insertUser = async (db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> => {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const updateUser = async (db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>) => {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
};

/** Deletes the identity; the product account, memberships and sessions go with it (cascades). */
export const deleteIdentity = (db: DbOrTx, id: string) =>
  db.delete(identityUsers).where(eq(identityUsers.id, id));
