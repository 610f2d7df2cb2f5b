import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { districtVotersPageSchema } from '@groundwork/shared/contracts/district';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { districtVoterKeys, type DistrictVotersParams } from '../keys';

export type DistrictVotersPage = z.infer<typeof districtVotersPageSchema>;

/** POST /api/district/voters/: one sorted page of the district's voters matching a filter. */
export const getDistrictVoters = (
  campaignId: string,
  { filter, skip, limit, sort, order }: DistrictVotersParams,
  signal?: AbortSignal,
): Promise<DistrictVotersPage> =>
  apiClient.request('/district/voters/', {
    method: 'POST',
    body: { campaign_id: campaignId, filter_params: filter, skip, limit, sort, order },
    schema: districtVotersPageSchema,
    ...(signal ? { signal } : {}),
  });

export const districtVotersQueryOptions = (campaignId: string, params: DistrictVotersParams) =>
  queryOptions({
    queryKey: districtVoterKeys.page(campaignId, params),
    queryFn: ({ signal }) => getDistrictVoters(campaignId, params, signal),
    // The table keeps the current page on screen while the next one (or order) loads.
    placeholderData: keepPreviousData,
  });

export const useDistrictVoters = (
  campaignId: string,
  params: DistrictVotersParams,
  options: { enabled?: boolean } = {},
) => useQuery({ ...districtVotersQueryOptions(campaignId, params), ...options });
