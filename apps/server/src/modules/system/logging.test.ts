import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { completedLevel, SLOW_REQUEST_MS } from '../../plugins/request-log.ts';
import { createTestApp } from '../../test/harness.ts';

/** An app logging at `level` into an array of parsed lines. */
const loggedApp = async (level: string) => {
  const lines: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  const t = await createTestApp({ LOG_LEVEL: level }, { logStream: stream }, (app) => {
    app.get('/api/test-explode', { config: { access: 'public' } }, () => {
      throw new Error('secret internals');
    });
  });
  return { t, lines };
};

const { t, lines } = await loggedApp('info');
const debug = await loggedApp('debug');
const own = (all: Record<string, unknown>[], id: string) => all.filter((l) => l.reqId === id);

describe('structured logs', () => {
  it('record the request id and the X-Client-Type of every logged request', async () => {
    const reply = await t.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { 'x-client-type': 'web', 'x-request-id': 'req-123' },
      payload: {},
    });
    expect(reply.statusCode).toBe(400);
    const completed = lines.find((l) => l.msg === 'request completed' && l.reqId === 'req-123');
    expect(completed).toMatchObject({ client_type: 'web', reqId: 'req-123', level: 30 });
  });

  it('write one line per write or error, with the method, the URL, the status and the time', async () => {
    await t.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'x-request-id': 'req-one-line' } });
    expect(own(lines, 'req-one-line')).toHaveLength(1);
    expect(own(lines, 'req-one-line')[0]).toMatchObject({
      msg: 'request completed',
      level: 30,
      req: { method: 'GET', url: '/api/no-such-route' },
      res: { statusCode: 404 },
      responseTime: expect.any(Number),
    });
  });

  it('log a read that succeeded quickly at debug only (LOG_LEVEL=debug logs every request)', async () => {
    const headers = { 'x-request-id': 'req-read', 'x-client-type': 'mobile' };
    expect((await t.inject({ method: 'GET', url: '/api/health', headers })).statusCode).toBe(200);
    expect((await debug.t.inject({ method: 'GET', url: '/api/health', headers })).statusCode).toBe(200);
    expect(own(lines, 'req-read')).toEqual([]);
    expect(own(debug.lines, 'req-read')).toMatchObject([
      { msg: 'request completed', level: 20, client_type: 'mobile', res: { statusCode: 200 } },
    ]);
  });

  it('choose info for writes, errors and slow reads, debug for the rest', () => {
    expect(completedLevel('GET', 200, 3)).toBe('debug');
    expect(completedLevel('HEAD', 304, 3)).toBe('debug');
    expect(completedLevel('GET', 200, SLOW_REQUEST_MS)).toBe('info');
    expect(completedLevel('GET', 404, 3)).toBe('info');
    expect(completedLevel('GET', 500, 3)).toBe('info');
    expect(completedLevel('POST', 201, 3)).toBe('info');
    expect(completedLevel('DELETE', 200, 3)).toBe('info');
  });

  it('log a 500 with its stack but answer only "Internal server error"', async () => {
    const reply = await t.inject({ method: 'GET', url: '/api/test-explode' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toMatchObject({ code: 'INTERNAL', detail: 'Internal server error' });
    expect(reply.body).not.toContain('secret internals');
    expect(
      lines.some((l) => (l.err as { message?: string } | undefined)?.message === 'secret internals'),
    ).toBe(true);
  });
});
