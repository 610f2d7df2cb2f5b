import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  voterBreakdownBodySchema,
  voterBreakdownSchema,
  voterCountQuerySchema,
  voterCountResponseSchema,
  voterFilterSchema,
} from '@groundwork/shared/contracts/voters';
import { errorResponseSchema } from '@groundwork/shared/errors';
import type { AppContext } from '../../context.ts';
import { requireActor } from '../../plugins/access.ts';
import * as service from './voter-groups.service.ts';

const errors = { '4xx': errorResponseSchema };
const tags = ['voter-groups'];

export const voterGroupsRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/voter-group/count/',
    {
      config: { access: { permission: 'voter-group:view', campaign: 'query.campaign_id' } },
      schema: {
        tags,
        summary: 'Exact number of voters and doors matching a filter',
        querystring: voterCountQuerySchema,
        body: voterFilterSchema,
        response: { 200: voterCountResponseSchema, ...errors },
      },
    },
    async (request) => service.countVotersForFilter(ctx.db, requireActor(request), request.body),
  );

  api.post(
    '/voter-group/voter-breakdown/',
    {
      config: { access: { permission: 'voter-group:view', campaign: 'body.campaign_id' } },
      schema: {
        tags,
        summary: 'Counts by party, gender, age band, precinct and ZIP for a filter',
        body: voterBreakdownBodySchema,
        response: { 200: voterBreakdownSchema, ...errors },
      },
    },
    async (request) => {
      const { campaign_id: _campaignId, ...filter } = request.body;
      return service.breakdownVotersForFilter(ctx.db, requireActor(request), filter);
    },
  );
};
