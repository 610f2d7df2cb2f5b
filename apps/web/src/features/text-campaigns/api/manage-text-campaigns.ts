import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  textCampaignSchema,
  type CreateTextCampaignBody,
  type TextCampaign,
  type UpdateTextCampaignBody,
} from '@groundwork/shared/contracts/text-campaigns';
import { apiClient } from '../../../lib/api-client';
import { textCampaignKeys } from '../keys';

/** A saved campaign replaces its cached copy; lists and assignments are read again. */
const useStore = () => {
  const queryClient = useQueryClient();
  return async (saved: TextCampaign) => {
    queryClient.setQueryData(textCampaignKeys.detail(saved.campaign_id, saved.id), saved);
    await queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === textCampaignKeys.all[0] &&
        (query.queryKey[1] === 'list' || query.queryKey[1] === 'assigned'),
    });
  };
};

/** POST /api/text-campaign/: a Draft. */
export const useCreateTextCampaign = () => {
  const store = useStore();
  return useMutation({
    mutationFn: (body: CreateTextCampaignBody) =>
      apiClient.request('/text-campaign/', { method: 'POST', body, schema: textCampaignSchema }),
    onSuccess: store,
  });
};

/** PUT /api/text-campaign/: content (Draft only), texters, or a status move. */
export const useUpdateTextCampaign = () => {
  const store = useStore();
  return useMutation({
    mutationFn: (body: UpdateTextCampaignBody) =>
      apiClient.request('/text-campaign/', { method: 'PUT', body, schema: textCampaignSchema }),
    onSuccess: store,
  });
};
