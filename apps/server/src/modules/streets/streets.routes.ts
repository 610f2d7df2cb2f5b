/**
 * Streets (docs/decisions/0059-served-basemap.md): a campaign loads its streets file once (Managers and
 * Directors), every member reads what is loaded; the basemap itself is served by basemap.routes.ts.
 */
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadFormSchema } from '@groundwork/shared/contracts/common';
import { uploadQuerySchema } from '@groundwork/shared/contracts/road-sign-placements';
import {
  STREET_LIMITS,
  streetsImportResponseSchema,
  streetsQuerySchema,
  streetsSummarySchema,
} from '@groundwork/shared/contracts/streets';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { receiveUpload } from '../../lib/uploads/receive-upload.ts';
import { uploadActor } from '../../lib/uploads/upload-form.ts';
import { can, canUpload, declareRoutes } from '../../plugins/route-declaration.ts';
import * as service from './streets.service.ts';

export const route = declareRoutes('streets');

/** The streets file, received once the form's `campaign_id` (or `?campaign_id=`) has passed the access check. */
const receiveStreetsFile = async (ctx: AppContext, request: FastifyRequest) => {
  let actor: Promise<Awaited<ReturnType<typeof uploadActor>>> | undefined;
  const actorOf = (fields: Record<string, string>) =>
    (actor ??= uploadActor(ctx, request, 'form', fields.campaign_id));
  const upload = await receiveUpload(request, {
    dir: join(ctx.config.dataDir, 'tmp', 'uploads'),
    limitBytes: STREET_LIMITS.fileBytes,
    what: 'streets file',
    beforeFile: async (fields) => void (await actorOf(fields)),
  });
  try {
    const checked = await actorOf(upload.fields);
    if (!upload.file) throw badRequest('The streets file was not provided');
    return { upload, file: upload.file, actor: checked };
  } catch (error) {
    await upload.discard();
    throw error;
  }
};

export const streetsRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/streets/import/',
    route(
      canUpload('streets:import'),
      {
        summary:
          "Load the campaign's streets (multipart: `file`, a TIGER/Line roads zip or a GeoJSON of lines, and `campaign_id`): replaces its streets",
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        body: uploadFormSchema(['campaign_id']),
        response: { 200: streetsImportResponseSchema },
      },
      async ({ request }) => {
        const { upload, file, actor } = await receiveStreetsFile(ctx, request);
        try {
          return await service.importStreets(ctx.db, actor, file);
        } finally {
          await upload.discard();
        }
      },
    ),
  );

  api.get(
    '/streets/',
    route(
      can('campaign:view'),
      {
        summary: "What the campaign's streets are: how many, their bounds, the file they came from",
        querystring: streetsQuerySchema,
        response: { 200: streetsSummarySchema },
      },
      async ({ actor }) => service.getStreets(ctx.db, actor),
    ),
  );

  api.delete(
    '/streets/',
    route(
      can('streets:import'),
      {
        summary: "Remove the campaign's streets (its maps go back to drawing the doors' streets)",
        querystring: streetsQuerySchema,
        response: { 200: streetsSummarySchema },
      },
      async ({ actor }) => service.deleteStreets(ctx.db, actor),
    ),
  );
};
