import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tagVotersResponseSchema } from '@groundwork/shared/contracts/voter-tags';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { voterTagKeys } from '../keys';

export interface TagGroupVotersInput {
  campaignId: string;
  tagId: string;
  voterGroupId: string;
}

export type TagVotersResult = z.infer<typeof tagVotersResponseSchema>;

/** POST /api/voter-tag/assign/: tags every voter of the group; `changed` counts those who did not have it. */
export const tagGroupVoters = ({
  campaignId,
  tagId,
  voterGroupId,
}: TagGroupVotersInput): Promise<TagVotersResult> =>
  apiClient.request('/voter-tag/assign/', {
    method: 'POST',
    body: { campaign_id: campaignId, tag_id: tagId, voter_group_id: voterGroupId },
    schema: tagVotersResponseSchema,
  });

export const useTagGroupVoters = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tagGroupVoters,
    // The tags' voter counts changed.
    onSuccess: (_result, { campaignId }) =>
      queryClient.invalidateQueries({ queryKey: voterTagKeys.list(campaignId) }),
  });
};
