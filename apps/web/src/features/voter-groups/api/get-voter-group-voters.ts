import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { voterPageSchema } from '@groundwork/shared/contracts/voter-groups';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { voterGroupKeys } from '../keys';

export type VoterPage = z.infer<typeof voterPageSchema>;

export interface VoterPageParams {
  campaignId: string;
  id: string;
  skip: number;
  limit: number;
}

/** GET /api/voter-group/voters/?id=&campaign_id=&skip=&limit=: one page of the group's voters. */
export const getVoterGroupVoters = (
  { campaignId, id, skip, limit }: VoterPageParams,
  signal?: AbortSignal,
): Promise<VoterPage> =>
  apiClient.request('/voter-group/voters/', {
    query: { id, campaign_id: campaignId, skip, limit },
    schema: voterPageSchema,
    ...(signal ? { signal } : {}),
  });

export const voterGroupVotersQueryOptions = (params: VoterPageParams) =>
  queryOptions({
    queryKey: voterGroupKeys.votersPage(params.campaignId, params.id, params.skip, params.limit),
    queryFn: ({ signal }) => getVoterGroupVoters(params, signal),
    // The table keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useVoterGroupVoters = (params: VoterPageParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...voterGroupVotersQueryOptions(params), ...options });
