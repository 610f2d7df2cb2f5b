import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import { apiClient } from '../../../lib/api-client';
import { voterGroupKeys } from '../keys';
import { voterGroupReplySchema, type VoterGroupReply } from './voter-group-reply';

export interface CreateVoterGroupInput {
  campaign_id: string;
  name: string;
  description?: string | null;
  filter_params: VoterFilter;
}

/** POST /api/voter-group/: saves a group from a filter; it starts Pending. */
export const createVoterGroup = (input: CreateVoterGroupInput): Promise<VoterGroupReply> =>
  apiClient.request('/voter-group/', { method: 'POST', body: input, schema: voterGroupReplySchema });

export const useCreateVoterGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVoterGroup,
    onSuccess: async (group) => {
      queryClient.setQueryData(voterGroupKeys.detail(group.campaign_id, group.id), group);
      await queryClient.invalidateQueries({ queryKey: voterGroupKeys.list(group.campaign_id) });
    },
  });
};
