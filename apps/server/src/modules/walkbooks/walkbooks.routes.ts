import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { surveySchema } from '@groundwork/shared/contracts/surveys';
import {
  archiveWalkbookQuerySchema,
  assignWalkbookBodySchema,
  createWalkbookBodySchema,
  optimizedQuerySchema,
  optimizedRouteSchema,
  touchDataQuerySchema,
  touchDataSchema,
  touchesQuerySchema,
  uploadWalkbookQuerySchema,
  voterUpdateSchema,
  voterVisitBodySchema,
  walkbookListQuerySchema,
  walkbookMinimalSchema,
  walkbookQuerySchema,
  walkbookSchema,
  walkbookSummarySchema,
  walkbookSurveyParamsSchema,
  walkbookUploadResultSchema,
  walkbookUserListQuerySchema,
  weekParamsSchema,
  weekTouchesSchema,
} from '@groundwork/shared/contracts/walkbooks';
import { uploadFormSchema } from '@groundwork/shared/contracts/common';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { sendCached, serializeJson } from '../../lib/serialized-body.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import { auditSource } from '../audit-log/audit-log.repository.ts';
import { readVoterIds } from './walkbook-upload.ts';
import * as touches from './walkbook-touches.service.ts';
import { recordVisit } from './walkbook-visits.service.ts';
import * as service from './walkbooks.service.ts';

const route = declareRoutes('walkbooks');
// The two lists answer from the read cache's serialised bodies, per campaign and options, dropped on every
// write that changes them (docs/decisions/0032-read-cache.md).

export const walkbooksRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  api.post(
    '/walkbook/',
    route(
      can('walkbook:edit', 'body.campaign_id'),
      {
        summary: 'Cut a walkbook: the voters inside the drawn area (geo_data) and matching the filters',
        body: createWalkbookBodySchema,
        response: { 201: walkbookSummarySchema },
      },
      async ({ request, reply, actor }) =>
        reply.status(201).send(await service.createWalkbook(db, actor, request.body)),
    ),
  );

  api.post(
    '/walkbook/upload/',
    route(
      can('walkbook:edit'),
      {
        summary: 'A walkbook of the voters named by state voter id in an uploaded CSV (multipart)',
        consumes: ['multipart/form-data'],
        querystring: uploadWalkbookQuerySchema,
        body: uploadFormSchema(),
        response: { 201: walkbookUploadResultSchema },
      },
      async ({ request, reply, actor }) => {
        const file = request.isMultipart() ? await request.file() : undefined;
        if (!file) throw new AppError('VALIDATION_FAILED', 'file was not provided');
        const ids = await readVoterIds(file.file);
        return reply.status(201).send(await service.createWalkbookFromIds(db, actor, request.query, ids));
      },
    ),
  );

  api.get(
    '/walkbook/',
    route(
      can('walkbook:view-assigned'),
      {
        summary: 'A walkbook with its doors, voters and their latest results',
        querystring: walkbookQuerySchema,
        response: { 200: walkbookSchema },
      },
      async ({ request, actor }) => service.getWalkbook(db, actor, request.query.id),
    ),
  );

  api.get(
    '/walkbook/survey/:walkbook_id',
    route(
      can('walkbook:view-assigned'),
      {
        summary: "The walkbook's survey (null when it has none)",
        params: walkbookSurveyParamsSchema,
        querystring: z.object({ campaign_id: walkbookQuerySchema.shape.campaign_id }),
        response: { 200: surveySchema.nullable() },
      },
      async ({ request, actor }) => service.getWalkbookSurvey(db, actor, request.params.walkbook_id),
    ),
  );

  api.get(
    '/walkbook/optimized/',
    route(
      can('walkbook:view-assigned'),
      {
        summary: 'The doors still to knock in walking order, from lat/lng when given',
        querystring: optimizedQuerySchema,
        response: { 200: optimizedRouteSchema },
      },
      async ({ request, actor }) => {
        const { id, lat, lng } = request.query;
        const start = lat !== undefined && lng !== undefined ? { lat, lng } : null;
        return service.optimizedRoute(db, actor, id, start);
      },
    ),
  );

  api.get(
    '/walkbook/minimal/',
    route(
      can('walkbook:view-assigned'),
      {
        summary: 'Id, name and status of the walkbooks the caller sees (for pickers)',
        querystring: walkbookListQuerySchema,
        response: { 200: z.array(walkbookMinimalSchema) },
      },
      async ({ request, actor }) =>
        (await service.listVisibleWalkbooks(db, actor, request.query.include_archived ?? false)).map((w) => ({
          id: w.id,
          name: w.name,
          status: w.status,
        })),
    ),
  );

  api.get(
    '/walkbook/all/',
    route(
      can('walkbook:view-all'),
      {
        summary: "The campaign's walkbooks with assignees and progress",
        querystring: walkbookListQuerySchema,
        response: { 200: z.array(walkbookSummarySchema) },
      },
      ({ request, reply, actor }) => {
        const archived = request.query.include_archived ?? false;
        return sendCached(reply, ctx.reads, actor.campaignId, `walkbook/all:${archived}`, async () =>
          serializeJson(reply, await service.listWalkbooks(db, actor, archived)),
        );
      },
    ),
  );

  api.get(
    '/walkbook/all-user/',
    route(
      can('walkbook:view-assigned'),
      {
        summary: 'The walkbooks assigned to a member (the caller by default)',
        querystring: walkbookUserListQuerySchema,
        response: { 200: z.array(walkbookSummarySchema) },
      },
      ({ request, reply, actor }) => {
        const user = service.listedAssignee(actor, request.query.user_id);
        const archived = request.query.include_archived ?? false;
        return sendCached(
          reply,
          ctx.reads,
          actor.campaignId,
          `walkbook/all-user:${user}:${archived}`,
          async () => serializeJson(reply, await service.listUserWalkbooks(db, actor, user, archived)),
        );
      },
    ),
  );

  api.get(
    '/walkbook/touches/:week/',
    route(
      can('walkbook:view-all'),
      {
        summary:
          "The campaign's touches in the current or previous week (Monday first), by day and canvasser",
        params: weekParamsSchema,
        querystring: touchesQuerySchema,
        response: { 200: weekTouchesSchema },
      },
      async ({ request, actor }) => {
        const timeZone = await touches.resolveTimeZone(db, actor, request.query.tz, ctx.config.timeZone);
        return touches.weekTouches(db, actor, request.params.week, timeZone, new Date());
      },
    ),
  );

  api.get(
    '/walkbook/touch-data/',
    route(
      can('walkbook:view-assigned'),
      {
        summary: 'Progress per walkbook, touches per day (last 14) and per canvasser',
        querystring: touchDataQuerySchema,
        response: { 200: touchDataSchema },
      },
      async ({ request, actor }) => {
        const timeZone = await touches.resolveTimeZone(db, actor, request.query.tz, ctx.config.timeZone);
        return touches.touchData(db, actor, timeZone, request.query.walkbook_id);
      },
    ),
  );

  api.put(
    '/walkbook/',
    route(
      can('walkbook:record', 'body.campaign_id'),
      {
        summary: 'The voter visit update: a door result (a touch) with survey answers',
        body: voterVisitBodySchema,
        response: { 200: voterUpdateSchema },
      },
      async ({ request, actor }) => recordVisit(db, actor, request.body),
    ),
  );

  api.put(
    '/walkbook/assignees/',
    route(
      can('walkbook:edit', 'body.campaign_id'),
      {
        summary: 'Set who canvasses a walkbook (members of the campaign)',
        body: assignWalkbookBodySchema,
        response: { 200: walkbookSummarySchema },
      },
      async ({ request, actor }) => service.assignWalkbook(db, actor, request.body.id, request.body.user_ids),
    ),
  );

  api.put(
    '/walkbook/archive/',
    route(
      can('walkbook:edit'),
      {
        summary: 'Archive a walkbook (kept with its touches; no more visits)',
        querystring: archiveWalkbookQuerySchema,
        response: { 200: walkbookSummarySchema },
      },
      async ({ request, actor }) => {
        return service.archiveWalkbook(db, actor, request.query.walkbook_id, auditSource(request, actor));
      },
    ),
  );
};
