import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { pollWhileAnyPending, voterGroupKeys } from '../keys';
import { voterGroupReplySchema, type VoterGroupReply } from './voter-group-reply';

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
    refetchInterval: (query) => pollWhileAnyPending(query.state.data),
  });

export const useVoterGroups = (campaignId: string) => useQuery(voterGroupsQueryOptions(campaignId));
