import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { voterTagSchema, type VoterTag } from '@groundwork/shared/contracts/voter-tags';
import { apiClient } from '../../../lib/api-client';
import { voterTagKeys } from '../keys';

const voterTagListSchema = z.array(voterTagSchema);

/** GET /api/voter-tag/all/?campaign_id=: the campaign's voter tags with how many voters carry each. */
export const getVoterTags = (campaignId: string, signal?: AbortSignal): Promise<VoterTag[]> =>
  apiClient.request('/voter-tag/all/', {
    query: { campaign_id: campaignId },
    schema: voterTagListSchema,
    ...(signal ? { signal } : {}),
  });

export const voterTagsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: voterTagKeys.list(campaignId),
    queryFn: ({ signal }) => getVoterTags(campaignId, signal),
  });

export const useVoterTags = (campaignId: string) => useQuery(voterTagsQueryOptions(campaignId));

/** The campaign's voter tags as select options (`value` the tag id), for the voter filters. */
export const useVoterTagOptions = (campaignId: string): { value: string; label: string }[] => {
  const tags = useVoterTags(campaignId);
  return useMemo(() => (tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name })), [tags.data]);
};
