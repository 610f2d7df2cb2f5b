import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { voterTagListQuerySchema, voterTagSchema } from '@groundwork/shared/contracts/voter-tags';
import { errorResponseSchema } from '@groundwork/shared/errors';
import type { AppContext } from '../../context.ts';
import { requireActor } from '../../plugins/access.ts';
import { listTags } from './voter-tags.repository.ts';

export const voterTagsRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/voter-tag/all/',
    {
      config: { access: { permission: 'voter-tag:view', campaign: 'query.campaign_id' } },
      schema: {
        tags: ['voter-tags'],
        summary: "The campaign's voter tags with how many voters carry each",
        querystring: voterTagListQuerySchema,
        response: { 200: z.array(voterTagSchema), '4xx': errorResponseSchema },
      },
    },
    async (request) => listTags(ctx.db, requireActor(request).campaignId),
  );
};
