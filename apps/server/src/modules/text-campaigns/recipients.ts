/**
 * Who a text campaign reaches (docs/decisions/0041-text-campaigns.md): the voter group's voters, or the filter
 * through the one filter engine, with a textable phone, one recipient per number, minus opted-out (sms) and
 * landline numbers. The preview counts the selection live; activation snapshots it into `text_recipients`.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { RecipientPreview } from '@groundwork/shared/contracts/text-campaigns';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import type { Db, DbOrTx } from '../../db/client.ts';
import { textLandlines, voterGroupMembers, voterGroups, voters } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { optedOutCondition } from '../consent/consent.repository.ts';
import { selectVoters } from '../voters/voter-selection.ts';

/**
 * A voter's phone as E.164 in SQL, the way normalizePhone reads a US number: its digits, ten of them (or
 * eleven starting with 1); anything else is not textable. The import stores phones as given and stays fast.
 */
export const e164Phone = (phone: SQL | typeof voters.phone = voters.phone): SQL => sql`(
  case length(regexp_replace(coalesce(${phone}, ''), '[^0-9]', '', 'g'))
    when 10 then '+1' || regexp_replace(${phone}, '[^0-9]', '', 'g')
    when 11 then case when left(regexp_replace(${phone}, '[^0-9]', '', 'g'), 1) = '1'
                      then '+' || regexp_replace(${phone}, '[^0-9]', '', 'g') end
  end)`;

/** True when the campaign's carrier reports `phone` (E.164, SQL) a landline. */
export const landlineCondition = (campaignId: string, phone: SQL): SQL =>
  sql`exists (select 1 from ${textLandlines} tl where tl.campaign_id = ${campaignId}::uuid and tl.phone = ${phone})`;

export interface RecipientSource {
  voterGroupId: string | null;
  filterParams: VoterFilter;
}

/** The condition on `voters` for the source: a voter group of the campaign, or else the filters. */
export const sourceWhere = async (db: Db, campaignId: string, source: RecipientSource): Promise<SQL> => {
  if (source.voterGroupId) {
    const [group] = await db
      .select({ id: voterGroups.id })
      .from(voterGroups)
      .where(and(eq(voterGroups.campaignId, campaignId), eq(voterGroups.id, source.voterGroupId)));
    if (!group) throw notFound('Voter group');
    return and(
      eq(voters.campaignId, campaignId),
      sql`${voters.id} in (select ${voterGroupMembers.voterId} from ${voterGroupMembers}
                           where ${voterGroupMembers.groupId} = ${group.id}::uuid)`,
    )!;
  }
  return (await selectVoters(db, campaignId, source.filterParams)).where;
};

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
