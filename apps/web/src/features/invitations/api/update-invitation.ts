import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export type InvitationAnswer = 'accepted' | 'declined';

/** The reply is the updated invitation; the client only needs to know the call succeeded. */
const updateInvitationResponseSchema = z.object({ id: z.string(), status: z.string() }).loose();

/** PUT /api/invitation/ {id, status}: accept or decline an invitation. */
export const updateInvitation = ({ id, status }: { id: string; status: InvitationAnswer }) =>
  apiClient.request('/invitation/', {
    method: 'PUT',
    body: { id, status },
    schema: updateInvitationResponseSchema,
  });

export const useUpdateInvitation = () => useMutation({ mutationFn: updateInvitation });
