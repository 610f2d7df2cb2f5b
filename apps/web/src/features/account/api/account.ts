import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@groundwork/shared/contracts/common';
import { meResponseSchema, type UpdateNameBody } from '@groundwork/shared/contracts/users';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from '../../users';

/** PUT /api/users/name/: the caller's first and last name; the reply is the new user record. */
export const useUpdateName = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNameBody) =>
      apiClient.request('/users/name/', { method: 'PUT', body, schema: meResponseSchema }),
    onSuccess: (me) => {
      queryClient.setQueryData(userKeys.me(), me);
    },
  });
};

/** PUT /api/users/leave/campaign/?campaign_id=: leaves one campaign (not as its owner). */
export const useLeaveCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) =>
      apiClient.request('/users/leave/campaign/', {
        method: 'PUT',
        query: { campaign_id: campaignId },
        schema: messageResponseSchema,
      }),
    onSuccess: () => queryClient.refetchQueries({ queryKey: userKeys.me() }),
  });
};

/** DELETE /api/users/: leaves every campaign and deletes the account. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: () => apiClient.request('/users/', { method: 'DELETE', schema: messageResponseSchema }),
  });
