import { MESSAGES } from '@groundwork/shared/messages';
import { hasErrorCode, isApiError } from './api-error';

/**
 * Error code → message, for every screen of the shell (shell §8), in this one place. Decisions are
 * made on `ApiError.code`, never on message text.
 */

/** Messages of this app that the specification does not word. */
export const APP_MESSAGES = {
  linkInvalid: 'This link is invalid or has expired. Please request a new one.',
  emailVerified: 'Your email address is verified. You can sign in now.',
  passwordResetDone: 'Your password has been changed. You can sign in with it now.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'Your current password is incorrect.',
  verificationSent: 'We sent you a new verification email.',
  registrationPending:
    'Your sign-in worked, but your Groundwork account is not set up yet. Open the invitation link from your email to finish registering.',
  termsFailed: `${MESSAGES.failedToUpdateTerms}. Please sign in again.`,
  invitationFailed: 'We could not answer the invitation. Please try again.',
} as const;

/** What the server said (its `detail`, field names in words), or the error's own message. */
export const detailOf = (error: unknown): string =>
  isApiError(error) ? error.message : error instanceof Error ? error.message : String(error);

/** Sign-in and the user-record lookup that follows it. */
export const loginErrorMessage = (error: unknown): string => {
  if (hasErrorCode(error, 'LOGIN_BAD_CREDENTIALS')) return MESSAGES.loginBadCredentials;
  if (hasErrorCode(error, 'LOGIN_NO_USER')) return MESSAGES.loginNoUser;
  if (hasErrorCode(error, 'USER_NOT_INVITED')) return MESSAGES.loginNotInvited;
  if (hasErrorCode(error, 'TOO_MANY_REQUESTS')) return MESSAGES.tooManyRequests;
  // Opened at an address the server does not trust: its detail names the address to open instead.
  if (hasErrorCode(error, 'ORIGIN_NOT_TRUSTED')) return detailOf(error);
  // An empty or unreadable user record.
  if (hasErrorCode(error, 'INVALID_RESPONSE')) return MESSAGES.loginUnhandledState;
  return `${MESSAGES.loginServerErrorPrefix} ${detailOf(error)}`;
};

/** A two-factor code at sign-in or enrolment: the server's own words for a wrong, used or expired code. */
export const twoFactorErrorMessage = (error: unknown): string => {
  if (hasErrorCode(error, 'TOO_MANY_REQUESTS')) return MESSAGES.tooManyRequests;
  if (hasErrorCode(error, 'TWO_FACTOR_INVALID_CODE', 'TOTP_CODE_REUSED', 'TOKEN_EXPIRED'))
    return detailOf(error);
  return `${MESSAGES.loginServerErrorPrefix} ${detailOf(error)}`;
};

/** Requesting a password-reset e-mail. An unknown account is success: nothing may leak. */
export const passwordResetErrorMessage = (error: unknown): string | null => {
  if (hasErrorCode(error, 'LOGIN_NO_USER', 'NOT_FOUND')) return null;
  if (hasErrorCode(error, 'TOO_MANY_REQUESTS')) return MESSAGES.tooManyRequests;
  if (hasErrorCode(error, 'VALIDATION_FAILED')) return MESSAGES.resetInvalidEmail;
  return MESSAGES.resetFailed;
};

/** Checking the invitation token of the registration link. */
export const invitationTokenErrorMessage = (error: unknown): string =>
  hasErrorCode(error, 'INVALID_INVITATION_TOKEN')
    ? MESSAGES.invalidInvitationToken
    : MESSAGES.invitationValidationFailed;

export const isInvalidInvitationToken = (error: unknown): boolean =>
  hasErrorCode(error, 'INVALID_INVITATION_TOKEN');

/** Submitting the registration form. */
export const registrationErrorMessage = (error: unknown): string => {
  if (hasErrorCode(error, 'REGISTER_USER_ALREADY_EXISTS')) return MESSAGES.registerUserAlreadyExists;
  if (hasErrorCode(error, 'INVALID_INVITATION_TOKEN')) return MESSAGES.invalidInvitationToken;
  return MESSAGES.registerFailed;
};

/** Resending the verification e-mail. */
export const verifyResendErrorMessage = (error: unknown): string => {
  if (hasErrorCode(error, 'LOGIN_BAD_CREDENTIALS')) return MESSAGES.verifyIncorrectCredentials;
  if (hasErrorCode(error, 'TOO_MANY_REQUESTS')) return MESSAGES.tooManyRequests;
  return MESSAGES.verifyApiError;
};

/** Completing an e-mail action link (verification or password reset). */
export const emailActionErrorMessage = (error: unknown): string => {
  // The provider says why (expired, already used); its detail is written for people.
  if (hasErrorCode(error, 'TOKEN_EXPIRED') && isApiError(error) && error.detail) return error.detail;
  if (hasErrorCode(error, 'TOKEN_EXPIRED') || (isApiError(error) && error.status === 401)) {
    return APP_MESSAGES.linkInvalid;
  }
  if (hasErrorCode(error, 'TOO_MANY_REQUESTS')) return MESSAGES.tooManyRequests;
  return detailOf(error);
};

/** Changing the password from the account page. */
export const changePasswordErrorMessage = (error: unknown): string => {
  if (hasErrorCode(error, 'LOGIN_BAD_CREDENTIALS')) return APP_MESSAGES.currentPasswordWrong;
  if (hasErrorCode(error, 'TOO_MANY_REQUESTS')) return MESSAGES.tooManyRequests;
  return detailOf(error);
};
