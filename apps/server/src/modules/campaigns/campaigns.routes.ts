import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignMemberSchema,
  campaignMembersQuerySchema,
  campaignSchema,
  createCampaignBodySchema,
  getCampaignQuerySchema,
  updateCampaignBodySchema,
} from '@groundwork/shared/contracts/campaigns';
import { errorResponseSchema } from '@groundwork/shared/errors';
import type { AppContext } from '../../context.ts';
import { requireActor, requireIdentity } from '../../plugins/access.ts';
import { listMembers } from '../memberships/memberships.repository.ts';
import * as service from './campaigns.service.ts';

const errors = { '4xx': errorResponseSchema };
const tags = ['campaign'];

export const campaignsRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/campaign/',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Create a campaign (the creator becomes owner and Manager)',
        body: createCampaignBodySchema,
        response: { 201: campaignSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createCampaign(ctx.db, requireIdentity(request), request.body)),
  );

  api.get(
    '/campaign/',
    {
      config: { access: { permission: 'campaign:view', campaign: 'query.id' } },
      schema: {
        tags,
        summary: 'A campaign the caller belongs to',
        querystring: getCampaignQuerySchema,
        response: { 200: campaignSchema, ...errors },
      },
    },
    async (request) => service.getCampaign(ctx.db, requireActor(request)),
  );

  api.put(
    '/campaign/',
    {
      config: { access: { permission: 'campaign:edit', campaign: 'body.id' } },
      schema: {
        tags,
        summary: 'Edit a campaign (Managers and Directors)',
        body: updateCampaignBodySchema,
        response: { 200: campaignSchema, ...errors },
      },
    },
    async (request) => service.updateCampaign(ctx.db, requireActor(request), request.body),
  );

  api.get(
    '/campaign/members/',
    {
      config: { access: { permission: 'member:view', campaign: 'query.campaign_id' } },
      schema: {
        tags,
        summary: "The campaign's members with their titles",
        querystring: campaignMembersQuerySchema,
        response: { 200: z.array(campaignMemberSchema), ...errors },
      },
    },
    async (request) => listMembers(ctx.db, requireActor(request).campaignId),
  );
};
