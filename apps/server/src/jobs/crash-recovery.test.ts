/**
 * Acceptance (issue 10, docs/decisions/0026-job-queue.md): two real server processes on one PostgreSQL
 * database; the one running a voter import is killed with SIGKILL mid-import, and the other, still
 * running, finishes it: status done, every row exactly once, without a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { ColumnMapping, VoterImport } from '@groundwork/shared/contracts/voter-imports';
import { writeVoterFile } from '../../bench/voter-file.ts';
import { createCampaignWithTeam } from '../test/factories.ts';
import { createTestApp, PUBLIC_URL } from '../test/harness.ts';
import { BEAT_MS, STALE_SECONDS } from './liveness.ts';

const ROWS = 100_000;
const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));
const onPostgres = process.env.TEST_DB === 'postgres';
const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-crash-'));
const env = {
  NODE_ENV: 'test',
  PUBLIC_URL,
  AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
  DEMO: 'false',
  RATE_LIMIT: 'false',
  WEB_DIST_DIR: '/nonexistent',
  DATA_DIR: dataDir,
};
// This process only sends requests and reads state: the two servers below do all the work.
const t = onPostgres ? await createTestApp({ ...env, WORKERS: 'false' }) : undefined;
const servers: ChildProcess[] = [];
afterAll(async () => {
  for (const server of servers) {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

interface Server {
  process: ChildProcess;
  url: string;
  workerId: string;
}

/** `node --import tsx server.ts` (one process: a SIGKILL reaches the server itself), both roles. */
const startServer = (databaseUrl: string) =>
  new Promise<Server>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        ...process.env,
        ...env,
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    servers.push(child);
    let out = '';
    child.once('exit', (code) =>
      reject(new Error(`server exited (${String(code)}) before it was up:\n${out}`)),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Groundwork is running at (http:\/\/localhost:\d+)/.exec(out)?.[1];
      const workerId = /"worker_id":"([0-9a-f-]{36})"/.exec(out)?.[1];
      if (url && workerId) resolve({ process: child, url: url.replace('localhost', '127.0.0.1'), workerId });
    });
  });

/**
 * Reads `read` until `done` holds: real state, read again every 50 ms (another process changes it). Gives up
 * after `seconds` naming what it waited for and the last value read, so a stuck step says which one it was.
 */
const until = async <T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  seconds = 120,
): Promise<T> => {
  const deadline = performance.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (performance.now() > deadline) {
      throw new Error(`waited ${seconds} s for ${what}; last read ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.skipIf(!onPostgres)('a job whose process is killed', () => {
  it('is finished by the other running server: the import done, every row exactly once', async () => {
    const team = await createCampaignWithTeam(t!, 'Crash Campaign');
    const campaignId = team.campaign.id;
    const file = join(dataDir, 'ncvoter.txt');
    await writeVoterFile({ rows: ROWS, out: file, campaignLike: true });
    const [first, second] = await Promise.all([startServer(t!.databaseUrl!), startServer(t!.databaseUrl!)]);

    const form = new FormData();
    form.append('file', await openAsBlob(file), 'ncvoter.txt');
    const uploaded = await fetch(`${first!.url}/api/district/voter-import/?campaign_id=${campaignId}`, {
      method: 'POST',
      headers: team.manager.auth,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { import: created, proposed } = (await uploaded.json()) as {
      import: VoterImport;
      proposed: ColumnMapping;
    };
    // The import must be caught mid-way however fast it runs: a transaction of the test's own holds a lock
    // that the load's transaction waits for once it has begun (status running), until the victim is killed.
    const blocker = new pg.Client({ connectionString: t!.databaseUrl! });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table vote_history in access share mode');
    const started = await fetch(`${second!.url}/api/district/voter-import/start/`, {
      method: 'POST',
      headers: { ...team.manager.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ campaign_id: campaignId, id: created.id, mapping: proposed }),
    });
    expect(started.status).toBe(200);

    const readImport = async () =>
      (
        await t!.inject({
          method: 'GET',
          url: `/api/district/voter-import/?id=${created.id}&campaign_id=${campaignId}`,
          headers: team.manager.auth,
        })
      ).json<VoterImport>();
    const leaseHolder = async () =>
      (await t!.database.db.execute<{ worker_id: string }>(sql`select worker_id from job_leases`)).rows[0]
        ?.worker_id;

    // Mid-import: running, and leased by one of the two servers.
    const holder = await until('a lease on the import', leaseHolder, (id) => id !== undefined);
    await until('the import running', readImport, (row) => row.status === 'running');
    const [victim, survivor] = holder === first!.workerId ? [first!, second!] : [second!, first!];
    expect([first!.workerId, second!.workerId]).toContain(holder);
    const killed = performance.now();
    victim.process.kill('SIGKILL');
    await new Promise((resolve) => victim.process.once('exit', resolve));
    expect((await readImport()).status).toBe('running');
    await blocker.query('rollback');
    await blocker.end();

    // The survivor's reaper sees the stale beat, pg-boss retries the job, and the survivor takes it.
    // The survivor's lease, or its import already over (a lease lasts only while its job runs).
    await until(
      "the survivor's lease",
      async () => ({ lease: await leaseHolder(), status: (await readImport()).status }),
      ({ lease, status }) => lease === survivor.workerId || status === 'done' || status === 'failed',
    );
    const takenOverMs = performance.now() - killed;
    expect(takenOverMs).toBeLessThan(60_000);
    // It waited for the victim's last beat (at most one interval before the kill) to go stale.
    expect(takenOverMs).toBeGreaterThan(STALE_SECONDS * 1000 - BEAT_MS);

    const done = await until(
      'the import over',
      readImport,
      (row) => row.status === 'done' || row.status === 'failed',
    );
    expect(done).toMatchObject({
      status: 'done',
      rows_read: ROWS,
      rows_imported: ROWS,
      rows_rejected: 0,
      note: expect.stringContaining('Restarted'),
    });
    const [counts] = (
      await t!.database.db.execute<{ voters: number; distinct_ids: number }>(sql`
        select count(*)::int as voters, count(distinct state_voter_id)::int as distinct_ids
        from voters where campaign_id = ${campaignId}`)
    ).rows;
    expect(counts).toEqual({ voters: ROWS, distinct_ids: ROWS });
    expect(survivor.process.exitCode).toBeNull();
  }, 300_000);
});
