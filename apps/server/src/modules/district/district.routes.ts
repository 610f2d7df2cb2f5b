import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  districtDoorsBodySchema,
  districtDoorsSchema,
  districtVotersBodySchema,
  districtVotersPageSchema,
} from '@groundwork/shared/contracts/district';
import type { AppContext } from '../../context.ts';
import { can, declareRoutes, requireActor } from '../../plugins/access.ts';
import { selectVoters } from '../voters/voter-selection.ts';
import { voterIndexFor } from '../voters/voter-index/voter-index.ts';
import { countVoters } from '../voters/voters.repository.ts';
import { doorPoints, pageVoters } from './district.repository.ts';

const route = declareRoutes('district');

export const districtRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/district/voters/',
    route(can('district:view', 'body.campaign_id'), {
      summary: "A sorted page of the district's voters for a filter",
      body: districtVotersBodySchema,
      response: { 200: districtVotersPageSchema },
    }),
    async (request) => {
      const { filter_params, skip, limit, sort, order } = request.body;
      const { campaignId } = requireActor(request);
      const { where } = await selectVoters(ctx.db, campaignId, filter_params);
      const counted = async () =>
        (await voterIndexFor(ctx.db).count(campaignId, filter_params)) ?? countVoters(ctx.db, where);
      const [{ count }, page] = await Promise.all([
        counted(),
        pageVoters(ctx.db, where, { skip, limit, sort, order }),
      ]);
      return { total: count, skip, limit, voters: page };
    },
  );

  api.post(
    '/district/voters/doors/',
    route(can('district:view', 'body.campaign_id'), {
      summary: 'One map point per door for a filter',
      body: districtDoorsBodySchema,
      response: { 200: districtDoorsSchema },
    }),
    async (request) => {
      const selection = await selectVoters(
        ctx.db,
        requireActor(request).campaignId,
        request.body.filter_params,
      );
      return doorPoints(ctx.db, selection.where);
    },
  );
};
