import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { precinctResultsSchema, type PrecinctResults } from '@groundwork/shared/contracts/election-results';
import { apiClient } from '../../../lib/api-client';
import { electionResultKeys } from '../keys';

/** GET /api/election-results/precincts/?contest_id=&campaign_id=: a contest precinct by precinct. */
export const getPrecinctResults = (
  campaignId: string,
  contestId: string,
  signal?: AbortSignal,
): Promise<PrecinctResults> =>
  apiClient.request('/election-results/precincts/', {
    query: { contest_id: contestId, campaign_id: campaignId },
    schema: precinctResultsSchema,
    ...(signal ? { signal } : {}),
  });

export const precinctResultsQueryOptions = (campaignId: string, contestId: string) =>
  queryOptions({
    queryKey: electionResultKeys.precincts(campaignId, contestId),
    queryFn: ({ signal }) => getPrecinctResults(campaignId, contestId, signal),
  });

/** Keeps the previous contest on screen (dimmed) while the next one loads. */
export const usePrecinctResults = (campaignId: string, contestId: string | null) =>
  useQuery({
    ...precinctResultsQueryOptions(campaignId, contestId ?? ''),
    enabled: contestId !== null,
    placeholderData: keepPreviousData,
  });
