import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignSchema } from '@groundwork/shared/contracts/campaigns';
import { apiClient } from '../../../lib/api-client';
import { campaignKeys } from '../../campaigns';

/** PUT /api/campaign/ {id, require_two_factor}: the campaign's two-factor policy (Managers only). */
export const useSetTwoFactorPolicy = (campaignId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      apiClient.request('/campaign/', {
        method: 'PUT',
        body: { id: campaignId, require_two_factor: required },
        schema: campaignSchema,
      }),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(campaignId), campaign);
    },
  });
};
