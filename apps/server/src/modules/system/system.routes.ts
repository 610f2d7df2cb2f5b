import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthResponseSchema, outboxMessageSchema } from '@groundwork/shared/contracts/system';
import { VERSION } from '../../version.ts';
import type { AppContext } from '../../context.ts';
import { createOutboxMailer } from '../../integrations/mail/outbox.adapter.ts';

const startedAt = Date.now();

export const systemRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Server and database status',
        security: [],
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      let latency: number | null = null;
      try {
        latency = await ctx.database.ping();
      } catch (error) {
        app.log.error({ err: error }, 'database ping failed');
      }
      const up = latency !== null;
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'unavailable',
        version: VERSION,
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
        database: { status: up ? 'up' : 'down', kind: ctx.database.kind, latency_ms: latency },
      });
    },
  );

  api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  // The development outbox: only outside production, and only when no SMTP server is configured.
  if (ctx.config.env !== 'production' && ctx.mailer.kind === 'outbox') {
    const outbox = createOutboxMailer(ctx.db, app.log);
    api.get(
      '/dev/outbox',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Every e-mail sent (development only)',
          security: [],
          response: { 200: z.array(outboxMessageSchema) },
        },
      },
      async () => outbox.list(),
    );
  }
};
