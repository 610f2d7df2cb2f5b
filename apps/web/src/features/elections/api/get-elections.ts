import { queryOptions, useQuery } from '@tanstack/react-query';
import { electionListSchema, type Election } from '@groundwork/shared/contracts/elections';
import { apiClient } from '../../../lib/api-client';
import { electionKeys } from '../keys';

/** GET /api/district/elections/?campaign_id=: the campaign's vote-history elections, newest first. */
export const getElections = (campaignId: string, signal?: AbortSignal): Promise<Election[]> =>
  apiClient.request('/district/elections/', {
    query: { campaign_id: campaignId },
    schema: electionListSchema,
    ...(signal ? { signal } : {}),
  });

export const electionsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: electionKeys.list(campaignId),
    queryFn: ({ signal }) => getElections(campaignId, signal),
  });

export const useElections = (campaignId: string) => useQuery(electionsQueryOptions(campaignId));
