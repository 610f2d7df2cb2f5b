import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';

type DataPrefetch = (
  queryClient: QueryClient,
  campaignId: string,
  params: Record<string, string>,
  title?: string,
) => void;

/**
 * Screens whose reads need only the campaign and the address: they start as soon as the campaign is known
 * (app/preload.ts, before the shell has run; decision 0029), so a canvasser's deep link does not wait for the
 * shell or for lists the door screen never shows. Each imports its queries on demand: the entry stays small.
 */
const SCREEN_DATA: Record<string, DataPrefetch> = {
  // A canvasser's own list, and once it is in, the walkbooks they are likely to open (decision 0065). Leads see
  // every walkbook and open none in particular; without the title (the shell's own call) nothing starts.
  '/walkbooks': (queryClient, campaignId, _params, title) => {
    if (!title || hasPermission(title, 'walkbook:view-all')) return;
    // Offline or refused, the list's own query reports it when the page shows: nothing to say here.
    void import('./walkbooks-page')
      .then((m) => m.prefetchOwnWalkbooks(queryClient, campaignId))
      .catch(() => undefined);
  },
  '/walkbook/id/:id': (queryClient, campaignId, { id }) => {
    if (!id) return;
    // From the screen's own chunk (app/routes/screens.ts is already fetching it), not a chunk of its own.
    void import('./walkbook-page').then((m) => m.prefetchWalkbookScreen(queryClient, campaignId, id));
  },
};

/** Starts the reads of the screen at `pathname`, if it has any to start early, for a member of that `title`. */
export const prefetchScreenData = (
  queryClient: QueryClient,
  pathname: string,
  campaignId: string,
  title?: string,
): void => {
  for (const [path, prefetch] of Object.entries(SCREEN_DATA)) {
    const match = matchPath(`${APP_BASE_PATH}${path}`, pathname);
    if (match) {
      prefetch(queryClient, campaignId, match.params as Record<string, string>, title);
      return;
    }
  }
};
