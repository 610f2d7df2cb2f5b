import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Processes running job workers, each beating every few seconds (docs/decisions/0026-job-queue.md).
 * A process whose beat is stale is dead: its leased jobs are failed (and so retried) by a live one.
 */
export const jobWorkers = pgTable('job_workers', {
  id: uuid('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The pg-boss jobs a worker process is running now: one row per job, deleted when it settles. */
export const jobLeases = pgTable(
  'job_leases',
  {
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    workerId: uuid('worker_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_leases_worker_id_idx').on(t.workerId)],
);
