import { describe, expect, it } from 'vitest';
import { hasPermission } from '@groundwork/shared/access/index';
import { addMember, createCampaign, createPerson } from './test/factories.ts';
import { createTestApp } from './test/harness.ts';
import { operationVariants, type OpenApi, type Variant } from './test/malformed-requests.ts';

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

/**
 * Whether a variant still names `campaignId` where its route reads the campaign, in a form the server can read
 * before validating anything else: one query value, a path segment, or a field of a JSON object body.
 */
const namesCampaign = (variant: Variant, source: string, campaignId: string): boolean => {
  const [where, field = ''] = source.split('.');
  const url = new URL(variant.url, 'http://walk.test');
  if (where === 'query') {
    const values = url.searchParams.getAll(field);
    return values.length === 1 && values[0] === campaignId;
  }
  if (where === 'params') return url.pathname.split('/').includes(campaignId);
  if (variant.headers['content-type'] !== 'application/json' || typeof variant.payload !== 'string')
    return false;
  try {
    const body: unknown = JSON.parse(variant.payload);
    return (
      typeof body === 'object' && body !== null && (body as Record<string, unknown>)[field] === campaignId
    );
  } catch {
    return false; // a body the server cannot parse names no campaign
  }
};

/**
 * A path the router cannot read or match names no operation: it answers the same to every caller (400 or
 * 404) before any route, and so before any access check, is known.
 */
const UNROUTABLE = /^path \w+: (missing|huge|repeated|broken percent-encoding|invalid UTF-8)$/;

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

  it('answers an outsider 404 and a Volunteer 403 on every lead-only operation, however malformed the input', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    const outsider = await createPerson(t, { label: 'outsider' });
    const volunteer = await addMember(t, campaign.id, 'Volunteer');
    const leadOnly = t.app.routeAccessTable.flatMap((route) =>
      typeof route.access === 'object' && !hasPermission('Volunteer', route.access.permission)
        ? [
            {
              method: route.method.toLowerCase(),
              path: route.url.replace(/:(\w+)/g, '{$1}'),
              access: route.access,
            },
          ]
        : [],
    );
    expect(leadOnly.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    let checked = 0;
    for (const { method, path, access } of leadOnly) {
      if (method === 'head' || !doc.paths[path]?.[method]) continue;
      const variants = operationVariants(doc, path, method, {
        campaignId: campaign.id,
        userId: manager.id,
        campaignSource: access.campaign,
      }).filter(
        (variant) =>
          variant.method !== 'HEAD' &&
          !UNROUTABLE.test(variant.label) &&
          namesCampaign(variant, access.campaign, campaign.id),
      );
      for (const variant of variants) {
        for (const [caller, expected] of [
          [outsider, 404],
          [volunteer, 403],
        ] as const) {
          const reply = await t.inject({
            method: variant.method as 'GET',
            url: variant.url,
            headers: { ...caller.auth, ...variant.headers },
            ...(variant.payload === undefined ? {} : { payload: variant.payload }),
          });
          checked += 1;
          if (reply.statusCode !== expected)
            wrong.push(
              `${variant.method} ${path} (${variant.label}) as ${expected === 404 ? 'outsider' : 'Volunteer'}: ${reply.statusCode} ${reply.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  }, 300_000);
});
