import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
  await app.register(fastifyHelmet, {
    global: true,
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
});
