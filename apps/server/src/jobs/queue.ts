import { EventEmitter, once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { AnyJob, JobDefinition } from './job.ts';
import { Liveness, STALE_SECONDS } from './liveness.ts';

/** Longest a job may stay active in pg-boss's own eyes: a last resort, liveness reaps dead ones first. */
const EXPIRE_IN_HOURS = 23;
/** How long a graceful stop lets running jobs finish before they are failed (and so retried elsewhere). */
const STOP_TIMEOUT_MS = 5_000;
/** drain() looks again at least this often: a job settling in another process tells this one nothing. */
const DRAIN_RECHECK_MS = 250;
/** drain() waits for delayed jobs due within this many seconds, and no later ones. */
const DRAIN_HORIZON_SECONDS = 60;

/**
 * The one job queue (docs/decisions/0026-job-queue.md): pg-boss 10 on the app's database, named jobs
 * with zod payloads, retries with backoff, and worker liveness so a job whose process dies is finished
 * by another running process. Every process can send; `startWorkers()` makes this one run jobs too.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly byName = new Map<string, AnyJob>();
  private readonly workerIds = new Map<string, string[]>();
  private readonly running = new Set<Promise<void>>();
  private readonly settled = new EventEmitter();
  private liveness: Liveness | null = null;
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    jobs: readonly AnyJob[],
  ) {
    for (const job of jobs) this.byName.set(job.name, job);
    this.boss = new PgBoss({
      ...database.jobsConnection,
      ...(database.kind === 'postgres' ? { max: 4 } : {}),
      schedule: false, // no cron jobs yet: no clock monitor polling the database
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  /** Creates pg-boss's schema and our queues (idempotent); sending works from here on. */
  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    for (const name of this.byName.keys()) await this.boss.createQueue(name);
    this.started = true;
  }

  get working(): boolean {
    return this.liveness !== null;
  }

  /** Runs this process's share of every queue: leases, heartbeat, reaper, then one worker per slot. */
  async startWorkers(ctx: AppContext): Promise<void> {
    if (this.liveness) return;
    // Only one process can open a PGlite data directory: any other worker recorded there is dead.
    const stale = this.database.kind === 'pglite' ? 0 : STALE_SECONDS;
    this.liveness = new Liveness(
      this.database.db,
      stale,
      async (queue, jobId) => {
        this.log.warn({ job_id: jobId, queue }, 'job of a stopped worker process failed for retry');
        await this.boss.fail(queue, jobId, { message: 'the worker process running it stopped' });
      },
      (error) => this.log.error({ err: error }, 'job worker heartbeat failed'),
    );
    await this.liveness.start();
    for (const job of this.byName.values()) {
      const ids: string[] = [];
      for (let slot = 0; slot < (job.concurrency ?? 1); slot += 1) {
        ids.push(
          await this.boss.work(job.name, { batchSize: 1, includeMetadata: true }, ([found]) =>
            found ? this.run(ctx, job, found) : Promise.resolve(),
          ),
        );
      }
      this.workerIds.set(job.name, ids);
    }
    this.log.info({ worker_id: this.liveness.workerId }, 'job workers started');
  }

  private run(ctx: AppContext, job: AnyJob, found: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const liveness = this.liveness!;
    const log = this.log.child({ job: job.name, job_id: found.id });
    const execution = (async () => {
      await liveness.lease(job.name, found.id);
      try {
        await job.handle(ctx, job.payload.parse(found.data), {
          id: found.id,
          retryCount: found.retryCount,
          log,
        });
      } catch (error) {
        log.error({ err: error, retry_count: found.retryCount }, 'job failed');
        throw error; // pg-boss records the failure and retries while retries are left
      } finally {
        await liveness.release(found.id).catch((error: unknown) => log.error({ err: error }));
      }
    })();
    this.running.add(execution);
    void execution.then(
      () => this.finish(execution),
      () => this.finish(execution),
    );
    return execution;
  }

  private finish(execution: Promise<void>) {
    this.running.delete(execution);
    this.settled.emit('settled');
  }

  /**
   * Queues a job and wakes this process's worker for it, so it starts without waiting for a poll.
   * `startAfter` delays it (a date, or seconds from now); `singletonKey` keeps one queued job per key.
   */
  async enqueue<P>(
    job: JobDefinition<P>,
    payload: P,
    options: { startAfter?: Date | number; singletonKey?: string } = {},
  ): Promise<string | null> {
    const data = job.payload.parse(payload) as object;
    const id = await this.boss.send(job.name, data, {
      retryLimit: job.retryLimit ?? 3,
      retryDelay: job.retryDelay ?? 2,
      retryBackoff: true,
      expireInHours: EXPIRE_IN_HOURS,
      ...(options.startAfter === undefined ? {} : { startAfter: options.startAfter }),
      ...(options.singletonKey === undefined ? {} : { singletonKey: options.singletonKey }),
    });
    for (const workerId of this.workerIds.get(job.name) ?? []) this.boss.notifyWorker(workerId);
    return id;
  }

  /**
   * Jobs of ours not yet completed, failed or cancelled, in any process, that are running or due within
   * DRAIN_HORIZON_SECONDS (a drop scheduled for next month is not waited for; a retry in a few seconds is).
   */
  private async pending(): Promise<number> {
    const result = await this.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pgboss.job
      where name in (${sql.join(
        [...this.byName.keys()].map((name) => sql`${name}`),
        sql`, `,
      )})
        and state < 'completed'
        and (state = 'active' or start_after < now() + make_interval(secs => ${DRAIN_HORIZON_SECONDS}))`);
    return Number(result.rows[0]?.n ?? 0);
  }

  /** Resolves when no job of ours is queued, due soon, waiting to retry, or running (tests wait with this). */
  async drain(): Promise<void> {
    for (;;) {
      await Promise.allSettled([...this.running]);
      if (this.running.size === 0 && (await this.pending()) === 0) return;
      for (const ids of this.workerIds.values()) for (const id of ids) this.boss.notifyWorker(id);
      await once(this.settled, 'settled', { signal: AbortSignal.timeout(DRAIN_RECHECK_MS) }).catch(
        () => undefined,
      );
    }
  }

  /** Graceful: running jobs get a few seconds, then are failed so another process retries them. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: true });
    await this.liveness?.stop();
    this.liveness = null;
  }
}
