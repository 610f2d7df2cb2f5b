import { describe, expect, it } from 'vitest';
import { createPerson } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';

const t = await createTestApp();

describe('system', () => {
  it('reports health with the database status', async () => {
    const reply = await t.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'ok', database: { status: 'up', kind: t.database.kind } });
  });

  it('redirects / to the web app', async () => {
    const reply = await t.inject({ method: 'GET', url: '/' });
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe('/groundwork');
  });

  it('describes every API route in OpenAPI 3', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      openapi: string;
      paths: Record<string, object>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    const apiRoutes = t.app.routeAccessTable.filter(
      (r) =>
        r.method !== 'HEAD' &&
        (r.url.startsWith('/api/') || r.url.startsWith('/identity/')) &&
        !r.url.startsWith('/api/docs') &&
        r.url !== '/api/openapi.json',
    );
    const undocumented = apiRoutes.filter(
      (r) =>
        !(doc.paths[r.url.replace(/:(\w+)/g, '{$1}')] as Record<string, unknown> | undefined)?.[
          r.method.toLowerCase()
        ],
    );
    expect(undocumented.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(Object.keys(doc.paths)).toContain('/api/users/me');
    expect((await t.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('serves paths with and without the trailing slash', async () => {
    const person = await createPerson(t);
    for (const url of ['/api/users/me', '/api/users/me/']) {
      const reply = await t.inject({ method: 'GET', url, headers: person.auth });
      expect(reply.json()).toMatchObject({ email: person.email });
    }
    const withSlash = await t.inject({ method: 'GET', url: '/api/validate-invitation/?token=x' });
    const without = await t.inject({ method: 'GET', url: '/api/validate-invitation?token=x' });
    expect(without.json()).toMatchObject({ detail: withSlash.json<{ detail: string }>().detail });
  });

  it('answers malformed input with a 4xx and a detail, never a 500', async () => {
    const badJson = await t.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { 'content-type': 'application/json' },
      payload: '{"first":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json<{ detail: string }>().detail).toBeTruthy();
    const unknown = await t.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const wrongType = await t.inject({ method: 'POST', url: '/api/users/', payload: { first: 5 } });
    expect(wrongType.statusCode).toBe(400);
  });

  it('accepts the X-Client-Type header: the reply is the one without it', async () => {
    const plain = await t.inject({ method: 'GET', url: '/api/health' });
    const reply = await t.inject({ method: 'GET', url: '/api/health', headers: { 'x-client-type': 'web' } });
    expect(reply.statusCode).toBe(200);
    const { uptime_s: _uptime, ...health } = plain.json<Record<string, unknown>>();
    expect(reply.json()).toMatchObject({ ...health, status: 'ok', database: { status: 'up' } });
  });
});
