import { z } from 'zod';
import {
  IDENTITY_NETWORK_TIMEOUT_MOBILE_MS,
  IDENTITY_NETWORK_TIMEOUT_MS,
} from '@groundwork/shared/constants';
import { passwordPolicySchema, type PasswordPolicy } from '@groundwork/shared/contracts/identity';
import { errorFromResponse, isAbortError, networkError, readBody, ApiError } from '../api-error';
import { fetchOrEarly } from '../early-reads';

/** The signed-in person as the identity provider knows them. */
export const identityUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string().nullish(),
});
export type IdentityUser = z.infer<typeof identityUserSchema>;

/** The provider's session: its user, and the ID token it signed alongside (its `set-auth-jwt` header), if any. */
export interface IdentitySessionReply {
  user: IdentityUser;
  token: string | null;
}

const signInResponseSchema = z.object({
  token: z.string().nullish(),
  user: identityUserSchema.nullish(),
  /** Two-factor sign-in is on: a code is asked next (verifySecondFactor). */
  twoFactorRedirect: z.boolean().optional(),
});
const sessionResponseSchema = z.object({ user: identityUserSchema }).nullable();
/** The identity provider's JWT plugin signs an ID token with every session read, in this header. */
export const SESSION_TOKEN_HEADER = 'set-auth-jwt';
const tokenResponseSchema = z.object({ token: z.string() });
const statusResponseSchema = z.object({ status: z.boolean() }).loose();

/** The second factor at sign-in: a code from the authenticator app, or a backup code. */
export type SecondFactor = 'totp' | 'backup';

export interface IdentityRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
}

export interface IdentityClient {
  signIn: (email: string, password: string) => Promise<{ user: IdentityUser | null; twoFactor?: boolean }>;
  /** Finishes a sign-in that asked for a second factor; `trustDevice` skips it on this browser for 30 days. */
  verifySecondFactor: (
    factor: SecondFactor,
    code: string,
    trustDevice: boolean,
  ) => Promise<{ user: IdentityUser | null }>;
  /** Any other identity endpoint (the account page's), with the same errors and timeout. */
  request: <T>(path: string, schema: z.ZodType<T>, init?: IdentityRequest) => Promise<T>;
  signOut: () => Promise<void>;
  /** The session with its ID token in one round trip (so a page load does not wait for `/token` too). */
  getSession: (signal?: AbortSignal) => Promise<IdentitySessionReply | null>;
  getToken: () => Promise<string>;
  sendVerificationEmail: (email: string) => Promise<void>;
  verifyEmail: (token: string, signal?: AbortSignal) => Promise<void>;
  requestPasswordReset: (email: string) => Promise<void>;
  /** Whether a reset link can still be used (without using it): rejects with TOKEN_EXPIRED if not. */
  checkResetLink: (token: string, signal?: AbortSignal) => Promise<void>;
  resetPassword: (token: string, newPassword: string) => Promise<void>;
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>;
  getPasswordPolicy: (signal?: AbortSignal) => Promise<PasswordPolicy>;
}

export interface IdentityClientConfig {
  /** Where the provider is mounted, e.g. `/identity`. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Shell §9: the identity network timeout is 30 s, 60 s on mobile connections. */
export const identityTimeoutMs = (userAgent: string): number =>
  /Mobi|Android|iPhone|iPad/i.test(userAgent)
    ? IDENTITY_NETWORK_TIMEOUT_MOBILE_MS
    : IDENTITY_NETWORK_TIMEOUT_MS;

/**
 * Plain-fetch client for the identity provider's `/identity` endpoints (cookie session, so every
 * call sends `credentials: 'include'`). Errors arrive as `{code, detail, message}` and become ApiErrors.
 */
export const createIdentityClient = (config: IdentityClientConfig): IdentityClient => {
  // The page's own first reads (src/boot) answer the same requests made before the app's code had arrived.
  const doFetch = config.fetch ?? fetchOrEarly;
  const timeoutMs = config.timeoutMs ?? IDENTITY_NETWORK_TIMEOUT_MS;

  /** The reply's body, checked against `schema`, and its headers. */
  const exchange = async <T>(
    path: string,
    schema: z.ZodType<T>,
    init: IdentityRequest = {},
  ): Promise<{ data: T; headers: Headers }> => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(`${config.baseUrl}${path}`, {
        method: init.method ?? 'GET',
        credentials: 'include',
        headers:
          init.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal,
      });
    } catch (error) {
      if (init.signal?.aborted && isAbortError(error)) throw error;
      throw networkError(timeout.aborted ? timeout.reason : error);
    }
    if (!response.ok) throw await errorFromResponse(response);
    const body = await readBody(response);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError({
        status: response.status,
        code: 'INVALID_RESPONSE',
        detail: 'The identity provider sent an unexpected reply.',
        body,
      });
    }
    return { data: parsed.data, headers: response.headers };
  };

  const call = async <T>(path: string, schema: z.ZodType<T>, init: IdentityRequest = {}): Promise<T> =>
    (await exchange(path, schema, init)).data;

  const ignore = z.unknown();

  return {
    signIn: async (email, password) => {
      const reply = await call('/sign-in/email', signInResponseSchema, {
        method: 'POST',
        body: { email, password },
      });
      return { user: reply.user ?? null, twoFactor: reply.twoFactorRedirect === true };
    },
    verifySecondFactor: async (factor, code, trustDevice) => {
      const path = factor === 'totp' ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code';
      const reply = await call(path, signInResponseSchema, { method: 'POST', body: { code, trustDevice } });
      return { user: reply.user ?? null };
    },
    request: call,
    signOut: async () => {
      await call('/sign-out', ignore, { method: 'POST', body: {} });
    },
    getSession: async (signal) => {
      const reply = await exchange('/get-session', sessionResponseSchema, signal ? { signal } : {});
      if (!reply.data) return null;
      return { user: reply.data.user, token: reply.headers.get(SESSION_TOKEN_HEADER) };
    },
    getToken: async () => (await call('/token', tokenResponseSchema)).token,
    sendVerificationEmail: async (email) => {
      await call('/send-verification-email', statusResponseSchema, { method: 'POST', body: { email } });
    },
    verifyEmail: async (token, signal) => {
      await call(`/verify-email?token=${encodeURIComponent(token)}`, ignore, signal ? { signal } : {});
    },
    requestPasswordReset: async (email) => {
      await call('/request-password-reset', statusResponseSchema, { method: 'POST', body: { email } });
    },
    checkResetLink: async (token, signal) => {
      await call(`/reset-password-link?token=${encodeURIComponent(token)}`, ignore, signal ? { signal } : {});
    },
    resetPassword: async (token, newPassword) => {
      await call('/reset-password', ignore, { method: 'POST', body: { newPassword, token } });
    },
    changePassword: async (currentPassword, newPassword) => {
      await call('/change-password', ignore, {
        method: 'POST',
        body: { currentPassword, newPassword, revokeOtherSessions: true },
      });
    },
    getPasswordPolicy: (signal) => call('/password-policy', passwordPolicySchema, signal ? { signal } : {}),
  };
};
