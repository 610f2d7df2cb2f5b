/**
 * Whom a call campaign calls (docs/decisions/0044-phone-banking.md): the voter group's voters, or the filter
 * through the one filter engine (`outreach/recipients.ts`), with a phone in E.164, one recipient per number,
 * minus numbers opted out of calls. A Draft counts them live; activation snapshots them into `call_recipients`
 * with each voter's time zone from the ZIP.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { phoneBankingCampaigns, voters } from '../../db/schema/index.ts';
import { timeZoneOfZip } from '../../lib/local-hours.ts';
import { optedOutCondition } from '../consent/consent.repository.ts';
import { e164Phone, sourceWhere, type RecipientSource } from '../outreach/recipients.ts';

/** A Draft's recipients, counted live the way activation will take them. */
export const countRecipients = async (db: Db, campaignId: string, source: RecipientSource) => {
  const where = await sourceWhere(db, campaignId, source);
  const phone = sql`s.phone`;
  const { rows } = await db.execute<{ recipients: number }>(sql`
    with s as (select ${e164Phone()} as phone from ${voters} where ${where})
    select count(distinct phone) filter (where phone is not null
                                         and not ${optedOutCondition(campaignId, 'call', phone)})::int as recipients
    from s`);
  return Number(rows[0]?.recipients ?? 0);
};

/**
 * Snapshots the recipients (in the activating transaction), gives each its ZIP's time zone and keeps the set of
 * zones on the call campaign. Returns how many recipients were taken.
 */
export const snapshotRecipients = async (
  tx: DbOrTx,
  phoneBankId: string,
  campaignId: string,
  where: SQL,
): Promise<number> => {
  const phone = sql`s.phone`;
  const { rows } = await tx.execute<{ n: number }>(sql`
    with s as (select ${voters.id} as voter_id, ${e164Phone()} as phone from ${voters} where ${where}),
    inserted as (
      insert into call_recipients (phone_banking_campaign_id, voter_id, campaign_id, phone)
      select distinct on (s.phone) ${phoneBankId}::uuid, s.voter_id, ${campaignId}::uuid, s.phone
      from s
      where s.phone is not null and not ${optedOutCondition(campaignId, 'call', phone)}
      order by s.phone, s.voter_id
      on conflict do nothing
      returning 1)
    select count(*)::int as n from inserted`);
  // The ZIPs are few beside the voters: each is looked up once here, and the zones set in one statement.
  const zips = await tx.execute<{ zip: string }>(sql`
    select distinct left(v.res_zip, 5) as zip from call_recipients r join ${voters} v on v.id = r.voter_id
    where r.phone_banking_campaign_id = ${phoneBankId}::uuid and v.res_zip is not null`);
  const zones = zips.rows.flatMap(({ zip }) => {
    const zone = timeZoneOfZip(zip);
    return zone ? [{ zip, zone }] : [];
  });
  if (zones.length > 0)
    await tx.execute(sql`
      update call_recipients r set time_zone = z.zone
      from ${voters} v, jsonb_to_recordset(${JSON.stringify(zones)}::jsonb) as z(zip text, zone text)
      where r.phone_banking_campaign_id = ${phoneBankId}::uuid and v.id = r.voter_id
        and left(v.res_zip, 5) = z.zip`);
  await tx
    .update(phoneBankingCampaigns)
    .set({ timeZones: [...new Set(zones.map((z) => z.zone))] })
    .where(eq(phoneBankingCampaigns.id, phoneBankId));
  return Number(rows[0]?.n ?? 0);
};
