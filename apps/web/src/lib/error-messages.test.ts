import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@groundwork/shared/messages';
import { ApiError } from './api-error';
import {
  invitationTokenErrorMessage,
  loginErrorMessage,
  passwordResetErrorMessage,
  registrationErrorMessage,
  verifyResendErrorMessage,
} from './error-messages';

const err = (code: string | null, detail = 'server words', status = 400) =>
  new ApiError({ status, code, detail });

describe('error code → message (shell §8)', () => {
  it('maps login codes, never the server wording', () => {
    expect(loginErrorMessage(err('LOGIN_BAD_CREDENTIALS', 'Invalid email or password'))).toBe(
      MESSAGES.loginBadCredentials,
    );
    expect(loginErrorMessage(err('LOGIN_NO_USER'))).toBe(MESSAGES.loginNoUser);
    expect(loginErrorMessage(err('USER_NOT_INVITED', MESSAGES.emailNotInvited))).toBe(
      MESSAGES.loginNotInvited,
    );
    expect(loginErrorMessage(err('INVALID_RESPONSE'))).toBe(MESSAGES.loginUnhandledState);
    const wrongAddress = 'Open Groundwork at http://localhost:3000 to sign in.';
    expect(loginErrorMessage(err('ORIGIN_NOT_TRUSTED', wrongAddress, 403))).toBe(wrongAddress);
    expect(loginErrorMessage(err(null, 'Internal server error', 500))).toBe(
      `${MESSAGES.loginServerErrorPrefix} Internal server error`,
    );
    // The same words without the code are not treated as the code.
    expect(loginErrorMessage(err(null, MESSAGES.emailNotInvited))).toBe(
      `${MESSAGES.loginServerErrorPrefix} ${MESSAGES.emailNotInvited}`,
    );
  });

  it('treats an unknown account as success when resetting a password', () => {
    expect(passwordResetErrorMessage(err('LOGIN_NO_USER'))).toBeNull();
    expect(passwordResetErrorMessage(err('TOO_MANY_REQUESTS', 'x', 429))).toBe(MESSAGES.tooManyRequests);
    expect(passwordResetErrorMessage(err('INTERNAL', 'x', 500))).toBe(MESSAGES.resetFailed);
  });

  it('maps registration and invitation codes', () => {
    expect(invitationTokenErrorMessage(err('INVALID_INVITATION_TOKEN'))).toBe(
      MESSAGES.invalidInvitationToken,
    );
    expect(invitationTokenErrorMessage(err('INTERNAL', 'x', 500))).toBe(MESSAGES.invitationValidationFailed);
    expect(registrationErrorMessage(err('REGISTER_USER_ALREADY_EXISTS', 'x', 409))).toBe(
      MESSAGES.registerUserAlreadyExists,
    );
    expect(registrationErrorMessage(err('VALIDATION_FAILED'))).toBe(MESSAGES.registerFailed);
  });

  it('maps the verification resend', () => {
    expect(verifyResendErrorMessage(err('LOGIN_BAD_CREDENTIALS', 'x', 401))).toBe(
      MESSAGES.verifyIncorrectCredentials,
    );
    expect(verifyResendErrorMessage(err('INTERNAL', 'x', 500))).toBe(MESSAGES.verifyApiError);
  });
});
