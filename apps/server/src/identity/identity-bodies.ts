import { z } from 'zod';
import { notProvided } from '@groundwork/shared/messages';

/** The longest e-mail address SMTP carries (RFC 5321 path limit). */
const EMAIL_MAX = 254;
const NAME_MAX = 200;
/** Passwords and link tokens: far above any policy maximum, far below the 1 MiB body limit. */
const SECRET_MAX = 1024;
const URL_MAX = 2048;

const text = (field: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? notProvided(field) : `${field} must be text`) })
    .max(max, `${field} is too long (at most ${max} characters)`);

const email = text('email', EMAIL_MAX);
const password = text('password', SECRET_MAX);
/** A TOTP code (6 digits) or a backup code (11 characters). */
const code = text('code', 32);
const flag = (field: string) => z.boolean({ error: `${field} must be true or false` }).optional();

/**
 * Bodies of the identity POSTs, checked before better-auth sees them: each field bounded (so a 1 MB
 * name is a 400, not a stored name) and unknown fields refused. better-auth checks the rest.
 */
export const IDENTITY_BODIES: Record<string, z.ZodType> = {
  '/sign-up/email': z.strictObject({
    name: text('name', NAME_MAX),
    email,
    password,
    callbackURL: text('callbackURL', URL_MAX).optional(),
    rememberMe: flag('rememberMe'),
  }),
  '/sign-in/email': z.strictObject({
    email,
    password,
    callbackURL: text('callbackURL', URL_MAX).optional(),
    rememberMe: flag('rememberMe'),
  }),
  '/sign-out': z.strictObject({}).optional(),
  '/send-verification-email': z.strictObject({ email, callbackURL: text('callbackURL', URL_MAX).optional() }),
  '/request-password-reset': z.strictObject({ email, redirectTo: text('redirectTo', URL_MAX).optional() }),
  '/reset-password': z.strictObject({
    newPassword: text('newPassword', SECRET_MAX),
    token: text('token', SECRET_MAX),
  }),
  '/change-password': z.strictObject({
    currentPassword: text('currentPassword', SECRET_MAX),
    newPassword: text('newPassword', SECRET_MAX),
    revokeOtherSessions: flag('revokeOtherSessions'),
  }),
  '/revoke-other-sessions': z.strictObject({}).optional(),
  '/two-factor/enable': z.strictObject({ password }),
  '/two-factor/verify-totp': z.strictObject({ code, trustDevice: flag('trustDevice') }),
  '/two-factor/verify-backup-code': z.strictObject({ code, trustDevice: flag('trustDevice') }),
  '/two-factor/generate-backup-codes': z.strictObject({ password }),
  '/two-factor/disable': z.strictObject({ password }),
};
