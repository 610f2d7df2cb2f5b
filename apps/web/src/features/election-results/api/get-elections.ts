import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { electionSchema, type Election } from '@groundwork/shared/contracts/election-results';
import { apiClient } from '../../../lib/api-client';
import { electionResultKeys } from '../keys';

/** GET /api/election-results/all/?campaign_id=: the imported elections, newest first. */
export const getElections = (campaignId: string, signal?: AbortSignal): Promise<Election[]> =>
  apiClient.request('/election-results/all/', {
    query: { campaign_id: campaignId },
    schema: z.array(electionSchema),
    ...(signal ? { signal } : {}),
  });

export const electionsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: electionResultKeys.list(campaignId),
    queryFn: ({ signal }) => getElections(campaignId, signal),
  });

export const useElections = (campaignId: string) => useQuery(electionsQueryOptions(campaignId));
