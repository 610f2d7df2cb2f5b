/**
 * Reads the page started before the app's code arrived (src/boot.ts, decision 0029): the identity session, then
 * the user record, asked while the entry chunk is still downloading. Each is handed out once, to the first
 * request for the same GET address; a read that failed is not used (the caller asks again itself).
 */
export type EarlyReads = Map<string, Promise<Response>>;

declare global {
  interface Window {
    /** Set by src/boot.ts; absent in the development server's first module run and in tests. */
    groundworkEarlyReads?: EarlyReads;
  }
}

/** The address's path and query, the key boot.ts files its reads under. */
const keyOf = (input: RequestInfo | URL): string => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : '';
};

/** `fetch`, answered by the early read of the same address when there is one still unused. */
export const fetchOrEarly = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const reads = typeof window === 'undefined' ? undefined : window.groundworkEarlyReads;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const key = reads && method === 'GET' ? keyOf(input) : '';
  const early = key ? reads?.get(key) : undefined;
  if (!early) return fetch(input, init);
  reads?.delete(key);
  return early.then(
    (response) => (response.ok ? response : fetch(input, init)),
    () => fetch(input, init),
  );
};
