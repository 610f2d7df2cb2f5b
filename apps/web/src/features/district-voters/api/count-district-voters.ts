import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { voterCountResponseSchema, type VoterFilter } from '@groundwork/shared/contracts/voters';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { districtVoterKeys } from '../keys';

export type DistrictVoterCount = z.infer<typeof voterCountResponseSchema>;

/** POST /api/voter-group/count/?campaign_id=: voters and doors matching a filter ({} = the district). */
export const countDistrictVoters = (
  campaignId: string,
  filter: VoterFilter,
  signal?: AbortSignal,
): Promise<DistrictVoterCount> =>
  apiClient.request('/voter-group/count/', {
    method: 'POST',
    query: { campaign_id: campaignId },
    body: filter,
    schema: voterCountResponseSchema,
    ...(signal ? { signal } : {}),
  });

export const districtVoterCountQueryOptions = (campaignId: string, filter: VoterFilter) =>
  queryOptions({
    queryKey: districtVoterKeys.count(campaignId, filter),
    queryFn: ({ signal }) => countDistrictVoters(campaignId, filter, signal),
    placeholderData: keepPreviousData,
  });

export const useDistrictVoterCount = (campaignId: string, filter: VoterFilter) =>
  useQuery(districtVoterCountQueryOptions(campaignId, filter));
