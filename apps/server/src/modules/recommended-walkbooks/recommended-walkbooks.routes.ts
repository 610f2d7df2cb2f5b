import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRecommendedWalkbookBodySchema,
  recommendationListQuerySchema,
  recommendationQuerySchema,
  recommendationRequestDetailSchema,
  recommendationRequestSchema,
  recommendedWalkbookDetailSchema,
  recommendedWalkbookListQuerySchema,
  recommendedWalkbookSchema,
  requestRecommendationBodySchema,
  updateRecommendedWalkbookBodySchema,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import type { AppContext } from '../../context.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import * as service from './recommended-walkbooks.service.ts';

const route = declareRoutes('recommended-walkbooks');
const noContent = { 204: z.null().describe('Deleted') };

export const recommendedWalkbooksRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  api.post(
    '/recommended-walkbook/request-walkbook-recommendation/',
    route(
      can('recommendation:edit', 'body.campaign_id'),
      {
        summary:
          'Request walkbook recommendations: the matching doors are cut into balanced walkbooks (Pending, then Ready)',
        body: requestRecommendationBodySchema,
        response: { 201: recommendationRequestSchema },
      },
      async ({ request, reply, actor }) =>
        reply.status(201).send(await service.requestRecommendation(db, ctx.jobs, actor, request.body)),
    ),
  );

  api.get(
    '/recommended-walkbook/recommendation/',
    route(
      can('recommendation:view'),
      {
        summary: 'A recommendation request with its recommended walkbooks, ranked',
        querystring: recommendationQuerySchema,
        response: { 200: recommendationRequestDetailSchema },
      },
      async ({ request, actor }) => service.getRecommendationRequest(db, actor, request.query.id),
    ),
  );

  api.get(
    '/recommended-walkbook/recommendation/all/',
    route(
      can('recommendation:view'),
      {
        summary: "The campaign's recommendation requests, newest first",
        querystring: recommendationListQuerySchema,
        response: { 200: z.array(recommendationRequestSchema) },
      },
      async ({ actor }) => service.listRecommendationRequests(db, actor),
    ),
  );

  api.delete(
    '/recommended-walkbook/recommendation/delete/',
    route(
      can('recommendation:edit'),
      {
        summary: 'Delete a recommendation request and its recommended walkbooks (accepted walkbooks stay)',
        querystring: recommendationQuerySchema,
        response: noContent,
      },
      async ({ request, reply, actor }) => {
        await service.deleteRecommendationRequest(db, actor, request.query.id);
        return reply.status(204).send(null);
      },
    ),
  );

  api.post(
    '/recommended-walkbook/',
    route(
      can('recommendation:edit', 'body.campaign_id'),
      {
        summary: 'A recommended walkbook of the voters inside a drawn area (and matching the filters)',
        body: createRecommendedWalkbookBodySchema,
        response: { 201: recommendedWalkbookSchema },
      },
      async ({ request, reply, actor }) =>
        reply.status(201).send(await service.createRecommendedWalkbook(db, actor, request.body)),
    ),
  );

  api.get(
    '/recommended-walkbook/',
    route(
      can('recommendation:view'),
      {
        summary: 'A recommended walkbook with its doors',
        querystring: recommendationQuerySchema,
        response: { 200: recommendedWalkbookDetailSchema },
      },
      async ({ request, actor }) => service.getRecommendedWalkbook(db, actor, request.query.id),
    ),
  );

  api.get(
    '/recommended-walkbook/all/',
    route(
      can('recommendation:view'),
      {
        summary: "The campaign's recommended walkbooks (of one request when request_id is given), by rank",
        querystring: recommendedWalkbookListQuerySchema,
        response: { 200: z.array(recommendedWalkbookSchema) },
      },
      async ({ request, actor }) => service.listRecommendedWalkbooks(db, actor, request.query.request_id),
    ),
  );

  api.put(
    '/recommended-walkbook/',
    route(
      can('recommendation:edit', 'body.campaign_id'),
      {
        summary: 'Rename, change the survey, or accept (status Accepted: the walkbook is made)',
        body: updateRecommendedWalkbookBodySchema,
        response: { 200: recommendedWalkbookSchema },
      },
      async ({ request, actor }) => service.updateRecommendedWalkbook(db, actor, request.body),
    ),
  );

  api.delete(
    '/recommended-walkbook/',
    route(
      can('recommendation:edit'),
      {
        summary: 'Delete a recommended walkbook (204)',
        querystring: recommendationQuerySchema,
        response: noContent,
      },
      async ({ request, reply, actor }) => {
        await service.deleteRecommendedWalkbook(db, actor, request.query.id);
        return reply.status(204).send(null);
      },
    ),
  );
};
