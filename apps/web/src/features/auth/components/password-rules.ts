import {
  describePasswordViolations,
  passwordPolicyViolations,
  REGISTRATION_PASSWORD_MESSAGE,
  REGISTRATION_PASSWORD_PATTERN,
  type PasswordPolicy,
} from '@groundwork/shared/contracts/identity';

/** The policy error for `password`, or null when it complies. */
export const passwordPolicyError = (policy: PasswordPolicy, password: string): string | null => {
  const problems = passwordPolicyViolations(policy, password);
  return problems.length > 0 ? describePasswordViolations(problems) : null;
};

/**
 * The error for a new password on the reset and change forms: shell §5's registration rule (10+
 * characters, a digit, a special), then the provider's policy; null when both hold.
 */
export const newPasswordError = (policy: PasswordPolicy, password: string): string | null =>
  REGISTRATION_PASSWORD_PATTERN.test(password)
    ? passwordPolicyError(policy, password)
    : REGISTRATION_PASSWORD_MESSAGE;
