/**
 * The next-voter queue (docs/decisions/0044-phone-banking.md): a caller claims one recipient at a time with
 * `FOR UPDATE SKIP LOCKED` (parallel callers skip each other's rows: no voter to two callers). A claim lasts
 * PHONE_BANKING_LIMITS.claimMinutes and is claimable again by time alone, no sweeper. Every claim re-checks
 * what may have changed since activation: the consent ledger, the calling hours and today's contacts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PHONE_BANKING_LIMITS } from '@groundwork/shared/contracts/phone-banking';
import type { DbOrTx } from '../../db/client.ts';
import { touches, users, voters, walkbookVisits } from '../../db/schema/index.ts';
import { optedOutCondition } from '../consent/consent.repository.ts';
import { claimExpiry, claimUntil, preparedStatement, SOFT_COMMIT } from '../outreach/claims.ts';

export interface QueueScope {
  phoneBankId: string;
  campaignId: string;
  /** The campaign's time zone: recipients with no zone of their own read it, and "today" is its day. */
  campaignTimeZone: string;
  /** The zones whose calling hours are open now; null when every zone is (no filter). */
  openZones: readonly string[] | null;
}

/** What the calling screen shows of the voter taken, read in the same statement as the claim. */
export type Taken = {
  voter_id: string;
  phone: string;
  attempts: number;
  claim_expires_at: string | Date;
  first_name: string;
  last_name: string;
  birth_year: number | null;
  party: string | null;
  address: string | null;
  city: string | null;
  precinct: string | null;
  caller_first_name: string | null;
  /** Touches and door visits, newest first (json_agg: timestamps as PostgreSQL prints them). */
  past_contacts: { channel: string; at: string; summary: string | null }[] | string;
};

// The statement is one text for every call (its values are parameters), prepared once (outreach/claims.ts).
const param = (name: keyof ReturnType<typeof paramsOf>) => sql.placeholder(name);
const campaignTimeZone = param('campaignTimeZone');
/** optedOutCondition takes the campaign as a value; here it is the statement's parameter. */
const campaignId = param('campaignId') as unknown as string;

/**
 * Recipients (`r`) that may be called now: not done, no retry pending, in an open time zone, the number not
 * opted out of calls, and the voter not reached today on any channel (a contacted touch, or a door answered).
 */
const callableNow: SQL = sql`r.phone_banking_campaign_id = ${param('phoneBankId')}::uuid and r.done = false
  and (r.next_call_after is null or r.next_call_after <= now())
  and (${param('allZonesOpen')}::boolean
       or coalesce(r.time_zone, ${campaignTimeZone}::text) = any(${param('openZones')}::text[]))
  and not ${optedOutCondition(campaignId, 'call', sql`r.phone`)}
  and not exists (select 1 from ${touches} t where t.voter_id = r.voter_id and t.contacted
                  and t.touched_at >= (select today from day_start))
  and not exists (select 1 from ${walkbookVisits} w where w.voter_id = r.voter_id
                  and w.touch_result = 'contacted' and w.visited_at >= (select today from day_start))`;

const claimFor = claimUntil(PHONE_BANKING_LIMITS.claimMinutes);
const PAST_CONTACTS = sql.raw('10');
const userId = sql`${param('userId')}::uuid`;

/**
 * One statement: the caller's own unexpired claim, if still callable, renewed (a reload gets the same voter
 * back); otherwise the next free recipient claimed with `FOR UPDATE SKIP LOCKED`; then the voter's fields and
 * past contacts.
 */
const takeVoterStatement = preparedStatement<Taken>(
  'phone_banking_take_voter',
  new PgDialect().sqlToQuery(sql`
  with day_start as (
    select date_trunc('day', now() at time zone ${campaignTimeZone}::text) at time zone ${campaignTimeZone}::text
           as today),
  held as (
    update call_recipients t set claim_expires_at = ${claimFor}, updated_at = now()
    where (t.phone_banking_campaign_id, t.voter_id) = (
      select r.phone_banking_campaign_id, r.voter_id from call_recipients r
      where r.claimed_by = ${userId} and r.claim_expires_at > now() and ${callableNow}
      limit 1)
    returning t.voter_id, t.phone, t.attempts, t.claim_expires_at),
  picked as (
    update call_recipients t set claimed_by = ${userId}, claim_expires_at = ${claimFor}, updated_at = now()
    where not exists (select 1 from held) and (t.phone_banking_campaign_id, t.voter_id) = (
      select r.phone_banking_campaign_id, r.voter_id from call_recipients r
      where ${claimExpiry('r')} <= now() and ${callableNow}
      order by ${claimExpiry('r')}
      limit 1
      for update skip locked)
    returning t.voter_id, t.phone, t.attempts, t.claim_expires_at),
  taken as (select * from held union all select * from picked),
  ${SOFT_COMMIT}
  select c.voter_id, c.phone, c.attempts, c.claim_expires_at, v.first_name, v.last_name, v.birth_year, v.party,
         nullif(trim(concat_ws(' ', v.res_street, v.res_unit)), '') as address, v.res_city as city, v.precinct,
         (select u.first from ${users} u where u.id = ${userId}) as caller_first_name,
         (select coalesce(json_agg(x order by x.at desc), '[]'::json) from (
            select t.channel, t.touched_at as at, t.summary from ${touches} t
            where t.campaign_id = ${campaignId}::uuid and t.voter_id = c.voter_id and t.touched_at <= now()
            union all
            select 'door', w.visited_at, w.touch_result from ${walkbookVisits} w
            where w.campaign_id = ${campaignId}::uuid and w.voter_id = c.voter_id
            order by at desc limit ${PAST_CONTACTS}) x) as past_contacts
  from taken c join ${voters} v on v.id = c.voter_id cross join async_commit
  limit 1`),
);

const paramsOf = (scope: QueueScope, userId: string) => ({
  phoneBankId: scope.phoneBankId,
  campaignId: scope.campaignId,
  campaignTimeZone: scope.campaignTimeZone,
  allZonesOpen: scope.openZones === null,
  openZones: [...(scope.openZones ?? [])],
  userId,
});

/** The caller's held voter or the next one claimed for them, with their fields; undefined when none is left. */
export const takeVoter = async (db: DbOrTx, scope: QueueScope, caller: string): Promise<Taken | undefined> =>
  (await takeVoterStatement(db, paramsOf(scope, caller)))[0];
