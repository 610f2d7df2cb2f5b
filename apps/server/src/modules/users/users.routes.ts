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
} from '@groundwork/shared/contracts/users';
import { errorResponseSchema } from '@groundwork/shared/errors';
import type { AppContext } from '../../context.ts';
import { bearerToken } from '../../identity/token-verifier.ts';
import { requireActor, requireIdentity } from '../../plugins/access.ts';
import * as service from './users.service.ts';

const errors = { '4xx': errorResponseSchema };
const tags = ['users'];

export const usersRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/users/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Register through an invitation (a bearer token is optional: it lets an existing identity finish registration)',
        body: registerUserBodySchema,
        response: { 201: registerUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = request.headers.authorization
        ? await ctx.tokens.verify(bearerToken(request.headers.authorization))
        : null;
      return reply.status(201).send(await service.registerUser(ctx, request.body, caller));
    },
  );

  api.get(
    '/users/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The signed-in user with memberships and open invitations',
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => service.getMe(ctx.db, requireIdentity(request)),
  );

  api.patch(
    '/users/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Join a campaign through an open invitation',
        body: joinCampaignBodySchema,
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => service.joinCampaign(ctx.db, requireIdentity(request), request.body),
  );

  api.put(
    '/users/terms/',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Accept (or withdraw) the terms',
        querystring: termsQuerySchema,
        response: { 200: termsResponseSchema, ...errors },
      },
    },
    async (request) => service.setTermsAccepted(ctx.db, requireIdentity(request), request.query.terms_status),
  );

  api.get(
    '/users/campaign-account/',
    {
      config: { access: { permission: 'account:view', campaign: 'query.campaign_id' } },
      schema: {
        tags,
        summary: "The caller's membership in one campaign",
        querystring: campaignAccountQuerySchema,
        response: { 200: campaignUserSchema, ...errors },
      },
    },
    async (request) => service.getCampaignAccount(ctx.db, requireActor(request)),
  );

  api.put(
    '/users/remove/campaign-user/',
    {
      config: { access: { permission: 'member:remove', campaign: 'query.campaign_id' } },
      schema: {
        tags,
        summary: 'Remove a member (never the owner)',
        querystring: removeCampaignUserQuerySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => service.removeCampaignUser(ctx.db, requireActor(request), request.query.email),
  );

  api.delete(
    '/users/',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Leave every campaign and delete the account and identity',
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => service.deleteAccount(ctx.db, requireIdentity(request)),
  );
};
