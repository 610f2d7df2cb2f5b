/**
 * Peer-to-peer texting on PostgreSQL (`BENCH_DATABASE_URL`, default the local server; a scratch database is
 * created and dropped): recipient claims by 200 concurrent texters (every recipient handed out once: 0
 * duplicates, asserted; claims per second, their ratio to a raw `FOR UPDATE SKIP LOCKED` claim and release of
 * the same batch over 20 connections measured in the same run, goal ≥ 0.3), claims by 20 texters at once (p99,
 * goal ≤ 250 ms; docs/decisions/0074-outreach-core.md), then send requests per second through `ctx.telephony`
 * (whatever adapter is wired) with p99. The service functions are called directly: the claim's SQL and the
 * send's transaction and port call are what is measured, not the HTTP layer (reads.bench.ts measures that).
 */
import { eq, sql } from 'drizzle-orm';
import { TEXT_LIMITS } from '@groundwork/shared/contracts/text-campaigns';
import { campaignPhoneNumbers, campaigns, textRecipients } from '../src/db/schema/index.ts';
import { claim } from '../src/modules/text-campaigns/claims.ts';
import { sendFirst } from '../src/modules/text-campaigns/sending.ts';
import {
  createTextCampaign,
  updateTextCampaign,
} from '../src/modules/text-campaigns/text-campaigns.service.ts';
import type { AuditSource } from '../src/modules/audit-log/audit-log.repository.ts';
import type { Actor } from '../src/plugins/access.ts';
import { benchVolunteer } from './bench-members.ts';
import { percentile, table, timed } from './bench-stats.ts';
import { skipLockedBaseline } from './skip-locked-baseline.ts';
import { openTarget } from './voter-bench-setup.ts';

const TEXTERS = Number(process.env.BENCH_TEXTERS ?? 200);
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 20_000);
/** The p99 phase: this many texters at once, ten full batches each. */
const FEW_TEXTERS = 20;
const FEW_RECIPIENTS = FEW_TEXTERS * TEXT_LIMITS.claimBatch * 10;
const SENDS_PER_TEXTER = Number(process.env.BENCH_SENDS_PER_TEXTER ?? 10);
/** Voters of the sending phase: one claim batch per texter. */
const SEND_VOTERS = TEXTERS * TEXT_LIMITS.claimBatch;
const NUMBER = '+19195550142';

const target = await openTarget(
  'postgres',
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const { db } = target.database;
const lead = target.actor;
const audit: AuditSource = { userId: lead.userId, email: lead.email, ip: null, clientType: 'bench' };
try {
  await db
    .update(campaigns)
    .set({ isTextingEnabled: true, textingHours: { start: '00:00', end: '24:00' } })
    .where(eq(campaigns.id, lead.campaignId));
  // Bought through the port, as the product buys it: the simulator sends only from numbers it sold.
  const bought = await target.app.ctx.telephony.purchaseNumber({
    phoneNumber: NUMBER,
    smsUrl: `${target.app.ctx.config.publicUrl}/api/webhooks/twilio/message`,
  });
  await db.insert(campaignPhoneNumbers).values({
    campaignId: lead.campaignId,
    phoneNumber: bought.phone_number,
    providerSid: bought.sid,
    capabilities: bought.capabilities,
  });
  // Voters for both phases, each with its own number (printed as a voter file does).
  await db.execute(sql`
    insert into voters (campaign_id, state_voter_id, first_name, last_name, party, res_zip, phone, household_key)
    select ${lead.campaignId}::uuid, 'B' || g, 'Voter' || g, 'Doe',
           case when g <= ${RECIPIENTS} then 'DEM' when g <= ${RECIPIENTS + FEW_RECIPIENTS} then 'IND' else 'REP' end,
           '27601', '(415) ' || lpad((2000000 + g)::text, 7, '0'), md5(g::text)
    from generate_series(1, ${RECIPIENTS + FEW_RECIPIENTS + SEND_VOTERS}) g`);
  await db.execute(sql`analyze voters`);
  const texters: Actor[] = [];
  for (let i = 0; i < TEXTERS; i += 1) {
    texters.push(await benchVolunteer(db, lead.campaignId, `T${String(i)}`, 'Texter'));
  }
  const activeCampaign = async (party: string) => {
    const created = await createTextCampaign(
      db,
      lead,
      {
        campaign_id: lead.campaignId,
        name: `Bench ${party}`,
        message: 'Hi {first_name}, this is {texter_first_name}. Reply STOP to opt out',
        filter_params: { parties: [party] },
        user_ids: texters.map((t) => t.userId),
        quick_replies: [],
      },
      audit,
    );
    const { ms } = await timed(() =>
      updateTextCampaign(db, lead, { id: created.id, campaign_id: lead.campaignId, status: 'Active' }, audit),
    );
    return { id: created.id, snapshotMs: Math.round(ms) };
  };

  // Claims: rounds of one claim per texter, all at once, until the pool is empty; each round's claims are
  // then marked sent (as the texters would), so the next round claims fresh recipients.
  const claimRounds = async (party: string, people: readonly Actor[], expected: number) => {
    const claims = await activeCampaign(party);
    const handedOut = new Map<string, number>();
    const latencies: number[] = [];
    const start = performance.now();
    for (;;) {
      const round = await Promise.all(
        people.map(async (texter) => {
          const { ms, value } = await timed(() =>
            claim(db, texter, claims.id, target.app.ctx.config.timeZone),
          );
          latencies.push(ms);
          return value;
        }),
      );
      const got = round.flat();
      if (got.length === 0) break;
      for (const r of got) handedOut.set(r.voter_id, (handedOut.get(r.voter_id) ?? 0) + 1);
      await db.execute(sql`update ${textRecipients} set first_message_id = gen_random_uuid()
                           where text_campaign_id = ${claims.id}::uuid and claimed_by is not null and first_message_id is null`);
    }
    const ms = performance.now() - start;
    const duplicates = [...handedOut.values()].filter((n) => n > 1).length;
    if (duplicates > 0) throw new Error(`${String(duplicates)} recipients were claimed twice`);
    if (handedOut.size !== expected)
      throw new Error(`${String(handedOut.size)} of ${String(expected)} claimed`);
    return {
      label: `claims, ${String(people.length)} concurrent texters, ${String(expected)} recipients`,
      count: latencies.length,
      perSecond: Math.round((latencies.length / ms) * 1000),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      duplicates,
      snapshotMs: claims.snapshotMs,
    };
  };
  const many = await claimRounds('DEM', texters, RECIPIENTS);
  const few = await claimRounds('IND', texters.slice(0, FEW_TEXTERS), FEW_RECIPIENTS);
  const raw = await skipLockedBaseline(target.url!, { batch: TEXT_LIMITS.claimBatch });

  // Sends: every texter claims a batch and sends SENDS_PER_TEXTER of it one by one, all texters at once.
  const sends = await activeCampaign('REP');
  const sendLatencies: number[] = [];
  const sendStart = performance.now();
  await Promise.all(
    texters.map(async (texter) => {
      const batch = await claim(db, texter, sends.id, target.app.ctx.config.timeZone);
      for (const r of batch.slice(0, SENDS_PER_TEXTER)) {
        const { ms } = await timed(() =>
          sendFirst(target.app.ctx, texter, sends.id, {
            campaign_id: lead.campaignId,
            user_id: texter.userId,
            voter_id: r.voter_id,
            sending_phone_number: NUMBER,
            message: r.message,
          }),
        );
        sendLatencies.push(ms);
      }
    }),
  );
  const sendMs = performance.now() - sendStart;

  console.log(
    table([
      ['texting (postgres)', 'operations', 'per second', 'p50 ms', 'p99 ms', 'duplicates', 'snapshot ms'],
      ...[many, few].map((c) => [c.label, c.count, c.perSecond, c.p50, c.p99, c.duplicates, c.snapshotMs]),
      [
        `raw SKIP LOCKED claim + release of ${String(TEXT_LIMITS.claimBatch)}, 20 connections`,
        '',
        raw.perSecond,
        '',
        raw.p99,
        '',
        '',
      ],
      [
        `sends through ctx.telephony (${target.app.ctx.telephony.kind})`,
        sendLatencies.length,
        Math.round((sendLatencies.length / sendMs) * 1000),
        percentile(sendLatencies, 50),
        percentile(sendLatencies, 99),
        '',
        sends.snapshotMs,
      ],
    ]),
  );
  console.log(
    `claims/s ÷ raw SKIP LOCKED: ${(many.perSecond / raw.perSecond).toFixed(2)} (goal ≥ 0.3); ` +
      `p99 with ${String(FEW_TEXTERS)} at once: ${String(few.p99)} ms (goal ≤ 250)`,
  );
} finally {
  await target.close();
}
