import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@groundwork/shared/contracts/endpoint';
import { textCampaignEndpoints as endpoints } from '@groundwork/shared/contracts/endpoints/text-campaigns';
import { apiClient } from '../../../lib/api-client';
import { textCampaignKeys } from '../keys';

/** POST /api/text-campaign/{id}/claim: a batch of recipients held for this texter alone. */
export const claimBatch = (id: string, campaignId: string) =>
  apiClient.call(endpoints.claim, { params: { id }, body: { campaign_id: campaignId } });

/** POST /api/text-campaign/{id}/release: the caller's unsent claims go back to the pool. */
export const releaseClaims = (id: string, campaignId: string) =>
  apiClient.call(endpoints.release, { params: { id }, body: { campaign_id: campaignId } });

/** POST /api/text-campaign/{id}/send: exactly one message, after one human action. */
export const useSendText = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof endpoints.send>) =>
      apiClient.call(endpoints.send, { params: { id }, body }),
    onSettled: (_reply, _error, body) =>
      queryClient.invalidateQueries({ queryKey: textCampaignKeys.counts(body.campaign_id, id) }),
  });
};
