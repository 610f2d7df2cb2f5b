import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityAccounts, identityUsers } from '../db/schema/index.ts';
import { createPerson, lastMailTo, newEmail, outbox, PASSWORD, signIn } from '../test/factories.ts';
import { createTestApp, PUBLIC_URL } from '../test/harness.ts';

const t = await createTestApp();
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload, headers: { origin: PUBLIC_URL, ...headers } });

const signUp = async (email: string, password = PASSWORD) => {
  const reply = await post('/identity/sign-up/email', { name: 'Alex Doe', email, password });
  expect(reply.statusCode).toBe(200);
  return reply;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-up and e-mail verification', () => {
  it('requires verification by a single-use link before sign-in', async () => {
    const email = newEmail('signup');
    await signUp(email);

    const early = await post('/identity/sign-in/email', { email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const { link, token } = await lastMailTo(t, email);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/auth/action`);
    expect(link.searchParams.get('mode')).toBe('verifyEmail');

    const verified = await t.inject({ method: 'GET', url: `/identity/verify-email?token=${token}` });
    expect(verified.statusCode).toBe(200);
    const again = await t.inject({ method: 'GET', url: `/identity/verify-email?token=${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });

    const { token: idToken } = await signIn(t, email);
    expect(decodeJwt(idToken).email_verified).toBe(true);
  });

  it('refuses an expired verification link', async () => {
    const email = newEmail('late');
    await signUp(email);
    const { token } = await lastMailTo(t, email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 3600_000);
    const reply = await t.inject({ method: 'GET', url: `/identity/verify-email?token=${token}` });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('stores passwords as argon2id hashes', async () => {
    const email = newEmail('hash');
    await signUp(email);
    const [user] = await t.database.db.select().from(identityUsers).where(eq(identityUsers.email, email));
    const [account] = await t.database.db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.userId, user!.id));
    expect(account!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers a sign-up for a taken e-mail like a new one, creating nothing (no enumeration)', async () => {
    const person = await createPerson(t);
    const reply = await post('/identity/sign-up/email', {
      name: 'Alex Doe',
      email: person.email,
      password: 'An0ther.Passw0rd',
    });
    expect(reply.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(identityUsers)
      .where(eq(identityUsers.email, person.email));
    expect(rows).toHaveLength(1);
    await expect(signIn(t, person.email, 'An0ther.Passw0rd')).rejects.toThrow(/401/);
  });
});

describe('sign-in and the ID token', () => {
  it('maps a wrong password to LOGIN_BAD_CREDENTIALS with the spec message', async () => {
    const person = await createPerson(t);
    const reply = await post('/identity/sign-in/email', { email: person.email, password: 'not-it' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({
      code: 'LOGIN_BAD_CREDENTIALS',
      detail: 'Incorrect email or password.',
      message: expect.any(String),
    });
  });

  it('does not reveal unknown e-mails by default', async () => {
    const reply = await post('/identity/sign-in/email', { email: newEmail('ghost'), password: 'whatever' });
    expect(reply.json()).toMatchObject({ code: 'LOGIN_BAD_CREDENTIALS' });
  });

  it('issues an EdDSA ID token with the documented claims and a one-hour lifetime', async () => {
    const person = await createPerson(t);
    expect(decodeProtectedHeader(person.token).alg).toBe('EdDSA');
    const claims = decodeJwt(person.token);
    expect(claims).toMatchObject({
      iss: PUBLIC_URL,
      aud: 'groundwork',
      sub: person.id,
      email: person.email,
      email_verified: true,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    const jwks = await t.inject({ method: 'GET', url: '/identity/jwks' });
    expect(jwks.json<{ keys: { kid: string; crv: string }[] }>().keys[0]).toMatchObject({
      kid: decodeProtectedHeader(person.token).kid,
      crv: 'Ed25519',
    });
  });

  it('refuses a disabled account at sign-in and on the API', async () => {
    const person = await createPerson(t);
    await t.database.db.update(identityUsers).set({ banned: true }).where(eq(identityUsers.id, person.id));
    const reply = await post('/identity/sign-in/email', { email: person.email, password: PASSWORD });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ code: 'USER_DISABLED' });
  });

  it('signs out: the session can no longer mint tokens', async () => {
    const person = await createPerson(t);
    const { cookie } = await signIn(t, person.email);
    expect((await post('/identity/sign-out', {}, { cookie })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/identity/token', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });
});

describe('bearer tokens on the API', () => {
  it('answers 401 with a detail when the token is missing, tampered with or expired', async () => {
    const person = await createPerson(t);
    const missing = await t.inject({ method: 'GET', url: '/api/users/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      detail: 'Authentication token is missing',
    });

    const [header, payload, signature] = person.token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...decodeJwt(person.token), sub: crypto.randomUUID() }),
    ).toString('base64url');
    const tampered = await t.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${header}.${forged}.${signature}` },
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json<{ detail: string }>().detail).toBeTruthy();
    expect(payload).toBeTruthy();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 3600_000);
    const expired = await t.inject({ method: 'GET', url: '/api/users/me', headers: person.auth });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });
});

describe('password reset and change', () => {
  it('answers an unknown e-mail exactly like a known one', async () => {
    const person = await createPerson(t);
    const known = await post('/identity/request-password-reset', { email: person.email });
    const unknown = await post('/identity/request-password-reset', { email: newEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });

  it('resets through a single-use link and revokes every session', async () => {
    const person = await createPerson(t);
    const { cookie } = await signIn(t, person.email);
    await post('/identity/request-password-reset', { email: person.email });
    const { link, token } = await lastMailTo(t, person.email);
    expect(link.searchParams.get('mode')).toBe('resetPassword');

    const reset = await post('/identity/reset-password', { newPassword: 'N3w.Passw0rd!', token });
    expect(reset.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/identity/token', headers: { cookie } })).statusCode).toBe(
      401,
    );
    const reuse = await post('/identity/reset-password', { newPassword: 'Other.Passw0rd!', token });
    expect(reuse.statusCode).toBe(400);
    await signIn(t, person.email, 'N3w.Passw0rd!');
  });

  it('refuses a reset link after 30 minutes', async () => {
    const person = await createPerson(t);
    await post('/identity/request-password-reset', { email: person.email });
    const { token } = await lastMailTo(t, person.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const reply = await post('/identity/reset-password', { newPassword: 'N3w.Passw0rd!', token });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('changes the password of a signed-in user', async () => {
    const person = await createPerson(t);
    const { cookie } = await signIn(t, person.email);
    const reply = await post(
      '/identity/change-password',
      { currentPassword: PASSWORD, newPassword: 'Chang3d.Passw0rd', revokeOtherSessions: true },
      { cookie },
    );
    expect(reply.statusCode).toBe(200);
    await signIn(t, person.email, 'Chang3d.Passw0rd');
    expect((await outbox(t)).length).toBeGreaterThan(0);
  });
});

describe('password policy', () => {
  it('serves the default policy (minimum 6)', async () => {
    const reply = await t.inject({ method: 'GET', url: '/identity/password-policy' });
    expect(reply.json()).toEqual({
      min_length: 6,
      max_length: null,
      require_lowercase: false,
      require_uppercase: false,
      require_numeric: false,
      require_non_alphanumeric: false,
    });
  });
});
