import { readdirSync } from 'node:fs';
import type * as Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FILE_REPLY, type Endpoint } from '@groundwork/shared/contracts/endpoint';

/** Every route the app declares, with its schema objects as given (read from Fastify's onRoute hook). */
const declared = vi.hoisted(() => [] as Fastify.RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof Fastify>();
  const watched = ((options?: object) => {
    const app = (fastify.default as (options?: object) => Fastify.FastifyInstance)(options);
    app.addHook('onRoute', (route) => {
      declared.push(route);
    });
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: watched };
});

const { createTestApp } = await import('../test/harness.ts');
await createTestApp();

/** Every `…Endpoints` object of packages/shared/src/contracts/endpoints/. */
const contracts = new URL('../../../../packages/shared/src/contracts/endpoints/', import.meta.url);
const files = readdirSync(contracts).filter((file) => file.endsWith('.ts'));
const endpoints = (
  await Promise.all(
    files.map(async (file) => {
      const exports = (await import(new URL(file, contracts).href)) as Record<
        string,
        Record<string, Endpoint>
      >;
      return Object.entries(exports).flatMap(([group, declared]) =>
        Object.entries(declared).map(([name, endpoint]) => ({ name: `${group}.${name}`, endpoint })),
      );
    }),
  )
).flat();

const routeOf = (endpoint: Endpoint) =>
  declared.find(
    (route) =>
      route.url === `/api${endpoint.path}` &&
      (Array.isArray(route.method) ? route.method : [route.method]).includes(endpoint.method),
  );

/** The same schema object, or (a reply the route wraps inline, e.g. `z.array(x)`) the same JSON Schema. */
const sameSchema = (theirs: unknown, ours: z.ZodType | undefined) =>
  theirs === ours ||
  (theirs instanceof z.ZodType &&
    ours !== undefined &&
    JSON.stringify(z.toJSONSchema(theirs, { io: 'output', unrepresentable: 'any' })) ===
      JSON.stringify(z.toJSONSchema(ours, { io: 'output', unrepresentable: 'any' })));

describe('the endpoint contract (packages/shared/src/contracts/endpoints/)', () => {
  it('declares endpoints', () => {
    expect(endpoints.length).toBeGreaterThan(5);
  });

  it.each(endpoints)('$name is the route the server declares', ({ endpoint }) => {
    const route = routeOf(endpoint);
    expect(route, `${endpoint.method} /api${endpoint.path}`).toBeDefined();
    const schema = route?.schema ?? {};
    // The request's parts are the very objects the route validates with.
    expect(schema.params).toBe(endpoint.params);
    expect(schema.querystring).toBe(endpoint.query);
    if (!endpoint.form) expect(schema.body).toBe(endpoint.body);
    const reply = (schema.response as Record<number, unknown> | undefined)?.[endpoint.status];
    if (endpoint.reply === FILE_REPLY) expect(reply).toBeUndefined();
    else expect(sameSchema(reply, endpoint.reply), `the ${endpoint.status} reply`).toBe(true);
  });
});
