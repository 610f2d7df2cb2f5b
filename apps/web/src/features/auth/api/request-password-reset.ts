import { useMutation } from '@tanstack/react-query';
import { useIdentitySession } from '../../../lib/identity';

/** POST /identity/request-password-reset {email}: succeeds whether or not the account exists. */
export const useRequestPasswordReset = () => {
  const session = useIdentitySession();
  return useMutation({ mutationFn: (email: string) => session.client.requestPasswordReset(email) });
};
