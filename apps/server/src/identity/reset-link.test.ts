import { afterEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_PASSWORD_MESSAGE } from '@groundwork/shared/contracts/identity';
import { containsNul } from '@groundwork/shared/messages';
import { createPerson, lastMailTo, PASSWORD, signIn } from '../test/factories.ts';
import { createTestApp, PUBLIC_URL } from '../test/harness.ts';
import { RESET_LINK_EXPIRED, RESET_LINK_USED } from './identity.service.ts';

const t = await createTestApp();
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload, headers: { origin: PUBLIC_URL, ...headers } });
const checkLink = (token: string) =>
  t.inject({ method: 'GET', url: `/identity/reset-password-link?token=${encodeURIComponent(token)}` });

/** A person with a fresh reset link. */
const personWithResetLink = async () => {
  const person = await createPerson(t);
  await post('/identity/request-password-reset', { email: person.email });
  const { token } = await lastMailTo(t, person.email);
  return { person, token };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('new passwords follow the registration rule (10+ characters, a digit, a special)', () => {
  // Each complies with the default provider policy (6+ characters) but not with shell §5's rule.
  it.each(['abcdefg', 'abcdefgh12', 'abc.defghij', 'Ab1.cdefg'])('a reset to %s is refused', async (weak) => {
    const { person, token } = await personWithResetLink();
    const reply = await post('/identity/reset-password', { newPassword: weak, token });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: REGISTRATION_PASSWORD_MESSAGE });
    // The link was not used up: a compliant password still goes through.
    expect((await post('/identity/reset-password', { newPassword: 'Fresh.Start1', token })).statusCode).toBe(
      200,
    );
    await signIn(t, person.email, 'Fresh.Start1');
  });

  it('a change to a weak password is refused, and the old password still works', async () => {
    const person = await createPerson(t);
    const { cookie } = await signIn(t, person.email);
    const reply = await post(
      '/identity/change-password',
      { currentPassword: PASSWORD, newPassword: 'password', revokeOtherSessions: true },
      { cookie },
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: REGISTRATION_PASSWORD_MESSAGE });
    await signIn(t, person.email, PASSWORD);
  });
});

describe('GET /identity/reset-password-link', () => {
  it('answers 200 for a fresh link, more than once, without using it up', async () => {
    const { token } = await personWithResetLink();
    expect((await checkLink(token)).json()).toEqual({ status: true });
    expect((await checkLink(token)).statusCode).toBe(200);
    expect((await post('/identity/reset-password', { newPassword: 'Fresh.Start1', token })).statusCode).toBe(
      200,
    );
  });

  it('says a used link has been used', async () => {
    const { token } = await personWithResetLink();
    await post('/identity/reset-password', { newPassword: 'Fresh.Start1', token });
    const reply = await checkLink(token);
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ code: 'TOKEN_EXPIRED', detail: RESET_LINK_USED });
  });

  it('says a link older than 30 minutes has expired', async () => {
    const { token } = await personWithResetLink();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const reply = await checkLink(token);
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ code: 'TOKEN_EXPIRED', detail: RESET_LINK_EXPIRED });
  });

  it.each([
    ['an empty token', '', RESET_LINK_USED],
    ['spaces', 'not a token', RESET_LINK_USED],
    // Refused before the route by the one input check every route has (decision 0021).
    ['a NUL', 'x\u0000y', containsNul('token')],
    ['5,000 characters', 'x'.repeat(5000), RESET_LINK_USED],
  ])('answers a token with %s with a 4xx and a detail', async (_case, token, detail) => {
    const reply = await checkLink(token);
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
    expect(reply.json<{ detail: string }>().detail).toBe(detail);
  });
});
