import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  walkbookSummarySchema,
  type CreateWalkbookBody,
  type WalkbookSummary,
} from '@groundwork/shared/contracts/walkbooks';
import { apiClient } from '../../../lib/api-client';
import { walkbookKeys } from '../keys';

/** POST /api/walkbook/: cut a walkbook from a drawn area and filters. */
export const createWalkbook = (body: CreateWalkbookBody): Promise<WalkbookSummary> =>
  apiClient.request('/walkbook/', { method: 'POST', body, schema: walkbookSummarySchema });

export const useCreateWalkbook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWalkbook,
    onSuccess: (walkbook) =>
      queryClient.invalidateQueries({ queryKey: walkbookKeys.lists(walkbook.campaign_id) }),
  });
};
