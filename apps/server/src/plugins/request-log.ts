import type { FastifyBaseLogger, FastifyInstance, RawRequestDefaultExpression } from 'fastify';
import fp from 'fastify-plugin';
import pino from 'pino';
import { CLIENT_TYPE_HEADER } from '@groundwork/shared/constants';

/** A read slower than this is logged at `info` like a write or an error. */
export const SLOW_REQUEST_MS = 1000;

/**
 * The level of a request's "request completed" line: `info` for anything that may have written (every
 * method but GET, HEAD and OPTIONS), every error answer (4xx, 5xx) and slow reads; `debug` for a read that
 * succeeded quickly. A line per successful read cost ~15 µs, a fifth of an authenticated read
 * (docs/decisions/0028-read-path.md); `LOG_LEVEL=debug` logs every request.
 */
export const completedLevel = (method: string, status: number, ms: number): 'info' | 'debug' =>
  (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') && status < 400 && ms < SLOW_REQUEST_MS
    ? 'debug'
    : 'info';

/**
 * Fastify's `childLoggerFactory`: the request's one child logger binds its id and the client type (service
 * §7: `X-Client-Type: web`), so both are in every line the request writes.
 */
export const requestChildLogger = (
  logger: FastifyBaseLogger,
  bindings: pino.Bindings,
  options: pino.ChildLoggerOptions,
  raw: RawRequestDefaultExpression,
): FastifyBaseLogger => {
  const clientType = raw.headers[CLIENT_TYPE_HEADER];
  return logger.child(
    typeof clientType === 'string' ? { ...bindings, client_type: clientType.slice(0, 32) } : bindings,
    options,
  );
};

/**
 * Standard output, written asynchronously: lines logged while a write is under way go out together in the
 * next one, instead of one blocking write per line. Lines still buffered when the process exits are written
 * by pino's exit hook; a SIGKILL can lose the last few.
 */
export const logDestination = () => pino.destination({ dest: 1, sync: false });

/** One line per completed request (Fastify's own two are switched off), at the level `completedLevel` gives. */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    request.log[completedLevel(request.method, reply.statusCode, ms)](
      { req: request, res: reply, responseTime: ms },
      'request completed',
    );
    done();
  });
});
