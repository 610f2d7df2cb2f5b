import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  callStatsQuerySchema,
  callStatsSchema,
  createPhoneBankingBodySchema,
  phoneBankingCampaignSchema,
  phoneBankingListQuerySchema,
  phoneBankingMinimalSchema,
  phoneBankingParamsSchema,
  phoneBankingQuerySchema,
  phoneBankingUserListQuerySchema,
  updatedCallRecipientsQuerySchema,
  updatedCallRecipientsSchema,
  updatePhoneBankingBodySchema,
} from '@groundwork/shared/contracts/phone-banking';
import {
  callResultBodySchema,
  callResultSchema,
  nextVoterQuerySchema,
  nextVoterSchema,
  releaseVoterBodySchema,
  releaseVoterResultSchema,
} from '@groundwork/shared/contracts/call-queue';
import { contactWindowSchema } from '@groundwork/shared/contracts/campaigns';
import { surveySchema } from '@groundwork/shared/contracts/surveys';
import type { AppContext } from '../../context.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import { auditSource } from '../audit-log/audit-log.repository.ts';
import { recordCallResult } from './call-results.ts';
import { callingWindow } from './calling-window.ts';
import { callStats, updatedRecipients } from './live-counts.ts';
import { nextVoter } from './next-voter.ts';
import * as service from './phone-banking.service.ts';
import { releaseVoter } from './release.ts';

export const route = declareRoutes('phone-banking');

/**
 * Service §7 Phone banking: call campaigns, the next-voter queue and call results
 * (docs/decisions/0044-phone-banking.md). Accounts, tokens and calls are in ./voice.
 */
export const phoneBankingRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  /** Assigned callers and leads: the service checks the assignment. */
  const call = (campaign: 'query.campaign_id' | 'body.campaign_id' = 'query.campaign_id') =>
    can('phone-banking:call', campaign);

  api.post(
    '/phone-banking/',
    route(
      can('phone-banking:edit', 'body.campaign_id'),
      {
        summary:
          'Create a call campaign (Draft, creation method Created) for a voter group or filtered voters',
        body: createPhoneBankingBodySchema,
        response: { 201: phoneBankingCampaignSchema },
      },
      async ({ request, reply, actor }) => {
        const created = await service.createPhoneBank(db, actor, request.body, auditSource(request, actor));
        return reply.status(201).send(created);
      },
    ),
  );

  api.get(
    '/phone-banking/',
    route(
      call(),
      {
        summary: 'One call campaign with its callers and live counts (leads, or a caller assigned to it)',
        querystring: phoneBankingQuerySchema,
        response: { 200: phoneBankingCampaignSchema },
      },
      async ({ request, actor }) => service.getPhoneBank(db, actor, request.query.id),
    ),
  );

  api.get(
    '/phone-banking/minimal/',
    route(
      call(),
      {
        summary: "A call campaign's name and status (leads, or a caller assigned to it)",
        querystring: phoneBankingQuerySchema,
        response: { 200: phoneBankingMinimalSchema },
      },
      async ({ request, actor }) => service.getMinimal(db, actor, request.query.id),
    ),
  );

  api.get(
    '/phone-banking/all/',
    route(
      can('phone-banking:view'),
      {
        summary: "The campaign's call campaigns with their counts",
        querystring: phoneBankingListQuerySchema,
        response: { 200: z.array(phoneBankingCampaignSchema) },
      },
      async ({ actor }) => service.listAll(db, actor),
    ),
  );

  api.get(
    '/phone-banking/all-user/',
    route(
      call(),
      {
        summary: "A caller's assigned call campaigns (a caller may only ask for themself)",
        querystring: phoneBankingUserListQuerySchema,
        response: { 200: z.array(phoneBankingCampaignSchema) },
      },
      async ({ request, actor }) => service.listForUser(db, actor, request.query.user_id),
    ),
  );

  api.put(
    '/phone-banking/',
    route(
      can('phone-banking:edit', 'body.campaign_id'),
      {
        summary: 'Change a Draft, assign callers, or move the status (Draft → Active ⇄ Paused → Completed)',
        body: updatePhoneBankingBodySchema,
        response: { 200: phoneBankingCampaignSchema },
      },
      async ({ request, actor }) => {
        return service.updatePhoneBank(db, actor, request.body, auditSource(request, actor));
      },
    ),
  );

  api.get(
    '/phone-banking/:id/next-voter',
    route(
      call(),
      {
        summary: 'Claim the next voter to call (or get back the one you hold); 404 when none is left',
        params: phoneBankingParamsSchema,
        querystring: nextVoterQuerySchema,
        response: { 200: nextVoterSchema },
      },
      async ({ request, actor }) => nextVoter(ctx, actor, request.params.id, request.query.user_id),
    ),
  );

  api.get(
    '/phone-banking/:id/calling-window',
    route(
      call(),
      {
        summary:
          "When calling opens for the call campaign's voters (opens_at null while open), decision 0062",
        params: phoneBankingParamsSchema,
        querystring: phoneBankingListQuerySchema,
        response: { 200: contactWindowSchema },
      },
      async ({ request, actor }) => callingWindow(ctx, actor, request.params.id),
    ),
  );

  api.post(
    '/phone-banking/release-uncalled-voter',
    route(
      call('body.campaign_id'),
      {
        summary: 'Give a claimed voter back to the queue uncalled (the claimer, or a lead)',
        body: releaseVoterBodySchema,
        response: { 200: releaseVoterResultSchema },
      },
      async ({ request, actor }) => releaseVoter(db, actor, request.body),
    ),
  );

  api.post(
    '/phone-banking/:id/update-call-result',
    route(
      call('body.campaign_id'),
      {
        summary: "Record a call's result (a replay of the same call returns the stored result)",
        params: phoneBankingParamsSchema,
        body: callResultBodySchema,
        response: { 200: callResultSchema, 201: callResultSchema },
      },
      async ({ request, reply, actor }) => {
        const { created, result } = await recordCallResult(db, actor, request.params.id, request.body);
        return reply.status(created ? 201 : 200).send(result);
      },
    ),
  );

  api.get(
    '/phone-banking/updated-recipients/',
    route(
      can('phone-banking:view'),
      {
        summary:
          'Live counts, per caller, and the recipients changed since last_update_time (default 20 s ago)',
        querystring: updatedCallRecipientsQuerySchema,
        response: { 200: updatedCallRecipientsSchema },
      },
      async ({ request, actor }) =>
        updatedRecipients(db, actor, request.query.id, request.query.last_update_time),
    ),
  );

  api.get(
    '/phone-banking/:id/survey',
    route(
      call(),
      {
        summary: "The call campaign's survey (null when it has none), for its callers and leads",
        params: phoneBankingParamsSchema,
        querystring: phoneBankingListQuerySchema,
        response: { 200: surveySchema.nullable() },
      },
      async ({ request, actor }) => service.getCallSurvey(db, actor, request.params.id),
    ),
  );

  api.get(
    '/phone-banking/stats/',
    route(
      can('phone-banking:view'),
      {
        summary: "The campaign's calls per hour over the last 24 hours and the contact rate (the dashboard)",
        querystring: callStatsQuerySchema,
        response: { 200: callStatsSchema },
      },
      async ({ actor }) => callStats(db, actor),
    ),
  );
};
