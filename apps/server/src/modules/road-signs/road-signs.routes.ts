import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadFormSchema } from '@groundwork/shared/contracts/common';
import {
  createRoadSignFieldSchema,
  fileQuerySchema,
  roadSignListQuerySchema,
  roadSignMinimalSchema,
  roadSignQuerySchema,
  roadSignSchema,
  roadSignUserListQuerySchema,
  updateRoadSignBodySchema,
} from '@groundwork/shared/contracts/road-signs';
import {
  roadSignSettingsSchema,
  roadSignSummarySchema,
  updateRoadSignSettingsBodySchema,
  uploadQuerySchema,
} from '@groundwork/shared/contracts/road-sign-placements';
import type { AppContext } from '../../context.ts';
import { sendStoredFile } from '../../lib/uploads/stored-files.ts';
import { can, canUpload, declareRoutes } from '../../plugins/route-declaration.ts';
import * as views from './placement-views.ts';
import { withUpload } from './road-sign-files.ts';
import * as repo from './road-signs.repository.ts';
import * as service from './road-signs.service.ts';

export const route = declareRoutes('road-signs');

/** Service §7 Road signs: the designs, their artwork, the removal deadline and the dashboard numbers. */
export const roadSignsRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/road-sign/',
    route(
      canUpload('road-sign:edit'),
      {
        summary:
          'Add a sign design (multipart: `file`, the artwork as an image or a PDF without scripts or actions, up to 15 MB, and `road_sign`, JSON with name, campaign_id, description, quantity; `?campaign_id=` optional)',
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        body: uploadFormSchema(['road_sign']),
        response: { 201: roadSignSchema },
      },
      async ({ request, reply }) => {
        const sign = await withUpload(
          ctx,
          request,
          { field: 'road_sign', schema: createRoadSignFieldSchema, kind: 'artwork' },
          (actor, values, artwork) => service.createRoadSign(ctx, actor, values, artwork),
        );
        return reply.status(201).send(sign);
      },
    ),
  );

  api.get(
    '/road-sign/',
    route(
      can('road-sign:view'),
      {
        summary: 'One sign design with its placement counts',
        querystring: roadSignQuerySchema,
        response: { 200: roadSignSchema },
      },
      async ({ request, actor }) => service.getRoadSign(ctx.db, actor, request.query.id),
    ),
  );

  api.get(
    '/road-sign/minimal/',
    route(
      can('road-sign:view'),
      {
        summary: "The campaign's signs by name with their thumbnails (the placement screen's picker)",
        querystring: roadSignListQuerySchema,
        response: { 200: z.array(roadSignMinimalSchema) },
      },
      async ({ actor }) => repo.listMinimal(ctx.db, actor.campaignId),
    ),
  );

  api.get(
    '/road-sign/all/',
    route(
      can('road-sign:view'),
      {
        summary: "The campaign's sign designs with their stock and placement counts",
        querystring: roadSignListQuerySchema,
        response: { 200: z.array(roadSignSchema) },
      },
      async ({ actor }) => repo.listRoadSigns(ctx.db, actor.campaignId),
    ),
  );

  api.get(
    '/road-sign/all-user/',
    route(
      can('road-sign:view'),
      {
        summary: 'The signs a user installed or is to install',
        querystring: roadSignUserListQuerySchema,
        response: { 200: z.array(roadSignSchema) },
      },
      async ({ request, actor }) => repo.listUserRoadSigns(ctx.db, actor.campaignId, request.query.user_id),
    ),
  );

  api.put(
    '/road-sign/',
    route(
      can('road-sign:edit', 'body.campaign_id'),
      {
        summary: "Change a design's name, description or stock (names are unique in the campaign)",
        body: updateRoadSignBodySchema,
        response: { 200: roadSignSchema },
      },
      async ({ request, actor }) => service.updateRoadSign(ctx.db, actor, request.body),
    ),
  );

  api.get(
    '/road-sign/file/',
    route(
      can('road-sign:view'),
      {
        summary: "A design's artwork or its 320 px thumbnail (members of the campaign only)",
        querystring: fileQuerySchema,
      },
      async ({ request, reply, actor }) => {
        const { id, size } = request.query;
        return sendStoredFile(reply, ctx.storage, await service.artworkFile(ctx.db, actor, id, size));
      },
    ),
  );

  api.get(
    '/road-sign/settings/',
    route(
      can('road-sign:view'),
      {
        summary: "The campaign's removal deadline and how many days ahead signs are flagged",
        querystring: roadSignListQuerySchema,
        response: { 200: roadSignSettingsSchema },
      },
      async ({ actor }) => views.getSettings(ctx.db, actor),
    ),
  );

  api.put(
    '/road-sign/settings/',
    route(
      can('road-sign:edit', 'body.campaign_id'),
      {
        summary: 'Set the removal deadline (a date, or null for none)',
        body: updateRoadSignSettingsBodySchema,
        response: { 200: roadSignSettingsSchema },
      },
      async ({ request, actor }) => views.saveSettings(ctx.db, actor, request.body),
    ),
  );

  api.get(
    '/road-sign/summary/',
    route(
      can('road-sign:view'),
      {
        summary: "The dashboard's numbers: installed this week, requests waiting, due for removal",
        querystring: roadSignListQuerySchema,
        response: { 200: roadSignSummarySchema },
      },
      async ({ actor }) => views.summary(ctx, actor),
    ),
  );
};
