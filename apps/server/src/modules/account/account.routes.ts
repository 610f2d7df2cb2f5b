import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leaveCampaignQuerySchema } from '@groundwork/shared/contracts/account';
import { messageResponseSchema } from '@groundwork/shared/contracts/common';
import { meResponseSchema, updateNameBodySchema } from '@groundwork/shared/contracts/users';
import type { AppContext } from '../../context.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import { auditSource } from '../audit-log/audit-log.repository.ts';
import * as service from './account.service.ts';

const route = declareRoutes('users');

/** The account page's own calls (the identity provider's are under /identity). */
export const accountRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/users/name/',
    route(
      'authenticated',
      {
        summary: "Change one's own first and last name",
        body: updateNameBodySchema,
        response: { 200: meResponseSchema },
      },
      async ({ request, identity }) => service.updateName(ctx.db, identity, request.body),
    ),
  );

  api.put(
    '/users/leave/campaign/',
    route(
      can('account:view'),
      {
        summary: 'Leave a campaign (its owner must transfer ownership first)',
        querystring: leaveCampaignQuerySchema,
        response: { 200: messageResponseSchema },
      },
      async ({ request, actor }) => {
        const source = auditSource(request, { userId: actor.userId, email: actor.email });
        return service.leaveCampaign(ctx.db, actor, source);
      },
    ),
  );
};
