import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@groundwork/shared/contracts/common';
import {
  campaignAccountQuerySchema,
  campaignUserSchema,
  joinCampaignBodySchema,
  meResponseSchema,
  registerUserBodySchema,
  registerUserResponseSchema,
  removeCampaignUserQuerySchema,
  termsQuerySchema,
  termsResponseSchema,
  type MeResponse,
} from '@groundwork/shared/contracts/users';
import type { AppContext } from '../../context.ts';
import { bearerToken } from '../../identity/token-verifier.ts';
import { sendSerialized, serializedOnce } from '../../lib/serialized-body.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import { auditSource } from '../audit-log/audit-log.repository.ts';
import * as service from './users.service.ts';

const route = declareRoutes('users');
/** users/me is read on every page: a cached record is serialised once (decision 0028). */
const meBody = serializedOnce();

export const usersRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/users/',
    route(
      'public',
      {
        summary:
          'Register through an invitation (a bearer token is optional: it lets an existing identity finish registration)',
        body: registerUserBodySchema,
        response: { 201: registerUserResponseSchema },
      },
      async ({ request, reply }) => {
        const caller = request.headers.authorization
          ? await ctx.tokens.verify(bearerToken(request.headers.authorization))
          : null;
        return reply.status(201).send(await service.registerUser(ctx, request.body, caller));
      },
    ),
  );

  api.get(
    '/users/me',
    route(
      'authenticated',
      {
        summary: 'The signed-in user with memberships and open invitations',
        response: { 200: meResponseSchema },
      },
      ({ reply, identity }) => {
        const send = (me: MeResponse) => {
          sendSerialized(reply, meBody(reply, me));
        };
        const cached = service.cachedMe(identity, ctx.reads);
        // No promise on the common path (decision 0028).
        return cached ? send(cached) : service.getMe(ctx.db, identity, ctx.reads).then(send);
      },
    ),
  );

  api.patch(
    '/users/me',
    route(
      'authenticated',
      {
        summary: 'Join a campaign through an open invitation',
        body: joinCampaignBodySchema,
        response: { 200: meResponseSchema },
      },
      async ({ request, identity }) => {
        return service.joinCampaign(ctx.db, identity, request.body, auditSource(request, identity));
      },
    ),
  );

  api.put(
    '/users/terms/',
    route(
      'authenticated',
      {
        summary: 'Accept (or withdraw) the terms; accepting joins the campaign one registered through',
        querystring: termsQuerySchema,
        response: { 200: termsResponseSchema },
      },
      async ({ request, identity }) => {
        const source = auditSource(request, identity);
        return service.setTermsAccepted(ctx.db, identity, request.query.terms_status, source);
      },
    ),
  );

  api.get(
    '/users/campaign-account/',
    route(
      can('account:view'),
      {
        summary: "The caller's membership in one campaign",
        querystring: campaignAccountQuerySchema,
        response: { 200: campaignUserSchema },
      },
      async ({ actor }) => service.getCampaignAccount(ctx.db, actor),
    ),
  );

  api.put(
    '/users/remove/campaign-user/',
    route(
      can('member:remove'),
      {
        summary: 'Remove a member (never the owner)',
        querystring: removeCampaignUserQuerySchema,
        response: { 200: messageResponseSchema },
      },
      async ({ request, actor }) => {
        return service.removeCampaignUser(ctx.db, actor, request.query.email, auditSource(request, actor));
      },
    ),
  );

  api.delete(
    '/users/',
    route(
      'authenticated',
      {
        summary: 'Leave every campaign and delete the account and identity',
        response: { 200: messageResponseSchema },
      },
      async ({ request, identity }) => {
        const source = auditSource(request, { userId: identity.userId, email: identity.email });
        return service.deleteAccount(ctx.db, identity, source);
      },
    ),
  );
};
