import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** How often a worker process records that it is alive, and reaps the jobs of dead ones. */
export const BEAT_MS = 5_000;
/** A process that has not beaten for this long is dead (four missed beats). */
export const STALE_SECONDS = 20;

interface Lease {
  job_id: string;
  queue: string;
}

/**
 * Worker liveness (docs/decisions/0026-job-queue.md): pg-boss 10 has no heartbeat and an import can run
 * longer than any fixed expiry, so each worker process beats a row in `job_workers` and leases each job
 * it runs in `job_leases`. A reaper in every worker process takes the leases of processes whose beat is
 * stale and fails those jobs in pg-boss, which retries them on a live process.
 */
export class Liveness {
  readonly workerId = randomUUID();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    /** Seconds after which another process is dead; 0 when no other process can be alive (PGlite). */
    private readonly staleSeconds: number,
    private readonly failJob: (queue: string, jobId: string) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    await this.beat();
    await this.reap();
    this.timer = setInterval(() => {
      this.beat()
        .then(() => this.reap())
        .catch(this.onError);
    }, BEAT_MS);
    this.timer.unref();
  }

  private async beat(): Promise<void> {
    await this.db.execute(sql`
      insert into job_workers (id) values (${this.workerId})
      on conflict (id) do update set beat_at = now()`);
  }

  /** Fails the jobs whose process is dead (pg-boss retries them); one reaper wins each lease. */
  async reap(): Promise<number> {
    const { rows } = await this.db.execute<Lease & Record<string, unknown>>(sql`
      delete from job_leases l
      where l.worker_id <> ${this.workerId}
        and not exists (
          select 1 from job_workers w
          where w.id = l.worker_id and w.beat_at >= now() - make_interval(secs => ${this.staleSeconds})
        )
      returning l.job_id, l.queue`);
    for (const lease of rows) await this.failJob(lease.queue, lease.job_id);
    await this.db.execute(sql`
      delete from job_workers
      where id <> ${this.workerId} and beat_at < now() - make_interval(secs => ${this.staleSeconds})`);
    return rows.length;
  }

  async lease(queue: string, jobId: string): Promise<void> {
    await this.db.execute(sql`
      insert into job_leases (job_id, queue, worker_id) values (${jobId}, ${queue}, ${this.workerId})
      on conflict (job_id) do update set worker_id = excluded.worker_id, started_at = now()`);
  }

  async release(jobId: string): Promise<void> {
    await this.db.execute(sql`
      delete from job_leases where job_id = ${jobId} and worker_id = ${this.workerId}`);
  }

  /** This process stops working: no more beats, and its row and leases go (pg-boss has failed its jobs). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.db.execute(sql`delete from job_leases where worker_id = ${this.workerId}`);
    await this.db.execute(sql`delete from job_workers where id = ${this.workerId}`);
  }
}
