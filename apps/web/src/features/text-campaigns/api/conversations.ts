import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@groundwork/shared/contracts/endpoint';
import { textCampaignEndpoints as endpoints } from '@groundwork/shared/contracts/endpoints/text-campaigns';
import { apiClient } from '../../../lib/api-client';
import { textCampaignKeys } from '../keys';
import { LIVE_POLL_MS } from './get-text-campaigns';

/**
 * GET /api/text-campaign/conversations/: every conversation for leads, the texter's own otherwise, asked
 * again every few seconds so replies appear.
 */
export const useConversations = (campaignId: string, textCampaignId: string | null, unreadOnly: boolean) =>
  useQuery({
    queryKey: textCampaignKeys.conversations(campaignId, textCampaignId, unreadOnly),
    queryFn: ({ signal }) =>
      apiClient.call(endpoints.conversations, {
        query: {
          campaign_id: campaignId,
          text_campaign_id: textCampaignId ?? undefined,
          unread: unreadOnly ? 'true' : undefined,
        },
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

/** A conversation call's body, with the text campaign it is in. */
type InCampaign<Body> = Body & { textCampaignId: string };

/** POST /api/text-campaign/{id}/reply: a texter answers a voter (refused like a send). */
export const useReply = () => {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: ({ textCampaignId, ...body }: InCampaign<EndpointBody<typeof endpoints.reply>>) =>
      apiClient.call(endpoints.reply, { params: { id: textCampaignId }, body }),
    onSuccess: refresh,
  });
};

/** PUT /api/text-campaign/{id}/conversation/read: the voter's replies are read. */
export const useMarkRead = () => {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: ({ textCampaignId, ...body }: InCampaign<EndpointBody<typeof endpoints.markRead>>) =>
      apiClient.call(endpoints.markRead, { params: { id: textCampaignId }, body }),
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
    mutationFn: ({
      textCampaignId,
      confirm,
      ...body
    }: InCampaign<EndpointBody<typeof endpoints.optOut>> & { confirm: boolean }) =>
      apiClient.call(confirm ? endpoints.optOut : endpoints.notOptOut, {
        params: { id: textCampaignId },
        body,
      }),
    onSuccess: refresh,
  });
};

/** POST /api/text-campaign/{id}/survey-response: answers given in the conversation, as a text touch. */
export const useRecordTextSurvey = () =>
  useMutation({
    mutationFn: ({ textCampaignId, ...body }: InCampaign<EndpointBody<typeof endpoints.surveyResponse>>) =>
      apiClient.call(endpoints.surveyResponse, { params: { id: textCampaignId }, body }),
  });
