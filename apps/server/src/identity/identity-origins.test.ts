import type * as os from 'node:os';
import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { createPerson } from '../test/factories.ts';
import { createTestApp, PUBLIC_URL } from '../test/harness.ts';
import { reachableOrigins } from './origins.ts';

const LAN: NetworkInterfaceInfo[] = [
  { address: '192.168.1.23', netmask: '255.255.255.0', family: 'IPv4', mac: '', internal: false, cidr: null },
  {
    address: 'fd00::23',
    netmask: 'ffff::',
    family: 'IPv6',
    mac: '',
    internal: false,
    cidr: null,
    scopeid: 0,
  },
  { address: 'fe80::1', netmask: 'ffff::', family: 'IPv6', mac: '', internal: false, cidr: null, scopeid: 2 },
];
vi.mock('node:os', async (original) => ({
  ...(await original<typeof os>()),
  networkInterfaces: () => ({ lo: [], eth0: LAN }),
}));

const t = await createTestApp();
const person = await createPerson(t);

const signInFrom = (origin: string) =>
  t.inject({
    method: 'POST',
    url: '/identity/sign-in/email',
    payload: { email: person.email, password: 'Str0ng.Passw0rd!' },
    // A leftover cookie, as a browser that signed in before sends: the origin is checked either way.
    headers: { origin, cookie: 'stale=1' },
  });

describe('sign-in from the addresses the server is reachable at', () => {
  it('trusts PUBLIC_URL, the loopback addresses and each interface address, with the port', async () => {
    for (const origin of [
      PUBLIC_URL,
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://192.168.1.23:3000',
      'http://[fd00::23]:3000',
    ]) {
      expect((await signInFrom(origin)).statusCode, origin).toBe(200);
    }
  });

  it('refuses any other origin and says which address to open', async () => {
    for (const origin of ['http://evil.example:3000', 'http://192.168.1.23:4000', 'http://[fe80::1]:3000']) {
      const reply = await signInFrom(origin);
      expect(reply.statusCode, origin).toBe(403);
      expect(reply.json()).toMatchObject({
        code: 'ORIGIN_NOT_TRUSTED',
        detail: `Open Groundwork at ${PUBLIC_URL} or http://192.168.1.23:3000 or http://[fd00::23]:3000 to sign in.`,
      });
    }
  });

  it('uses the port the server actually listens on', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    expect((await signInFrom(`http://127.0.0.1:${port}`)).statusCode).toBe(200);
    expect((await signInFrom('http://127.0.0.1:3000')).statusCode).toBe(403);
  });
});

describe('trusted origins by configuration', () => {
  const config = (env: Record<string, string>) =>
    loadConfig({ AUTH_SECRET: 'a-secret-that-is-long-enough-for-better-auth', ...env });

  it('are only PUBLIC_URL in production', () => {
    expect(
      reachableOrigins(config({ NODE_ENV: 'production', PUBLIC_URL: 'https://gw.example.org' }), 3000),
    ).toEqual(['https://gw.example.org']);
  });

  it('are the loopback addresses and the listening address when bound to one address', () => {
    expect(reachableOrigins(config({ HOST: '192.168.1.23', PORT: '8080' }), 8080)).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://192.168.1.23:8080',
    ]);
  });
});
