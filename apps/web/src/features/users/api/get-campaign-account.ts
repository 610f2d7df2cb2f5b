import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignUserSchema, type CampaignUser } from '@groundwork/shared/contracts/users';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from '../keys';

/** GET /api/users/campaign-account/?campaign_id=: the caller's membership in one campaign. */
export const getCampaignAccount = (campaignId: string, signal?: AbortSignal): Promise<CampaignUser> =>
  apiClient.request('/users/campaign-account/', {
    query: { campaign_id: campaignId },
    schema: campaignUserSchema,
    ...(signal ? { signal } : {}),
  });

export const campaignAccountQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: userKeys.campaignAccount(campaignId),
    queryFn: ({ signal }) => getCampaignAccount(campaignId, signal),
  });

export const useCampaignAccount = (campaignId: string) => useQuery(campaignAccountQueryOptions(campaignId));
