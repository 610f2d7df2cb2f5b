import { describe, expect, it } from 'vitest';
import { createCampaign, createPerson } from './test/factories.ts';
import { createTestApp } from './test/harness.ts';
import { operationVariants, type OpenApi } from './test/malformed-requests.ts';

const t = await createTestApp();
const manager = await createPerson(t, { label: 'manager' });
const campaign = await createCampaign(t, manager);

/** Where each route's access declaration reads the campaign, by `METHOD /path/{param}`. */
const campaignSources = new Map(
  t.app.routeAccessTable.map((route) => [
    `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`,
    typeof route.access === 'object' ? route.access.campaign : undefined,
  ]),
);

/** Routes whose own answer to a token that is not valid is 401 (a reset link checked before use). */
const REFUSES_BAD_TOKENS = new Set(['/identity/reset-password-link']);

describe('malformed input', () => {
  it('answers every malformed variant of every operation with a 4xx and a readable detail, never a 5xx', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    const serverErrors: string[] = [];
    const unreadable: string[] = [];
    const refused: string[] = [];
    const statuses = new Map<number, number>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        const variants = operationVariants(doc, path, method, {
          campaignId: campaign.id,
          userId: manager.id,
          campaignSource: campaignSources.get(`${method.toUpperCase()} ${path}`),
        });
        for (const variant of variants) {
          const reply = await t.inject({
            method: variant.method as 'GET',
            url: variant.url,
            headers: { ...manager.auth, ...variant.headers },
            ...(variant.payload === undefined ? {} : { payload: variant.payload }),
          });
          const what = `${variant.method} ${path} (${variant.label})`;
          statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
          if ((reply.statusCode === 401 || reply.statusCode === 403) && !REFUSES_BAD_TOKENS.has(path))
            refused.push(`${what}: ${reply.statusCode} ${reply.body.slice(0, 160)}`);
          if (reply.statusCode >= 500)
            serverErrors.push(`${what}: ${reply.statusCode} ${reply.body.slice(0, 160)}`);
          else if (reply.statusCode >= 400 && variant.method !== 'HEAD') {
            const detail = (reply.json() as { detail?: unknown }).detail;
            if (typeof detail !== 'string' || detail.trim() === '')
              unreadable.push(`${what}: ${reply.body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(serverErrors).toEqual([]);
    expect(unreadable).toEqual([]);
    // Every variant got past authentication and the campaign check, up to the input's own checks.
    expect(refused).toEqual([]);
    expect(statuses.get(400)).toBeGreaterThan(2000);
  }, 300_000);

  it('knows every request field’s type from openapi.json, required ones included', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    const untyped = Object.entries(doc.components?.schemas ?? {})
      .filter(([name]) => name.endsWith('Input'))
      .flatMap(([name, schema]) =>
        Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)
          .filter(([, property]) => Object.keys(property).length === 0)
          .map(([field]) => `${name}.${field}`),
      );
    expect(untyped).toEqual([]);
  });
});
