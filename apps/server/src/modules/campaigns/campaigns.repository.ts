import { eq } from 'drizzle-orm';
import type { Campaign } from '@groundwork/shared/contracts/campaigns';
import type { DbOrTx } from '../../db/client.ts';
import { campaigns } from '../../db/schema/index.ts';
import { evictAllReads } from '../../lib/read-cache.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

/** `defaultTimeZone`: the server's TIME_ZONE, which a campaign without its own (from before 0022) uses. */
export const toCampaign = (row: CampaignRow, defaultTimeZone: string): Campaign => ({
  id: row.id,
  name: row.name,
  candidate_name: row.candidateName,
  address: row.address,
  location: row.location,
  owner_email: row.ownerEmail,
  is_texting_enabled: row.isTextingEnabled,
  is_phone_banking_enabled: row.isPhoneBankingEnabled,
  time_zone: row.timeZone ?? defaultTimeZone,
  require_two_factor: row.requireTwoFactor,
  texting_hours: row.textingHours,
  calling_hours: row.callingHours,
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
  evictAllReads(); // users/me of every member shows the campaign's name
  return row;
};

export const campaignsOwnedBy = (db: DbOrTx, email: string) =>
  db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(eq(campaigns.ownerEmail, email));

/** The time zone the campaign counts its weeks and days in. */
export const campaignTimeZone = async (db: DbOrTx, id: string, defaultTimeZone: string): Promise<string> => {
  const [row] = await db.select({ timeZone: campaigns.timeZone }).from(campaigns).where(eq(campaigns.id, id));
  return row?.timeZone ?? defaultTimeZone;
};
