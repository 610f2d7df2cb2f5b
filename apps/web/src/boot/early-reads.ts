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

/** Titles that load the whole campaign with the session (shell §6; @groundwork/shared/access LEAD_TITLES). */
export const BOOT_LEAD_TITLES: readonly string[] = ['Manager', 'Director'];

/**
 * The campaign area's first lists (app/session/session-steps.ts), by title; `{c}` is the campaign. The boot test
 * checks them against the addresses the app itself asks (campaign-reads.test.ts).
 */
export const SESSION_READS = {
  lead: [
    '/api/campaign/?id={c}',
    '/api/walkbook/all/?campaign_id={c}&include_archived=false',
    '/api/recommended-walkbook/recommendation/all/?campaign_id={c}',
    '/api/voter-group/all/?campaign_id={c}',
    '/api/survey/all/?campaign_id={c}',
    '/api/road-sign/all/?campaign_id={c}',
    '/api/mail/all/?campaign_id={c}',
    '/api/voter-tag/all/?campaign_id={c}',
  ],
  field: [
    '/api/campaign/?id={c}',
    '/api/walkbook/all-user/?campaign_id={c}&include_archived=false',
    '/api/road-sign/all/?campaign_id={c}',
    '/api/voter-tag/all/?campaign_id={c}',
  ],
} as const;

/** The first reads of the screens that start theirs early (app/routes/screen-data.ts); `{id}` is the route's id. */
export const SCREEN_READS: Record<string, readonly string[]> = {
  '/walkbook/id/:id': [
    '/api/walkbook/?id={id}&campaign_id={c}',
    '/api/walkbook/survey/{id}?campaign_id={c}',
    '/api/walkbook/optimized/?id={id}&campaign_id={c}',
  ],
};

/** The parts of the user record (contracts/users.ts) the plan reads; anything else means "no plan". */
interface MeParts {
  terms_accepted?: unknown;
  campaign_id?: unknown;
  title?: unknown;
  campaigns?: { campaign_id?: unknown; title?: unknown }[];
}

/**
 * The campaign area's reads the app will make at `pathname` for this user record: its session lists and the
 * opened screen's data, in the record's own campaign. A person who picked another campaign on this device gets
 * reads the app does not take (a few small lists); one who must accept the terms or pick a campaign, none.
 */
export const campaignReads = (me: MeParts, pathname: string): string[] => {
  const campaign = me.campaign_id;
  if (me.terms_accepted !== true || typeof campaign !== 'string') return [];
  const title = me.campaigns?.find((entry) => entry.campaign_id === campaign)?.title ?? me.title;
  const lists =
    typeof title === 'string' && BOOT_LEAD_TITLES.includes(title) ? SESSION_READS.lead : SESSION_READS.field;
  const screen = Object.entries(SCREEN_READS).find(([route]) => routeTest(route).test(pathname));
  const id = screen ? pathname.replace(/\/$/, '').split('/').pop() : undefined;
  const reads = [...lists, ...(screen && id ? screen[1] : [])];
  return reads.map((read) =>
    read.replaceAll('{c}', encodeURIComponent(campaign)).replaceAll('{id}', encodeURIComponent(id ?? '')),
  );
};

/**
 * The identity session, then the user record with the session's ID token: the reads every app page opens on;
 * then, with the same token, the campaign area's reads for `pathname` (campaignReads), filed as they start.
 */
export const startReads = (
  doFetch: typeof fetch,
  pathname = '',
): { reads: EarlyReads; filed: Promise<void> } => {
  const reads: EarlyReads = new Map();
  // The same request as index.html's preload of it, so the browser answers it from that preload.
  const session = doFetch('/identity/get-session', {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  reads.set('/identity/get-session', session);
  const asUser = (token: string, address: string) =>
    doFetch(address, {
      credentials: 'include',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        [BOOT_CLIENT_TYPE_HEADER]: BOOT_CLIENT_TYPE_WEB,
      },
    });
  const token = session.then((reply) => {
    const issued = reply.headers.get(SESSION_TOKEN_HEADER);
    if (!reply.ok || !issued) throw new Error('Signed out');
    return issued;
  });
  const me = token.then((issued) => asUser(issued, '/api/users/me'));
  // Signed out, nobody takes it: its rejection is expected.
  me.catch(() => undefined);
  reads.set('/api/users/me', me);
  const filed = Promise.all([token, me])
    .then(async ([issued, reply]) => {
      if (!reply.ok) return;
      const record = (await reply.clone().json()) as MeParts;
      for (const address of campaignReads(record, pathname)) {
        const read = asUser(issued, address);
        read.catch(() => undefined);
        reads.set(address, read);
      }
    })
    .catch(() => undefined);
  return { reads, filed };
};
