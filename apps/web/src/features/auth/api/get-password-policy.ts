import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PASSWORD_POLICY_MIN_LENGTH } from '@groundwork/shared/constants';
import type { PasswordPolicy } from '@groundwork/shared/contracts/identity';
import { useIdentitySession, type IdentitySession } from '../../../lib/identity';
import { authKeys } from '../keys';

/** The provider's documented default (shell §5), used until the real policy has loaded. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  min_length: DEFAULT_PASSWORD_POLICY_MIN_LENGTH,
  max_length: null,
  require_lowercase: false,
  require_uppercase: false,
  require_numeric: false,
  require_non_alphanumeric: false,
};

/** GET /identity/password-policy. */
export const passwordPolicyQueryOptions = (session: IdentitySession) =>
  queryOptions({
    queryKey: authKeys.passwordPolicy(),
    queryFn: ({ signal }) => session.client.getPasswordPolicy(signal),
    staleTime: Infinity,
  });

/** The policy, or the default while it loads or when it cannot be read (the server still enforces it). */
export const usePasswordPolicy = (): PasswordPolicy => {
  const { data } = useQuery(passwordPolicyQueryOptions(useIdentitySession()));
  return data ?? DEFAULT_PASSWORD_POLICY;
};
