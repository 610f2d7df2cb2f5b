import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availableNumberSchema,
  availableNumbersQuerySchema,
  campaignNumbersQuerySchema,
  campaignPhoneNumberSchema,
  createA2pCampaignBodySchema,
  purchaseNumberBodySchema,
  registerSenderBodySchema,
  registrationStatusParamsSchema,
  registrationStatusSchema,
} from '@groundwork/shared/contracts/text-registration';
import type { AppContext } from '../../context.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import { auditSource } from '../audit-log/audit-log.repository.ts';
import * as numbers from './phone-numbers.service.ts';
import { listNumbers } from './text-registration.repository.ts';
import * as service from './text-registration.service.ts';

const route = declareRoutes('text-registration');

/**
 * Service §7 Text campaigns (registration) and Phone banking (numbers): A2P 10DLC registration with its
 * pre-flight check, and the campaign's phone numbers (docs/decisions/0040-text-registration.md).
 */
export const textRegistrationRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/text-campaign/register',
    route(
      can('text-campaign:edit', 'body.campaign_id'),
      {
        summary:
          'Register the campaign as a text sender (the 19 fields and a privacy policy; refused with the failed pre-flight items)',
        body: registerSenderBodySchema,
        response: { 201: registrationStatusSchema },
      },
      async ({ request, reply, actor }) => {
        const { campaign_id: _campaign, ...sender } = request.body;
        const status = await service.registerSender(ctx, actor, sender, auditSource(request, actor));
        return reply.status(201).send(status);
      },
    ),
  );

  api.get(
    '/text-campaign/twilio/:id/status',
    route(
      can('text-campaign:view', 'params.id'),
      {
        summary:
          "The campaign's registration (`{id}` is the campaign's id): sender and message-campaign vetting, read fresh while PENDING",
        params: registrationStatusParamsSchema,
        response: { 200: registrationStatusSchema },
      },
      async ({ actor }) => service.readStatus(ctx, actor.campaignId),
    ),
  );

  api.post(
    '/text-campaign/create-a2p-campaign',
    route(
      can('text-campaign:edit', 'body.campaign_id'),
      {
        summary:
          'Register the message campaign (the 8 fields) under the APPROVED sender, past the pre-flight check',
        body: createA2pCampaignBodySchema,
        response: { 201: registrationStatusSchema },
      },
      async ({ request, reply, actor }) => {
        const { campaign_id: _campaign, ...fields } = request.body;
        const status = await service.registerMessageCampaign(ctx, actor, fields, auditSource(request, actor));
        return reply.status(201).send(status);
      },
    ),
  );

  api.get(
    '/phone-banking/available-numbers/',
    route(
      can('text-campaign:view'),
      {
        summary: 'Numbers to buy near an area code and/or a ZIP code (one of them is required)',
        querystring: availableNumbersQuerySchema,
        response: { 200: z.array(availableNumberSchema) },
      },
      async ({ request }) => numbers.searchNumbers(ctx, request.query),
    ),
  );

  api.post(
    '/phone-banking/purchase-number',
    route(
      can('text-campaign:edit', 'body.campaign_id'),
      {
        summary:
          'Buy a number for the campaign (texting and calling share it); its messages come to our webhook',
        body: purchaseNumberBodySchema,
        response: { 201: campaignPhoneNumberSchema },
      },
      async ({ request, reply, actor }) => {
        const number = await numbers.purchaseNumber(ctx, actor, request.body, auditSource(request, actor));
        return reply.status(201).send(number);
      },
    ),
  );

  api.get(
    '/phone-banking/numbers/',
    route(
      can('text-campaign:view'),
      {
        summary: "The campaign's phone numbers",
        querystring: campaignNumbersQuerySchema,
        response: { 200: z.array(campaignPhoneNumberSchema) },
      },
      async ({ actor }) => listNumbers(ctx.db, actor.campaignId),
    ),
  );
};
