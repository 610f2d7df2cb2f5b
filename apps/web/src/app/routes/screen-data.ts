import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { prefetchWalkbookScreen } from '../../features/walkbooks/api/prefetch-walkbook';

type DataPrefetch = (queryClient: QueryClient, campaignId: string, params: Record<string, string>) => void;

/**
 * Screens whose reads need only the campaign and the address: they start as soon as the campaign is known,
 * alongside the session's lists (decision 0029), so a canvasser's deep link does not wait for lists the
 * door screen never shows.
 */
const SCREEN_DATA: Record<string, DataPrefetch> = {
  '/walkbook/id/:id': (queryClient, campaignId, { id }) => {
    if (id) prefetchWalkbookScreen(queryClient, campaignId, id);
  },
};

/** Starts the reads of the screen at `pathname`, if it has any to start early. */
export const prefetchScreenData = (queryClient: QueryClient, pathname: string, campaignId: string): void => {
  for (const [path, prefetch] of Object.entries(SCREEN_DATA)) {
    const match = matchPath(`${APP_BASE_PATH}${path}`, pathname);
    if (match) {
      prefetch(queryClient, campaignId, match.params as Record<string, string>);
      return;
    }
  }
};
