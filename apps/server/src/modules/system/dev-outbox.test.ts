import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from '../../lib/loopback.ts';
import { createPerson, outbox } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';

const t = await createTestApp();

describe('the development outbox', () => {
  it('is served to this machine', async () => {
    const person = await createPerson(t, { label: 'dev-outbox-local' });
    await t.inject({
      method: 'POST',
      url: '/identity/request-password-reset',
      payload: { email: person.email },
    });
    expect((await outbox(t)).some((m) => m.to === person.email)).toBe(true);
  });

  it('is refused to any other client, so nobody on the network can read reset links', async () => {
    for (const remoteAddress of ['192.168.1.23', '10.0.0.5', '::ffff:172.16.0.9', 'fe80::1']) {
      const reply = await t.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress });
      expect(reply.statusCode, remoteAddress).toBe(403);
      expect(reply.json<{ detail: string }>().detail).toMatch(/only served to the machine/);
    }
  });

  it('is refused when a proxy on this machine forwards a remote client', async () => {
    const reply = await t.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(reply.statusCode).toBe(403);
  });

  it('recognises loopback addresses only', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['128.0.0.1', '0.0.0.0', '::', '::2', 'fe80::1', '', undefined])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});

describe('the outbox in production', () => {
  it('is not served and never writes a link to the log', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const prod = await createTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, { logStream: stream });
    expect((await prod.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    const person = await createPerson(prod, { label: 'dev-outbox-prod' });
    await prod.inject({
      method: 'POST',
      url: '/identity/request-password-reset',
      payload: { email: person.email },
    });
    const mailLines = lines
      .join('')
      .split('\n')
      .filter((line) => line.includes(person.email));
    expect(mailLines.length).toBeGreaterThan(0);
    expect(mailLines.join('\n')).not.toMatch(/token|reset-password\?/i);
  });
});
