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

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

/**
 * A request's logger: pino's child, with the request's bindings, made only when the request first writes
 * a line. Most requests write none (a quick successful read logs at `debug`), and a child per request cost
 * ~2–3 % of a cached read (decision 0028).
 */
class RequestLogger {
  declare fatal: pino.LogFn;
  declare error: pino.LogFn;
  declare warn: pino.LogFn;
  declare info: pino.LogFn;
  declare debug: pino.LogFn;
  declare trace: pino.LogFn;
  private created: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: pino.Logger,
    private readonly bindings: pino.Bindings,
    private readonly options: pino.ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.created ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.created?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  write(level: Level, args: unknown[]): void {
    if (this.created || this.parent.isLevelEnabled(level))
      (this.logger[level] as (...a: unknown[]) => void)(...args);
  }

  silent(): void {}

  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}
// The level methods, on the prototype (not one closure each per request).
for (const level of LEVELS) {
  (RequestLogger.prototype as unknown as Record<Level, pino.LogFn>)[level] = function (
    this: RequestLogger,
    ...args: unknown[]
  ) {
    this.write(level, args);
  } as pino.LogFn;
}

/**
 * Fastify's `childLoggerFactory`: the request's logger binds its id and the client type (service §7:
 * `X-Client-Type: web`), so both are in every line the request writes.
 */
export const requestChildLogger = (
  logger: FastifyBaseLogger,
  bindings: pino.Bindings,
  options: pino.ChildLoggerOptions,
  raw: RawRequestDefaultExpression,
): FastifyBaseLogger => {
  const clientType = raw.headers[CLIENT_TYPE_HEADER];
  const all =
    typeof clientType === 'string' ? { ...bindings, client_type: clientType.slice(0, 32) } : bindings;
  const pinoLogger = logger as Partial<pino.Logger>;
  if (typeof pinoLogger.isLevelEnabled !== 'function' || options.level || options.serializers)
    return logger.child(all, options); // logging off (Fastify's null logger), or the route's own options
  return new RequestLogger(logger as pino.Logger, all, options) as unknown as FastifyBaseLogger;
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
