import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  availableNumberSchema,
  campaignPhoneNumberSchema,
  registrationStatusSchema,
  type MessageCampaignRegistration,
  type RegistrationStatusView,
  type SenderRegistration,
} from '@groundwork/shared/contracts/text-registration';
import { apiClient } from '../../../lib/api-client';
import { campaignKeys } from '../../campaigns';
import { registrationKeys } from '../keys';

/** How often a PENDING registration is read again (the provider's vetting takes up to about a minute). */
export const PENDING_POLL_MS = 4000;

const isPending = (status: RegistrationStatusView | undefined) =>
  status?.brand?.status === 'PENDING' || status?.message_campaign?.status === 'PENDING';

/** GET /text-campaign/twilio/{id}/status (`{id}` is the campaign's id), read again while PENDING. */
export const registrationStatusQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: registrationKeys.status(campaignId),
    queryFn: ({ signal }) =>
      apiClient.request(`/text-campaign/twilio/${campaignId}/status`, {
        schema: registrationStatusSchema,
        signal,
      }),
    refetchInterval: (query) => (isPending(query.state.data) ? PENDING_POLL_MS : false),
  });

export const useRegistrationStatus = (campaignId: string) =>
  useQuery(registrationStatusQueryOptions(campaignId));

export const useCampaignNumbers = (campaignId: string) =>
  useQuery({
    queryKey: registrationKeys.numbers(campaignId),
    queryFn: ({ signal }) =>
      apiClient.request('/phone-banking/numbers/', {
        query: { campaign_id: campaignId },
        schema: z.array(campaignPhoneNumberSchema),
        signal,
      }),
  });

/** GET /phone-banking/available-numbers/ once a search is asked for (`search` null: none yet). */
export const useAvailableNumbers = (
  campaignId: string,
  search: { areaCode: string; zipCode: string } | null,
) =>
  useQuery({
    queryKey: registrationKeys.available(campaignId, search?.areaCode ?? '', search?.zipCode ?? ''),
    enabled: search !== null,
    retry: false,
    queryFn: ({ signal }) =>
      apiClient.request('/phone-banking/available-numbers/', {
        query: {
          campaign_id: campaignId,
          ...(search?.areaCode ? { area_code: search.areaCode } : {}),
          ...(search?.zipCode ? { zip_code: search.zipCode } : {}),
        },
        schema: z.array(availableNumberSchema),
        signal,
      }),
  });

/** After a write the status, the numbers and the campaign record (is_texting_enabled) are stale. */
const useRefresh = (campaignId: string) => {
  const queryClient = useQueryClient();
  return (status?: RegistrationStatusView) => {
    if (status) queryClient.setQueryData(registrationKeys.status(campaignId), status);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
      queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) }),
    ]);
  };
};

export const useRegisterSender = (campaignId: string) => {
  const refresh = useRefresh(campaignId);
  return useMutation({
    mutationFn: (sender: SenderRegistration) =>
      apiClient.request('/text-campaign/register', {
        method: 'POST',
        body: { campaign_id: campaignId, ...sender },
        schema: registrationStatusSchema,
      }),
    onSuccess: refresh,
  });
};

export const useRegisterMessageCampaign = (campaignId: string) => {
  const refresh = useRefresh(campaignId);
  return useMutation({
    mutationFn: (fields: MessageCampaignRegistration) =>
      apiClient.request('/text-campaign/create-a2p-campaign', {
        method: 'POST',
        body: { campaign_id: campaignId, ...fields },
        schema: registrationStatusSchema,
      }),
    onSuccess: refresh,
  });
};

export const usePurchaseNumber = (campaignId: string, userId: string) => {
  const refresh = useRefresh(campaignId);
  return useMutation({
    mutationFn: (phoneNumber: string) =>
      apiClient.request('/phone-banking/purchase-number', {
        method: 'POST',
        body: { campaign_id: campaignId, user_id: userId, phone_number: phoneNumber },
        schema: campaignPhoneNumberSchema,
      }),
    onSuccess: () => refresh(),
  });
};
