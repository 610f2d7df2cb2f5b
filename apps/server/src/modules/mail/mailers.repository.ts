import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Mailer } from '@groundwork/shared/contracts/mail';
import type { DbOrTx } from '../../db/client.ts';
import { mailDrops, mailers } from '../../db/schema/index.ts';

export type MailerRow = typeof mailers.$inferSelect;

/** Where a mailer's file is served (the route checks membership; files are never public). */
export const mailerFileUrl = (campaignId: string, id: string, size: 'full' | 'thumbnail' = 'full') =>
  `/api/mail/file/?campaign_id=${campaignId}&id=${id}${size === 'thumbnail' ? '&size=thumbnail' : ''}`;

const toMailer = (row: MailerRow, drops: number): Mailer => ({
  id: row.id,
  campaign_id: row.campaignId,
  user_id: row.userId,
  name: row.name,
  file: {
    content_type: row.contentType,
    size: row.fileSize,
    url: mailerFileUrl(row.campaignId, row.id),
    thumbnail_url: row.thumbnailKey ? mailerFileUrl(row.campaignId, row.id, 'thumbnail') : null,
  },
  page_count: row.pageCount,
  drop_count: drops,
  created_at: row.createdAt.toISOString(),
});

/** The campaign's mailers by name with their drop counts; `where` narrows them. */
export const listMailers = async (db: DbOrTx, campaignId: string, where?: SQL): Promise<Mailer[]> => {
  const rows = await db
    .select({ mailer: mailers, drops: count(mailDrops.id) })
    .from(mailers)
    .leftJoin(mailDrops, eq(mailDrops.mailerId, mailers.id))
    .where(and(eq(mailers.campaignId, campaignId), where))
    .groupBy(mailers.id)
    .orderBy(asc(sql`lower(${mailers.name})`));
  return rows.map((r) => toMailer(r.mailer, r.drops));
};

export const getMailer = async (db: DbOrTx, campaignId: string, id: string) =>
  (await listMailers(db, campaignId, eq(mailers.id, id)))[0];

export const findMailerRow = async (db: DbOrTx, campaignId: string, id: string) => {
  const [row] = await db
    .select()
    .from(mailers)
    .where(and(eq(mailers.campaignId, campaignId), eq(mailers.id, id)));
  return row;
};

/** Whether the campaign has a mailer of this name, whatever its case and surrounding spaces. */
export const isMailerNameTaken = async (db: DbOrTx, campaignId: string, name: string) => {
  const [row] = await db
    .select({ id: mailers.id })
    .from(mailers)
    .where(
      and(
        eq(mailers.campaignId, campaignId),
        eq(sql`lower(btrim(${mailers.name}))`, name.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const insertMailer = async (db: DbOrTx, values: typeof mailers.$inferInsert) => {
  const [row] = await db.insert(mailers).values(values).returning({ id: mailers.id });
  if (!row) throw new Error('insert returned no row');
  return row;
};

/** Whether the mailer has a drop of this name (names are unique per mailer), `exceptId` aside. */
export const isDropNameTaken = async (db: DbOrTx, mailerId: string, name: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: mailDrops.id })
    .from(mailDrops)
    .where(
      and(
        eq(mailDrops.mailerId, mailerId),
        eq(sql`lower(btrim(${mailDrops.name}))`, name.trim().toLowerCase()),
        exceptId ? ne(mailDrops.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
};
