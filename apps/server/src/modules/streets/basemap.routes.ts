/**
 * The basemap Groundwork serves (docs/decisions/0059-served-basemap.md): the campaign's style, its streets as
 * vector tiles (members), and the glyphs of the street names (public: no secret, and drawn signed out offline).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STREETS_MESSAGES, streetsQuerySchema } from '@groundwork/shared/contracts/streets';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../errors.ts';
import { listeningPort, reachableOrigins } from '../../identity/origins.ts';
import { can } from '../../plugins/route-declaration.ts';
import { readGlyphs } from './glyphs.ts';
import * as service from './streets.service.ts';
import { isTileAddress } from './tiles.ts';
import { route } from './streets.routes.ts';

const PROTOBUF = 'application/x-protobuf';
/** Tiles change when the campaign loads another file: kept an hour by the browser, never by a shared cache. */
const TILE_CACHE = 'private, max-age=3600';
/** Glyphs change with a release at most. */
const GLYPH_CACHE = 'public, max-age=604800, immutable';

const tileParamsSchema = z.object({ z: z.string(), x: z.string(), y: z.string() });
const glyphParamsSchema = z.object({ fontstack: z.string(), range: z.string() });

/** A decimal tile coordinate, or NaN. */
const coordinate = (text: string) => (/^\d{1,7}$/.test(text) ? Number(text) : Number.NaN);

/**
 * Where the browser reaches this server: the request's own origin when it is one the server is known by
 * (PUBLIC_URL, loopback, its network addresses outside production: identity/origins.ts), else PUBLIC_URL.
 * Never an arbitrary Host header.
 */
const originOf = (app: FastifyInstance, ctx: AppContext, request: FastifyRequest) => {
  const origin = `${request.protocol}://${request.host}`;
  const known = reachableOrigins(ctx.config, listeningPort(app.server, ctx.config));
  return known.includes(origin) ? origin : ctx.config.publicUrl;
};

const protobuf = (reply: FastifyReply, body: Uint8Array, cache: string) =>
  reply
    .type(PROTOBUF)
    .header('cache-control', cache)
    .send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));

export const basemapRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/basemap/style.json',
    route(
      can('campaign:view'),
      {
        summary: "The campaign's MapLibre style: its streets as vector tiles, with their names",
        querystring: streetsQuerySchema,
        response: { 200: z.record(z.string(), z.unknown()) },
      },
      async ({ request, reply, actor }) => {
        const style = await service.getBasemapStyle(ctx, actor, originOf(app, ctx, request));
        return reply.header('cache-control', 'private, no-cache').send(style);
      },
    ),
  );

  api.get(
    '/basemap/tiles/:z/:x/:y',
    route(
      can('campaign:view'),
      {
        summary: "A vector tile of the campaign's streets (`{z}/{x}/{y}.pbf`, layer `streets`: name, class)",
        params: tileParamsSchema,
        querystring: streetsQuerySchema,
        produces: [PROTOBUF],
      },
      async ({ request, reply, actor }) => {
        const { z: zoom, x, y } = request.params;
        const tile = { z: coordinate(zoom), x: coordinate(x), y: coordinate(y.replace(/\.pbf$/, '')) };
        if (!y.endsWith('.pbf') || !isTileAddress(tile)) throw badRequest(STREETS_MESSAGES.badTile);
        const body = await service.getStreetsTile(ctx.db, actor, tile);
        return protobuf(reply, body, TILE_CACHE);
      },
    ),
  );

  api.get(
    '/basemap/fonts/:fontstack/:range',
    route(
      'public',
      {
        summary:
          'A glyph range of the style’s font (`{fontstack}/{start}-{end}.pbf`); a range not shipped is empty',
        security: [],
        params: glyphParamsSchema,
        produces: [PROTOBUF],
      },
      async ({ request, reply }) => {
        const { fontstack, range } = request.params;
        const glyphs =
          range.endsWith('.pbf') && !fontstack.includes('..')
            ? await readGlyphs(fontstack, range.slice(0, -'.pbf'.length))
            : null;
        if (!glyphs) throw new AppError('NOT_FOUND', 'Font not found');
        return protobuf(reply, glyphs, GLYPH_CACHE);
      },
    ),
  );
};
