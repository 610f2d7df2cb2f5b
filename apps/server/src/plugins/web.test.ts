import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';

/** A built web app: its index.html, a hashed asset with its brotli and gzip copies and source map, a favicon. */
const webDistDir = mkdtempSync(join(tmpdir(), 'groundwork-web-dist-'));
const bareDistDir = mkdtempSync(join(tmpdir(), 'groundwork-web-dist-'));
afterAll(() => {
  for (const dir of [webDistDir, bareDistDir]) rmSync(dir, { recursive: true, force: true });
});
const APP_JS = 'console.log("app");'.repeat(50);
mkdirSync(join(webDistDir, 'assets'));
writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Groundwork</title>');
writeFileSync(
  join(webDistDir, 'app.html'),
  '<!doctype html><title>Groundwork</title><link rel="modulepreload">',
);
writeFileSync(join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(webDistDir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
writeFileSync(join(webDistDir, 'manifest.webmanifest'), '{"name":"Groundwork","start_url":"/groundwork"}');
writeFileSync(join(webDistDir, 'assets', 'app.js'), APP_JS);
writeFileSync(join(webDistDir, 'assets', 'app.js.br'), brotliCompressSync(APP_JS));
writeFileSync(join(webDistDir, 'assets', 'app.js.gz'), gzipSync(APP_JS));
writeFileSync(join(webDistDir, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');

const t = await createTestApp({ WEB_DIST_DIR: webDistDir });

/** A build without the installable app's files (e.g. one made before it had them). */
writeFileSync(join(bareDistDir, 'index.html'), '<!doctype html><title>Groundwork</title>');
const withoutWorker = await createTestApp({ WEB_DIST_DIR: bareDistDir });

describe('the web app', () => {
  it('answers HEAD like GET on the app, its deep links and its assets, without a body', async () => {
    for (const url of [
      '/groundwork',
      '/groundwork/',
      '/groundwork/campaign/walkbooks',
      '/assets/app.js',
      '/',
    ]) {
      const get = await t.inject({ method: 'GET', url });
      const head = await t.inject({ method: 'HEAD', url });
      expect({ url, status: head.statusCode, type: head.headers['content-type'] }).toEqual({
        url,
        status: get.statusCode,
        type: get.headers['content-type'],
      });
      expect(get.statusCode, url).toBeLessThan(400);
      expect(head.body, url).toBe('');
    }
  });

  it('streams a deep link without piling listeners on the response (no MaxListenersExceededWarning)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      for (const url of ['/groundwork/walkbook/id/1', '/auth/login']) {
        expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
      await new Promise((resolve) => setImmediate(resolve)); // a warning is emitted on the next tick
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });

  it('sends the app’s own pages app.html (their code preloaded) and every other page index.html', async () => {
    for (const url of ['/groundwork', '/groundwork/walkbook/id/1', '/groundwork/dashboard?x=1']) {
      const reply = await t.inject({ method: 'GET', url });
      expect(reply.body, url).toContain('modulepreload');
      expect(reply.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/auth/login', '/auth/verify?token=x', '/groundworks']) {
      const reply = await t.inject({ method: 'GET', url });
      expect(reply.body, url).toBe('<!doctype html><title>Groundwork</title>');
    }
    // A build without app.html: index.html for every page.
    expect((await withoutWorker.inject({ method: 'GET', url: '/groundwork/walkbook/id/1' })).body).toBe(
      '<!doctype html><title>Groundwork</title>',
    );
  });

  it('still answers unknown API paths with a JSON 404, for HEAD too', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const reply = await t.inject({ method, url: '/api/no-such-route' });
      expect(reply.statusCode).toBe(404);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('sends hashed assets as the precompressed copy the browser accepts, cached for a year', async () => {
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ] as const) {
      const reply = await t.inject({ url: '/assets/app.js', headers: { 'accept-encoding': acceptEncoding } });
      expect(reply.statusCode, acceptEncoding).toBe(200);
      expect(reply.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(reply.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      const body = encoding ? decoders[encoding](reply.rawPayload).toString() : reply.body;
      expect(body).toBe(APP_JS);
      if (encoding) expect(reply.rawPayload.length).toBeLessThan(APP_JS.length);
    }
  });

  it('makes the browser revalidate index.html, its deep-link fallback and unhashed files', async () => {
    for (const url of ['/groundwork', '/groundwork/walkbook/id/1', '/auth/login', '/favicon.svg']) {
      const reply = await t.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the service worker and the manifest revalidated, with their own types, at the root scope', async () => {
    const files = [
      ['/sw.js', /^(application|text)\/javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
    ] as const;
    for (const [url, type] of files) {
      const reply = await t.inject({ url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-type'], url).toMatch(type);
      expect(reply.headers['cache-control'], url).toBe('no-cache');
    }
    const page = await t.inject({ url: '/groundwork/walkbooks' });
    expect(page.headers['content-security-policy']).toMatch(/worker-src 'self'/);
  });

  it('answers a missing service worker or manifest with a 404, never with the app', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const reply = await withoutWorker.inject({ url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('never serves a source map, and a missing asset is a 404 rather than the app', async () => {
    for (const url of ['/assets/app.js.map', '/assets/gone-1234.js', '/index.js.map']) {
      const reply = await t.inject({ url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.body, url).not.toContain('secret.ts');
      expect(reply.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});
