import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { campaignMemberSchema, campaignSchema } from '@groundwork/shared/contracts/campaigns';
import {
  changeTitleBodySchema,
  memberActivityQuerySchema,
  memberActivitySchema,
  transferOwnershipBodySchema,
} from '@groundwork/shared/contracts/team';
import type { AppContext } from '../../context.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import { auditSource } from '../audit-log/audit-log.repository.ts';
import * as service from './team.service.ts';

const route = declareRoutes('team');

/** Managing the team: titles, ownership and a member's page (docs/decisions/0035-team-and-settings.md). */
export const teamRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/campaign-user/title/',
    route(
      can('member:edit', 'body.campaign_id'),
      {
        summary: "Change a member's title (never the owner's; a Director cannot make or change a Manager)",
        body: changeTitleBodySchema,
        response: { 200: campaignMemberSchema },
      },
      async ({ request, actor }) => {
        const { user_id, title } = request.body;
        return service.changeTitle(ctx.db, actor, auditSource(request, actor), user_id, title);
      },
    ),
  );

  api.put(
    '/campaign/owner/',
    route(
      can('campaign:edit', 'body.campaign_id'),
      {
        summary:
          'Transfer ownership to another member (owner only; a Staff or Volunteer heir becomes Manager)',
        body: transferOwnershipBodySchema,
        response: { 200: campaignSchema },
      },
      async ({ request, actor }) => {
        const source = auditSource(request, actor);
        return service.transferOwnership(ctx.db, actor, source, request.body.user_id, ctx.config.timeZone);
      },
    ),
  );

  api.get(
    '/users/activity/',
    route(
      can('member:view'),
      {
        summary: "One member's page: profile, walkbooks assigned, doors and touches by week, latest visits",
        querystring: memberActivityQuerySchema,
        response: { 200: memberActivitySchema },
      },
      async ({ request, actor }) =>
        service.memberActivity(ctx.db, actor, request.query.user_id, ctx.config.timeZone),
    ),
  );
};
