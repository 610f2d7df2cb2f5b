import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { POLL_INTERVAL_MS, voterGroupKeys } from '../keys';
import { voterGroupReplySchema, type VoterGroupReply } from './voter-group-reply';

/** GET /api/voter-group/?id=&campaign_id=: one voter group. */
export const getVoterGroup = (
  campaignId: string,
  id: string,
  signal?: AbortSignal,
): Promise<VoterGroupReply> =>
  apiClient.request('/voter-group/', {
    query: { id, campaign_id: campaignId },
    schema: voterGroupReplySchema,
    ...(signal ? { signal } : {}),
  });

export const voterGroupQueryOptions = (campaignId: string, id: string) =>
  queryOptions({
    queryKey: voterGroupKeys.detail(campaignId, id),
    queryFn: ({ signal }) => getVoterGroup(campaignId, id, signal),
    // Pending → Ready or Failed within seconds: ask again until it settles.
    refetchInterval: (query) => (query.state.data?.status === 'Pending' ? POLL_INTERVAL_MS : false),
  });

export const useVoterGroup = (campaignId: string, id: string) =>
  useQuery(voterGroupQueryOptions(campaignId, id));
