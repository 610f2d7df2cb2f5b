import type { ComponentType } from 'react';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import type { MeResponse } from '@groundwork/shared/contracts/users';
import { preloadSignedInCode } from './signed-in-code';
import { meQueryOptions } from '../features/users/api/get-me';
import { identity } from '../lib/identity';
import { queryClient } from '../lib/query-client';
import { whenIdle } from '../lib/when-idle';
import { preloadScreen } from './routes/screens';
import { selectionStore } from './session/selection-context';

/** The signed-in area's code (the session gate, the shell and what every signed-in screen shares). */
export const loadSessionGate = () => import('./guards/session-gate').then((module) => module.SessionGate);

/** The sign-in pages, each a chunk of its own. */
export const AUTH_PAGES = {
  login: () => import('./routes/auth/login-page').then((m) => m.LoginPage),
  register: () => import('./routes/auth/register-page').then((m) => m.RegisterPage),
  verify: () => import('./routes/auth/verify-page').then((m) => m.VerifyPage),
  action: () => import('./routes/auth/email-action-page').then((m) => m.EmailActionPage),
} satisfies Record<string, () => Promise<ComponentType>>;

/**
 * The signed-in area opens on `users/me`, then its campaign's lists and the screen's data: asked as soon as
 * what each needs is known, not once the session gate, the shell and the screen have run (decision 0029).
 * They read the same queries; a failure here is theirs to show.
 */
const preloadSignedInData = async (pathname: string): Promise<void> => {
  await identity.start();
  if (identity.getState().status !== 'signed-in') return;
  const [me, { prefetchCampaignArea }] = await Promise.all([
    queryClient.fetchQuery(meQueryOptions()),
    import('./session/session-prefetch'),
    selectionStore.hydrate(),
  ]);
  prefetchCampaignArea(queryClient, me, selectionStore.getState(), pathname);
};

/**
 * The sign-in form is up: the signed-in area's code downloads (not run) while the person types, once the page
 * is idle, so that "Sign in" waits for none of it. Returns the cancel of the wait.
 */
export const preloadSignedInArea = (): (() => void) => whenIdle(() => preloadSignedInCode(document));

/**
 * "Sign in" succeeded and `users/me` is in: the campaign's lists, the landing screen's reads and its code start
 * now, not once the session gate and the shell have been downloaded and run (decision 0065).
 */
export const preloadAfterSignIn = async (me: MeResponse): Promise<void> => {
  const [{ prefetchLanding }] = await Promise.all([
    import('./session/session-prefetch'),
    selectionStore.hydrate(),
  ]);
  const landing = prefetchLanding(queryClient, me, selectionStore.getState());
  if (landing) preloadScreen(landing);
};

/**
 * Starts fetching the code of the page the address opens. main.tsx imports this module first, so the
 * requests leave while the rest of the first chunk (React DOM, Mantine, the schemas) is still being run,
 * not after the first render (decision 0029). The browser fetches each chunk once; later imports reuse it.
 */
const preloadFor = (pathname: string): void => {
  if (pathname.startsWith(APP_BASE_PATH)) {
    void loadSessionGate().catch(() => undefined);
    preloadScreen(pathname);
    void preloadSignedInData(pathname).catch(() => undefined);
    return;
  }
  const authPage = /^\/auth\/(\w+)/.exec(pathname)?.[1];
  const load = Object.entries(AUTH_PAGES).find(([name]) => name === authPage)?.[1];
  if (load) void load().catch(() => undefined);
};

preloadFor(window.location.pathname);
