import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { voterGroupKeys } from '../keys';
import { POLL_INTERVAL_MS, voterGroupReplySchema, type VoterGroupReply } from './voter-group-reply';

const voterGroupListSchema = z.array(voterGroupReplySchema);

/** GET /api/voter-group/all/?campaign_id=: the campaign's voter groups. */
export const getVoterGroups = (campaignId: string, signal?: AbortSignal): Promise<VoterGroupReply[]> =>
  apiClient.request('/voter-group/all/', {
    query: { campaign_id: campaignId },
    schema: voterGroupListSchema,
    ...(signal ? { signal } : {}),
  });

export const voterGroupsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: voterGroupKeys.list(campaignId),
    queryFn: ({ signal }) => getVoterGroups(campaignId, signal),
    // Groups being selected turn Ready (or Failed) within seconds: ask again until none is Pending.
    refetchInterval: (query) =>
      query.state.data?.some((group) => group.status === 'Pending') ? POLL_INTERVAL_MS : false,
  });

export const useVoterGroups = (campaignId: string) => useQuery(voterGroupsQueryOptions(campaignId));
