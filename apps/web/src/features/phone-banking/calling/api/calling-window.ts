import { useQuery } from '@tanstack/react-query';
import { contactWindowSchema } from '@groundwork/shared/contracts/campaigns';
import { apiClient } from '../../../../lib/api-client';
import { callingKeys } from '../keys';

/**
 * GET /api/phone-banking/{id}/calling-window?campaign_id: when calling opens for the call campaign's voters
 * (decision 0062), asked on arrival and every minute, so the screen says so before anything is tapped.
 */
export const useCallingWindow = (campaignId: string, phoneBankingCampaignId: string) =>
  useQuery({
    queryKey: [...callingKeys.all, 'window', campaignId, phoneBankingCampaignId],
    queryFn: ({ signal }) =>
      apiClient.request(`/phone-banking/${phoneBankingCampaignId}/calling-window`, {
        query: { campaign_id: campaignId },
        schema: contactWindowSchema,
        signal,
      }),
    refetchInterval: 60_000,
  });
