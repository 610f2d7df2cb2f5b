import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { voterCountResponseSchema, type VoterFilter } from '@groundwork/shared/contracts/voters';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { voterKeys } from '../keys';

export type VoterCount = z.infer<typeof voterCountResponseSchema>;

/** How long a changed filter waits before it is counted (each keystroke does not send a request). */
export const COUNT_DEBOUNCE_MS = 300;

/** POST /api/voter-group/count/?campaign_id=: exact numbers of voters and doors matching a filter ({} = all). */
export const countVoters = (
  campaignId: string,
  filter: VoterFilter,
  signal?: AbortSignal,
): Promise<VoterCount> =>
  apiClient.request('/voter-group/count/', {
    method: 'POST',
    query: { campaign_id: campaignId },
    body: filter,
    schema: voterCountResponseSchema,
    ...(signal ? { signal } : {}),
  });

/**
 * The previous numbers stay on screen while a changed filter is counted; a request whose filter has
 * changed again is aborted (the query becomes unused and its signal fires).
 */
export const voterCountQueryOptions = (campaignId: string, filter: VoterFilter) =>
  queryOptions({
    queryKey: voterKeys.count(campaignId, filter),
    queryFn: ({ signal }) => countVoters(campaignId, filter, signal),
    placeholderData: keepPreviousData,
  });

export const useVoterCount = (campaignId: string, filter: VoterFilter, options: { enabled?: boolean } = {}) =>
  useQuery({ ...voterCountQueryOptions(campaignId, filter), ...options });
