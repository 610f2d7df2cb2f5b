import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import type { IdentityClient, IdentityUser } from './identity-client';
import { IdentitySession } from './identity-session';
import { refreshDelay, retryDelay, isTokenExpired, decodeIdToken } from './token-schedule';

const MINUTE = 60_000;
const T0 = new Date('2026-03-01T12:00:00Z').getTime();

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A JWT-shaped token that expires `lifetimeMs` after the current (fake) time. */
const makeToken = (lifetimeMs: number, sub = 'u1') =>
  `${base64url({ alg: 'EdDSA' })}.${base64url({ sub, exp: Math.floor((Date.now() + lifetimeMs) / 1000) })}.sig`;

const user: IdentityUser = {
  id: 'u1',
  email: 'manager@demo.groundwork.test',
  emailVerified: true,
  name: 'M',
};

const mockClient = (overrides: Partial<IdentityClient> = {}): IdentityClient => ({
  signIn: vi.fn(() => Promise.resolve({ user })),
  verifySecondFactor: vi.fn(() => Promise.resolve({ user })),
  request: vi.fn(() => Promise.reject(new Error('not used'))),
  signOut: vi.fn(() => Promise.resolve()),
  getSession: vi.fn(() => Promise.resolve({ user, token: null })),
  getToken: vi.fn(() => Promise.resolve(makeToken(60 * MINUTE))),
  sendVerificationEmail: vi.fn(() => Promise.resolve()),
  verifyEmail: vi.fn(() => Promise.resolve()),
  requestPasswordReset: vi.fn(() => Promise.resolve()),
  checkResetLink: vi.fn(() => Promise.resolve()),
  resetPassword: vi.fn(() => Promise.resolve()),
  changePassword: vi.fn(() => Promise.resolve()),
  getPasswordPolicy: vi.fn(() => Promise.reject(new Error('unused'))),
  ...overrides,
});

const networkDown = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', detail: 'down' });

describe('token schedule', () => {
  it('treats a token as expired 30 s before its expiry', () => {
    expect(isTokenExpired(T0 + 31_000, T0)).toBe(false);
    expect(isTokenExpired(T0 + 30_000, T0)).toBe(true);
  });

  it('refreshes 5 minutes before expiry, or halfway for very short tokens', () => {
    expect(refreshDelay(T0 + 60 * MINUTE, T0)).toBe(55 * MINUTE);
    expect(refreshDelay(T0 + 4 * MINUTE, T0)).toBe((4 * MINUTE - 30_000) / 2);
    expect(refreshDelay(T0 + 31_000, T0)).toBe(5_000);
  });

  it('backs off from 30 s, doubling, up to 16 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000,
    ]);
  });

  it('decodes the expiry of a JWT', () => {
    vi.setSystemTime(T0);
    expect(decodeIdToken(makeToken(10 * MINUTE)).exp).toBe((T0 + 10 * MINUTE) / 1000);
    expect(() => decodeIdToken('not-a-jwt')).toThrow();
    vi.useRealTimers();
  });
});

describe('identity session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is authenticating, then signed in when the provider has a session', async () => {
    const session = new IdentitySession(mockClient());
    expect(session.getState().status).toBe('authenticating');
    await session.start();
    expect(session.getState()).toEqual({ status: 'signed-in', user });
    expect(await session.getIdToken()).toMatch(/\.sig$/);
    session.dispose();
  });

  it('keeps the last confirmed person signed in when the provider cannot be reached (offline reload)', async () => {
    const memory = {
      recallIdentity: vi.fn(() => Promise.resolve(user)),
      rememberIdentity: vi.fn(() => Promise.resolve()),
      forget: vi.fn(),
    };
    const client = mockClient({
      getSession: vi.fn(() => Promise.reject(networkDown())),
      getToken: vi.fn(() => Promise.reject(networkDown())),
    });
    const session = new IdentitySession(client, memory);
    await session.start();
    expect(session.getState()).toEqual({ status: 'signed-in', user });
    expect(memory.forget).not.toHaveBeenCalled();
    session.dispose();
  });

  it('remembers a confirmed session, and never stands in for an answer from the provider', async () => {
    const memory = {
      recallIdentity: vi.fn(() => Promise.resolve(user)),
      rememberIdentity: vi.fn(() => Promise.resolve()),
      forget: vi.fn(),
    };
    const online = new IdentitySession(mockClient(), memory);
    await online.start();
    expect(memory.rememberIdentity).toHaveBeenCalledWith(user);
    online.dispose();

    const unauthorized = new ApiError({ status: 401, code: 'UNAUTHENTICATED', detail: 'no' });
    const ended = new IdentitySession(
      mockClient({ getSession: vi.fn(() => Promise.reject(unauthorized)) }),
      memory,
    );
    await ended.start();
    expect(ended.getState().status).toBe('signed-out');
    expect(memory.recallIdentity).not.toHaveBeenCalled();
    expect(memory.forget).toHaveBeenCalled();
  });

  it('is signed out when the provider has no session', async () => {
    const session = new IdentitySession(mockClient({ getSession: vi.fn(() => Promise.resolve(null)) }));
    await session.start();
    expect(session.getState().status).toBe('signed-out');
    expect(await session.getIdToken()).toBeNull();
  });

  it('uses the token the session read brought, without asking /token', async () => {
    const token = makeToken(60 * MINUTE);
    const client = mockClient({ getSession: vi.fn(() => Promise.resolve({ user, token })) });
    const session = new IdentitySession(client);
    await session.start();
    expect(session.getState()).toEqual({ status: 'signed-in', user });
    expect(await session.getIdToken()).toBe(token);
    expect(client.getToken).not.toHaveBeenCalled();
    // It is refreshed on the usual schedule all the same.
    await vi.advanceTimersByTimeAsync(55 * MINUTE);
    expect(client.getToken).toHaveBeenCalledTimes(1);
  });

  it('asks /token when the session read brought an expired or unreadable token', async () => {
    for (const token of [makeToken(10_000), 'not-a-jwt']) {
      const client = mockClient({ getSession: vi.fn(() => Promise.resolve({ user, token })) });
      const session = new IdentitySession(client);
      await session.start();
      expect(client.getToken).toHaveBeenCalledTimes(1);
      expect(await session.getIdToken()).not.toBe(token);
      session.dispose();
    }
  });

  it('refreshes the token proactively 5 minutes before it expires', async () => {
    const client = mockClient();
    const session = new IdentitySession(client);
    await session.start();
    expect(client.getToken).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(55 * MINUTE - 1);
    expect(client.getToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getToken).toHaveBeenCalledTimes(2);
    // The next one is scheduled from the new token's expiry.
    await vi.advanceTimersByTimeAsync(55 * MINUTE);
    expect(client.getToken).toHaveBeenCalledTimes(3);
    session.dispose();
  });

  it('serves the cached token and fetches a new one once it is within 30 s of expiry', async () => {
    const client = mockClient({ getToken: vi.fn(() => Promise.resolve(makeToken(2 * MINUTE))) });
    const session = new IdentitySession(client);
    await session.start();
    const first = await session.getIdToken();
    expect(client.getToken).toHaveBeenCalledTimes(1);

    vi.setSystemTime(T0 + 89_000); // 31 s before expiry: still valid
    expect(await session.getIdToken()).toBe(first);
    expect(client.getToken).toHaveBeenCalledTimes(1);

    vi.setSystemTime(T0 + 90_000); // 30 s before expiry: treated as expired
    await session.getIdToken();
    expect(client.getToken).toHaveBeenCalledTimes(2);
    session.dispose();
  });

  it('retries a failed refresh after 30 s, doubling up to 16 minutes', async () => {
    const getToken = vi.fn<() => Promise<string>>(() => Promise.reject(networkDown()));
    getToken.mockImplementationOnce(() => Promise.resolve(makeToken(10 * MINUTE)));
    const client = mockClient({ getToken });
    const session = new IdentitySession(client);
    await session.start();
    expect(getToken).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(5 * MINUTE); // proactive refresh: fails
    expect(getToken).toHaveBeenCalledTimes(2);
    const expectedGaps = [30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000];
    for (const [index, gap] of expectedGaps.entries()) {
      await vi.advanceTimersByTimeAsync(gap - 1);
      expect(getToken).toHaveBeenCalledTimes(2 + index);
      await vi.advanceTimersByTimeAsync(1);
      expect(getToken).toHaveBeenCalledTimes(3 + index);
    }
    expect(session.getState().status).toBe('signed-in');
    session.dispose();
  });

  it('resets the backoff after a successful refresh', async () => {
    const getToken = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce(makeToken(10 * MINUTE))
      .mockRejectedValueOnce(networkDown())
      .mockRejectedValueOnce(networkDown())
      .mockImplementation(() => Promise.resolve(makeToken(10 * MINUTE)));
    const session = new IdentitySession(mockClient({ getToken }));
    await session.start();
    await vi.advanceTimersByTimeAsync(5 * MINUTE + 30_000 + 60_000);
    expect(getToken).toHaveBeenCalledTimes(4);
    // Success: the next refresh is the proactive one, 5 minutes after, not a backoff.
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(getToken).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(getToken).toHaveBeenCalledTimes(5);
    session.dispose();
  });

  it.each(['USER_DISABLED', 'TOKEN_EXPIRED'])('signs out when the provider reports %s', async (code) => {
    const getToken = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce(makeToken(10 * MINUTE))
      .mockRejectedValue(new ApiError({ status: code === 'USER_DISABLED' ? 403 : 401, code, detail: code }));
    const session = new IdentitySession(mockClient({ getToken }));
    await session.start();
    const states: string[] = [];
    session.subscribe(() => states.push(session.getState().status));
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(session.getState().status).toBe('signed-out');
    expect(states).toEqual(['signed-out']);
    // No more retries once signed out.
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(getToken).toHaveBeenCalledTimes(2);
  });

  it('signs out when the API reports USER_DISABLED, but not for other errors', async () => {
    const client = mockClient();
    const session = new IdentitySession(client);
    await session.start();
    session.handleAuthFailure(new ApiError({ status: 404, code: 'NOT_FOUND', detail: 'x' }));
    expect(session.getState().status).toBe('signed-in');
    session.handleAuthFailure(new ApiError({ status: 403, code: 'USER_DISABLED', detail: 'x' }));
    expect(session.getState().status).toBe('signed-out');
    expect(client.signOut).toHaveBeenCalledOnce();
  });

  it('sign-in establishes the session; sign-out ends it locally even if the provider is unreachable', async () => {
    const client = mockClient({
      getSession: vi.fn(() => Promise.resolve(null)),
      signOut: vi.fn(() => Promise.reject(networkDown())),
    });
    const session = new IdentitySession(client);
    await session.start();
    expect(await session.signIn('a@b.org', 'pw')).toEqual(user);
    expect(session.getState().status).toBe('signed-in');
    await session.signOut();
    expect(session.getState().status).toBe('signed-out');
    expect(await session.getIdToken()).toBeNull();
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(client.getToken).toHaveBeenCalledTimes(1);
  });

  it('reports a sign-in reply without a user as null and stays signed out', async () => {
    const session = new IdentitySession(
      mockClient({
        getSession: vi.fn(() => Promise.resolve(null)),
        signIn: vi.fn(() => Promise.resolve({ user: null })),
      }),
    );
    await session.start();
    expect(await session.signIn('a@b.org', 'pw')).toBeNull();
    expect(session.getState().status).toBe('signed-out');
  });

  it('stays signed out while a second factor is asked, and signs in once the code is accepted', async () => {
    const client = mockClient({
      getSession: vi.fn(() => Promise.resolve(null)),
      signIn: vi.fn(() => Promise.resolve({ user: null, twoFactor: true })),
    });
    const session = new IdentitySession(client);
    await session.start();
    expect(await session.signIn('a@b.org', 'pw')).toBe('two-factor');
    expect(session.getState().status).toBe('signed-out');
    expect(client.getToken).not.toHaveBeenCalled();

    expect(await session.completeSignIn('totp', '123456', true)).toEqual(user);
    expect(client.verifySecondFactor).toHaveBeenCalledWith('totp', '123456', true);
    expect(session.getState().status).toBe('signed-in');
  });
});
