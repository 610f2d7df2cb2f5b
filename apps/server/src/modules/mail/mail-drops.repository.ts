import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  MAIL_DEFAULT_RATES,
  MAILER_SIZES,
  type MailerSize,
  type MailRates,
} from '@groundwork/shared/contracts/mail';
import type { DbOrTx } from '../../db/client.ts';
import { mailDropExports, mailDrops, mailers, mailRates, users, voterGroups } from '../../db/schema/index.ts';

export type MailDropRow = typeof mailDrops.$inferSelect;

/** A drop's row with the names the API shows beside it. */
export interface MailDropListed {
  drop: MailDropRow;
  mailerName: string;
  voterGroupName: string;
}

export const listDropRows = async (db: DbOrTx, campaignId: string, where?: SQL): Promise<MailDropListed[]> =>
  db
    .select({ drop: mailDrops, mailerName: mailers.name, voterGroupName: voterGroups.name })
    .from(mailDrops)
    .innerJoin(mailers, eq(mailers.id, mailDrops.mailerId))
    .innerJoin(voterGroups, eq(voterGroups.id, mailDrops.voterGroupId))
    .where(and(eq(mailDrops.campaignId, campaignId), where))
    .orderBy(desc(mailDrops.createdAt), asc(mailDrops.id));

export const findDropRow = async (db: DbOrTx, campaignId: string, id: string) => {
  const [row] = await db
    .select()
    .from(mailDrops)
    .where(and(eq(mailDrops.campaignId, campaignId), eq(mailDrops.id, id)));
  return row;
};

/** Locks the drop for a status change: two changes of one drop run one after the other. */
export const lockDropRow = async (tx: DbOrTx, campaignId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(mailDrops)
    .where(and(eq(mailDrops.campaignId, campaignId), eq(mailDrops.id, id)))
    .for('update');
  return row;
};

export const insertDrop = async (db: DbOrTx, values: typeof mailDrops.$inferInsert) => {
  const [row] = await db.insert(mailDrops).values(values).returning({ id: mailDrops.id });
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const updateDrop = async (
  db: DbOrTx,
  id: string,
  patch: Partial<Omit<typeof mailDrops.$inferInsert, 'id' | 'campaignId' | 'mailerId'>>,
) => {
  await db
    .update(mailDrops)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(mailDrops.id, id));
};

/** The vendor-file downloads of the drops, newest first, with who downloaded. */
export const exportsOf = async (db: DbOrTx, dropIds: string[]) => {
  if (dropIds.length === 0) return [];
  return db
    .select({
      dropId: mailDropExports.dropId,
      userId: mailDropExports.userId,
      name: sql<string>`coalesce(nullif(trim(coalesce(${users.first}, '') || ' ' || coalesce(${users.last}, '')), ''), '')`,
      at: mailDropExports.createdAt,
    })
    .from(mailDropExports)
    .leftJoin(users, eq(users.id, mailDropExports.userId))
    .where(inArray(mailDropExports.dropId, dropIds))
    .orderBy(desc(mailDropExports.createdAt), desc(mailDropExports.id));
};

export const recordExport = async (db: DbOrTx, dropId: string, userId: string) => {
  await db.insert(mailDropExports).values({ dropId, userId });
};

/** The campaign's rates per size: its own where it set one, the server's default elsewhere. */
export const ratesOf = async (db: DbOrTx, campaignId: string): Promise<MailRates['rates']> => {
  const rows = await db.select().from(mailRates).where(eq(mailRates.campaignId, campaignId));
  const own = new Map(rows.map((r) => [r.mailerSize, r.rateCents]));
  return Object.fromEntries(
    MAILER_SIZES.map((size) => [size, own.get(size) ?? MAIL_DEFAULT_RATES[size]]),
  ) as Record<MailerSize, number>;
};

export const saveRates = async (db: DbOrTx, campaignId: string, rates: MailRates['rates']) => {
  const values = Object.entries(rates).map(([size, rateCents]) => ({
    campaignId,
    mailerSize: size as MailerSize,
    rateCents,
  }));
  if (values.length === 0) return;
  await db
    .insert(mailRates)
    .values(values)
    .onConflictDoUpdate({
      target: [mailRates.campaignId, mailRates.mailerSize],
      set: { rateCents: sql`excluded.rate_cents` },
    });
};
