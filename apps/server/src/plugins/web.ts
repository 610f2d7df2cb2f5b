import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { APP_BASE_PATH } from '@groundwork/shared/constants';

/** Vite puts every hashed file here: its name changes with its content, so it never needs revalidating. */
const HASHED_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * index.html and the unhashed files (favicon, sw.js, manifest.webmanifest): cached, but asked about (ETag)
 * before each use, so a new version of the app is seen at the next visit.
 */
const REVALIDATE = 'no-cache';

/** Source maps are never served, even when a build left some in the directory. */
const isSourceMap = (path: string): boolean => path.endsWith('.map');

/**
 * The installable app's files (decision 0048): unhashed, so revalidated like index.html. A service worker
 * script answered with index.html would fail to install, and the browser would keep the old one.
 */
const APP_FILES = new Set(['/sw.js', '/manifest.webmanifest']);

/**
 * Paths that name a file of the built app: a miss there is a 404, never the app's index.html (a stale
 * chunk answered with HTML breaks the page with a MIME error instead of a reload).
 */
export const isStaticFilePath = (path: string): boolean =>
  path.startsWith(`/${HASHED_DIR}/`) || APP_FILES.has(path) || isSourceMap(path);

/**
 * Serves the built web app on the same port; `/` redirects to the app. Deep links fall back to index.html
 * (in the not-found handler, `plugins/errors.ts`). Files are sent as the brotli or gzip copy the build made
 * beside them (`preCompressed`) when the browser accepts one; decision 0029.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { webDistDir: string }) => {
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect(APP_BASE_PATH),
  );
  if (!existsSync(join(options.webDistDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: options.webDistDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !isSourceMap(pathName),
    setHeaders: (reply, filePath) => {
      const hashed = relative(options.webDistDir, filePath).startsWith(`${HASHED_DIR}${sep}`);
      reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
});
