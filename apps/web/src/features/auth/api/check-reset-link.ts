import { useQuery } from '@tanstack/react-query';
import { useIdentitySession } from '../../../lib/identity';
import { authKeys } from '../keys';

/**
 * GET /identity/reset-password-link?token=…: whether the reset link is still usable, asked when its
 * page opens so that a used or expired link says so before anyone types a new password.
 */
export const useCheckResetLink = (token: string) => {
  const session = useIdentitySession();
  return useQuery({
    queryKey: [...authKeys.all, 'reset-link', token] as const,
    queryFn: async ({ signal }) => {
      await session.client.checkResetLink(token, signal);
      return true;
    },
    retry: false,
    staleTime: Infinity,
  });
};
