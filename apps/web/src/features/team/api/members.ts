import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignMemberSchema, campaignSchema } from '@groundwork/shared/contracts/campaigns';
import { messageResponseSchema } from '@groundwork/shared/contracts/common';
import { memberActivitySchema } from '@groundwork/shared/contracts/team';
import { apiClient } from '../../../lib/api-client';
import { campaignKeys } from '../../campaigns';
import { teamKeys } from '../keys';

/** GET /api/users/activity/?campaign_id=&user_id=: one member's page. */
export const useMemberActivity = (campaignId: string, userId: string) =>
  useQuery({
    queryKey: teamKeys.activity(campaignId, userId),
    queryFn: ({ signal }) =>
      apiClient.request('/users/activity/', {
        query: { campaign_id: campaignId, user_id: userId },
        schema: memberActivitySchema,
        signal,
      }),
  });

/** PUT /api/campaign-user/title/. */
const changeTitle = (input: { campaign_id: string; user_id: string; title: string }) =>
  apiClient.request('/campaign-user/title/', { method: 'PUT', body: input, schema: campaignMemberSchema });

/** PUT /api/users/remove/campaign-user/?email=&campaign_id=. */
const removeMember = (input: { campaign_id: string; email: string }) =>
  apiClient.request('/users/remove/campaign-user/', {
    method: 'PUT',
    query: input,
    schema: messageResponseSchema,
  });

/** PUT /api/campaign/owner/. */
const transferOwnership = (input: { campaign_id: string; user_id: string }) =>
  apiClient.request('/campaign/owner/', { method: 'PUT', body: input, schema: campaignSchema });

/** After a change to the team: the members list, the campaign (its owner) and the member pages. */
const useTeamMutation = <I extends { campaign_id: string }, O>(mutationFn: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_data, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.members(input.campaign_id) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.detail(input.campaign_id) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      ]),
  });
};

export const useChangeTitle = () => useTeamMutation(changeTitle);
export const useRemoveMember = () => useTeamMutation(removeMember);
export const useTransferOwnership = () => useTeamMutation(transferOwnership);
