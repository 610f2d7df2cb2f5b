/**
 * Phone banking's next-voter queue on PostgreSQL (`BENCH_DATABASE_URL`, default the local server; a scratch
 * database is created and dropped), through the service functions the routes call (the claim's SQL, the voter's
 * details and the script, not the HTTP layer: reads.bench.ts measures that):
 * 1. 200 concurrent callers claim in rounds until 20,000 voters are handed out: every voter once (0 duplicates,
 *    asserted), claims per second (target ≥ 1,000).
 *    Its ratio to a raw `FOR UPDATE SKIP LOCKED` claim and release of one row over 20 connections, measured in
 *    the same run, goal ≥ 0.3 (docs/decisions/0074-outreach-core.md).
 * 2. The same with 20 concurrent callers: next-voter's p99 (goal ≤ 250 ms).
 * 3. 50 concurrent callers each take a voter and record its result, again and again: both p99s as callers see them.
 */
import { eq, sql } from 'drizzle-orm';
import { callRecipients, campaigns } from '../src/db/schema/index.ts';
import { recordCallResult } from '../src/modules/phone-banking/call-results.ts';
import { nextVoter } from '../src/modules/phone-banking/next-voter.ts';
import { createPhoneBank, updatePhoneBank } from '../src/modules/phone-banking/phone-banking.service.ts';
import type { AuditSource } from '../src/modules/audit-log/audit-log.repository.ts';
import type { Actor } from '../src/plugins/access.ts';
import { benchVolunteer } from './bench-members.ts';
import { percentile, table, timed } from './bench-stats.ts';
import { skipLockedBaseline } from './skip-locked-baseline.ts';
import { openTarget } from './voter-bench-setup.ts';

const CALLERS = Number(process.env.BENCH_CALLERS ?? 200);
const VOTERS = Number(process.env.BENCH_VOTERS ?? 20_000);
const STEADY_CALLERS = Number(process.env.BENCH_STEADY_CALLERS ?? 50);
const CALLS_PER_CALLER = Number(process.env.BENCH_CALLS_PER_CALLER ?? 20);
const STEADY_VOTERS = STEADY_CALLERS * CALLS_PER_CALLER;
const FEW_CALLERS = 20;
const FEW_VOTERS = FEW_CALLERS * 20;

const target = await openTarget(
  'postgres',
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const { ctx } = target.app;
const { db } = target.database;
const lead = target.actor;
const audit: AuditSource = { userId: lead.userId, email: lead.email, ip: null, clientType: 'bench' };

try {
  await db
    .update(campaigns)
    .set({ isPhoneBankingEnabled: true, callingHours: { start: '00:00', end: '24:00' } })
    .where(eq(campaigns.id, lead.campaignId));
  // Voters for both phases, each with its own number (printed as a voter file does), across three time zones.
  await db.execute(sql`
    insert into voters (campaign_id, state_voter_id, first_name, last_name, party, res_zip, birth_year, phone,
                        household_key)
    select ${lead.campaignId}::uuid, 'B' || g, 'Voter' || g, 'Doe',
           case when g <= ${VOTERS} then 'DEM' when g <= ${VOTERS + FEW_VOTERS} then 'IND' else 'REP' end,
           (array['27601', '60601', '90012'])[1 + g % 3],
           1940 + g % 60, '(415) ' || lpad((2000000 + g)::text, 7, '0'), md5(g::text)
    from generate_series(1, ${VOTERS + FEW_VOTERS + STEADY_VOTERS}) g`);
  await db.execute(sql`analyze voters`);
  const callers: Actor[] = [];
  for (let i = 0; i < Math.max(CALLERS, STEADY_CALLERS); i += 1) {
    callers.push(await benchVolunteer(db, lead.campaignId, `C${String(i)}`, 'Caller'));
  }
  const activeCampaign = async (party: string, people: readonly Actor[]) => {
    const created = await createPhoneBank(
      db,
      lead,
      {
        campaign_id: lead.campaignId,
        name: `Bench ${party}`,
        script: '<p>Hi {first_name}, this is {caller_first_name} calling for Casey.</p>',
        filter_params: { parties: [party] },
        user_ids: people.map((c) => c.userId),
      },
      audit,
    );
    const { ms } = await timed(() =>
      updatePhoneBank(db, lead, { id: created.id, campaign_id: lead.campaignId, status: 'Active' }, audit),
    );
    await db.execute(sql`analyze call_recipients`);
    return { id: created.id, snapshotMs: Math.round(ms) };
  };

  // Rounds of one next-voter per caller, all at once, until the queue is empty; each round's voters are then
  // marked done (as their results would), so the next round claims fresh ones.
  const claimRounds = async (party: string, people: readonly Actor[], expected: number) => {
    const queue = await activeCampaign(party, people);
    const handedOut = new Map<string, number>();
    const latencies: number[] = [];
    const start = performance.now();
    for (;;) {
      const round = await Promise.all(
        people.map(async (caller) => {
          const began = performance.now();
          try {
            const voter = await nextVoter(ctx, caller, queue.id, caller.userId);
            latencies.push(performance.now() - began);
            return voter.voter_id;
          } catch (error) {
            if ((error as { status?: number }).status === 404) return null;
            throw error;
          }
        }),
      );
      const got = round.filter((id): id is string => id !== null);
      if (got.length === 0) break;
      for (const id of got) handedOut.set(id, (handedOut.get(id) ?? 0) + 1);
      await db
        .update(callRecipients)
        .set({ done: true, claimedBy: null, claimExpiresAt: null })
        .where(
          sql`${callRecipients.phoneBankingCampaignId} = ${queue.id}::uuid and ${callRecipients.claimedBy} is not null`,
        );
    }
    const ms = performance.now() - start;
    const duplicates = [...handedOut.values()].filter((n) => n > 1).length;
    if (duplicates > 0) throw new Error(`${String(duplicates)} voters were handed to two callers`);
    if (handedOut.size !== expected)
      throw new Error(`${String(handedOut.size)} of ${String(expected)} claimed`);
    return [
      `next-voter, ${String(people.length)} concurrent callers, ${String(expected)} voters`,
      latencies.length,
      Math.round((latencies.length / ms) * 1000),
      percentile(latencies, 50),
      percentile(latencies, 99),
      duplicates,
      queue.snapshotMs,
    ];
  };
  const manyCallers = await claimRounds('DEM', callers.slice(0, CALLERS), VOTERS);
  const fewCallers = await claimRounds('IND', callers.slice(0, FEW_CALLERS), FEW_VOTERS);
  const raw = await skipLockedBaseline(target.url!, { batch: 1 });

  // 3. Steady calling: each of STEADY_CALLERS takes a voter and records its result, CALLS_PER_CALLER times.
  const steady = await activeCampaign('REP', callers.slice(0, STEADY_CALLERS));
  const nextLatencies: number[] = [];
  const resultLatencies: number[] = [];
  const steadyStart = performance.now();
  await Promise.all(
    callers.slice(0, STEADY_CALLERS).map(async (caller, i) => {
      for (let call = 0; call < CALLS_PER_CALLER; call += 1) {
        const next = await timed(() => nextVoter(ctx, caller, steady.id, caller.userId));
        nextLatencies.push(next.ms);
        const result = await timed(() =>
          recordCallResult(db, caller, steady.id, {
            campaign_id: lead.campaignId,
            voter_id: next.value.voter_id,
            call_result: (call + i) % 3 === 0 ? 'Answered' : 'Voicemail',
            tags: [],
            call_duration: 60,
            survey_responses: [],
          }),
        );
        resultLatencies.push(result.ms);
      }
    }),
  );
  const steadyMs = performance.now() - steadyStart;

  console.log(
    table([
      [
        'phone banking (postgres)',
        'operations',
        'per second',
        'p50 ms',
        'p99 ms',
        'duplicates',
        'snapshot ms',
      ],
      manyCallers,
      fewCallers,
      ['raw SKIP LOCKED claim + release of 1, 20 connections', '', raw.perSecond, '', raw.p99, '', ''],
      [
        `next-voter, ${String(STEADY_CALLERS)} callers each calling and recording`,
        nextLatencies.length,
        Math.round((nextLatencies.length / steadyMs) * 1000),
        percentile(nextLatencies, 50),
        percentile(nextLatencies, 99),
        '',
        steady.snapshotMs,
      ],
      [
        `update-call-result, ${String(STEADY_CALLERS)} callers`,
        resultLatencies.length,
        Math.round((resultLatencies.length / steadyMs) * 1000),
        percentile(resultLatencies, 50),
        percentile(resultLatencies, 99),
        '',
        '',
      ],
    ]),
  );
  console.log(
    `next-voter/s ÷ raw SKIP LOCKED: ${(Number(manyCallers[2]) / raw.perSecond).toFixed(2)} (goal ≥ 0.3); ` +
      `p99 with ${String(FEW_CALLERS)} at once: ${String(fewCallers[4])} ms (goal ≤ 250)`,
  );
} finally {
  await target.close();
}
