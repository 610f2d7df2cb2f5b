import { describe, expect, it, vi } from 'vitest';
import { createIdentityClient } from './identity-client';

const user = { id: 'u1', email: 'volunteer@demo.groundwork.test', emailVerified: true, name: 'V' };

const replying = (body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } }),
    ),
  );

describe('identity client: the session read', () => {
  it('returns the user with the ID token the provider signed alongside (set-auth-jwt)', async () => {
    const fetch = replying({ user, session: { id: 's1' } }, { 'set-auth-jwt': 'a.b.c' });
    const client = createIdentityClient({ baseUrl: '/identity', fetch });
    expect(await client.getSession()).toEqual({ user, token: 'a.b.c' });
    expect(fetch).toHaveBeenCalledWith(
      '/identity/get-session',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('returns no token when the header is missing, and null when there is no session', async () => {
    const withUser = createIdentityClient({ baseUrl: '/identity', fetch: replying({ user }) });
    expect(await withUser.getSession()).toEqual({ user, token: null });
    const none = createIdentityClient({ baseUrl: '/identity', fetch: replying(null) });
    expect(await none.getSession()).toBeNull();
  });
});
