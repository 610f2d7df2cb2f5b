import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse } from '@groundwork/shared/errors';
import { MESSAGES } from '@groundwork/shared/messages';
import { AppError } from '../errors.ts';

const statusToCode = (status: number): ErrorCode => {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'VALIDATION_FAILED';
};

/** SQLSTATEs that mean the input was wrong, not the server (Drizzle puts the driver error in `cause`). */
const pgInputError = (error: unknown): AppError | undefined => {
  const cause = (error as { cause?: { code?: unknown } }).cause ?? error;
  const code = (cause as { code?: unknown }).code;
  if (code === '23505') return new AppError('CONFLICT', 'A record with these values already exists');
  if (code === '22P02' || code === '22007' || code === '22003')
    return new AppError('VALIDATION_FAILED', 'A value has the wrong format');
  if (code === '23503') return new AppError('NOT_FOUND', 'A referenced record does not exist');
  return undefined;
};

const toAppError = (error: FastifyError): AppError | undefined => {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid value',
    }));
    return new AppError('VALIDATION_FAILED', errors[0]?.message ?? 'Invalid request', errors);
  }
  if (isResponseSerializationError(error)) return undefined;
  const pg = pgInputError(error);
  if (pg) return pg;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError(statusToCode(status), error.message);
  return undefined;
};

/** The one error handler: known errors keep their code and detail; anything else is a logged 500. */
export const errorsPlugin = fp(async (app: FastifyInstance, options: { webDistDir: string }) => {
  const hasWebApp = existsSync(join(options.webDistDir, 'index.html'));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, known.detail);
      const body: ErrorResponse = { detail: known.detail, code: known.code, request_id: request.id };
      if (known.errors) body.errors = known.errors;
      return reply.status(known.status).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    const body: ErrorResponse = {
      detail: MESSAGES.internalServerError,
      code: 'INTERNAL',
      request_id: request.id,
    };
    return reply.status(500).send(body);
  });

  // Deep links into the single-page app get its index.html; API and identity paths get JSON.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isBackend = path.startsWith('/api') || path.startsWith('/identity');
    if (hasWebApp && !isBackend && request.method === 'GET') return reply.sendFile('index.html');
    const body: ErrorResponse = {
      detail: `No route ${request.method} ${request.url.split('?')[0] ?? ''}`,
      code: 'NOT_FOUND',
      request_id: request.id,
    };
    return reply.status(404).send(body);
  });
});
