import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '@groundwork/shared/contracts/common';
import { apiClient } from '../../../lib/api-client';
import { electionResultKeys } from '../keys';

export interface DeleteElectionInput {
  campaignId: string;
  id: string;
}

/** DELETE /api/election-results/?id=&campaign_id=: the election and all its results. */
export const deleteElection = ({ campaignId, id }: DeleteElectionInput): Promise<MessageResponse> =>
  apiClient.request('/election-results/', {
    method: 'DELETE',
    query: { id, campaign_id: campaignId },
    schema: messageResponseSchema,
  });

export const useDeleteElection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteElection,
    onSuccess: async (_reply, { campaignId, id }) => {
      queryClient.removeQueries({ queryKey: electionResultKeys.election(campaignId, id) });
      await queryClient.invalidateQueries({ queryKey: electionResultKeys.list(campaignId) });
    },
  });
};
