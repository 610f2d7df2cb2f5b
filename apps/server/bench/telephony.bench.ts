/**
 * Texts through the telephony simulator (docs/decisions/0039-telephony.md): `sendMessage` on the port (the
 * twilio adapter's own code, the SDK, the in-process stand-in for Twilio's API, a row and a delayed job per text)
 * at BENCH_SENDERS concurrent senders for BENCH_TEXTS texts: sends per second and p99; then the time until every
 * text has gone queued → sent → delivered through the signed status webhook. On embedded PGlite, then on the
 * PostgreSQL server (`BENCH_DATABASE_URL`, default the local one; a scratch database). `BENCH_TELEPHONY_DB=pglite|postgres`
 * runs one only.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';
import { twilioWebhookUrls } from '../src/integrations/telephony/webhook-urls.ts';
import { percentile, seconds, table, timed } from './bench-stats.ts';
import { scratchPostgres } from './voter-bench-setup.ts';

const TEXTS = Number(process.env.BENCH_TEXTS ?? 1000);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 20);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PUBLIC_URL = 'http://localhost:3000';

const run = async (name: 'pglite' | 'postgres') => {
  const scratch = name === 'postgres' ? await scratchPostgres(SERVER_URL) : undefined;
  const database = await openDatabase(scratch ? { url: scratch.url } : {});
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL,
    AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth',
    DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'groundwork-bench-')),
    SIMULATOR_DELIVERY_SECONDS: '0',
  });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  await app.ctx.jobs.startWorkers(app.ctx);
  const { telephony } = app.ctx;
  const urls = twilioWebhookUrls(config);
  const from = (await telephony.searchAvailableNumbers({ areaCode: '919', limit: 1 }))[0]!.phone_number;
  await telephony.purchaseNumber({ phoneNumber: from, smsUrl: urls.message });

  const latencies: number[] = [];
  let next = 0;
  const sender = async () => {
    for (let i = next++; i < TEXTS; i = next++) {
      const { ms } = await timed(() =>
        telephony.sendMessage({
          from,
          to: `+1919${String(2000001 + i * 7).padStart(7, '0')}`,
          body: `Hi voter ${i}, can we count on your vote? Reply STOP to opt out`,
          statusCallback: urls.status,
        }),
      );
      latencies.push(ms);
    }
  };
  const sending = await timed(() => Promise.all(Array.from({ length: SENDERS }, sender)));
  const delivering = await timed(() => app.ctx.jobs.drain());
  await app.close();
  await database.close();
  await scratch?.drop();
  return [
    name,
    TEXTS,
    SENDERS,
    Math.round(TEXTS / (sending.ms / 1000)),
    percentile(latencies, 50),
    percentile(latencies, 99),
    seconds(sending.ms + delivering.ms),
  ];
};

const only = process.env.BENCH_TELEPHONY_DB;
const rows: (string | number)[][] = [
  ['database', 'texts', 'senders', 'sends/s', 'p50 ms', 'p99 ms', 'all delivered after s'],
];
for (const name of ['pglite', 'postgres'] as const) if (!only || only === name) rows.push(await run(name));
console.log(`\nTexts through the telephony simulator\n${table(rows)}`);
