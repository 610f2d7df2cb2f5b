import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse } from '@groundwork/shared/errors';
import { MESSAGES } from '@groundwork/shared/messages';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { AppError } from '../errors.ts';
import { isStaticFilePath } from './web.ts';

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

/**
 * A multipart body the parser (busboy) could not read: no boundary, a different one, or a body cut short.
 * Busboy throws plain errors, known only by their messages.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Malformed part header|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

const toAppError = (error: FastifyError): AppError | undefined => {
  if (error instanceof AppError) return error;
  if (MALFORMED_MULTIPART.test(error.message))
    return new AppError(
      'VALIDATION_FAILED',
      `The upload could not be read (${error.message}): send the file again as multipart/form-data`,
    );
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

/** Known errors keep their code and detail; anything else is a logged 500. */
const sendError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
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
};

/** What Fastify refuses before any route is found: a URL it cannot decode, a path parameter too long. */
const FRAMEWORK_DETAILS: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid: it holds a broken %-encoding',
  FST_ERR_MAX_PARAM_LENGTH: 'The URL is not valid: a path parameter is too long',
};

/** Fastify's `frameworkErrors` option: those refusals in the same shape as every other error. */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  const detail = FRAMEWORK_DETAILS[error.code] ?? error.message;
  void sendError(new AppError('VALIDATION_FAILED', detail), request, reply);
};

/** The one error handler; the not-found handler serves the web app's deep links. */
export const errorsPlugin = fp(async (app: FastifyInstance, options: { webDistDir: string }) => {
  const hasWebApp = existsSync(join(options.webDistDir, 'index.html'));
  // The app's own pages get index.html with their shared code preloaded (apps/web/html-preloads.ts).
  const appPage = existsSync(join(options.webDistDir, 'app.html')) ? 'app.html' : 'index.html';
  const pageFor = (path: string) =>
    path === APP_BASE_PATH || path.startsWith(`${APP_BASE_PATH}/`) ? appPage : 'index.html';

  app.setErrorHandler(sendError);

  // Deep links into the single-page app get its index.html; API and identity paths get JSON.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isBackend = path.startsWith('/api') || path.startsWith('/identity');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (hasWebApp && !isBackend && !isStaticFilePath(path) && isRead) {
      // Not returned: a returned reply is awaited (`Reply.then`), one more set of stream listeners on the
      // response while the file streams, and a MaxListenersExceededWarning with the static plugin's own.
      void reply.sendFile(pageFor(path));
      return;
    }
    const body: ErrorResponse = {
      detail: `No route ${request.method} ${request.url.split('?')[0] ?? ''}`,
      code: 'NOT_FOUND',
      request_id: request.id,
    };
    return reply.status(404).send(body);
  });
});
