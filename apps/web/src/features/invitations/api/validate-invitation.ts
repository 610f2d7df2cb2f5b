import { queryOptions, useQuery } from '@tanstack/react-query';
import { validateInvitationResponseSchema } from '@groundwork/shared/contracts/invitations';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { invitationKeys } from '../keys';

export type ValidatedInvitation = z.infer<typeof validateInvitationResponseSchema>;

/** GET /api/validate-invitation/?token= (no auth): the invited e-mail, campaign and title. */
export const validateInvitation = (token: string, signal?: AbortSignal): Promise<ValidatedInvitation> =>
  apiClient.request('/validate-invitation/', {
    query: { token },
    schema: validateInvitationResponseSchema,
    auth: false,
    ...(signal ? { signal } : {}),
  });

export const validateInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.validation(token),
    queryFn: ({ signal }) => validateInvitation(token, signal),
    staleTime: Infinity,
  });

export const useValidateInvitation = (token: string) => useQuery(validateInvitationQueryOptions(token));
