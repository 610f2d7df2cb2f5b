import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { APP_BASE_PATH } from '@groundwork/shared/constants';

/** Serves the built web app on the same port; `/` redirects to the app. Deep links fall back to index.html. */
export const webPlugin = fp(async (app: FastifyInstance, options: { webDistDir: string }) => {
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect(APP_BASE_PATH),
  );
  if (existsSync(join(options.webDistDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: options.webDistDir, wildcard: true, index: false });
  }
});
