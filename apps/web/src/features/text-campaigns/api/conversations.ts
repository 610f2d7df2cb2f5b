import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { conversationConsentSchema, conversationSchema } from '@groundwork/shared/contracts/text-campaigns';
import { apiClient } from '../../../lib/api-client';
import { textCampaignKeys } from '../keys';
import { LIVE_POLL_MS } from './get-text-campaigns';

const anyReply = z.unknown();

/**
 * GET /api/text-campaign/conversations/: every conversation for leads, the texter's own otherwise, asked
 * again every few seconds so replies appear.
 */
export const useConversations = (campaignId: string, textCampaignId: string | null, unreadOnly: boolean) =>
  useQuery({
    queryKey: textCampaignKeys.conversations(campaignId, textCampaignId, unreadOnly),
    queryFn: ({ signal }) =>
      apiClient.request('/text-campaign/conversations/', {
        query: {
          campaign_id: campaignId,
          text_campaign_id: textCampaignId ?? undefined,
          unread: unreadOnly ? 'true' : undefined,
        },
        schema: z.array(conversationSchema),
        signal,
      }),
    refetchInterval: LIVE_POLL_MS,
  });

const useRefreshConversations = () => {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === textCampaignKeys.all[0] &&
        (query.queryKey[1] === 'conversations' || query.queryKey[1] === 'counts'),
    });
};

interface ConversationTarget {
  textCampaignId: string;
  campaign_id: string;
  voter_id: string;
}

/** POST /api/text-campaign/{id}/reply: a texter answers a voter (refused like a send). */
export const useReply = () => {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: ({ textCampaignId, ...body }: ConversationTarget & { message: string }) =>
      apiClient.request(`/text-campaign/${textCampaignId}/reply`, { method: 'POST', body, schema: anyReply }),
    onSuccess: refresh,
  });
};

/** PUT /api/text-campaign/{id}/conversation/read: the voter's replies are read. */
export const useMarkRead = () => {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: ({ textCampaignId, ...body }: ConversationTarget) =>
      apiClient.request(`/text-campaign/${textCampaignId}/conversation/read`, {
        method: 'PUT',
        body,
        schema: anyReply,
      }),
    onSuccess: refresh,
  });
};

/**
 * POST /api/text-campaign/{id}/conversation/opt-out (`confirm`: the number is opted out of texts and sent the one
 * confirmation) or /not-opt-out (the reply asked for nothing): the texter's answer to a possible opt-out.
 */
export const usePossibleOptOut = () => {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: ({ textCampaignId, confirm, ...body }: ConversationTarget & { confirm: boolean }) =>
      apiClient.request(
        `/text-campaign/${textCampaignId}/conversation/${confirm ? 'opt-out' : 'not-opt-out'}`,
        { method: 'POST', body, schema: conversationConsentSchema },
      ),
    onSuccess: refresh,
  });
};

/** POST /api/text-campaign/{id}/survey-response: answers given in the conversation, as a text touch. */
export const useRecordTextSurvey = () =>
  useMutation({
    mutationFn: ({
      textCampaignId,
      ...body
    }: ConversationTarget & { survey_responses: { question_id: string; answer: string }[] }) =>
      apiClient.request(`/text-campaign/${textCampaignId}/survey-response`, {
        method: 'POST',
        body,
        schema: anyReply,
      }),
  });
