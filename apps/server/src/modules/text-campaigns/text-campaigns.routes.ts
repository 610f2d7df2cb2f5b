import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { surveySchema } from '@groundwork/shared/contracts/surveys';
import {
  claimBodySchema,
  claimedRecipientSchema,
  conversationConsentSchema,
  conversationReadBodySchema,
  conversationSchema,
  conversationsQuerySchema,
  createTextCampaignBodySchema,
  recipientPreviewBodySchema,
  recipientPreviewSchema,
  replyBodySchema,
  sendTextBodySchema,
  textCampaignListQuerySchema,
  textCampaignMinimalSchema,
  textCampaignParamsSchema,
  textCampaignQuerySchema,
  textCampaignSchema,
  textCampaignUserListQuerySchema,
  textMessageSchema,
  textSurveyResponseBodySchema,
  updatedRecipientsQuerySchema,
  updatedRecipientsSchema,
  updateTextCampaignBodySchema,
} from '@groundwork/shared/contracts/text-campaigns';
import type { AppContext } from '../../context.ts';
import { auditSource } from '../audit-log/audit-log.repository.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import * as claims from './claims.ts';
import * as views from './conversation-views.ts';
import * as optOuts from './opt-outs.ts';
import * as sending from './sending.ts';
import { getTextSurvey, recordTextSurveyResponse } from './survey-answers.ts';
import * as repo from './text-campaigns.repository.ts';
import * as service from './text-campaigns.service.ts';

export const route = declareRoutes('text-campaigns');

/** Service §7 Text campaigns: peer-to-peer texting (docs/decisions/0041-text-campaigns.md). */
export const textCampaignsRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const send = (campaign: 'query.campaign_id' | 'body.campaign_id' = 'body.campaign_id') =>
    can('text-campaign:send', campaign);

  api.post(
    '/text-campaign/',
    route(
      can('text-campaign:edit', 'body.campaign_id'),
      {
        summary:
          'Create a text campaign (Draft, creation method Created) to a voter group or filtered voters',
        body: createTextCampaignBodySchema,
        response: { 201: textCampaignSchema },
      },
      async ({ request, reply, actor }) =>
        reply
          .status(201)
          .send(await service.createTextCampaign(db, actor, request.body, auditSource(request, actor))),
    ),
  );

  api.get(
    '/text-campaign/',
    route(
      send('query.campaign_id'),
      {
        summary: 'One text campaign with its texters and live counts (leads, or a texter assigned to it)',
        querystring: textCampaignQuerySchema,
        response: { 200: textCampaignSchema },
      },
      async ({ request, actor }) => service.getTextCampaign(db, actor, request.query.text_campaign_id),
    ),
  );

  api.get(
    '/text-campaign/minimal/',
    route(
      can('text-campaign:view'),
      {
        summary: "The campaign's text campaigns by name and status",
        querystring: textCampaignListQuerySchema,
        response: { 200: z.array(textCampaignMinimalSchema) },
      },
      async ({ actor }) =>
        (await repo.listTextCampaigns(db, actor.campaignId)).map((r) => ({
          id: r.id,
          name: r.name,
          status: r.status,
        })),
    ),
  );

  api.get(
    '/text-campaign/all/',
    route(
      can('text-campaign:view'),
      {
        summary: "The campaign's text campaigns with their counts",
        querystring: textCampaignListQuerySchema,
        response: { 200: z.array(textCampaignSchema) },
      },
      async ({ actor }) => service.listAll(db, actor),
    ),
  );

  api.get(
    '/text-campaign/all-user/',
    route(
      send('query.campaign_id'),
      {
        summary: "A texter's assigned text campaigns (a texter may only ask for themself)",
        querystring: textCampaignUserListQuerySchema,
        response: { 200: z.array(textCampaignSchema) },
      },
      async ({ request, actor }) => service.listForUser(db, actor, request.query.user_id),
    ),
  );

  api.put(
    '/text-campaign/',
    route(
      can('text-campaign:edit', 'body.campaign_id'),
      {
        summary: 'Change a Draft, assign texters, or move the status (Draft → Active ⇄ Paused → Completed)',
        body: updateTextCampaignBodySchema,
        response: { 200: textCampaignSchema },
      },
      async ({ request, actor }) =>
        service.updateTextCampaign(db, actor, request.body, auditSource(request, actor)),
    ),
  );

  api.post(
    '/text-campaign/recipients/preview/',
    route(
      can('text-campaign:edit', 'body.campaign_id'),
      {
        summary: "The composer's live recipient count, what is left out and why, and a sample voter",
        body: recipientPreviewBodySchema,
        response: { 200: recipientPreviewSchema },
      },
      async ({ request, actor }) =>
        service.preview(db, actor, {
          voterGroupId: request.body.voter_group_id ?? null,
          filterParams: request.body.filter_params,
        }),
    ),
  );

  api.post(
    '/text-campaign/:id/claim',
    route(
      send(),
      {
        summary: `Claim a batch of recipients for yourself alone, each with the message rendered for them`,
        params: textCampaignParamsSchema,
        body: claimBodySchema,
        response: { 200: z.array(claimedRecipientSchema) },
      },
      async ({ request, actor }) => claims.claim(db, actor, request.params.id, ctx.config.timeZone),
    ),
  );

  api.post(
    '/text-campaign/:id/release',
    route(
      send(),
      {
        summary: 'Give your unsent claims back',
        params: textCampaignParamsSchema,
        body: claimBodySchema,
        response: { 200: z.object({ released: z.number().int() }) },
      },
      async ({ request, actor }) => claims.release(db, actor, request.params.id),
    ),
  );

  api.post(
    '/text-campaign/:id/send',
    route(
      send(),
      {
        summary: 'Send the first message to one claimed recipient (one message per human action)',
        params: textCampaignParamsSchema,
        body: sendTextBodySchema,
        response: { 201: textMessageSchema },
      },
      async ({ request, reply, actor }) =>
        reply.status(201).send(await sending.sendFirst(ctx, actor, request.params.id, request.body)),
    ),
  );

  api.post(
    '/text-campaign/:id/reply',
    route(
      send(),
      {
        summary: 'Answer a voter inside an existing conversation',
        params: textCampaignParamsSchema,
        body: replyBodySchema,
        response: { 201: textMessageSchema },
      },
      async ({ request, reply, actor }) =>
        reply.status(201).send(await sending.reply(ctx, actor, request.params.id, request.body)),
    ),
  );

  api.get(
    '/text-campaign/updated-recipients/',
    route(
      can('text-campaign:view'),
      {
        summary: 'Live counts and the recipients changed since last_update_time (default 20 seconds ago)',
        querystring: updatedRecipientsQuerySchema,
        response: { 200: updatedRecipientsSchema },
      },
      async ({ request, actor }) =>
        views.updatedRecipients(db, actor, request.query.text_campaign_id, request.query.last_update_time),
    ),
  );

  api.get(
    '/text-campaign/conversations/',
    route(
      send('query.campaign_id'),
      {
        summary: 'Conversations: leads see every one, a texter the ones they started',
        querystring: conversationsQuerySchema,
        response: { 200: z.array(conversationSchema) },
      },
      async ({ request, actor }) => views.listConversations(db, actor, request.query),
    ),
  );

  api.put(
    '/text-campaign/:id/conversation/read',
    route(
      send(),
      {
        summary: "Mark a conversation's replies read",
        params: textCampaignParamsSchema,
        body: conversationReadBodySchema,
        response: { 200: z.object({ voter_id: z.uuid(), unread: z.boolean() }) },
      },
      async ({ request, actor }) => views.markRead(db, actor, request.params.id, request.body.voter_id),
    ),
  );

  api.post(
    '/text-campaign/:id/conversation/opt-out',
    route(
      send(),
      {
        summary:
          "Confirm a possible opt-out: the voter's number is opted out of texts and sent the one confirmation",
        params: textCampaignParamsSchema,
        body: conversationReadBodySchema,
        response: { 200: conversationConsentSchema },
      },
      async ({ request, actor }) =>
        optOuts.confirmOptOut(ctx, actor, request.params.id, request.body.voter_id),
    ),
  );

  api.post(
    '/text-campaign/:id/conversation/not-opt-out',
    route(
      send(),
      {
        summary: 'Dismiss a possible opt-out: the reply asked for nothing',
        params: textCampaignParamsSchema,
        body: conversationReadBodySchema,
        response: { 200: conversationConsentSchema },
      },
      async ({ request, actor }) =>
        optOuts.dismissPossibleOptOut(db, actor, request.params.id, request.body.voter_id),
    ),
  );

  api.get(
    '/text-campaign/:id/survey',
    route(
      send('query.campaign_id'),
      {
        summary: "The text campaign's survey (null when it has none), for its texters and leads",
        params: textCampaignParamsSchema,
        querystring: textCampaignListQuerySchema,
        response: { 200: surveySchema.nullable() },
      },
      async ({ request, actor }) => getTextSurvey(db, actor, request.params.id),
    ),
  );

  api.post(
    '/text-campaign/:id/survey-response',
    route(
      send(),
      {
        summary: "Record the voter's answers to the campaign's survey (a text touch with a conversation)",
        params: textCampaignParamsSchema,
        body: textSurveyResponseBodySchema,
        response: { 201: z.object({ recorded: z.number().int(), removed: z.number().int() }) },
      },
      async ({ request, reply, actor }) =>
        reply.status(201).send(await recordTextSurveyResponse(db, actor, request.params.id, request.body)),
    ),
  );
};
