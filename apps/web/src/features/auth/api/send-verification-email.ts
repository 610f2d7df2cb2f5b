import { useMutation } from '@tanstack/react-query';
import { useIdentitySession } from '../../../lib/identity';

/** POST /identity/send-verification-email {email}. */
export const useSendVerificationEmail = () => {
  const session = useIdentitySession();
  return useMutation({ mutationFn: (email: string) => session.client.sendVerificationEmail(email) });
};
