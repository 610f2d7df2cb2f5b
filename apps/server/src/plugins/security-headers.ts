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

/** The security headers of an API answer (HSTS added over https). */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** The API's own answers: `/api/`, but not the docs pages it serves. */
const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers on every answer (web app, /api, /identity), with a Content-Security-Policy that
 * fits what the pages load (decision 0022): scripts only from this server (the web app's bundle,
 * swagger-ui's files at /api/docs); inline styles (Mantine and swagger-ui set them); MapLibre's workers
 * from this server or blob: URLs, and its style, tiles and glyphs from any https host (the basemap is
 * configurable); the legal pages framed by this server's own pages only. Over https the browser is also
 * told to keep to https (HSTS, upgrade-insecure-requests); over http (a LAN address) that would break
 * every request, so neither is sent.
 *
 * The API's answers (JSON, CSV attachments, TwiML: never a page) get the short set a browser heeds for
 * data (`API_HEADERS`, as OWASP's REST Security Cheat Sheet lists): nothing may load or frame them, no
 * other site may read them, no sniffing. A page's twelve headers on every API answer cost ~15 % of a
 * cached read's server time and ~600 bytes (decision 0028).
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
  const hsts = headers['strict-transport-security'];
  const api = { ...API_HEADERS, ...(hsts ? { 'strict-transport-security': hsts } : {}) };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? api : headers);
    done();
  });
});
