import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPerson, PASSWORD } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const webDist = mkdtempSync(join(tmpdir(), 'groundwork-web-'));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Groundwork</title>');

const http = await createTestApp({ WEB_DIST_DIR: webDist });
const https = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://gw.example.org' });

const csp = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );

const PAGES = ['/groundwork', '/groundwork/auth/login', '/api/docs', '/identity/get-session'];

describe('security headers', () => {
  it.each(PAGES)('are sent on %s', async (url) => {
    const reply = await http.inject({ method: 'GET', url });
    expect(reply.statusCode).toBeLessThan(400);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    const policy = csp(reply.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // MapLibre's workers and a configurable basemap; the legal pages framed by the app.
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https:']);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
  });

  it.each(['/api/health', '/api/no-such-route'])(
    'are the short set for data on the API: %s may not be loaded, framed, read by other sites or sniffed',
    async (url) => {
      const reply = await http.inject({ method: 'GET', url });
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      const policy = csp(reply.headers['content-security-policy']);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Page-only headers are not repeated on every API answer.
      expect(reply.headers['referrer-policy']).toBeUndefined();
      expect(reply.headers['x-dns-prefetch-control']).toBeUndefined();
    },
  );

  it('are sent on errors of pages too', async () => {
    const reply = await http.inject({ method: 'GET', url: '/identity/no-such-route' });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});

const signInCookies = async (t: TestApp, origin: string) => {
  const person = await createPerson(t);
  const reply = await t.inject({
    method: 'POST',
    url: '/identity/sign-in/email',
    payload: { email: person.email, password: PASSWORD },
    headers: { origin },
  });
  expect(reply.statusCode).toBe(200);
  return [reply.headers['set-cookie']].flat().map(String);
};

describe('over https and over http', () => {
  it('keeps to https and marks cookies Secure when PUBLIC_URL is https', async () => {
    const reply = await https.inject({ method: 'GET', url: '/groundwork' });
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const api = await https.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(reply.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    const cookies = await signInCookies(https, 'https://gw.example.org');
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('sends neither HSTS nor upgrade-insecure-requests over http, where a LAN address must keep working', async () => {
    const reply = await http.inject({ method: 'GET', url: '/groundwork' });
    expect(reply.headers['strict-transport-security']).toBeUndefined();
    expect(
      (await http.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security'],
    ).toBeUndefined();
    expect(csp(reply.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
    const cookies = await signInCookies(http, 'http://localhost:3000');
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});
