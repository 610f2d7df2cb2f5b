import type { RawRequestDefaultExpression } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestChildLogger } from './request-log.ts';

const lines: Record<string, unknown>[] = [];
const root = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
const raw = { headers: { 'x-client-type': 'web' } } as unknown as RawRequestDefaultExpression;

describe("a request's logger", () => {
  it('writes the request id and client type on every line, and nothing below its level', () => {
    lines.length = 0;
    const log = requestChildLogger(root, { reqId: 'r1' }, {}, raw);
    log.debug('not written');
    expect(lines).toEqual([]);
    log.info({ step: 1 }, 'written');
    log.child({ part: 'x' }).warn('from a child');
    expect(lines).toMatchObject([
      { reqId: 'r1', client_type: 'web', step: 1, msg: 'written', level: 30 },
      { reqId: 'r1', client_type: 'web', part: 'x', msg: 'from a child', level: 40 },
    ]);
  });

  it('takes a level of its own without changing the server’s', () => {
    lines.length = 0;
    const log = requestChildLogger(root, { reqId: 'r2' }, {}, raw);
    expect(log.level).toBe('info');
    log.level = 'debug';
    log.debug('now written');
    requestChildLogger(root, { reqId: 'r3' }, {}, raw).debug('still not written');
    expect(lines).toMatchObject([{ reqId: 'r2', msg: 'now written', level: 20 }]);
    expect(root.level).toBe('info');
  });
});
