import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  phoneBankingCampaignSchema,
  type CreatePhoneBankingBody,
  type PhoneBankingCampaign,
  type UpdatePhoneBankingBody,
} from '@groundwork/shared/contracts/phone-banking';
import { apiClient } from '../../../lib/api-client';
import { phoneBankingKeys } from '../keys';

/** A saved call campaign replaces its cached copy; the list and the live counts are read again. */
const useStore = () => {
  const queryClient = useQueryClient();
  return async (saved: PhoneBankingCampaign) => {
    queryClient.setQueryData(phoneBankingKeys.detail(saved.campaign_id, saved.id), saved);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: phoneBankingKeys.list(saved.campaign_id) }),
      queryClient.invalidateQueries({ queryKey: phoneBankingKeys.counts(saved.campaign_id, saved.id) }),
    ]);
  };
};

/** POST /api/phone-banking/: a Draft. */
export const useCreatePhoneBanking = () => {
  const store = useStore();
  return useMutation({
    mutationFn: (body: CreatePhoneBankingBody) =>
      apiClient.request('/phone-banking/', { method: 'POST', body, schema: phoneBankingCampaignSchema }),
    onSuccess: store,
  });
};

/** PUT /api/phone-banking/: content (Draft only), callers (any time), or a status move. */
export const useUpdatePhoneBanking = () => {
  const store = useStore();
  return useMutation({
    mutationFn: (body: UpdatePhoneBankingBody) =>
      apiClient.request('/phone-banking/', { method: 'PUT', body, schema: phoneBankingCampaignSchema }),
    onSuccess: store,
  });
};
