/**
 * What src/boot/index.ts runs. No imports (the boot chunk must not wait for any chunk of the app's); the
 * constants it repeats from @groundwork/shared are checked against them by boot.test.ts.
 */
import type { EarlyReads } from '../lib/early-reads';

export const BOOT_APP_BASE_PATH = '/groundwork';
export const BOOT_CLIENT_TYPE_HEADER = 'x-client-type';
export const BOOT_CLIENT_TYPE_WEB = 'web';
/** better-auth's JWT plugin sends the session's ID token in this header of `get-session`. */
export const SESSION_TOKEN_HEADER = 'set-auth-jwt';
/** The element of app.html holding the screens' code (apps/web/html-preloads.ts). */
export const SCREEN_CHUNKS_ID = 'screen-chunks';

export const isAppPath = (pathname: string): boolean =>
  pathname === BOOT_APP_BASE_PATH || pathname.startsWith(`${BOOT_APP_BASE_PATH}/`);

/** A screen's route (`/walkbook/id/:id`) as a test of a full app path. */
const routeTest = (route: string) =>
  new RegExp(`^${BOOT_APP_BASE_PATH}${route.replace(/:[^/]+/g, '[^/]+')}/?$`);

/** The files of the screen `pathname` opens, from a map of routes to files. */
export const screenFiles = (screens: Record<string, string[]>, pathname: string): string[] =>
  Object.entries(screens).find(([route]) => routeTest(route).test(pathname))?.[1] ?? [];

/** Starts downloading the opened screen's code and styles (module preloads; styles preloaded, not applied). */
export const preloadScreen = (doc: Document, pathname: string): void => {
  const map = doc.getElementById(SCREEN_CHUNKS_ID)?.textContent;
  if (!map) return;
  for (const file of screenFiles(JSON.parse(map) as Record<string, string[]>, pathname)) {
    const link = doc.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    doc.head.append(link);
  }
};

/** The identity session, then the user record with the session's ID token: the reads every app page opens on. */
export const startReads = (doFetch: typeof fetch): EarlyReads => {
  const reads: EarlyReads = new Map();
  // The same request as index.html's preload of it, so the browser answers it from that preload.
  const session = doFetch('/identity/get-session', {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  reads.set('/identity/get-session', session);
  const me = session.then((reply) => {
    const token = reply.headers.get(SESSION_TOKEN_HEADER);
    if (!reply.ok || !token) throw new Error('Signed out');
    return doFetch('/api/users/me', {
      credentials: 'include',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        [BOOT_CLIENT_TYPE_HEADER]: BOOT_CLIENT_TYPE_WEB,
      },
    });
  });
  // Signed out, nobody takes it: its rejection is expected.
  me.catch(() => undefined);
  reads.set('/api/users/me', me);
  return reads;
};
