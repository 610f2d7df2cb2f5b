import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@groundwork/shared/contracts/common';
import {
  createVoterTagBodySchema,
  tagVotersBodySchema,
  tagVotersResponseSchema,
  updateVoterTagBodySchema,
  voterTagListQuerySchema,
  voterTagQuerySchema,
  voterTagSchema,
} from '@groundwork/shared/contracts/voter-tags';
import type { AppContext } from '../../context.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import { listTags } from './voter-tags.repository.ts';
import * as service from './voter-tags.service.ts';

const route = declareRoutes('voter-tags');

export const voterTagsRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/voter-tag/all/',
    route(
      can('voter-tag:view'),
      {
        summary: "The campaign's voter tags with how many voters carry each",
        querystring: voterTagListQuerySchema,
        response: { 200: z.array(voterTagSchema) },
      },
      async ({ actor }) => listTags(ctx.db, actor.campaignId),
    ),
  );

  api.post(
    '/voter-tag/',
    route(
      can('voter-tag:edit', 'body.campaign_id'),
      {
        summary: 'Create a tag (names are unique in the campaign)',
        body: createVoterTagBodySchema,
        response: { 201: voterTagSchema },
      },
      async ({ request, reply, actor }) =>
        reply.status(201).send(await service.createTag(ctx.db, actor, request.body)),
    ),
  );

  api.put(
    '/voter-tag/',
    route(
      can('voter-tag:edit', 'body.campaign_id'),
      {
        summary: 'Rename or recolour a tag',
        body: updateVoterTagBodySchema,
        response: { 200: voterTagSchema },
      },
      async ({ request, actor }) => service.updateTag(ctx.db, actor, request.body),
    ),
  );

  api.delete(
    '/voter-tag/',
    route(
      can('voter-tag:edit'),
      {
        summary: 'Delete a tag (it comes off every voter)',
        querystring: voterTagQuerySchema,
        response: { 200: messageResponseSchema },
      },
      async ({ request, actor }) => service.deleteTag(ctx.db, actor, request.query.id),
    ),
  );

  api.post(
    '/voter-tag/assign/',
    route(
      can('voter-tag:edit', 'body.campaign_id'),
      {
        summary: 'Tag voters by id, or every voter of a group',
        body: tagVotersBodySchema,
        response: { 200: tagVotersResponseSchema },
      },
      async ({ request, actor }) => service.changeTagging(ctx.db, actor, request.body, 'assign'),
    ),
  );

  api.post(
    '/voter-tag/unassign/',
    route(
      can('voter-tag:edit', 'body.campaign_id'),
      {
        summary: 'Untag voters by id, or every voter of a group',
        body: tagVotersBodySchema,
        response: { 200: tagVotersResponseSchema },
      },
      async ({ request, actor }) => service.changeTagging(ctx.db, actor, request.body, 'unassign'),
    ),
  );
};
