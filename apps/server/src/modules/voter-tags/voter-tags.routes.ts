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
import { errorResponseSchema } from '@groundwork/shared/errors';
import type { AppContext } from '../../context.ts';
import { requireActor } from '../../plugins/access.ts';
import { listTags } from './voter-tags.repository.ts';
import * as service from './voter-tags.service.ts';

const errors = { '4xx': errorResponseSchema };
const tags = ['voter-tags'];
const edit = (campaign: 'query.campaign_id' | 'body.campaign_id') => ({
  permission: 'voter-tag:edit' as const,
  campaign,
});

export const voterTagsRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/voter-tag/all/',
    {
      config: { access: { permission: 'voter-tag:view', campaign: 'query.campaign_id' } },
      schema: {
        tags,
        summary: "The campaign's voter tags with how many voters carry each",
        querystring: voterTagListQuerySchema,
        response: { 200: z.array(voterTagSchema), ...errors },
      },
    },
    async (request) => listTags(ctx.db, requireActor(request).campaignId),
  );

  api.post(
    '/voter-tag/',
    {
      config: { access: edit('body.campaign_id') },
      schema: {
        tags,
        summary: 'Create a tag (names are unique in the campaign)',
        body: createVoterTagBodySchema,
        response: { 201: voterTagSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createTag(ctx.db, requireActor(request), request.body)),
  );

  api.put(
    '/voter-tag/',
    {
      config: { access: edit('body.campaign_id') },
      schema: {
        tags,
        summary: 'Rename or recolour a tag',
        body: updateVoterTagBodySchema,
        response: { 200: voterTagSchema, ...errors },
      },
    },
    async (request) => service.updateTag(ctx.db, requireActor(request), request.body),
  );

  api.delete(
    '/voter-tag/',
    {
      config: { access: edit('query.campaign_id') },
      schema: {
        tags,
        summary: 'Delete a tag (it comes off every voter)',
        querystring: voterTagQuerySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => service.deleteTag(ctx.db, requireActor(request), request.query.id),
  );

  api.post(
    '/voter-tag/assign/',
    {
      config: { access: edit('body.campaign_id') },
      schema: {
        tags,
        summary: 'Tag voters by id, or every voter of a group',
        body: tagVotersBodySchema,
        response: { 200: tagVotersResponseSchema, ...errors },
      },
    },
    async (request) => service.changeTagging(ctx.db, requireActor(request), request.body, 'assign'),
  );

  api.post(
    '/voter-tag/unassign/',
    {
      config: { access: edit('body.campaign_id') },
      schema: {
        tags,
        summary: 'Untag voters by id, or every voter of a group',
        body: tagVotersBodySchema,
        response: { 200: tagVotersResponseSchema, ...errors },
      },
    },
    async (request) => service.changeTagging(ctx.db, requireActor(request), request.body, 'unassign'),
  );
};
