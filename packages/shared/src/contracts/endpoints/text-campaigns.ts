import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  claimBodySchema,
  claimedRecipientSchema,
  conversationConsentSchema,
  conversationReadBodySchema,
  conversationSchema,
  conversationsQuerySchema,
  replyBodySchema,
  sendTextBodySchema,
  textCampaignParamsSchema,
  textMessageSchema,
  textSurveyResponseBodySchema,
} from '../text-campaigns';

const params = textCampaignParamsSchema;

/** Texting: claims, sends and conversations (the campaign's own CRUD still calls by path). */
export const textCampaignEndpoints = {
  claim: endpoint({
    method: 'POST',
    path: '/text-campaign/:id/claim',
    params,
    body: claimBodySchema,
    reply: z.array(claimedRecipientSchema),
  }),
  release: endpoint({
    method: 'POST',
    path: '/text-campaign/:id/release',
    params,
    body: claimBodySchema,
    reply: z.object({ released: z.number().int() }),
  }),
  send: endpoint({
    method: 'POST',
    path: '/text-campaign/:id/send',
    params,
    body: sendTextBodySchema,
    reply: textMessageSchema,
    status: 201,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/text-campaign/:id/reply',
    params,
    body: replyBodySchema,
    reply: textMessageSchema,
    status: 201,
  }),
  conversations: endpoint({
    method: 'GET',
    path: '/text-campaign/conversations/',
    query: conversationsQuerySchema,
    reply: z.array(conversationSchema),
  }),
  markRead: endpoint({
    method: 'PUT',
    path: '/text-campaign/:id/conversation/read',
    params,
    body: conversationReadBodySchema,
    reply: z.object({ voter_id: z.uuid(), unread: z.boolean() }),
  }),
  optOut: endpoint({
    method: 'POST',
    path: '/text-campaign/:id/conversation/opt-out',
    params,
    body: conversationReadBodySchema,
    reply: conversationConsentSchema,
  }),
  notOptOut: endpoint({
    method: 'POST',
    path: '/text-campaign/:id/conversation/not-opt-out',
    params,
    body: conversationReadBodySchema,
    reply: conversationConsentSchema,
  }),
  surveyResponse: endpoint({
    method: 'POST',
    path: '/text-campaign/:id/survey-response',
    params,
    body: textSurveyResponseBodySchema,
    reply: z.object({ recorded: z.number().int(), removed: z.number().int() }),
    status: 201,
  }),
};
