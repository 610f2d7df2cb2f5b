import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@groundwork/shared/contracts/users';
import { landingPathForTitle } from '../routes/landing-path';
import { prefetchScreenData } from '../routes/screen-data';
import { resolveSessionView, type SessionView } from './resolve-session';
import { sessionStepsForTitle } from './session-steps';
import type { Selection } from './selection-store';

/** The session steps' lists and the screen's own data, for a campaign's session. */
const startCampaignReads = (
  client: QueryClient,
  view: Extract<SessionView, { view: 'campaign' }>,
  pathname: string,
): void => {
  const context = {
    userId: view.user.id,
    campaignId: view.membership.campaign_id,
    title: view.membership.title,
  };
  prefetchScreenData(client, pathname, context.campaignId, context.title);
  for (const step of sessionStepsForTitle(context.title)) void client.prefetchQuery(step.query(context));
};

/**
 * The campaign area's first reads — its session steps (shell §4) and the opened screen's data — started by
 * app/preload.ts as soon as the user record is in, while the shell's code is still running. The session gate
 * and the screen then read the same queries, answered or in flight; other views (terms, an invitation, the
 * picker) start nothing.
 */
export const prefetchCampaignArea = (
  client: QueryClient,
  me: MeResponse,
  selection: Selection,
  pathname: string,
): void => {
  const view = resolveSessionView(me, selection);
  if (view.view !== 'campaign') return;
  startCampaignReads(client, view, pathname);
};

/**
 * Right after "Sign in" (app/preload.ts `preloadAfterSignIn`): the reads of the campaign area and of the page the
 * person lands on (shell §4), while the shell's code is still being run. Resolves the landing path, or null when
 * the session opens elsewhere (terms, an invitation, the picker).
 */
export const prefetchLanding = (client: QueryClient, me: MeResponse, selection: Selection): string | null => {
  const view = resolveSessionView(me, selection);
  if (view.view !== 'campaign') return null;
  const landing = landingPathForTitle(view.membership.title);
  startCampaignReads(client, view, landing);
  return landing;
};
