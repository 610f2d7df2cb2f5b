import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';

const lines: Record<string, unknown>[] = [];
const stream = new PassThrough();
stream.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString().split('\n').filter(Boolean))
    lines.push(JSON.parse(line) as Record<string, unknown>);
});
const t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: stream }, (app) => {
  app.get('/api/test-explode', { config: { access: 'public' } }, () => {
    throw new Error('secret internals');
  });
});

describe('structured logs', () => {
  it('record the request id and the X-Client-Type of every request', async () => {
    const reply = await t.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-client-type': 'web', 'x-request-id': 'req-123' },
    });
    expect(reply.statusCode).toBe(200);
    const completed = lines.find((l) => l.msg === 'request completed' && l.reqId === 'req-123');
    expect(completed).toMatchObject({ client_type: 'web', reqId: 'req-123', level: 30 });
  });

  it('write one line per request, with the method, the URL, the status and the time', async () => {
    await t.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'req-one-line' } });
    const own = lines.filter((l) => l.reqId === 'req-one-line');
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
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
