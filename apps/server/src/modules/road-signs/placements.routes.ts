import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadFormSchema } from '@groundwork/shared/contracts/common';
import { fileQuerySchema } from '@groundwork/shared/contracts/road-signs';
import {
  createPlacementFieldSchema,
  inspectionFieldSchema,
  nearestAddressQuerySchema,
  nearestAddressSchema,
  pickupRouteBodySchema,
  pickupRouteSchema,
  placementDetailSchema,
  placementListQuerySchema,
  placementQuerySchema,
  placementSchema,
  removalFieldSchema,
  requestPlacementBodySchema,
  uploadQuerySchema,
} from '@groundwork/shared/contracts/road-sign-placements';
import type { AppContext } from '../../context.ts';
import { sendStoredFile } from '../../lib/uploads/stored-files.ts';
import { can, canUpload } from '../../plugins/route-declaration.ts';
import { nearestAddress } from './nearest-address.ts';
import * as views from './placement-views.ts';
import * as service from './placements.service.ts';
import { withUpload } from './road-sign-files.ts';
import { route } from './road-signs.routes.ts';

const photoUpload = (field: string, what: string) => ({
  summary: `${what} (multipart: \`file\`, a photo up to 15 MB, and \`${field}\`, JSON with campaign_id; \`?campaign_id=\` optional)`,
  consumes: ['multipart/form-data'],
  querystring: uploadQuerySchema,
  body: uploadFormSchema([field]),
  response: { 201: placementDetailSchema },
});

/** Placements: requested → installed → inspected → removed (docs/decisions/0037-road-signs.md). */
export const placementsRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/road-sign/placement/',
    route(
      canUpload('road-sign:place'),
      photoUpload('placement', 'Install a sign, located by `coordinates` or else the photo’s GPS'),
      async ({ request, reply }) => {
        const field = { field: 'placement', schema: createPlacementFieldSchema, kind: 'photo' } as const;
        const placement = await withUpload(ctx, request, field, (actor, values, photo) =>
          service.installPlacement(ctx, actor, values, photo),
        );
        return reply.status(201).send(placement);
      },
    ),
  );

  api.post(
    '/road-sign/placement/inspection/',
    route(
      canUpload('road-sign:place'),
      photoUpload('inspection', 'Inspect a standing sign: ok, damaged or missing'),
      async ({ request, reply }) => {
        const field = { field: 'inspection', schema: inspectionFieldSchema, kind: 'photo' } as const;
        const placement = await withUpload(ctx, request, field, (actor, values, photo) =>
          service.inspectPlacement(ctx, actor, values, photo),
        );
        return reply.status(201).send(placement);
      },
    ),
  );

  api.post(
    '/road-sign/placement/removal/',
    route(
      canUpload('road-sign:place'),
      photoUpload('removal', 'Take a standing sign down'),
      async ({ request, reply }) => {
        const field = { field: 'removal', schema: removalFieldSchema, kind: 'photo' } as const;
        const placement = await withUpload(ctx, request, field, (actor, values, photo) =>
          service.removePlacement(ctx, actor, values, photo),
        );
        return reply.status(201).send(placement);
      },
    ),
  );

  api.post(
    '/road-sign/placement/request/',
    route(
      can('road-sign:place', 'body.campaign_id'),
      {
        summary: "A supporter's request for a sign, with address and contact",
        body: requestPlacementBodySchema,
        response: { 201: placementDetailSchema },
      },
      async ({ request, reply, actor }) =>
        reply.status(201).send(await service.requestPlacement(ctx, actor, request.body)),
    ),
  );

  api.get(
    '/road-sign/placement/',
    route(
      can('road-sign:view'),
      {
        summary: 'One placement with its history',
        querystring: placementQuerySchema,
        response: { 200: placementDetailSchema },
      },
      async ({ request, actor }) => views.getPlacement(ctx, ctx.db, actor, request.query.id),
    ),
  );

  api.get(
    '/road-sign/placement/all/',
    route(
      can('road-sign:view'),
      {
        summary: "The campaign's placements, newest first, flagged against the removal deadline",
        querystring: placementListQuerySchema,
        response: { 200: z.array(placementSchema) },
      },
      async ({ request, actor }) => {
        const { campaign_id: _campaignId, ...filters } = request.query;
        return views.listPlacements(ctx, actor, filters);
      },
    ),
  );

  api.get(
    '/road-sign/placement/photo/',
    route(
      can('road-sign:view'),
      {
        summary: 'A placement photo (metadata stripped) or its 320 px thumbnail, by the id of its step',
        querystring: fileQuerySchema,
      },
      async ({ request, reply, actor }) => {
        const { id, size } = request.query;
        return sendStoredFile(reply, ctx.storage, await views.photoFile(ctx.db, actor, id, size));
      },
    ),
  );

  api.get(
    '/road-sign/nearest-address/',
    route(
      can('road-sign:place'),
      {
        summary: 'The address of the nearest voter household (within 250 m), to suggest for a placement',
        querystring: nearestAddressQuerySchema,
        response: { 200: nearestAddressSchema },
      },
      async ({ request, actor }) => nearestAddress(ctx.db, actor.campaignId, request.query),
    ),
  );

  api.post(
    '/road-sign/pickup-route/',
    route(
      can('road-sign:view', 'body.campaign_id'),
      {
        summary: 'Standing signs of an area (or all) in pickup order from a start point',
        body: pickupRouteBodySchema,
        response: { 200: pickupRouteSchema },
      },
      async ({ request, actor }) => views.pickupRoute(ctx, actor, request.body),
    ),
  );
};
