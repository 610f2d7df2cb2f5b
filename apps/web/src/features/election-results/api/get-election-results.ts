import { queryOptions, useQuery } from '@tanstack/react-query';
import { electionResultsSchema, type ElectionResults } from '@groundwork/shared/contracts/election-results';
import { apiClient } from '../../../lib/api-client';
import { electionResultKeys } from '../keys';

/** GET /api/election-results/?id=&campaign_id=: an election's contests with votes, shares and winners. */
export const getElectionResults = (
  campaignId: string,
  id: string,
  signal?: AbortSignal,
): Promise<ElectionResults> =>
  apiClient.request('/election-results/', {
    query: { id, campaign_id: campaignId },
    schema: electionResultsSchema,
    ...(signal ? { signal } : {}),
  });

export const electionResultsQueryOptions = (campaignId: string, id: string) =>
  queryOptions({
    queryKey: electionResultKeys.election(campaignId, id),
    queryFn: ({ signal }) => getElectionResults(campaignId, id, signal),
  });

export const useElectionResults = (campaignId: string, id: string | null) =>
  useQuery({ ...electionResultsQueryOptions(campaignId, id ?? ''), enabled: id !== null });
