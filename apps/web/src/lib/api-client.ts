import type { z } from 'zod';
import {
  FILE_REPLY,
  endpointPath,
  type Endpoint,
  type EndpointInput,
  type EndpointReply,
} from '@groundwork/shared/contracts/endpoint';
import { CLIENT_TYPE_HEADER, CLIENT_TYPE_WEB } from '@groundwork/shared/constants';
import { MESSAGES } from '@groundwork/shared/messages';
import { ApiError, errorFromResponse, hasErrorCode, isAbortError, networkError, readBody } from './api-error';
import { config as appConfig } from '../config/env';
import { identity } from './identity';
import { xhrTransport, type Transport, type UploadProgress } from './xhr-transport';
import { fetchOrEarly } from './early-reads';

export type { UploadProgress } from './xhr-transport';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** The query's AbortSignal: an aborted request rejects with the AbortError, never an ApiError. */
  signal?: AbortSignal;
  /** Parses the reply; every reply is checked against the shared contract. */
  schema: z.ZodType<T>;
  /** Send the bearer ID token (default). Registration and invitation checks are public. */
  auth?: boolean;
  /** Extra request headers (e.g. the simulator's `x-voice-token`). */
  headers?: Record<string, string>;
}

export interface ApiClientConfig {
  /** Prefix of every path, e.g. `/api`. */
  baseUrl: string;
  /** The current ID token; `forceRefresh` asks the identity provider for a new one. */
  getToken: (options?: { forceRefresh?: boolean }) => Promise<string | null>;
  /** Told when the server reports that the session is over (USER_DISABLED, TOKEN_EXPIRED). */
  onAuthFailure?: (error: ApiError) => void;
  fetch?: typeof fetch;
  /** Makes the XMLHttpRequest an upload goes through (tests give a fake). */
  createXhr?: () => XMLHttpRequest;
}

/** A file the server sends (CSV exports): the body and the name from Content-Disposition. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** What sending needs (the reply's schema is applied after). */
type SendOptions = Omit<RequestOptions<unknown>, 'schema'>;

/** Any endpoint's call input, as `call` reads it. */
interface AnyCallInput extends Pick<RequestOptions<unknown>, 'signal' | 'auth' | 'headers'> {
  params?: object;
  query?: Record<string, QueryValue>;
  body?: unknown;
  form?: FormData;
  onProgress?: (progress: UploadProgress) => void;
}

export type DownloadOptions = Pick<RequestOptions<unknown>, 'query' | 'signal' | 'auth' | 'headers'>;

/** A multipart POST: the form's files and fields, parsed like any reply. */
export type UploadOptions<T> = Pick<RequestOptions<T>, 'query' | 'signal' | 'schema' | 'auth' | 'headers'> & {
  form: FormData;
  /** Told as the form's bytes go out, from the upload's progress events. */
  onProgress?: (progress: UploadProgress) => void;
};

/** The call of a declared endpoint: its input (params, query, body), a multipart form if it takes one. */
export type CallInput<E extends Endpoint> = EndpointInput<E> &
  (E['form'] extends true ? { form: FormData; onProgress?: (progress: UploadProgress) => void } : unknown) &
  Pick<RequestOptions<unknown>, 'signal' | 'auth' | 'headers'>;

/** A download's file, or the reply parsed with the endpoint's schema. */
export type CallReply<E extends Endpoint> = E['reply'] extends typeof FILE_REPLY
  ? DownloadedFile
  : EndpointReply<E>;

/** The input is optional where the endpoint takes none. */
export type CallArgs<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export interface ApiClient {
  /** Calls a declared endpoint (packages/shared/src/contracts/endpoints/): typed input, parsed reply. */
  call: <E extends Endpoint>(endpoint: E, ...input: CallArgs<E>) => Promise<CallReply<E>>;
  request: <T>(path: string, options: RequestOptions<T>) => Promise<T>;
  /**
   * POST a multipart form (file uploads); the browser sets its content type and boundary. It goes through
   * XMLHttpRequest, which reports upload progress, and is otherwise handled exactly as `request`.
   */
  upload: <T>(path: string, options: UploadOptions<T>) => Promise<T>;
  /** GET a file with the bearer token (a plain link would not carry it). */
  download: (path: string, options?: DownloadOptions) => Promise<DownloadedFile>;
}

/** The file name of `attachment; filename="x.csv"` (or `filename*=UTF-8''x.csv`), if any. */
export const filenameFromDisposition = (header: string | null): string | null => {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
};

export const buildUrl = (baseUrl: string, path: string, query?: Record<string, QueryValue>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
};

/**
 * The one client for `/api`: sends the bearer ID token and `X-Client-Type: web`, passes the
 * caller's AbortSignal, turns non-2xx replies into a typed ApiError and parses 2xx replies with
 * the shared schema. A 401 TOKEN_EXPIRED is retried once with a freshly issued token.
 */
export const createApiClient = (config: ApiClientConfig): ApiClient => {
  // The page's own first reads (src/boot) answer the same requests made before the app's code had arrived.
  const doFetch: Transport = config.fetch ?? fetchOrEarly;

  const send = async (
    path: string,
    options: SendOptions,
    forceRefresh: boolean,
    transport: Transport,
  ): Promise<Response> => {
    const headers = new Headers({
      ...options.headers,
      [CLIENT_TYPE_HEADER]: CLIENT_TYPE_WEB,
      accept: 'application/json',
    });
    if (options.auth !== false) {
      const token = await config.getToken({ forceRefresh });
      if (!token) throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', detail: MESSAGES.noToken });
      headers.set('authorization', `Bearer ${token}`);
    }
    const isForm = options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers.set('content-type', 'application/json');
    options.signal?.throwIfAborted();
    try {
      return await transport(buildUrl(config.baseUrl, path, options.query), {
        method: options.method ?? 'GET',
        headers,
        credentials: 'include',
        ...(options.body instanceof FormData
          ? { body: options.body }
          : options.body !== undefined
            ? { body: JSON.stringify(options.body) }
            : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      if (isAbortError(error) || options.signal?.aborted) throw error;
      throw networkError(error);
    }
  };

  /** Sends, retries an expired token once, and turns a non-2xx reply into an ApiError. */
  const sendOk = async (
    path: string,
    options: SendOptions,
    transport: Transport = doFetch,
    isFile = false,
  ): Promise<Response> => {
    let response = await send(path, options, false, transport);
    if (!response.ok) {
      let error = await errorFromResponse(response, isFile);
      if (options.auth !== false && hasErrorCode(error, 'TOKEN_EXPIRED')) {
        response = await send(path, options, true, transport);
        error = response.ok ? error : await errorFromResponse(response, isFile);
      }
      if (!response.ok) {
        if (hasErrorCode(error, 'TOKEN_EXPIRED', 'USER_DISABLED')) config.onAuthFailure?.(error);
        options.signal?.throwIfAborted();
        throw error;
      }
    }
    return response;
  };

  const requestVia = async <T>(
    path: string,
    options: RequestOptions<T>,
    transport?: Transport,
  ): Promise<T> => {
    const response = await sendOk(path, options, transport);
    const body = response.status === 204 ? undefined : await readBody(response);
    // A reply that arrives after its request was abandoned is ignored.
    options.signal?.throwIfAborted();
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError({
        status: response.status,
        code: 'INVALID_RESPONSE',
        detail: 'The server sent a reply this version of the app does not understand.',
        body,
      });
    }
    return parsed.data;
  };

  const download = async (path: string, options: DownloadOptions = {}): Promise<DownloadedFile> => {
    const response = await sendOk(path, options, doFetch, true);
    const blob = await response.blob();
    options.signal?.throwIfAborted();
    return { blob, filename: filenameFromDisposition(response.headers.get('content-disposition')) };
  };

  const request = <T>(path: string, options: RequestOptions<T>): Promise<T> => requestVia(path, options);

  const upload = <T>(path: string, { form, onProgress, ...options }: UploadOptions<T>): Promise<T> =>
    requestVia(path, { ...options, method: 'POST', body: form }, xhrTransport(onProgress, config.createXhr));

  const call = <E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<CallReply<E>> => {
    const { params, query, body, form, onProgress, ...options } = (input ?? {}) as AnyCallInput;
    const path = endpointPath(endpoint.path, params);
    const schema = endpoint.reply;
    if (schema === FILE_REPLY) return download(path, { query, ...options }) as Promise<CallReply<E>>;
    if (form) return upload(path, { query, form, onProgress, schema, ...options }) as Promise<CallReply<E>>;
    return request(path, { method: endpoint.method, query, body, schema, ...options }) as Promise<
      CallReply<E>
    >;
  };

  return { call, request, upload, download };
};

/** The application's API client, bound to the identity session. */
export const apiClient = createApiClient({
  baseUrl: appConfig.apiBaseUrl,
  getToken: (options) => identity.getIdToken(options),
  onAuthFailure: (error) => {
    identity.handleAuthFailure(error);
  },
});
