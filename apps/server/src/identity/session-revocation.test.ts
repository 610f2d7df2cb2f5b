import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityUsers } from '../db/schema/index.ts';
import { createPerson, lastMailTo, signIn } from '../test/factories.ts';
import { createTestApp, PUBLIC_URL } from '../test/harness.ts';
import { REVOCATION_REFRESH_MS } from './revocations.ts';

const t = await createTestApp();

const me = (token: string) =>
  t.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
const post = (url: string, payload: object, cookie?: string) =>
  t.inject({ method: 'POST', url, payload, headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) } });

/** The list is read again once its refresh interval has passed: the production path, without waiting. */
const afterRefreshInterval = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + REVOCATION_REFRESH_MS);
};

/** Refused twice: once as the list is read, then from the list held in memory (the read path's fast path). */
const expectEnded = async (token: string) => {
  for (const reply of [await me(token), await me(token)]) {
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      detail: 'Your session has ended. Please sign in again.',
    });
  }
};

afterEach(() => {
  vi.useRealTimers();
});

describe('ID tokens of ended sessions', () => {
  it('carry the session id', async () => {
    const person = await createPerson(t);
    expect(decodeJwt(person.token).sid).toEqual(expect.any(String));
  });

  it('are refused after sign-out, while the same user’s other sessions go on', async () => {
    const person = await createPerson(t);
    const laptop = await signIn(t, person.email);
    expect((await me(laptop.token)).statusCode).toBe(200);

    expect((await post('/identity/sign-out', {}, laptop.cookie)).statusCode).toBe(200);
    afterRefreshInterval();
    await expectEnded(laptop.token);
    expect((await me(person.token)).statusCode).toBe(200);
  });

  it('are refused after a password reset', async () => {
    const person = await createPerson(t);
    expect((await me(person.token)).statusCode).toBe(200);
    await post('/identity/request-password-reset', { email: person.email });
    const { token } = await lastMailTo(t, person.email);
    expect((await post('/identity/reset-password', { newPassword: 'N3w.Passw0rd!', token })).statusCode).toBe(
      200,
    );
    afterRefreshInterval();
    await expectEnded(person.token);
  });

  it('are refused after a ban', async () => {
    const person = await createPerson(t);
    expect((await me(person.token)).statusCode).toBe(200);
    await t.database.db.update(identityUsers).set({ banned: true }).where(eq(identityUsers.id, person.id));
    afterRefreshInterval();
    await expectEnded(person.token);
  });
});
