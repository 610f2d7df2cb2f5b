import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useIdentitySession } from '../../../lib/identity';
import { accountKeys } from '../keys';

const sessionSchema = z.object({ user: z.object({ twoFactorEnabled: z.boolean().nullish() }) }).nullable();
const enrolmentSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
const backupCodesSchema = z.object({ backupCodes: z.array(z.string()) });
const ignore = z.unknown();

/** GET /identity/get-session: whether two-factor sign-in is on for the signed-in identity. */
export const useTwoFactorStatus = () => {
  const { client } = useIdentitySession();
  return useQuery({
    queryKey: accountKeys.twoFactor(),
    queryFn: async ({ signal }) =>
      (await client.request('/get-session', sessionSchema, { signal }))?.user.twoFactorEnabled === true,
  });
};

/** The enrolment and code calls change the status; each reads it again once done. */
const useTwoFactorMutation = <V, T>(call: (variables: V) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
  });
};

/** POST /identity/two-factor/enable {password}: the authenticator URI and ten backup codes. */
export const useStartEnrolment = () => {
  const { client } = useIdentitySession();
  return useTwoFactorMutation((password: string) =>
    client.request('/two-factor/enable', enrolmentSchema, { method: 'POST', body: { password } }),
  );
};

/** POST /identity/two-factor/verify-totp {code}: the first code from the app turns two-factor sign-in on. */
export const useConfirmEnrolment = () => {
  const { client } = useIdentitySession();
  return useTwoFactorMutation((code: string) =>
    client.request('/two-factor/verify-totp', ignore, { method: 'POST', body: { code } }),
  );
};

/** POST /identity/two-factor/generate-backup-codes {password}: ten new codes replace the old ones. */
export const useRegenerateBackupCodes = () => {
  const { client } = useIdentitySession();
  return useTwoFactorMutation((password: string) =>
    client.request('/two-factor/generate-backup-codes', backupCodesSchema, {
      method: 'POST',
      body: { password },
    }),
  );
};

/** POST /identity/two-factor/disable {password}. */
export const useDisableTwoFactor = () => {
  const { client } = useIdentitySession();
  return useTwoFactorMutation((password: string) =>
    client.request('/two-factor/disable', ignore, { method: 'POST', body: { password } }),
  );
};
