/**
 * Whom an outreach campaign reaches, before each channel's own rules: the voter group's voters, or the filter
 * through the one filter engine, with the voter's phone read as E.164. Texting leaves out opted-out (sms) and
 * landline numbers, phone banking opted-out (call) numbers: each in its module's `recipients.ts`.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import type { Db } from '../../db/client.ts';
import { voterGroupMembers, voterGroups, voters } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
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
