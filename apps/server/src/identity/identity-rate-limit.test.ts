import { describe, expect, it } from 'vitest';
import { createVerifiedPerson } from '../seed/demo.ts';
import { newEmail, PASSWORD } from '../test/factories.ts';
import { createTestApp, PUBLIC_URL } from '../test/harness.ts';
import { hashPassword } from './auth.ts';

/** Rate limits on, as in production (the other identity tests run without them). */
const t = await createTestApp({ RATE_LIMIT: 'true' });
const passwordHash = await hashPassword(PASSWORD);

const volunteer = async () => {
  const email = newEmail('volunteer');
  await createVerifiedPerson(
    t.database.db,
    { email, first: 'Vol', last: 'Unteer', termsAccepted: true },
    passwordHash,
  );
  return email;
};

const signIn = (email: string, password: string, remoteAddress: string) =>
  t.inject({
    method: 'POST',
    url: '/identity/sign-in/email',
    payload: { email, password },
    headers: { origin: PUBLIC_URL },
    remoteAddress,
  });

describe('sign-in rate limits', () => {
  it('let 60 volunteers on one network sign in within 5 minutes, and still stop 30 wrong guesses from it', async () => {
    const room = '10.20.0.1';
    const emails = await Promise.all(Array.from({ length: 60 }, volunteer));
    const replies = await Promise.all(emails.map((email) => signIn(email, PASSWORD, room)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(emails.map(() => 200));

    const guesses: number[] = [];
    for (const email of emails.slice(0, 31))
      guesses.push((await signIn(email, 'not-the-password', room)).statusCode);
    expect(guesses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 401));
    expect(guesses[30]).toBe(429);
  });

  it('do not let wrong passwords from one client lock the account for another', async () => {
    const email = await volunteer();
    const attacker = '10.30.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await signIn(email, 'guess', attacker)).statusCode);
    expect(codes).toEqual([...Array.from({ length: 10 }, () => 401), 429]);
    const blocked = await signIn(email, PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      detail: 'Too many requests. Try again later.',
    });

    expect((await signIn(email, PASSWORD, '10.30.0.2')).statusCode).toBe(200);
  });

  it('let at most 10 parallel guesses at one account from one client reach the password check', async () => {
    const email = await volunteer();
    const replies = await Promise.all(Array.from({ length: 25 }, () => signIn(email, 'guess', '10.40.0.1')));
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(15);
  });
});

describe('two-factor code rate limits', () => {
  it('stop the 31st wrong code from one client within 5 minutes, like sign-in', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const reply = await t.inject({
        method: 'POST',
        url: i % 2 ? '/identity/two-factor/verify-totp' : '/identity/two-factor/verify-backup-code',
        payload: { code: '000000' },
        headers: { origin: PUBLIC_URL },
        remoteAddress: '10.50.0.1',
      });
      codes.push(reply.statusCode);
    }
    expect(codes.slice(0, 30).every((code) => code === 401)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
