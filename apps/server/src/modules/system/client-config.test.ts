import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { createTestApp } from '../../test/harness.ts';

const STYLE = 'https://tiles.example.org/styles/liberty.json';
const plain = await createTestApp();
const styled = await createTestApp({ MAP_STYLE_URL: STYLE });

describe('GET /api/config/', () => {
  it("answers without a session, with Groundwork's own style when MAP_STYLE_URL is unset, never cached stale", async () => {
    for (const url of ['/api/config/', '/api/config']) {
      const reply = await plain.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ map_style_url: '/api/basemap/style.json' });
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('names the configured style', async () => {
    const reply = await styled.inject({ method: 'GET', url: '/api/config/' });
    expect(reply.json()).toEqual({ map_style_url: STYLE });
  });

  it('is declared public and documented', () => {
    const row = plain.app.routeAccessTable.find((r) => r.method === 'GET' && r.url === '/api/config/');
    expect(row?.access).toBe('public');
  });
});

describe('MAP_STYLE_URL', () => {
  it('takes https anywhere and http only on this machine', () => {
    expect(loadConfig({ MAP_STYLE_URL: STYLE }).mapStyleUrl).toBe(STYLE);
    expect(loadConfig({ MAP_STYLE_URL: 'http://localhost:8080/style.json' }).mapStyleUrl).toBe(
      'http://localhost:8080/style.json',
    );
    expect(loadConfig({}).mapStyleUrl).toBeNull();
  });

  it('refuses to start on a bad URL, saying which variable and why', () => {
    for (const bad of ['tiles.example.org/style.json', 'http://tiles.example.org/style.json', 'ftp://x/y']) {
      expect(() => loadConfig({ MAP_STYLE_URL: bad })).toThrow(/MAP_STYLE_URL: .*https/);
    }
  });
});
