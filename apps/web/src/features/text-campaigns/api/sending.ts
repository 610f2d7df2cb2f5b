import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { claimedRecipientSchema, type SendTextBody } from '@groundwork/shared/contracts/text-campaigns';
import { apiClient } from '../../../lib/api-client';
import { textCampaignKeys } from '../keys';

/** Replies whose shape this screen does not read (the next claim or poll shows the effect). */
const anyReply = z.unknown();

/** POST /api/text-campaign/{id}/claim: a batch of recipients held for this texter alone. */
export const claimBatch = (id: string, campaignId: string) =>
  apiClient.request(`/text-campaign/${id}/claim`, {
    method: 'POST',
    body: { campaign_id: campaignId },
    schema: z.array(claimedRecipientSchema),
  });

/** POST /api/text-campaign/{id}/release: the caller's unsent claims go back to the pool. */
export const releaseClaims = (id: string, campaignId: string) =>
  apiClient.request(`/text-campaign/${id}/release`, {
    method: 'POST',
    body: { campaign_id: campaignId },
    schema: anyReply,
  });

/** POST /api/text-campaign/{id}/send: exactly one message, after one human action. */
export const useSendText = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendTextBody) =>
      apiClient.request(`/text-campaign/${id}/send`, { method: 'POST', body, schema: anyReply }),
    onSettled: (_reply, _error, body) =>
      queryClient.invalidateQueries({ queryKey: textCampaignKeys.counts(body.campaign_id, id) }),
  });
};
