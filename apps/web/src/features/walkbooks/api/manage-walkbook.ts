import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walkbookSummarySchema, type WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { apiClient } from '../../../lib/api-client';
import { walkbookKeys } from '../keys';

/** PUT /api/walkbook/assignees/: who canvasses the walkbook. */
export const assignWalkbook = (input: { id: string; campaign_id: string; user_ids: string[] }) =>
  apiClient.request('/walkbook/assignees/', { method: 'PUT', body: input, schema: walkbookSummarySchema });

/** PUT /api/walkbook/archive/?walkbook_id=&campaign_id=. */
export const archiveWalkbook = (input: { id: string; campaign_id: string }) =>
  apiClient.request('/walkbook/archive/', {
    method: 'PUT',
    query: { walkbook_id: input.id, campaign_id: input.campaign_id },
    schema: walkbookSummarySchema,
  });

const useWalkbookMutation = <I>(mutationFn: (input: I) => Promise<WalkbookSummary>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (walkbook) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: walkbookKeys.detail(walkbook.campaign_id, walkbook.id) }),
        queryClient.invalidateQueries({ queryKey: walkbookKeys.lists(walkbook.campaign_id) }),
      ]);
    },
  });
};

export const useAssignWalkbook = () => useWalkbookMutation(assignWalkbook);
export const useArchiveWalkbook = () => useWalkbookMutation(archiveWalkbook);
