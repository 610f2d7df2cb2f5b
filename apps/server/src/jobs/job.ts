import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';

/** What a handler learns about its run besides the payload. */
export interface JobRun {
  id: string;
  /** 0 on the first run; more when the job is retried (a failure, or its process died). */
  retryCount: number;
  log: FastifyBaseLogger;
}

/**
 * A named background job (docs/decisions/0026-job-queue.md). The payload is checked with its zod schema
 * when sent and again when run. The handler must be idempotent: a job whose process dies is run again
 * from the start by another process. Progress a person sees lives in the module's own table.
 */
export interface JobDefinition<P> {
  name: string;
  payload: z.ZodType<P>;
  handle(ctx: AppContext, payload: P, run: JobRun): Promise<void>;
  /** Runs again after a thrown error or a dead process, up to this many times (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 2), doubled each time with jitter (retryBackoff). */
  retryDelay?: number;
  /** Jobs of this name one process runs at once (default 1). */
  concurrency?: number;
}

export const defineJob = <P>(definition: JobDefinition<P>): JobDefinition<P> => definition;

// The registry holds definitions of several payload types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJob = JobDefinition<any>;
