/** How much of a request body has gone out: bytes sent and in all (`total` is 0 when the browser cannot tell). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** What the api client needs of `fetch`: a URL and its init, a Response for any HTTP status. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** Statuses whose reply has no body (a Response refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const parseHeaders = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
};

/**
 * `fetch` over XMLHttpRequest, for uploads: fetch cannot tell how much of a request body has been sent,
 * XMLHttpRequest's upload progress events can. It keeps fetch's contract as the api client uses it:
 * resolves with a Response whatever the HTTP status, rejects with a TypeError when no reply arrives,
 * and with the signal's reason (an AbortError) when aborted.
 */
export const xhrTransport =
  (
    onProgress?: (progress: UploadProgress) => void,
    createXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
  ): Transport =>
  (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init;
      const aborted = (): unknown =>
        signal?.reason ?? new DOMException('The request was aborted.', 'AbortError');
      if (signal?.aborted) {
        reject(aborted());
        return;
      }
      const xhr = createXhr();
      xhr.open(init.method ?? 'GET', url);
      xhr.withCredentials = init.credentials === 'include';
      new Headers(init.headers).forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      const abort = () => {
        xhr.abort();
      };
      signal?.addEventListener('abort', abort, { once: true });
      const settle = (outcome: () => void) => () => {
        signal?.removeEventListener('abort', abort);
        outcome();
      };
      if (onProgress) {
        xhr.upload.addEventListener('progress', (event) => {
          onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
        });
      }
      xhr.addEventListener(
        'load',
        settle(() => {
          resolve(
            new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, {
              status: xhr.status,
              statusText: xhr.statusText,
              headers: parseHeaders(xhr.getAllResponseHeaders()),
            }),
          );
        }),
      );
      xhr.addEventListener(
        'error',
        settle(() => {
          reject(new TypeError('Failed to fetch'));
        }),
      );
      xhr.addEventListener(
        'abort',
        settle(() => {
          reject(aborted());
        }),
      );
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
