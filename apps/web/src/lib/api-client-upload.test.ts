import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, type UploadProgress } from './api-client';
import { ApiError, isAbortError } from './api-error';
import { FakeXhr } from '../test/fake-xhr';

/** A client whose uploads reach `server` (called with each request and its number). */
const setup = (server: (xhr: FakeXhr, call: number) => void) => {
  const xhrs: FakeXhr[] = [];
  const getToken = vi.fn((options?: { forceRefresh?: boolean }) =>
    Promise.resolve(options?.forceRefresh ? 'tok-2' : 'tok-1'),
  );
  const onAuthFailure = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();
  const client = createApiClient({
    baseUrl: '/api',
    getToken,
    onAuthFailure,
    fetch: fetchMock,
    createXhr: () => {
      const xhr = new FakeXhr((sent) => {
        server(sent, xhrs.indexOf(sent));
      });
      xhrs.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
  });
  return { client, xhrs, fetchMock, onAuthFailure };
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

const makeForm = () => {
  const form = new FormData();
  form.append('file', new File(['a\tb\n'], 'voters.tsv', { type: 'text/tab-separated-values' }));
  return form;
};

const anything = z.unknown();

describe('api client uploads', () => {
  it('posts the form with the token and X-Client-Type, reports its progress and parses the reply', async () => {
    const { client, xhrs, fetchMock } = setup((xhr) => {
      xhr.progress(0, 2_000_000);
      xhr.progress(1_000_000, 2_000_000);
      xhr.progress(2_000_000, 2_000_000);
      xhr.reply(201, { id: 'imp-1' });
    });
    const form = makeForm();
    const progress: UploadProgress[] = [];
    const reply = await client.upload('/district/voter-import/', {
      query: { campaign_id: 'c' },
      form,
      schema: z.object({ id: z.string() }),
      onProgress: (sent) => progress.push(sent),
    });
    expect(reply).toEqual({ id: 'imp-1' });
    expect(progress).toEqual([
      { loaded: 0, total: 2_000_000 },
      { loaded: 1_000_000, total: 2_000_000 },
      { loaded: 2_000_000, total: 2_000_000 },
    ]);
    const [xhr] = xhrs;
    expect(xhr).toMatchObject({
      method: 'POST',
      url: '/api/district/voter-import/?campaign_id=c',
      withCredentials: true,
    });
    expect(xhr!.body).toBe(form);
    expect(xhr!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(xhr!.headers.get('x-client-type')).toBe('web');
    expect(xhr!.headers.get('content-type')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports an unknown total as 0', async () => {
    const { client } = setup((xhr) => {
      xhr.progress(512, 0, false);
      xhr.reply(201, {});
    });
    const onProgress = vi.fn();
    await client.upload('/x', { form: makeForm(), schema: anything, onProgress });
    expect(onProgress).toHaveBeenCalledWith({ loaded: 512, total: 0 });
  });

  it('turns error replies into ApiErrors as every request does', async () => {
    const refused = setup((xhr) => {
      xhr.reply(400, { detail: 'The voter file was not provided', code: 'VALIDATION_FAILED' });
    });
    const error = await failure(refused.client.upload('/x', { form: makeForm(), schema: anything }));
    expect(error).toMatchObject({ status: 400, detail: 'The voter file was not provided' });

    const broken = setup((xhr) => {
      xhr.reply(500, { detail: 'stack trace' });
    });
    const internal = await failure(broken.client.upload('/x', { form: makeForm(), schema: anything }));
    expect(internal).toMatchObject({ status: 500, detail: 'Internal server error' });

    const invalid = setup((xhr) => {
      xhr.reply(201, { id: 5 });
    });
    const contract = await failure(
      invalid.client.upload('/x', { form: makeForm(), schema: z.object({ id: z.string() }) }),
    );
    expect(contract.code).toBe('INVALID_RESPONSE');
  });

  it('sends the form again with a refreshed token after TOKEN_EXPIRED', async () => {
    const { client, xhrs, onAuthFailure } = setup((xhr, call) => {
      if (call === 0) xhr.reply(401, { detail: 'expired', code: 'TOKEN_EXPIRED' });
      else xhr.reply(201, { ok: 1 });
    });
    expect(await client.upload('/x', { form: makeForm(), schema: anything })).toEqual({ ok: 1 });
    expect(xhrs).toHaveLength(2);
    expect(xhrs[1]!.headers.get('authorization')).toBe('Bearer tok-2');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('turns a failed connection into an ApiError with status 0', async () => {
    const { client } = setup((xhr) => {
      xhr.progress(10, 100);
      xhr.fail();
    });
    const error = await failure(client.upload('/x', { form: makeForm(), schema: anything }));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('aborts the request with the signal and rethrows the AbortError, never an ApiError', async () => {
    const controller = new AbortController();
    const { client, xhrs } = setup(() => {
      controller.abort(); // the person closed the dialog while the file was going out
    });
    const promise = client.upload('/x', { form: makeForm(), schema: anything, signal: controller.signal });
    await expect(promise).rejects.toSatisfy(isAbortError);
    expect(xhrs[0]!.aborted).toBe(true);

    const already = setup(() => undefined);
    await expect(
      already.client.upload('/x', { form: makeForm(), schema: anything, signal: controller.signal }),
    ).rejects.toSatisfy(isAbortError);
    expect(already.xhrs).toHaveLength(0);
  });
});
