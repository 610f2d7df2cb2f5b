import type { QueryClient } from '@tanstack/react-query';
import { ROUTE_AS_LOADED, routeQueryOptions } from './get-route';
import { walkbookQueryOptions, walkbookSurveyQueryOptions } from './get-walkbook';

/**
 * Starts the three reads of the door screen at once (the walkbook, its survey, its route from the best door)
 * so that they run alongside the session's lists instead of after them (decision 0029). The screen's own
 * queries then find them in the cache, or already on their way.
 */
export const prefetchWalkbookScreen = (queryClient: QueryClient, campaignId: string, id: string): void => {
  void queryClient.prefetchQuery(walkbookQueryOptions(campaignId, id));
  void queryClient.prefetchQuery(walkbookSurveyQueryOptions(campaignId, id));
  void queryClient.prefetchQuery(routeQueryOptions(campaignId, id, null, ROUTE_AS_LOADED));
};
