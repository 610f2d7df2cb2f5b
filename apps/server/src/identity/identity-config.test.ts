import { describe, expect, it } from 'vitest';
import { createPerson, newEmail } from '../test/factories.ts';
import { createTestApp, PUBLIC_URL } from '../test/harness.ts';

/** The same provider configured differently: strict policy, rate limits on, unknown e-mails revealed. */
const t = await createTestApp({
  RATE_LIMIT: 'true',
  PASSWORD_MIN_LENGTH: '12',
  PASSWORD_MAX_LENGTH: '64',
  PASSWORD_REQUIRE_UPPERCASE: 'true',
  PASSWORD_REQUIRE_NUMERIC: 'true',
  REVEAL_UNKNOWN_EMAIL_ON_SIGN_IN: 'true',
});
const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
  t.inject({ method: 'POST', url, payload, headers: { origin: PUBLIC_URL }, remoteAddress });

describe('configured identity provider', () => {
  it('serves and enforces the configured password policy', async () => {
    const policy = (await t.inject({ method: 'GET', url: '/identity/password-policy' })).json();
    expect(policy).toMatchObject({
      min_length: 12,
      max_length: 64,
      require_uppercase: true,
      require_numeric: true,
    });
    const weak = await post('/identity/sign-up/email', {
      name: 'A B',
      email: newEmail('weak'),
      password: 'alllowercase!!',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: 'Password must contain an uppercase letter, a number.',
    });
    const ok = await post('/identity/sign-up/email', {
      name: 'A B',
      email: newEmail('strong'),
      password: 'Upper1lowercase',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers LOGIN_NO_USER for an unknown e-mail when configured to', async () => {
    const reply = await post('/identity/sign-in/email', { email: newEmail('ghost'), password: 'x' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({
      code: 'LOGIN_NO_USER',
      detail: 'No account found with that email.',
    });
  });

  it('limits failed sign-in attempts per account and client', async () => {
    const person = await createPerson(t); // a successful sign-in does not count
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1)
      codes.push(
        (await post('/identity/sign-in/email', { email: person.email, password: 'wrong' })).statusCode,
      );
    expect(codes.every((c) => c === 401)).toBe(true);
    const last = await post('/identity/sign-in/email', { email: person.email, password: 'wrong' });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      detail: 'Too many requests. Try again later.',
    });
  });

  it('limits sign-ups per client IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 101; i += 1) {
      codes.push(
        (
          await post(
            '/identity/sign-up/email',
            {
              name: 'A B',
              email: newEmail('ip'),
              password: 'Upper1lowercase',
            },
            '10.1.2.3',
          )
        ).statusCode,
      );
    }
    expect(codes.slice(0, 100).every((c) => c === 200)).toBe(true);
    expect(codes[100]).toBe(429);
  });

  it('limits password-reset requests per account', async () => {
    const email = newEmail('reset');
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await post('/identity/request-password-reset', { email })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits verification resends per account', async () => {
    const email = newEmail('resend');
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await post('/identity/send-verification-email', { email })).statusCode);
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, 5).every((c) => c === 200)).toBe(true);
  });
});
