import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  districtDoorsBodySchema,
  districtDoorsSchema,
  districtVotersBodySchema,
  districtVotersPageSchema,
} from '@groundwork/shared/contracts/district';
import { electionListSchema, electionsQuerySchema } from '@groundwork/shared/contracts/elections';
import type { AppContext } from '../../context.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import * as service from './district.service.ts';

const route = declareRoutes('district');

export const districtRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/district/voters/',
    route(
      can('district:view', 'body.campaign_id'),
      {
        summary: "A sorted page of the district's voters for a filter",
        body: districtVotersBodySchema,
        response: { 200: districtVotersPageSchema },
      },
      async ({ request, actor }) => service.pageDistrictVoters(ctx.db, actor, request.body),
    ),
  );

  api.post(
    '/district/voters/doors/',
    route(
      can('district:view', 'body.campaign_id'),
      {
        summary: 'One map point per door for a filter',
        body: districtDoorsBodySchema,
        response: { 200: districtDoorsSchema },
      },
      async ({ request, actor }) => service.districtDoors(ctx.db, actor, request.body.filter_params),
    ),
  );

  api.get(
    '/district/elections/',
    route(
      can('district:view', 'query.campaign_id'),
      {
        summary: "The campaign's vote-history elections, newest first, with how many of its voters took part",
        querystring: electionsQuerySchema,
        response: { 200: electionListSchema },
      },
      async ({ actor }) => service.listElections(ctx.db, actor),
    ),
  );
};
