import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  voterBreakdownSchema,
  type VoterBreakdown,
  type VoterFilter,
} from '@groundwork/shared/contracts/voters';
import { apiClient } from '../../../lib/api-client';
import { voterGroupKeys } from '../keys';

/** POST /api/voter-group/voter-breakdown/: counts by party, gender, age band, precinct and ZIP. */
export const getVoterBreakdown = (
  campaignId: string,
  filter: VoterFilter,
  signal?: AbortSignal,
): Promise<VoterBreakdown> =>
  apiClient.request('/voter-group/voter-breakdown/', {
    method: 'POST',
    body: { campaign_id: campaignId, ...filter },
    schema: voterBreakdownSchema,
    ...(signal ? { signal } : {}),
  });

export const voterBreakdownQueryOptions = (campaignId: string, filter: VoterFilter) =>
  queryOptions({
    queryKey: voterGroupKeys.breakdown(campaignId, filter),
    queryFn: ({ signal }) => getVoterBreakdown(campaignId, filter, signal),
    placeholderData: keepPreviousData,
  });

export const useVoterBreakdown = (
  campaignId: string,
  filter: VoterFilter,
  options: { enabled?: boolean } = {},
) => useQuery({ ...voterBreakdownQueryOptions(campaignId, filter), ...options });
