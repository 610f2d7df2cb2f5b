import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  voterUpdateSchema,
  type VoterUpdate,
  type VoterVisitBody,
} from '@groundwork/shared/contracts/walkbooks';
import { apiClient } from '../../../lib/api-client';
import { walkbookKeys } from '../keys';

/** PUT /api/walkbook/: one door result for one voter, with the survey answers (a touch). */
export const recordVisit = (body: VoterVisitBody): Promise<VoterUpdate> =>
  apiClient.request('/walkbook/', { method: 'PUT', body, schema: voterUpdateSchema });

export const useRecordVisit = (campaignId: string, walkbookId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordVisit,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walkbookKeys.detail(campaignId, walkbookId) }),
        queryClient.invalidateQueries({ queryKey: walkbookKeys.touches(campaignId) }),
        queryClient.invalidateQueries({ queryKey: walkbookKeys.lists(campaignId) }),
      ]),
  });
};
