import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  districtDoorsBodySchema,
  districtDoorsSchema,
  districtVotersBodySchema,
  districtVotersPageSchema,
} from '@groundwork/shared/contracts/district';
import { errorResponseSchema } from '@groundwork/shared/errors';
import type { AppContext } from '../../context.ts';
import { requireActor } from '../../plugins/access.ts';
import * as service from './district.service.ts';

const errors = { '4xx': errorResponseSchema };
const tags = ['district'];

export const districtRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/district/voters/',
    {
      config: { access: { permission: 'district:view', campaign: 'body.campaign_id' } },
      schema: {
        tags,
        summary: "A sorted page of the district's voters for a filter",
        body: districtVotersBodySchema,
        response: { 200: districtVotersPageSchema, ...errors },
      },
    },
    async (request) => service.pageDistrictVoters(ctx.db, requireActor(request), request.body),
  );

  api.post(
    '/district/voters/doors/',
    {
      config: { access: { permission: 'district:view', campaign: 'body.campaign_id' } },
      schema: {
        tags,
        summary: 'One map point per door for a filter',
        body: districtDoorsBodySchema,
        response: { 200: districtDoorsSchema, ...errors },
      },
    },
    async (request) => service.districtDoors(ctx.db, requireActor(request), request.body.filter_params),
  );
};
