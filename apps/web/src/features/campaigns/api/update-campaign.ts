import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignSchema, type UpdateCampaignBody } from '@groundwork/shared/contracts/campaigns';
import { apiClient } from '../../../lib/api-client';
import { campaignKeys } from '../keys';

/** PUT /api/campaign/: name, candidate, address, location and time zone (Managers and Directors). */
const updateCampaign = (body: UpdateCampaignBody) =>
  apiClient.request('/campaign/', { method: 'PUT', body, schema: campaignSchema });

export const useUpdateCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: (campaign) => queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign),
  });
};
