import { queryOptions, useQuery } from '@tanstack/react-query';
import { useIdentitySession, type IdentitySession } from '../../../lib/identity';
import { authKeys } from '../keys';

/**
 * GET /identity/verify-email?token=…: completes the e-mail verification link. A query (not a
 * mutation) so that the one-time token is sent once even when the screen renders twice, and
 * deliberately without the AbortSignal: the server consumes the token even if the browser gives up,
 * so an aborted first request must never be followed by a second.
 */
export const verifyEmailQueryOptions = (session: IdentitySession, token: string) =>
  queryOptions({
    queryKey: [...authKeys.all, 'verify-email', token] as const,
    queryFn: async () => {
      await session.client.verifyEmail(token);
      // The provider may have marked an open session as verified.
      await session.reload();
      return true;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useVerifyEmail = (token: string) =>
  useQuery(verifyEmailQueryOptions(useIdentitySession(), token));
