import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invitationSchema } from '@groundwork/shared/contracts/invitations';
import { apiClient } from '../../../lib/api-client';
import { teamKeys } from '../keys';
import { refusalReason, type InviteResult } from '../utils/plan-invitations';

/** GET /api/invitation/all/?campaign_id=: invitations waiting for an answer. */
export const useWaitingInvitations = (campaignId: string, enabled = true) =>
  useQuery({
    queryKey: teamKeys.invitations(campaignId),
    queryFn: ({ signal }) =>
      apiClient.request('/invitation/all/', {
        query: { campaign_id: campaignId },
        schema: z.array(invitationSchema),
        signal,
      }),
    enabled,
  });

export interface InviteManyInput {
  campaign_id: string;
  emails: readonly string[];
  offer_title: string;
  message: string;
  /** Told after each address, with how many are done. */
  onProgress?: (done: number) => void;
}

/** POST /api/invitation/ once per address, one after another; a refusal does not stop the others. */
const inviteMany = async ({ emails, onProgress, message, ...rest }: InviteManyInput) => {
  const results: InviteResult[] = [];
  for (const email of emails) {
    const body = { ...rest, receiver_email: email, ...(message.trim() ? { message: message.trim() } : {}) };
    try {
      await apiClient.request('/invitation/', { method: 'POST', body, schema: invitationSchema });
      results.push({ email, error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.push({ email, error: refusalReason(email, message) });
    }
    onProgress?.(results.length);
  }
  return results;
};

/** POST /api/invitation/resend/: a fresh link; the old one stops working. */
const resendInvitation = (input: { id: string; campaign_id: string }) =>
  apiClient.request('/invitation/resend/', { method: 'POST', body: input, schema: invitationSchema });

/** PUT /api/invitation/ {id, status: revoked}. */
const revokeInvitation = (input: { id: string; campaign_id: string }) =>
  apiClient.request('/invitation/', {
    method: 'PUT',
    body: { id: input.id, status: 'revoked' },
    schema: invitationSchema,
  });

const useInvitationMutation = <I extends { campaign_id: string }, O>(
  mutationFn: (input: I) => Promise<O>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: teamKeys.invitations(input.campaign_id) }),
  });
};

export const useInviteMany = () => useInvitationMutation(inviteMany);
export const useResendInvitation = () => useInvitationMutation(resendInvitation);
export const useRevokeInvitation = () => useInvitationMutation(revokeInvitation);
