import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientConfigSchema,
  healthResponseSchema,
  outboxMessageSchema,
} from '@groundwork/shared/contracts/system';
import { BASEMAP } from '@groundwork/shared/contracts/streets';
import { VERSION } from '../../version.ts';
import type { AppContext } from '../../context.ts';
import { createOutboxMailer } from '../../integrations/mail/outbox.adapter.ts';
import { onlyThisMachine } from '../../lib/loopback.ts';
import { declareRoutes } from '../../plugins/route-declaration.ts';
import { devPhonesRoutes } from './dev-phones.routes.ts';

const route = declareRoutes('system');

const startedAt = Date.now();

export const systemRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/health',
    route(
      'public',
      {
        summary: 'Server and database status',
        security: [],
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
      async ({ reply }) => {
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
    ),
  );

  // Not in the spec (0050-basemap.md): MAP_STYLE_URL, else Groundwork's own style (0059-served-basemap.md,
  // relative: the web app adds `campaign_id`). Public, since the maps may be drawn before anyone signs in and offline
  // from the last answer; no-cache, so a changed MAP_STYLE_URL reaches every browser without a rebuild.
  api.get(
    '/config/',
    route(
      'public',
      {
        summary: "This deployment's settings for the web app (the basemap)",
        security: [],
        response: { 200: clientConfigSchema },
      },
      async ({ reply }) =>
        reply
          .header('cache-control', 'no-cache')
          .send({ map_style_url: ctx.config.mapStyleUrl ?? BASEMAP.stylePath }),
    ),
  );

  api.get(
    '/openapi.json',
    route('public', { hide: true, response: { 200: z.unknown() } }, async () => app.swagger()),
  );

  // Development routes (/api/dev/*): only outside production, only with no SMTP server configured, and only
  // to clients on this machine: the outbox holds password-reset and invitation links, so anybody on the
  // network who could read it could take any account.
  if (ctx.config.env !== 'production' && ctx.mailer.kind === 'outbox') {
    await app.register(devRoutes(createOutboxMailer(ctx.db, app.log, ctx.config.env)), { prefix: '/dev' });
  }
  // The simulated phones: outside production, with the telephony simulator only (never with Twilio).
  if (ctx.config.env !== 'production' && ctx.simulator) {
    await app.register(devPhonesRoutes(ctx.simulator), { prefix: '/dev' });
  }
};

const devRoutes =
  (outbox: ReturnType<typeof createOutboxMailer>) =>
  async (app: FastifyInstance): Promise<void> => {
    app.addHook(
      'onRequest',
      onlyThisMachine('The development outbox is only served to the machine Groundwork runs on'),
    );
    app.withTypeProvider<ZodTypeProvider>().get(
      '/outbox',
      route(
        'public',
        {
          summary: 'Every e-mail sent (development only, this machine only)',
          security: [],
          response: { 200: z.array(outboxMessageSchema) },
        },
        async () => outbox.list(),
      ),
    );
  };
