import { useMutation, useQueryClient } from '@tanstack/react-query';
import { termsResponseSchema } from '@groundwork/shared/contracts/users';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from '../keys';

export type TermsResponse = z.infer<typeof termsResponseSchema>;

/** PUT /api/users/terms/?terms_status=true: records the acceptance of the three documents. */
export const acceptTerms = (): Promise<TermsResponse> =>
  apiClient.request('/users/terms/', {
    method: 'PUT',
    query: { terms_status: true },
    schema: termsResponseSchema,
  });

/** Accepts the terms, then reloads the user record (shell §4). */
export const useAcceptTerms = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: () => queryClient.refetchQueries({ queryKey: userKeys.me() }),
  });
};
