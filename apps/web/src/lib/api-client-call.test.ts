import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint, FILE_REPLY } from '@groundwork/shared/contracts/endpoint';
import { createApiClient } from './api-client';

const setup = (response: () => Response) => {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(response()));
  const client = createApiClient({
    baseUrl: '/api',
    getToken: () => Promise.resolve('tok'),
    fetch: fetchMock,
  });
  return { client, fetchMock };
};

const rename = endpoint({
  method: 'PUT',
  path: '/thing/:campaign/name/',
  params: z.object({ campaign: z.string() }),
  query: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  reply: z.object({ name: z.string(), at: z.string().transform((at) => new Date(at)) }),
});

describe('api client: call(endpoint, input)', () => {
  it('sends the endpoint’s method to its path with the params filled in, the query and the body; parses the reply', async () => {
    const { client, fetchMock } = setup(
      () => new Response(JSON.stringify({ name: 'B', at: '2026-01-02T00:00:00Z' }), { status: 200 }),
    );
    const reply = await client.call(rename, {
      params: { campaign: 'a/b' },
      query: { id: '7' },
      body: { name: 'B' },
    });
    expect(reply.at).toEqual(new Date('2026-01-02T00:00:00Z'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/thing/a%2Fb/name/?id=7');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"name":"B"}');
  });

  it('refuses a reply the endpoint does not declare', async () => {
    const { client } = setup(() => new Response(JSON.stringify({ name: 1 }), { status: 200 }));
    await expect(
      client.call(rename, { params: { campaign: 'a' }, query: { id: '7' }, body: { name: 'B' } }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('downloads a file reply', async () => {
    const { client, fetchMock } = setup(
      () =>
        new Response('a,b', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="x.csv"' },
        }),
    );
    const file = await client.call(endpoint({ method: 'GET', path: '/export/', reply: FILE_REPLY }));
    expect(file.filename).toBe('x.csv');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/export/');
  });
});
