import { useMutation } from '@tanstack/react-query';
import { useIdentitySession } from '../../../lib/identity';

/** POST /identity/change-password {currentPassword, newPassword, revokeOtherSessions: true}. */
export const useChangePassword = () => {
  const session = useIdentitySession();
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      session.client.changePassword(currentPassword, newPassword),
  });
};
