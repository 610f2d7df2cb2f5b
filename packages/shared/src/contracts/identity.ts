import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  REGISTRATION_PASSWORD_MIN_LENGTH,
  REGISTRATION_PASSWORD_SPECIALS,
} from '../constants.ts';
import { MESSAGES } from '../messages.ts';

/** The identity provider's password policy (shell §5), served at GET /identity/password-policy. */
export const passwordPolicySchema = z
  .object({
    min_length: z.number().int().min(1),
    max_length: z.number().int().nullable(),
    require_lowercase: z.boolean(),
    require_uppercase: z.boolean(),
    require_numeric: z.boolean(),
    require_non_alphanumeric: z.boolean(),
  })
  .meta({ id: 'PasswordPolicy' });
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

/** The reasons a password breaks the policy; empty when it complies. */
export const passwordPolicyViolations = (policy: PasswordPolicy, password: string): string[] => {
  const problems: string[] = [];
  if (password.length < policy.min_length) problems.push(`at least ${policy.min_length} characters`);
  if (policy.max_length !== null && password.length > policy.max_length)
    problems.push(`at most ${policy.max_length} characters`);
  if (policy.require_lowercase && !/[a-z]/.test(password)) problems.push('a lowercase letter');
  if (policy.require_uppercase && !/[A-Z]/.test(password)) problems.push('an uppercase letter');
  if (policy.require_numeric && !/[0-9]/.test(password)) problems.push('a number');
  if (policy.require_non_alphanumeric && !/[^A-Za-z0-9]/.test(password)) problems.push('a symbol');
  return problems;
};

export const describePasswordViolations = (problems: string[]): string =>
  `Password must contain ${problems.join(', ')}.`;

/**
 * Shell §5: the standard e-mail pattern (letters, digits and the usual specials in the local part,
 * then @, then a dotted domain).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * A person's first or last name: letters of any language (with their combining marks), joined by
 * single hyphens, apostrophes or spaces — O'Neil, Mary-Jane, José, Nguyễn, van der Berg. A deliberate
 * widening of shell §5's a–z rule (docs/decisions/0025); digits, other symbols and control characters
 * stay refused.
 */
export const NAME_PATTERN = /^\p{L}\p{M}*(?:[-'’ ]?\p{L}\p{M}*)*$/u;

/** The error for a name under `label` (e.g. 'First name'), or null when it complies. */
export const nameError = (label: string, name: string): string | null => {
  if (name.length > NAME_MAX_LENGTH) return `${label} must be at most ${String(NAME_MAX_LENGTH)} characters`;
  if (!NAME_PATTERN.test(name))
    return `${label} may contain only letters, with spaces, hyphens or apostrophes between them`;
  return null;
};

const specials = REGISTRATION_PASSWORD_SPECIALS.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const REGISTRATION_PASSWORD_PATTERN = new RegExp(
  `^(?=.*[0-9])(?=.*[${specials}]).{${REGISTRATION_PASSWORD_MIN_LENGTH},}$`,
);
/** Shell §5's registration rule, which every new password (sign-up, reset, change) follows. */
export const REGISTRATION_PASSWORD_MESSAGE = `Password needs ${MESSAGES.passwordHint.toLowerCase()}`;

/** Shell §5 login form: a valid e-mail and a password of at least one character. */
export const loginFormSchema = z.object({
  email: z.string().regex(EMAIL_PATTERN, MESSAGES.resetInvalidEmail),
  password: z.string().min(1, 'Please enter your password.'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
