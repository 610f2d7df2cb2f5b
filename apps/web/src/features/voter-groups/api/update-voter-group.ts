import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import { apiClient } from '../../../lib/api-client';
import { voterGroupKeys } from '../keys';
import { voterGroupReplySchema, type VoterGroupReply } from './voter-group-reply';

export interface UpdateVoterGroupInput {
  id: string;
  campaign_id: string;
  name?: string;
  description?: string | null;
  filter_params?: VoterFilter;
}

/** PUT /api/voter-group/: rename, describe or re-filter (a new filter makes it Pending again). */
export const updateVoterGroup = (input: UpdateVoterGroupInput): Promise<VoterGroupReply> =>
  apiClient.request('/voter-group/', { method: 'PUT', body: input, schema: voterGroupReplySchema });

export const useUpdateVoterGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVoterGroup,
    onSuccess: async (group, input) => {
      queryClient.setQueryData(voterGroupKeys.detail(group.campaign_id, group.id), group);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: voterGroupKeys.list(group.campaign_id) }),
        input.filter_params
          ? queryClient.invalidateQueries({ queryKey: voterGroupKeys.voters(group.campaign_id, group.id) })
          : undefined,
      ]);
    },
  });
};
