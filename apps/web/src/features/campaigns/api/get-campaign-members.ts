import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { campaignMemberSchema } from '@groundwork/shared/contracts/campaigns';
import { apiClient } from '../../../lib/api-client';
import { campaignKeys } from '../keys';

/** GET /api/campaign/members/?campaign_id=: who works in the campaign, with titles. */
export const useCampaignMembers = (campaignId: string, enabled = true) =>
  useQuery({
    queryKey: campaignKeys.members(campaignId),
    queryFn: ({ signal }) =>
      apiClient.request('/campaign/members/', {
        query: { campaign_id: campaignId },
        schema: z.array(campaignMemberSchema),
        signal,
      }),
    enabled,
  });
