import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactHistoryQuerySchema,
  contactHistorySchema,
} from '@groundwork/shared/contracts/contact-history';
import type { AppContext } from '../../context.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import { contactHistory } from './contact-history.service.ts';

const route = declareRoutes('voters');

/** One voter's reads beside the lists (decision 0042). */
export const votersRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/voter/contact-history/',
    route(
      can('district:view'),
      {
        summary:
          "A voter's contact history: door visits and text, call and mail touches, newest first, with their consent state",
        querystring: contactHistoryQuerySchema,
        response: { 200: contactHistorySchema },
      },
      async ({ request, actor }) => contactHistory(ctx.db, actor, request.query.voter_id),
    ),
  );
};
