import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@groundwork/shared/constants';
import type { Config } from './config/env.ts';
import type { AppContext } from './context.ts';
import { openDatabase, type Database } from './db/client.ts';
import { enableGeography } from './modules/voters/geography.ts';
import { voterIndexFor } from './modules/voters/voter-index/voter-index.ts';
import { JobQueue } from './jobs/queue.ts';
import { ALL_JOBS } from './jobs/registry.ts';
import { createAuth } from './identity/auth.ts';
import { identityRoutes } from './identity/identity.routes.ts';
import { listeningPort } from './identity/origins.ts';
import { resetLinkRoutes } from './identity/reset-link.routes.ts';
import { createRevocationList } from './identity/revocations.ts';
import { loadOrCreateSecret } from './identity/secret.ts';
import { createTokenVerifier, localKeySet, remoteKeySet } from './identity/token-verifier.ts';
import { createMailer, type Mailer } from './integrations/mail/index.ts';
import { createStorage } from './integrations/storage/index.ts';
import { createTelephony } from './integrations/telephony/index.ts';
import { createSealer } from './lib/crypto/seal.ts';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes.ts';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.ts';
import { districtRoutes } from './modules/district/district.routes.ts';
import { electionResultsRoutes } from './modules/election-results/election-results.routes.ts';
import { voterImportsRoutes } from './modules/voter-imports/voter-imports.routes.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { surveysRoutes } from './modules/surveys/surveys.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { voterGroupsRoutes } from './modules/voter-groups/voter-groups.routes.ts';
import { walkbooksRoutes } from './modules/walkbooks/walkbooks.routes.ts';
import { recommendedWalkbooksRoutes } from './modules/recommended-walkbooks/recommended-walkbooks.routes.ts';
import { voterTagsRoutes } from './modules/voter-tags/voter-tags.routes.ts';
import { mailDropsRoutes } from './modules/mail/mail-drops.routes.ts';
import { mailersRoutes } from './modules/mail/mailers.routes.ts';
import { placementsRoutes } from './modules/road-signs/placements.routes.ts';
import { roadSignsRoutes } from './modules/road-signs/road-signs.routes.ts';
import { textCampaignsRoutes } from './modules/text-campaigns/text-campaigns.routes.ts';
import { phoneBankingRoutes } from './modules/phone-banking/phone-banking.routes.ts';
import { voiceRoutes } from './modules/phone-banking/voice/voice.routes.ts';
import { textRegistrationRoutes } from './modules/text-registration/text-registration.routes.ts';
import { consentRoutes } from './modules/consent/consent.routes.ts';
import { votersRoutes } from './modules/voters/voters.routes.ts';
import { basemapRoutes } from './modules/streets/basemap.routes.ts';
import { streetsRoutes } from './modules/streets/streets.routes.ts';
import { accessPlugin } from './plugins/access.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { READS_CHANNEL, ReadCache } from './lib/read-cache.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { inputPlugin } from './plugins/input.ts';
import { logDestination, requestChildLogger, requestLogPlugin } from './plugins/request-log.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';

import { VERSION } from './version.ts';

export { VERSION };

export interface BuildOverrides {
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database;
  mailer?: Mailer;
  logger?: boolean;
  /** Where log lines go (tests read them); stdout otherwise. */
  logStream?: NodeJS.WritableStream;
}

/** Methods that never write: their answers do not drop cached list bodies. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the whole server (API, identity provider, web app) without listening. Tests call this. */
export const buildApp = async (config: Config, overrides: BuildOverrides = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger:
      overrides.logger === false
        ? false
        : { level: config.logLevel, stream: overrides.logStream ?? logDestination() },
    routerOptions: { ignoreTrailingSlash: true },
    // One line per request (plugins/request-log.ts), not Fastify's two ("incoming request", "request completed").
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: requestChildLogger,
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    overrides.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  if (!overrides.database) app.addHook('onClose', () => database.close());
  // PostGIS when the server has it, the PL/pgSQL fallback otherwise (modules/voters/geography.ts).
  await enableGeography(database, app.log);
  const { db } = database;
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, env: config.env, db, log: app.log });
  const secret = config.authSecret ?? loadOrCreateSecret(config.dataDir);
  const auth = createAuth({
    db,
    config,
    mailer,
    secret,
    port: () => listeningPort(app.server, config),
  });
  const tokens = config.oidc
    ? createTokenVerifier(remoteKeySet(config.oidc.jwksUrl), {
        issuer: config.oidc.issuer,
        audience: config.oidc.audience,
      })
    : createTokenVerifier(
        localKeySet(() => auth.api.getJwks()),
        {
          ...config.token,
          revocations: createRevocationList(db, config.token.lifetimeSeconds),
        },
      );
  const storage = createStorage(config);
  const jobs = new JobQueue(database, app.log, ALL_JOBS);
  await jobs.start();
  const { port: telephony, simulator } = createTelephony(config, {
    db,
    jobs,
    secret,
    // The simulator reaches our webhooks in-process, through the real routes (docs/decisions/0039-telephony.md).
    post: async (url, params, signature) => {
      const { pathname, search } = new URL(url);
      const reply = await app.inject({
        method: 'POST',
        url: `${pathname}${search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        payload: new URLSearchParams(params).toString(),
      });
      return { status: reply.statusCode, body: reply.body };
    },
  });
  // Reads cached per process; other processes' writes arrive as NOTIFY (docs/decisions/0032-read-cache.md).
  const reads = new ReadCache();
  const stopListening = await database.listen(
    READS_CHANNEL,
    (payload) => reads.onNotification(payload),
    () => reads.clear(),
  );
  const ctx: AppContext = {
    config,
    database,
    db,
    auth,
    mailer,
    tokens,
    storage,
    telephony,
    simulator,
    jobs,
    reads,
    sealer: createSealer(secret),
  };
  app.decorate('ctx', ctx);

  // A request that may have written drops this app's cached list bodies before it answers, so its
  // caller's next read sees the write (other processes hear it through NOTIFY: decision 0032).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READ_METHODS.has(request.method)) reads.evictBodies();
    done(null, payload);
  });
  if (overrides.logger !== false && ['trace', 'debug', 'info'].includes(config.logLevel)) {
    await app.register(requestLogPlugin);
  }

  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: VERSION,
        description: 'Campaign management: the server behind every call.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(errorsPlugin, { webDistDir: config.webDistDir });
  await app.register(compressionPlugin);
  // Access first: its hooks run before the input's, so who the caller is comes before what they sent.
  await app.register(accessPlugin, { db, tokens, reads });
  await app.register(inputPlugin);
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // Uploads stream to storage; one file per request, up to 2 GiB (voter files are large).
  await app.register(fastifyMultipart, { limits: { files: 1, fileSize: 2 * 1024 ** 3, fields: 20 } });

  await app.register((instance) => identityRoutes(instance, ctx));
  await app.register((instance) => resetLinkRoutes(instance, ctx));
  await app.register((instance) => systemRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => webhooksRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => usersRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => accountRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => campaignsRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => invitationsRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => teamRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => voterGroupsRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => voterTagsRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => districtRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => voterImportsRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => electionResultsRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => surveysRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => walkbooksRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => recommendedWalkbooksRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => roadSignsRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => textRegistrationRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => placementsRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => textCampaignsRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => phoneBankingRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => voiceRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => auditLogRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => mailersRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => mailDropsRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => consentRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => votersRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => streetsRoutes(instance, ctx), { prefix: '/api' });
  await app.register((instance) => basemapRoutes(instance, ctx), { prefix: '/api' });
  await app.register(webPlugin, { webDistDir: config.webDistDir });

  app.addHook('onClose', async () => {
    await stopListening();
    reads.close();
    await jobs.stop(); // running jobs get a few seconds, then another process retries them
    await voterIndexFor(db).close(); // a rebuild still reading finishes before the database closes
    await mailer.close?.();
  });
  return app;
};
