import { TWO_FACTOR_INVALID_CODE_MESSAGE } from '@groundwork/shared/contracts/account';
import type { ErrorCode } from '@groundwork/shared/errors';
import { MESSAGES } from '@groundwork/shared/messages';

/**
 * better-auth's error codes → ours. The web app turns ours into the spec's messages (shell §8).
 * Codes not listed pass through unchanged.
 */
const CODE_MAP: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'LOGIN_BAD_CREDENTIALS',
  INVALID_PASSWORD: 'LOGIN_BAD_CREDENTIALS',
  USER_ALREADY_EXISTS: 'REGISTER_USER_ALREADY_EXISTS',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'REGISTER_USER_ALREADY_EXISTS',
  BANNED_USER: 'USER_DISABLED',
  YOU_HAVE_BEEN_BANNED_FROM_THIS_APPLICATION: 'USER_DISABLED',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  INVALID_TOKEN: 'TOKEN_EXPIRED',
  SESSION_EXPIRED: 'TOKEN_EXPIRED',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  PASSWORD_TOO_SHORT: 'VALIDATION_FAILED',
  PASSWORD_TOO_LONG: 'VALIDATION_FAILED',
  INVALID_EMAIL: 'VALIDATION_FAILED',
  VALIDATION_ERROR: 'VALIDATION_FAILED',
  INVALID_ORIGIN: 'ORIGIN_NOT_TRUSTED',
  MISSING_OR_NULL_ORIGIN: 'ORIGIN_NOT_TRUSTED',
  INVALID_CODE: 'TWO_FACTOR_INVALID_CODE',
  INVALID_BACKUP_CODE: 'TWO_FACTOR_INVALID_CODE',
  INVALID_TWO_FACTOR_COOKIE: 'TOKEN_EXPIRED',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'TOO_MANY_REQUESTS',
  ACCOUNT_TEMPORARILY_LOCKED: 'TOO_MANY_REQUESTS',
};

const DETAILS: Partial<Record<ErrorCode, string>> = {
  LOGIN_BAD_CREDENTIALS: MESSAGES.loginBadCredentials,
  LOGIN_NO_USER: MESSAGES.loginNoUser,
  REGISTER_USER_ALREADY_EXISTS: MESSAGES.registerUserAlreadyExists,
  TOO_MANY_REQUESTS: MESSAGES.tooManyRequests,
  USER_DISABLED: 'This account has been disabled.',
  TOKEN_EXPIRED: 'This link or session has expired. Please start again.',
  EMAIL_NOT_VERIFIED: 'Please verify your e-mail address first.',
  TWO_FACTOR_INVALID_CODE: TWO_FACTOR_INVALID_CODE_MESSAGE,
};

/** Rewrites an identity error body into the wire shape `{detail, code, message}`. */
export const mapIdentityError = (
  status: number,
  body: unknown,
): { code: string; detail: string; message: string } => {
  const source = (body && typeof body === 'object' ? body : {}) as { code?: unknown; message?: unknown };
  const original =
    typeof source.code === 'string' ? source.code : status === 429 ? 'TOO_MANY_REQUESTS' : 'IDENTITY_ERROR';
  const code = CODE_MAP[original] ?? original;
  const message =
    typeof source.message === 'string' && source.message ? source.message : `Identity error (${status})`;
  const detail = DETAILS[code as ErrorCode] ?? message;
  return { code, detail, message };
};
