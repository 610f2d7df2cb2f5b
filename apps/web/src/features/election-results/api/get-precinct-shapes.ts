import { queryOptions, useQuery } from '@tanstack/react-query';
import { precinctShapesSchema, type PrecinctShapes } from '@groundwork/shared/contracts/election-results';
import { apiClient } from '../../../lib/api-client';
import { electionResultKeys } from '../keys';

/** GET /api/election-results/shapes/?campaign_id=: the precinct shapes (GeoJSON), if any were imported. */
export const getPrecinctShapes = (campaignId: string, signal?: AbortSignal): Promise<PrecinctShapes> =>
  apiClient.request('/election-results/shapes/', {
    query: { campaign_id: campaignId },
    schema: precinctShapesSchema,
    ...(signal ? { signal } : {}),
  });

export const precinctShapesQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: electionResultKeys.shapes(campaignId),
    queryFn: ({ signal }) => getPrecinctShapes(campaignId, signal),
    staleTime: 5 * 60_000, // shapes change only when imported (which refreshes them)
  });

export const usePrecinctShapes = (campaignId: string) => useQuery(precinctShapesQueryOptions(campaignId));
