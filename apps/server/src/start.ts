import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { resumePendingGroups, resumeUnfinishedUploads } from './modules/voter-groups/voter-groups.jobs.ts';
import { resumeImports } from './modules/voter-imports/voter-imports.jobs.ts';
import { resumePendingRequests } from './modules/recommended-walkbooks/recommended-walkbooks.jobs.ts';

/** Picks up the background work a stopped server left: group selections, uploads, imports, recommendations. */
export const resumeBackgroundWork = async (ctx: AppContext, log: FastifyBaseLogger): Promise<void> => {
  const steps: [string, () => Promise<void>][] = [
    ['voter groups', () => resumePendingGroups(ctx.db, log)],
    ['voter group uploads', () => resumeUnfinishedUploads(ctx.db, ctx.storage, log)],
    ['voter imports', () => resumeImports(ctx.database, ctx.storage, log)],
    ['recommendations', () => resumePendingRequests(ctx.db, log)],
  ];
  for (const [name, step] of steps) {
    try {
      await step();
    } catch (error) {
      log.error({ err: error }, `resuming ${name} failed`);
    }
  }
};

export interface Serving {
  /** The port the server listens on (the configured one, or the one the system chose for 0). */
  port: number;
  /** Settles when the resumed background work has finished; the server answers long before. */
  resumed: Promise<void>;
}

/**
 * Listens first, then resumes unfinished background work: a server restarted after a crash answers at once
 * (a resumed 200k-row import used to keep it from listening for 40 s).
 */
export const startServing = async (
  app: FastifyInstance,
  listen: { port: number; host: string },
  resume: (ctx: AppContext, log: FastifyBaseLogger) => Promise<void> = resumeBackgroundWork,
): Promise<Serving> => {
  await app.listen(listen);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : listen.port;
  return { port, resumed: resume(app.ctx, app.log) };
};
