import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  recommendedWalkbookSchema,
  type RecommendedWalkbook,
  type UpdateRecommendedWalkbookBody,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import { apiClient } from '../../../lib/api-client';
import { walkbookKeys } from '../../walkbooks';
import { recommendationKeys } from '../keys';
import type { DeleteInput } from './delete-recommendation-request';

/** PUT /api/recommended-walkbook/: rename, change the survey, or accept (status Accepted). */
export const updateRecommendedWalkbook = (
  body: UpdateRecommendedWalkbookBody,
): Promise<RecommendedWalkbook> =>
  apiClient.request('/recommended-walkbook/', { method: 'PUT', body, schema: recommendedWalkbookSchema });

/** DELETE /api/recommended-walkbook/?id=&campaign_id=: 204. */
export const deleteRecommendedWalkbook = ({ campaignId, id }: DeleteInput): Promise<undefined> =>
  apiClient.request('/recommended-walkbook/', {
    method: 'DELETE',
    query: { id, campaign_id: campaignId },
    schema: z.undefined(),
  });

export const useUpdateRecommendedWalkbook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecommendedWalkbook,
    onSuccess: async (book) => {
      await queryClient.invalidateQueries({ queryKey: recommendationKeys.all });
      // Accepting made a walkbook: the walkbook lists are asked again too.
      if (book.walkbook_id)
        await queryClient.invalidateQueries({ queryKey: walkbookKeys.lists(book.campaign_id) });
    },
  });
};

export const useDeleteRecommendedWalkbook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecommendedWalkbook,
    onSuccess: async (_reply, { campaignId, id }) => {
      queryClient.removeQueries({ queryKey: recommendationKeys.walkbook(campaignId, id) });
      await queryClient.invalidateQueries({ queryKey: recommendationKeys.all });
    },
  });
};
