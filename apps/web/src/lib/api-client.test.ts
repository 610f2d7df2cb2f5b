import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, filenameFromDisposition } from './api-client';
import { ApiError, isAbortError } from './api-error';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const setup = (reply: (call: number) => Response | Promise<Response>, token: string | null = 'tok-1') => {
  let calls = 0;
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(reply(calls++)));
  const getToken = vi.fn((options?: { forceRefresh?: boolean }) =>
    Promise.resolve(options?.forceRefresh ? 'tok-2' : token),
  );
  const onAuthFailure = vi.fn();
  const client = createApiClient({ baseUrl: '/api', getToken, onAuthFailure, fetch: fetchMock });
  return { client, fetchMock, getToken, onAuthFailure };
};

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

const anything = z.unknown();

describe('api client', () => {
  it('sends the bearer token, X-Client-Type: web, the query and the signal', async () => {
    const { client, fetchMock } = setup(() => json(200, { id: 'a' }));
    const controller = new AbortController();
    const reply = await client.request('/campaign/', {
      query: { id: 'a b', skip: undefined },
      schema: z.object({ id: z.string() }),
      signal: controller.signal,
    });
    expect(reply).toEqual({ id: 'a' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/campaign/?id=a+b');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok-1');
    expect(headers.get('x-client-type')).toBe('web');
    expect(init?.signal).toBe(controller.signal);
    expect(init?.credentials).toBe('include');
  });

  it('sends JSON bodies and skips the token for public calls', async () => {
    const { client, fetchMock, getToken } = setup(() => json(201, { ok: true }));
    await client.request('/users/', {
      method: 'POST',
      body: { first: 'Ann' },
      schema: anything,
      auth: false,
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"first":"Ann"}');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
    expect(getToken).not.toHaveBeenCalled();
  });

  it('maps 5xx to "Internal server error" whatever the body says', async () => {
    const { client } = setup(() =>
      json(503, { detail: 'db down: password=secret', code: 'SERVICE_UNAVAILABLE' }),
    );
    const error = await failure(client.request('/users/me', { schema: anything }));
    expect(error.status).toBe(503);
    expect(error.detail).toBe('Internal server error');
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('maps 4xx to the detail and code of the body', async () => {
    const { client } = setup(() =>
      json(404, { detail: 'Email not found or not invited', code: 'USER_NOT_INVITED' }),
    );
    const error = await failure(client.request('/users/me', { schema: anything }));
    expect(error).toMatchObject({
      status: 404,
      detail: 'Email not found or not invited',
      code: 'USER_NOT_INVITED',
    });
  });

  it('maps a 4xx without detail to the whole body, and an empty one to the status', async () => {
    const { client } = setup((call) =>
      call === 0
        ? json(400, { error: 'bad' })
        : call === 1
          ? new Response('plain words', { status: 400 })
          : new Response(null, { status: 418 }),
    );
    expect((await failure(client.request('/x', { schema: anything }))).detail).toBe('{"error":"bad"}');
    expect((await failure(client.request('/x', { schema: anything }))).detail).toBe('plain words');
    const empty = await failure(client.request('/x', { schema: anything }));
    expect(empty.detail).toBe('HTTP error! status: 418');
    expect(empty.code).toBeNull();
  });

  it('rejects replies that do not match the contract', async () => {
    const { client } = setup(() => json(200, { id: 5 }));
    const error = await failure(client.request('/x', { schema: z.object({ id: z.string() }) }));
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('fails without a token instead of calling anonymously', async () => {
    const { client, fetchMock } = setup(() => json(200, {}), null);
    const error = await failure(client.request('/users/me', { schema: anything }));
    expect(error).toMatchObject({ status: 401, detail: 'No token found' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rethrows aborts as they are, never as ApiError', async () => {
    const controller = new AbortController();
    const { client } = setup(() => {
      controller.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    const promise = client.request('/users/me', { schema: anything, signal: controller.signal });
    await expect(promise).rejects.toSatisfy(isAbortError);
  });

  it('ignores a reply that arrives after the request was aborted', async () => {
    const controller = new AbortController();
    const { client } = setup(() => {
      controller.abort();
      return json(200, { id: 'late' });
    });
    await expect(client.request('/x', { schema: anything, signal: controller.signal })).rejects.toSatisfy(
      isAbortError,
    );
  });

  it('turns network failures into an ApiError with status 0', async () => {
    const client = createApiClient({
      baseUrl: '/api',
      getToken: () => Promise.resolve('t'),
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await failure(client.request('/x', { schema: anything }));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('retries a TOKEN_EXPIRED reply once with a refreshed token', async () => {
    const { client, fetchMock, onAuthFailure } = setup((call) =>
      call === 0 ? json(401, { detail: 'expired', code: 'TOKEN_EXPIRED' }) : json(200, { ok: 1 }),
    );
    expect(await client.request('/users/me', { schema: anything })).toEqual({ ok: 1 });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('authorization')).toBe('Bearer tok-2');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('reports USER_DISABLED and a repeated TOKEN_EXPIRED as the end of the session', async () => {
    const disabled = setup(() => json(403, { detail: 'disabled', code: 'USER_DISABLED' }));
    await failure(disabled.client.request('/users/me', { schema: anything }));
    expect(disabled.onAuthFailure).toHaveBeenCalledOnce();

    const expired = setup(() => json(401, { detail: 'expired', code: 'TOKEN_EXPIRED' }));
    const error = await failure(expired.client.request('/users/me', { schema: anything }));
    expect(error.code).toBe('TOKEN_EXPIRED');
    expect(expired.fetchMock).toHaveBeenCalledTimes(2);
    expect(expired.onAuthFailure).toHaveBeenCalledOnce();
  });

  it('downloads a file with the bearer token and the name from Content-Disposition', async () => {
    const { client, fetchMock } = setup(
      () =>
        new Response('state_voter_id,first_name\n1,Ada\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="group.csv"',
          },
        }),
    );
    const file = await client.download('/voter-group/export/', { query: { id: 'g' } });
    expect(await file.blob.text()).toBe('state_voter_id,first_name\n1,Ada\n');
    expect(file.filename).toBe('group.csv');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/voter-group/export/?id=g');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-1');

    const failed = setup(() => json(404, { detail: 'Voter group not found', code: 'NOT_FOUND' }));
    const error = await failure(failed.client.download('/voter-group/export/'));
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', detail: 'Voter group not found' });
  });

  it('says "Network response was not ok" when a download is refused with no detail', async () => {
    for (const body of ['<html><body>Request Entity Too Large</body></html>', '']) {
      const { client } = setup(
        () => new Response(body, { status: 413, headers: { 'content-type': 'text/html' } }),
      );
      const error = await failure(client.download('/voter-group/export/'));
      expect(error).toMatchObject({ status: 413, detail: 'Network response was not ok' });
    }
    // A JSON request keeps the spec's rule: the whole body when it holds no detail.
    const { client } = setup(() => new Response('Request Entity Too Large', { status: 413 }));
    const error = await failure(client.request('/users/me', { schema: anything }));
    expect(error.detail).toBe('Request Entity Too Large');
  });

  it('reads plain and encoded file names', () => {
    expect(filenameFromDisposition('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv")).toBe('résumé.csv');
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
