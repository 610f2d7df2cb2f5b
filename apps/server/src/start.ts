import type { FastifyInstance } from 'fastify';

export interface Serving {
  /** The port the server listens on (the configured one, or the one the system chose for 0); null when API=false. */
  port: number | null;
}

/**
 * Runs what this process is configured for (docs/decisions/0026-job-queue.md): the HTTP API, then the job
 * workers, which take up any job a stopped process left (its leases are reaped, pg-boss retries it).
 * Listening comes first, so a server restarted after a crash answers at once.
 */
export const startServing = async (
  app: FastifyInstance,
  listen: { port: number; host: string },
): Promise<Serving> => {
  const { config } = app.ctx;
  let port: number | null = null;
  if (config.roles.api) {
    await app.listen(listen);
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : listen.port;
  }
  if (config.roles.workers) await app.ctx.jobs.startWorkers(app.ctx);
  return { port };
};
