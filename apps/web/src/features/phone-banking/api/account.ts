import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { accountStatusSchema } from '@groundwork/shared/contracts/voice';
import { apiClient } from '../../../lib/api-client';
import { campaignKeys } from '../../campaigns';
import { phoneBankingKeys } from '../keys';

/** GET /api/phone-banking/account-status/?campaign_id=: the calling account, its voice numbers, the switch. */
export const useAccountStatus = (campaignId: string) =>
  useQuery({
    queryKey: phoneBankingKeys.account(campaignId),
    queryFn: ({ signal }) =>
      apiClient.request('/phone-banking/account-status/', {
        query: { campaign_id: campaignId },
        schema: accountStatusSchema,
        signal,
      }),
  });

/**
 * After the account or the numbers change, the account status, the campaign record
 * (is_phone_banking_enabled) and the numbers lists are stale.
 */
export const useRefreshAccount = (campaignId: string) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: phoneBankingKeys.account(campaignId) }),
      queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) }),
    ]);
};

/**
 * POST /api/phone-banking/setup-account: a Twilio subaccount (a simulated one without credentials). The spec
 * shows no reply, so the status is read again rather than taken from it.
 */
export const useSetupAccount = (campaignId: string, userId: string) => {
  const refresh = useRefreshAccount(campaignId);
  return useMutation({
    mutationFn: () =>
      apiClient.request('/phone-banking/setup-account', {
        method: 'POST',
        body: { campaign_id: campaignId, user_id: userId },
        schema: z.unknown(),
      }),
    onSuccess: refresh,
  });
};
