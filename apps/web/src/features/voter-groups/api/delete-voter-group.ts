import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '@groundwork/shared/contracts/common';
import { apiClient } from '../../../lib/api-client';
import { voterGroupKeys } from '../keys';

export interface DeleteVoterGroupInput {
  campaignId: string;
  id: string;
}

/** DELETE /api/voter-group/delete/?voter_group_id=&campaign_id=: the reply's `detail` is shown as is. */
export const deleteVoterGroup = ({ campaignId, id }: DeleteVoterGroupInput): Promise<MessageResponse> =>
  apiClient.request('/voter-group/delete/', {
    method: 'DELETE',
    query: { voter_group_id: id, campaign_id: campaignId },
    schema: messageResponseSchema,
  });

export const useDeleteVoterGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoterGroup,
    onSuccess: async (_reply, { campaignId, id }) => {
      // Stop polling and reading the deleted group before the list is asked again.
      await queryClient.cancelQueries({ queryKey: voterGroupKeys.detail(campaignId, id) });
      queryClient.removeQueries({ queryKey: voterGroupKeys.detail(campaignId, id) });
      queryClient.removeQueries({ queryKey: voterGroupKeys.voters(campaignId, id) });
      await queryClient.invalidateQueries({ queryKey: voterGroupKeys.list(campaignId) });
    },
  });
};
