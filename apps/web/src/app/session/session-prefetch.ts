import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@groundwork/shared/contracts/users';
import { prefetchScreenData } from '../routes/screen-data';
import { resolveSessionView } from './resolve-session';
import { sessionStepsForTitle } from './session-steps';
import type { Selection } from './selection-store';

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
  const context = {
    userId: view.user.id,
    campaignId: view.membership.campaign_id,
    title: view.membership.title,
  };
  prefetchScreenData(client, pathname, context.campaignId);
  for (const step of sessionStepsForTitle(context.title)) void client.prefetchQuery(step.query(context));
};
