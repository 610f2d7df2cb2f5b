import { useMutation } from '@tanstack/react-query';
import { useIdentitySession } from '../../../lib/identity';

/** POST /identity/sign-in/email, then GET /identity/token: resolves with the provider's user or null. */
export const useSignIn = () => {
  const session = useIdentitySession();
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => session.signIn(email, password),
  });
};
