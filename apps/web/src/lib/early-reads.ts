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
    /** Settles once boot has started every read it will (the campaign area's wait for the user record). */
    groundworkEarlyReadsFiled?: Promise<void>;
  }
}

/** The address's path and query, the key boot.ts files its reads under. */
const keyOf = (input: RequestInfo | URL): string => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : '';
};

const take = (key: string): Promise<Response> | undefined => {
  const reads = window.groundworkEarlyReads;
  const early = reads?.get(key);
  if (early) reads?.delete(key);
  return early;
};

/**
 * `fetch`, answered by the early read of the same address when there is one still unused. Until boot has filed
 * the campaign area's reads (they start once the user record is in), a GET waits for them rather than asking
 * the server a second time.
 */
export const fetchOrEarly = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const hasReads = typeof window !== 'undefined' && window.groundworkEarlyReads !== undefined;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const key = hasReads && method === 'GET' ? keyOf(input) : '';
  let early = key ? take(key) : undefined;
  if (key && !early && window.groundworkEarlyReadsFiled) {
    await window.groundworkEarlyReadsFiled;
    early = take(key);
  }
  if (!early) return fetch(input, init);
  return early.then(
    (response) => (response.ok ? response : fetch(input, init)),
    () => fetch(input, init),
  );
};
