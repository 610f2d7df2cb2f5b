import type { ErrorCode } from '@groundwork/shared/errors';
import { MESSAGES } from '@groundwork/shared/messages';
import { fieldsInWords } from './field-labels';

/** Codes the client itself produces when no server reply explains the failure. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'NETWORK_TIMEOUT' | 'INVALID_RESPONSE';

export interface ApiErrorInit {
  status: number;
  detail: string;
  code: string | null;
  body?: unknown;
}

/**
 * A failed call to the API or the identity provider. `status` is the HTTP status (0 when no reply
 * arrived), `detail` the reason as the server wrote it and `code` the server's error code
 * (packages/shared/errors.ts). `message`, what screens show, is the detail with field names in words
 * ("Calling hours", never `calling_hours`; lib/field-labels.ts).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly detail: string;
  readonly code: string | null;
  readonly body: unknown;

  constructor({ status, detail, code, body }: ApiErrorInit) {
    super(fieldsInWords(detail));
    this.status = status;
    this.detail = detail;
    this.code = code;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** True when `error` is an ApiError carrying one of `codes`. */
export const hasErrorCode = (error: unknown, ...codes: (ErrorCode | ClientErrorCode)[]): boolean =>
  isApiError(error) && error.code !== null && (codes as string[]).includes(error.code);

/** Aborted requests (inputs changed, screen left) are never shown as errors. */
export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a reply body as JSON when it is JSON, as text otherwise, `null` when empty. */
export const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Service layer §8: 5xx → 'Internal server error'; 4xx → the body's `detail`, else the whole body;
 * an empty 4xx body → 'HTTP error! status: N'. The code is the body's `code` when there is one.
 * A file download (`isFile`) whose refusal carries no `detail` reads 'Network response was not ok': its
 * body is whatever stood in for the file, not words for a person (decision 0058).
 */
export const errorFromBody = (status: number, body: unknown, isFile = false): ApiError => {
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : null;
  if (status >= 500) return new ApiError({ status, detail: MESSAGES.internalServerError, code, body });
  let detail: string;
  if (isRecord(body) && typeof body.detail === 'string') detail = body.detail;
  else if (isFile) detail = MESSAGES.networkResponseNotOk;
  else if (typeof body === 'string' && body !== '') detail = body;
  else if (body === null) detail = `HTTP error! status: ${String(status)}`;
  else detail = JSON.stringify(body);
  return new ApiError({ status, detail, code, body });
};

export const errorFromResponse = async (response: Response, isFile = false): Promise<ApiError> =>
  errorFromBody(response.status, await readBody(response), isFile);

/** No reply at all (the device is offline, the server cannot be reached): never a 401 or other answer. */
export const isUnreachable = (error: unknown): boolean =>
  hasErrorCode(error, 'NETWORK_ERROR', 'NETWORK_TIMEOUT');

/** A request that got no reply: a timeout, or the network is down. */
export const networkError = (cause: unknown): ApiError => {
  const isTimeout =
    typeof cause === 'object' && cause !== null && 'name' in cause && cause.name === 'TimeoutError';
  return new ApiError({
    status: 0,
    code: isTimeout ? 'NETWORK_TIMEOUT' : 'NETWORK_ERROR',
    detail: isTimeout ? 'The server took too long to answer.' : 'The server could not be reached.',
    body: null,
  });
};
