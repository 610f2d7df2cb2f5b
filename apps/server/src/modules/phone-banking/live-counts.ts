/**
 * Live figures (docs/decisions/0044-phone-banking.md): a call campaign's counts, per caller and the recipients
 * changed since the last poll (GET /phone-banking/updated-recipients/), and the campaign's calls per hour over
 * the last 24 hours with the contact rate (GET /phone-banking/stats/, the dashboard's calling card).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import {
  CONTACT_RESULTS,
  type CallStats,
  type CallerCounts,
  type UpdatedCallRecipients,
} from '@groundwork/shared/contracts/phone-banking';
import type { Db } from '../../db/client.ts';
import { callRecipients, callResults, phoneBankingCallers, users, voters } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { countsOf, findPhoneBank, NO_COUNTS } from './phone-banking.repository.ts';

/** The live poll's default window (service §9). */
const DEFAULT_WINDOW_MS = 20_000;
const CHANGED_PAGE = 1000;

const isContact = sql`${callResults.callResult} in (${sql.join(
  CONTACT_RESULTS.map((r) => sql`${r}`),
  sql`, `,
)})`;

/** Every assigned caller, and anyone else who recorded a result, with their calls and contacts. */
const callerCounts = async (db: Db, phoneBankId: string): Promise<CallerCounts[]> => {
  const { rows } = await db.execute<{
    user_id: string;
    name: string;
    calls: number;
    contacts: number;
    last_call_at: string | Date | null;
  }>(sql`
    with people as (
      select user_id from ${phoneBankingCallers} where phone_banking_campaign_id = ${phoneBankId}::uuid
      union
      select user_id from ${callResults} where phone_banking_campaign_id = ${phoneBankId}::uuid and user_id is not null),
    made as (
      select user_id, count(*)::int as calls, (count(*) filter (where ${isContact}))::int as contacts,
             max(created_at) as last_call_at
      from ${callResults} where phone_banking_campaign_id = ${phoneBankId}::uuid group by user_id)
    select p.user_id, trim(u.first || ' ' || u.last) as name, coalesce(m.calls, 0)::int as calls,
           coalesce(m.contacts, 0)::int as contacts, m.last_call_at
    from people p join ${users} u on u.id = p.user_id left join made m on m.user_id = p.user_id
    order by calls desc, name`);
  return rows.map((r) => ({
    user_id: r.user_id,
    name: r.name,
    calls: Number(r.calls),
    contacts: Number(r.contacts),
    last_call_at: r.last_call_at === null ? null : new Date(r.last_call_at).toISOString(),
  }));
};

export const updatedRecipients = async (
  db: Db,
  actor: Actor,
  id: string,
  since: string | undefined,
): Promise<UpdatedCallRecipients> => {
  const row = await findPhoneBank(db, actor.campaignId, id);
  if (!row) throw notFound('Phone banking campaign');
  const { rows } = await db.execute<{ now: string | Date }>(sql`select now() as now`);
  const asOf = new Date(rows[0]?.now ?? Date.now());
  const from = since ? new Date(since) : new Date(asOf.getTime() - DEFAULT_WINDOW_MS);
  const [changed, counts, callers] = await Promise.all([
    db
      .select({
        voter_id: callRecipients.voterId,
        voter_name: sql<string>`trim(${voters.firstName} || ' ' || ${voters.lastName})`,
        last_result: callRecipients.lastResult,
        attempts: callRecipients.attempts,
        caller_id: sql<string | null>`coalesce(${callRecipients.claimedBy}, ${callRecipients.lastCallerId})`,
        in_call: sql<boolean>`coalesce(${callRecipients.claimExpiresAt} > now(), false)`,
        updated_at: callRecipients.updatedAt,
      })
      .from(callRecipients)
      .innerJoin(voters, eq(voters.id, callRecipients.voterId))
      .where(and(eq(callRecipients.phoneBankingCampaignId, row.id), gt(callRecipients.updatedAt, from)))
      .orderBy(callRecipients.updatedAt)
      .limit(CHANGED_PAGE),
    countsOf(db, actor.campaignId, [row.id]),
    callerCounts(db, row.id),
  ]);
  return {
    counts: counts.get(row.id) ?? { ...NO_COUNTS },
    callers,
    recipients: changed.map((c) => ({ ...c, updated_at: new Date(c.updated_at).toISOString() })),
    as_of: asOf.toISOString(),
  };
};

/** Every call campaign's results: totals, and per hour over the last 24 hours (oldest first, zeros included). */
export const callStats = async (db: Db, actor: Actor): Promise<CallStats> => {
  const { rows } = await db.execute<{ hour: string | Date; calls: number; contacts: number }>(sql`
    with hours as (
      select generate_series(date_trunc('hour', now()) - interval '23 hours', date_trunc('hour', now()),
                             interval '1 hour') as hour),
    made as (
      select date_trunc('hour', created_at) as hour, count(*)::int as calls,
             (count(*) filter (where ${isContact}))::int as contacts
      from ${callResults}
      where campaign_id = ${actor.campaignId}::uuid and created_at >= date_trunc('hour', now()) - interval '23 hours'
      group by 1)
    select h.hour, coalesce(m.calls, 0)::int as calls, coalesce(m.contacts, 0)::int as contacts
    from hours h left join made m on m.hour = h.hour order by h.hour`);
  const [totals] = await db
    .select({
      calls: sql<number>`count(*)::int`,
      contacts: sql<number>`(count(*) filter (where ${isContact}))::int`,
    })
    .from(callResults)
    .where(eq(callResults.campaignId, actor.campaignId));
  const calls = Number(totals?.calls ?? 0);
  const contacts = Number(totals?.contacts ?? 0);
  return {
    calls,
    contacts,
    contact_rate: calls === 0 ? 0 : Math.round((contacts / calls) * 1000) / 1000,
    per_hour: rows.map((r) => ({
      hour: new Date(r.hour).toISOString(),
      calls: Number(r.calls),
      contacts: Number(r.contacts),
    })),
  };
};
