import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/harness.ts';
import { defineJob, type JobRun } from './job.ts';
import { JobQueue } from './queue.ts';

const t = await createTestApp({ WORKERS: 'false' });

let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => {
  release = resolve;
});
let firstRunStarted: () => void = () => undefined;
const started = new Promise<void>((resolve) => {
  firstRunStarted = resolve;
});
const finished: { value: number; retryCount: number }[] = [];

/** Its first run hangs (its process is about to die); a retry finishes at once. */
const hangingJob = defineJob({
  name: 'test-hanging',
  payload: z.object({ value: z.number() }),
  retryDelay: 0,
  handle: async (_ctx, { value }, run: JobRun) => {
    if (run.retryCount === 0) {
      firstRunStarted();
      await released;
    }
    finished.push({ value, retryCount: run.retryCount });
  },
});

let attempts = 0;
/** Throws on its first run; pg-boss retries it. */
const flakyJob = defineJob({
  name: 'test-flaky',
  payload: z.object({}),
  retryLimit: 1,
  retryDelay: 0,
  handle: async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('first run fails');
  },
});

const jobs = [hangingJob, flakyJob];
const dying = new JobQueue(t.database, t.app.log, jobs);
const survivor = new JobQueue(t.database, t.app.log, jobs);
await dying.start();
await survivor.start();
afterAll(async () => {
  release();
  await dying.stop();
  await survivor.stop();
});

describe('the job queue', () => {
  it('refuses a payload its schema does not accept', async () => {
    await expect(dying.enqueue(hangingJob, { value: 'seven' } as never)).rejects.toThrow();
  });

  it('finishes, in a live process, a job whose process stopped beating', async () => {
    await dying.startWorkers(t.app.ctx);
    await dying.enqueue(hangingJob, { value: 7 });
    await started;
    // The dying process misses its beats (as after kill -9): its beat is older than the stale limit.
    await t.database.db.execute(sql`update job_workers set beat_at = now() - interval '1 hour'`);
    await survivor.startWorkers(t.app.ctx); // its reaper runs at once, then every few seconds
    await survivor.drain();
    expect(finished).toEqual([{ value: 7, retryCount: 1 }]);
    const leases = await t.database.db.execute(sql`select * from job_leases`);
    expect(leases.rows).toHaveLength(0);
  });

  it('retries a job whose handler threw', async () => {
    await survivor.enqueue(flakyJob, {});
    await survivor.drain();
    expect(attempts).toBe(2);
  });
});
