import { useMutation } from '@tanstack/react-query';
import { useIdentitySession } from '../../../lib/identity';

/** POST /identity/reset-password {newPassword, token}: completes the password-reset link. */
export const useResetPassword = () => {
  const session = useIdentitySession();
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      session.client.resetPassword(token, newPassword),
  });
};
