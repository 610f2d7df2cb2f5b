import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identityUsers } from '../db/schema/index.ts';
import { newEmail, PASSWORD } from '../test/factories.ts';
import { createTestApp, PUBLIC_URL } from '../test/harness.ts';
import { IDENTITY_ENDPOINTS } from './identity.routes.ts';

const t = await createTestApp();
const POSTS = IDENTITY_ENDPOINTS.filter((endpoint) => endpoint.method === 'POST').map((e) => e.path);
const HUGE = 'x'.repeat(1_000_000);

const post = (path: string, payload: string | object) =>
  t.inject({
    method: 'POST',
    url: `/identity${path}`,
    payload,
    headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
  });

describe('bad input on the identity POSTs', () => {
  it.each(POSTS)('%s answers invalid JSON with a 400 and a detail', async (path) => {
    const reply = await post(path, '{"email":');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringMatching(/JSON/) });
  });

  it.each(POSTS)('%s answers a 1 MB field with a 400 and a detail', async (path) => {
    for (const field of ['email', 'name', 'password', 'newPassword', 'token', 'anything']) {
      const reply = await post(path, { [field]: HUGE });
      expect(reply.statusCode, `${path} ${field}`).toBe(400);
      expect(reply.json<{ detail: string }>().detail).toMatch(/too long|not provided|Unrecognized key/);
    }
  });

  it('does not store a 1 MB name', async () => {
    const email = newEmail('huge');
    const reply = await post('/sign-up/email', {
      name: HUGE,
      email,
      password: PASSWORD,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ detail: 'name is too long (at most 200 characters)' });
    const rows = await t.database.db.select().from(identityUsers).where(eq(identityUsers.email, email));
    expect(rows).toHaveLength(0);
  });
});

describe('the registration race', () => {
  it('answers 409 to every concurrent sign-up that loses, and creates one identity', async () => {
    const email = newEmail('race');
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        post('/sign-up/email', { name: 'Alex Doe', email, password: PASSWORD }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    for (const reply of replies.filter((r) => r.statusCode !== 200)) {
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({
        code: 'REGISTER_USER_ALREADY_EXISTS',
        detail: expect.stringMatching(/already associated/),
      });
    }
    const rows = await t.database.db.select().from(identityUsers).where(eq(identityUsers.email, email));
    expect(rows).toHaveLength(1);
  });
});
