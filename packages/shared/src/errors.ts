import { z } from 'zod';

/**
 * Error codes shared by server and web. The server maps each code to its HTTP status in one
 * place; the web app maps codes to the specification's messages (messages.ts).
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_INVITATION_TOKEN: 400,
  PASSWORDS_DO_NOT_MATCH: 400,
  INVALID_WEEK: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  LOGIN_BAD_CREDENTIALS: 401,
  LOGIN_NO_USER: 401,
  /** A wrong, used or expired two-factor code (TOTP or backup code). */
  TWO_FACTOR_INVALID_CODE: 401,
  /** The campaign requires two-factor sign-in of Managers and Directors, and the caller has not turned it on. */
  TWO_FACTOR_REQUIRED: 403,
  /** A TOTP code presented a second time (it works once). */
  TOTP_CODE_REUSED: 401,
  EMAIL_NOT_VERIFIED: 403,
  USER_DISABLED: 403,
  FORBIDDEN: 403,
  /** A sign-in from an address the server does not trust; `detail` says which address to open. */
  ORIGIN_NOT_TRUSTED: 403,
  TERMS_NOT_ACCEPTED: 403,
  NOT_FOUND: 404,
  /**
   * Nobody to call now: it is outside the calling hours where every voter left lives. A 404, as next-voter
   * answers when nobody is left (service §7), with the message of `QUIET_HOURS`.
   */
  QUIET_HOURS_NO_VOTER: 404,
  USER_NOT_INVITED: 404,
  CONFLICT: 409,
  /** A text or call refused: it is outside the campaign's hours where the voter lives (decision 0041). */
  QUIET_HOURS: 409,
  NAME_EXISTS: 409,
  ALREADY_MEMBER: 409,
  REGISTER_USER_ALREADY_EXISTS: 409,
  CAMPAIGN_OWNER: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The wire shape of every error reply: the spec's clients read `detail`. */
export const errorResponseSchema = z
  .object({
    detail: z.string(),
    code: z.string(),
    request_id: z.string().optional(),
    /** Every problem found in the input, by field; `detail` repeats the first. */
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
