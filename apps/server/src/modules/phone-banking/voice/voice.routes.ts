import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { phoneBankingParamsSchema } from '@groundwork/shared/contracts/phone-banking';
import {
  accessTokenQuerySchema,
  accessTokenSchema,
  accountStatusQuerySchema,
  accountStatusSchema,
  acquiredNumberSchema,
  acquireNumberBodySchema,
  callSessionSchema,
  createSessionBodySchema,
  endSessionBodySchema,
  initiateCallBodySchema,
  initiatedCallSchema,
  releaseNumberBodySchema,
  setupAccountBodySchema,
} from '@groundwork/shared/contracts/voice';
import type { AppContext } from '../../../context.ts';
import { can, declareRoutes } from '../../../plugins/route-declaration.ts';
import { auditSource } from '../../audit-log/audit-log.repository.ts';
import * as account from './account.service.ts';
import { initiateCall } from './calls.service.ts';
import * as sessions from './sessions.service.ts';
import { simulatorClientRoutes } from './simulator-client.routes.ts';

const route = declareRoutes('phone-banking');

/**
 * Service §7 Phone banking, the calling half: the account, access tokens, call sessions and calls
 * (docs/decisions/0045-voice.md). With the simulator, also its voice client (no Twilio Voice SDK).
 */
export const voiceRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/phone-banking/setup-account',
    route(
      can('phone-banking:edit', 'body.campaign_id'),
      {
        summary:
          "Set up the campaign's calling account (a subaccount, its API key and TwiML app); idempotent",
        body: setupAccountBodySchema,
        response: { 200: accountStatusSchema },
      },
      async ({ request, actor }) => {
        return account.setupAccount(ctx, actor, request.body.user_id, auditSource(request, actor));
      },
    ),
  );

  api.get(
    '/phone-banking/account-status/',
    route(
      can('phone-banking:view'),
      {
        summary: "The calling account's status, its voice numbers and whether phone banking is enabled",
        querystring: accountStatusQuerySchema,
        response: { 200: accountStatusSchema },
      },
      async ({ actor }) => account.accountStatus(ctx, actor.campaignId),
    ),
  );

  api.get(
    '/phone-banking/access-token/',
    route(
      can('phone-banking:call'),
      {
        summary: "The browser's voice access token (Twilio Voice SDK, or the simulator's), for the caller",
        querystring: accessTokenQuerySchema,
        response: { 200: accessTokenSchema },
      },
      async ({ request, actor }) => account.accessToken(ctx, actor, request.query.user_id),
    ),
  );

  api.post(
    '/phone-banking/call/create-session',
    route(
      can('phone-banking:call', 'body.campaign_id'),
      {
        summary: "Start the caller's session (browser or their own phone) with a campaign number",
        body: createSessionBodySchema,
        response: { 201: callSessionSchema },
      },
      async ({ request, reply, actor }) =>
        reply.status(201).send(await sessions.createSession(ctx, actor, request.body)),
    ),
  );

  api.post(
    '/phone-banking/call/acquire-number',
    route(
      can('phone-banking:call', 'body.campaign_id'),
      {
        summary: "The campaign number the caller's session calls from (the least used one)",
        body: acquireNumberBodySchema,
        response: { 200: acquiredNumberSchema },
      },
      async ({ request, actor }) => sessions.acquireNumber(ctx, actor, request.body),
    ),
  );

  api.post(
    '/phone-banking/call/release-number',
    route(
      can('phone-banking:call', 'body.campaign_id'),
      {
        summary: "Give the session's number back",
        body: releaseNumberBodySchema,
        response: { 200: callSessionSchema },
      },
      async ({ request, actor }) => sessions.releaseNumber(ctx, actor, request.body.call_session_id),
    ),
  );

  api.post(
    '/phone-banking/call/end-session',
    // The session names its campaign (campaign_id is optional): the service checks the caller in it.
    route(
      'authenticated',
      {
        summary:
          "End the session: its call hung up, its number given back, the caller's claimed voters released",
        body: endSessionBodySchema,
        response: { 200: callSessionSchema },
      },
      async ({ request, identity }) => sessions.endSessionOf(ctx, identity, request.body),
    ),
  );

  api.post(
    '/phone-banking/:id/initiate-call',
    route(
      can('phone-banking:call', 'body.campaign_id'),
      {
        summary: 'Call my phone: the campaign number calls the volunteer, then dials the claimed voter',
        params: phoneBankingParamsSchema,
        body: initiateCallBodySchema,
        response: { 201: initiatedCallSchema },
      },
      async ({ request, reply, actor }) =>
        reply.status(201).send(await initiateCall(ctx, actor, request.params.id, request.body)),
    ),
  );

  if (ctx.simulator) await simulatorClientRoutes(app, ctx, ctx.simulator);
};
