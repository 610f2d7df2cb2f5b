import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignSchema, type Campaign } from '@groundwork/shared/contracts/campaigns';
import { apiClient } from '../../../lib/api-client';
import { campaignKeys } from '../keys';

/** GET /api/campaign/?id=: the campaign record. */
export const getCampaign = (campaignId: string, signal?: AbortSignal): Promise<Campaign> =>
  apiClient.request('/campaign/', {
    query: { id: campaignId },
    schema: campaignSchema,
    ...(signal ? { signal } : {}),
  });

export const campaignQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: campaignKeys.detail(campaignId),
    queryFn: ({ signal }) => getCampaign(campaignId, signal),
  });

export const useCampaign = (campaignId: string) => useQuery(campaignQueryOptions(campaignId));
