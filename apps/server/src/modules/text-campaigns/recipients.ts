/**
 * Who a text campaign reaches (docs/decisions/0041-text-campaigns.md): the voter group's voters, or the filter
 * through the one filter engine (`outreach/recipients.ts`), with a textable phone, one recipient per number,
 * minus opted-out (sms) and landline numbers. The preview counts the selection live; activation snapshots it into `text_recipients`.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { RecipientPreview } from '@groundwork/shared/contracts/text-campaigns';
import type { Db, DbOrTx } from '../../db/client.ts';
import { textLandlines, voters } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { optedOutCondition } from '../consent/consent.repository.ts';
import { e164Phone, sourceWhere, type RecipientSource } from '../outreach/recipients.ts';

/** True when the campaign's carrier reports `phone` (E.164, SQL) a landline. */
export const landlineCondition = (campaignId: string, phone: SQL): SQL =>
  sql`exists (select 1 from ${textLandlines} tl where tl.campaign_id = ${campaignId}::uuid and tl.phone = ${phone})`;

/** The composer's live count, what is left out and why, and one recipient's template fields. */
export const previewRecipients = async (
  db: Db,
  campaignId: string,
  source: RecipientSource,
  texterFirstName: string,
): Promise<RecipientPreview> => {
  const where = await sourceWhere(db, campaignId, source);
  const phone = sql`s.phone`;
  const { rows } = await db.execute<{
    no_phone: number;
    opted_out: number;
    landline: number;
    recipients: number;
  }>(sql`
    with s as (select ${e164Phone()} as phone from ${voters} where ${where})
    select count(*) filter (where phone is null)::int as no_phone,
           count(*) filter (where phone is not null and ${optedOutCondition(campaignId, 'sms', phone)})::int
             as opted_out,
           count(*) filter (where phone is not null and not ${optedOutCondition(campaignId, 'sms', phone)}
                              and ${landlineCondition(campaignId, phone)})::int as landline,
           count(distinct phone) filter (where phone is not null
                              and not ${optedOutCondition(campaignId, 'sms', phone)}
                              and not ${landlineCondition(campaignId, phone)})::int as recipients
    from s`);
  const counts = rows[0];
  if (!counts) throw badRequest('The recipients could not be counted');
  const [sample] = await db
    .select({
      first_name: voters.firstName,
      last_name: voters.lastName,
      city: sql<string>`coalesce(${voters.resCity}, '')`,
      precinct: sql<string>`coalesce(${voters.precinct}, '')`,
    })
    .from(voters)
    .where(and(where, sql`${e164Phone()} is not null`))
    .limit(1);
  return {
    recipients: Number(counts.recipients),
    excluded: {
      no_phone: Number(counts.no_phone),
      opted_out: Number(counts.opted_out),
      landline: Number(counts.landline),
    },
    sample: sample ? { ...sample, texter_first_name: texterFirstName } : null,
  };
};

/** Snapshots the recipients into `text_recipients` (in the activating transaction); returns how many. */
export const snapshotRecipients = async (
  tx: DbOrTx,
  textCampaignId: string,
  campaignId: string,
  where: SQL,
): Promise<number> => {
  const phone = sql`s.phone`;
  const { rows } = await tx.execute<{ n: number }>(sql`
    with s as (select ${voters.id} as voter_id, ${e164Phone()} as phone from ${voters} where ${where}),
    inserted as (
      insert into text_recipients (text_campaign_id, voter_id, campaign_id, phone)
      select distinct on (s.phone) ${textCampaignId}::uuid, s.voter_id, ${campaignId}::uuid, s.phone
      from s
      where s.phone is not null
        and not ${optedOutCondition(campaignId, 'sms', phone)}
        and not ${landlineCondition(campaignId, phone)}
      order by s.phone, s.voter_id
      on conflict do nothing
      returning 1)
    select count(*)::int as n from inserted`);
  return Number(rows[0]?.n ?? 0);
};
