import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { districtDoorsSchema } from '@groundwork/shared/contracts/district';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { voterKeys } from '../keys';

export type DistrictDoors = z.infer<typeof districtDoorsSchema>;

/** POST /api/district/voters/doors/: one map point per door of the voters matching a filter. */
export const getDistrictDoors = (
  campaignId: string,
  filter: VoterFilter,
  signal?: AbortSignal,
): Promise<DistrictDoors> =>
  apiClient.request('/district/voters/doors/', {
    method: 'POST',
    body: { campaign_id: campaignId, filter_params: filter },
    schema: districtDoorsSchema,
    ...(signal ? { signal } : {}),
  });

export const useDistrictDoors = (campaignId: string, filter: VoterFilter, enabled = true) =>
  useQuery({
    queryKey: voterKeys.doors(campaignId, filter),
    queryFn: ({ signal }) => getDistrictDoors(campaignId, filter, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
