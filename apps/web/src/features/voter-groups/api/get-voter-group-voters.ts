import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { voterPageSchema } from '@groundwork/shared/contracts/voter-groups';
import type { z } from 'zod';
import type { TableSort } from '../../../components/voter-table/sortable-voter-head';
import { apiClient } from '../../../lib/api-client';
import { voterGroupKeys } from '../keys';

export type VoterPage = z.infer<typeof voterPageSchema>;

export interface VoterPageParams extends TableSort {
  campaignId: string;
  id: string;
  skip: number;
  limit: number;
}

/** GET /api/voter-group/voters/?id=&campaign_id=&skip=&limit=&sort=&order=: one page of the group's voters. */
export const getVoterGroupVoters = (
  { campaignId, id, skip, limit, sort, order }: VoterPageParams,
  signal?: AbortSignal,
): Promise<VoterPage> =>
  apiClient.request('/voter-group/voters/', {
    query: { id, campaign_id: campaignId, skip, limit, sort, order },
    schema: voterPageSchema,
    ...(signal ? { signal } : {}),
  });

export const voterGroupVotersQueryOptions = (params: VoterPageParams) =>
  queryOptions({
    queryKey: voterGroupKeys.votersPage(params.campaignId, params.id, {
      skip: params.skip,
      limit: params.limit,
      sort: params.sort,
      order: params.order,
    }),
    queryFn: ({ signal }) => getVoterGroupVoters(params, signal),
    // The table keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useVoterGroupVoters = (params: VoterPageParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...voterGroupVotersQueryOptions(params), ...options });
