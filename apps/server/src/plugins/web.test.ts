import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';

/** A built web app: its index.html and one asset. */
const webDistDir = mkdtempSync(join(tmpdir(), 'groundwork-web-dist-'));
mkdirSync(join(webDistDir, 'assets'));
writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Groundwork</title>');
writeFileSync(join(webDistDir, 'assets', 'app.js'), 'console.log("app");');

const t = await createTestApp({ WEB_DIST_DIR: webDistDir });

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

  it('still answers unknown API paths with a JSON 404, for HEAD too', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const reply = await t.inject({ method, url: '/api/no-such-route' });
      expect(reply.statusCode).toBe(404);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
