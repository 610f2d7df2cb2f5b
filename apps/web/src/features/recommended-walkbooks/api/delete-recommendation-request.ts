import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { recommendationKeys } from '../keys';

export interface DeleteInput {
  campaignId: string;
  id: string;
}

/** DELETE /api/recommended-walkbook/recommendation/delete/?id=&campaign_id=: 204, with its walkbooks. */
export const deleteRecommendationRequest = ({ campaignId, id }: DeleteInput): Promise<undefined> =>
  apiClient.request('/recommended-walkbook/recommendation/delete/', {
    method: 'DELETE',
    query: { id, campaign_id: campaignId },
    schema: z.undefined(),
  });

export const useDeleteRecommendationRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecommendationRequest,
    onSuccess: async (_reply, { campaignId, id }) => {
      await queryClient.cancelQueries({ queryKey: recommendationKeys.request(campaignId, id) });
      queryClient.removeQueries({ queryKey: recommendationKeys.request(campaignId, id) });
      await queryClient.invalidateQueries({ queryKey: recommendationKeys.all });
    },
  });
};
