import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, computed once: they depend on nothing in the request, and
 * building them per request (as @fastify/helmet does: the policy parsed and written again) cost ~5–9% of
 * an authenticated read (docs/decisions/0028-read-path.md).
 */
const staticHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name.toLowerCase());
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.fromEntries(headers);
};

/**
 * Security headers on every answer (web app, /api, /identity), with a Content-Security-Policy that
 * fits what the pages load (decision 0022): scripts only from this server (the web app's bundle,
 * swagger-ui's files at /api/docs); inline styles (Mantine and swagger-ui set them); MapLibre's workers
 * from this server or blob: URLs, and its style, tiles and glyphs from any https host (the basemap is
 * configurable); the legal pages framed by this server's own pages only. Over https the browser is also
 * told to keep to https (HSTS, upgrade-insecure-requests); over http (a LAN address) that would break
 * every request, so neither is sent.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  const https = options.publicUrl.startsWith('https://');
  const headers = staticHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https:'],
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
