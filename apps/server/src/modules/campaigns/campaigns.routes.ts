import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission } from '@groundwork/shared/access/index';
import {
  campaignMemberSchema,
  campaignMembersQuerySchema,
  campaignSchema,
  createCampaignBodySchema,
  getCampaignQuerySchema,
  updateCampaignBodySchema,
} from '@groundwork/shared/contracts/campaigns';
import type { AppContext } from '../../context.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import { auditSource } from '../audit-log/audit-log.repository.ts';
import { listMembers } from '../memberships/memberships.repository.ts';
import * as service from './campaigns.service.ts';

const route = declareRoutes('campaign');

export const campaignsRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/campaign/',
    route(
      'authenticated',
      {
        summary: 'Create a campaign (the creator becomes owner and Manager)',
        body: createCampaignBodySchema,
        response: { 201: campaignSchema },
      },
      async ({ request, reply, identity }) =>
        reply
          .status(201)
          .send(await service.createCampaign(ctx.db, identity, request.body, ctx.config.timeZone)),
    ),
  );

  api.get(
    '/campaign/',
    route(
      can('campaign:view', 'query.id'),
      {
        summary: 'A campaign the caller belongs to',
        querystring: getCampaignQuerySchema,
        response: { 200: campaignSchema },
      },
      async ({ actor }) => service.getCampaign(ctx.db, actor, ctx.config.timeZone),
    ),
  );

  api.put(
    '/campaign/',
    route(
      can('campaign:edit', 'body.id'),
      {
        summary: 'Edit a campaign (Managers and Directors)',
        body: updateCampaignBodySchema,
        response: { 200: campaignSchema },
      },
      async ({ request, actor }) => {
        return service.updateCampaign(
          ctx.db,
          actor,
          request.body,
          auditSource(request, actor),
          ctx.config.timeZone,
        );
      },
    ),
  );

  api.get(
    '/campaign/members/',
    route(
      can('team:view'),
      {
        summary: "The campaign's members with their titles (last activity for Managers and Directors)",
        querystring: campaignMembersQuerySchema,
        response: { 200: z.array(campaignMemberSchema) },
      },
      async ({ actor }) => {
        const members = await listMembers(ctx.db, actor.campaignId);
        if (hasPermission(actor.title, 'member:view')) return members;
        return members.map((member) => ({ ...member, last_active: null }));
      },
    ),
  );
};
