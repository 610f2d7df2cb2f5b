import {
  describePasswordViolations,
  passwordPolicyViolations,
  type PasswordPolicy,
} from '@groundwork/shared/contracts/identity';

/** A one-line description of the provider's password policy, shown under new-password fields. */
export const describePasswordPolicy = (policy: PasswordPolicy): string => {
  const parts = [`at least ${String(policy.min_length)} characters`];
  if (policy.max_length !== null) parts.push(`at most ${String(policy.max_length)}`);
  if (policy.require_lowercase) parts.push('a lowercase letter');
  if (policy.require_uppercase) parts.push('an uppercase letter');
  if (policy.require_numeric) parts.push('a number');
  if (policy.require_non_alphanumeric) parts.push('a symbol');
  return `Use ${parts.join(', ')}.`;
};

/** The policy error for `password`, or null when it complies. */
export const passwordPolicyError = (policy: PasswordPolicy, password: string): string | null => {
  const problems = passwordPolicyViolations(policy, password);
  return problems.length > 0 ? describePasswordViolations(problems) : null;
};
