import type { QueryKey } from '@tanstack/react-query';
import { isLeadTitle } from '@groundwork/shared/access/index';
import { campaignQueryOptions, getCampaign } from '../../features/campaigns/api/get-campaign';
import { mailKeys } from '../../features/mail/keys';
import { roadSignsQueryOptions } from '../../features/road-signs/api/get-road-signs';
import { recommendationKeys } from '../../features/recommended-walkbooks/keys';
import { surveysQueryOptions } from '../../features/surveys/api/get-surveys';
import { pollWhileAnyPending, voterGroupKeys } from '../../features/voter-groups/keys';
import { voterTagsQueryOptions } from '../../features/voter-tags/api/get-voter-tags';
import { walkbooksQueryOptions } from '../../features/walkbooks/api/get-walkbooks';
import { LOADING_MESSAGES } from './loading-messages';

export { LOADING_MESSAGES };

export interface SessionContext {
  userId: string;
  campaignId: string;
  title: string;
}

/** A step's query: the feature's query key and fetcher, so pages read the same cache entry. */
export interface SessionQuery {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<unknown>;
  /** A list that changes on its own (groups being selected) is asked again while it does. */
  refetchInterval?: (query: { state: { data: unknown } }) => number | false;
}

/** One load of the session: the text shown while it runs and the query that does it. */
export interface SessionStep {
  message: string;
  query: (context: SessionContext) => SessionQuery;
}

const campaignStep: SessionStep = {
  message: LOADING_MESSAGES.campaign,
  query: ({ campaignId }) => ({
    queryKey: campaignQueryOptions(campaignId).queryKey,
    queryFn: ({ signal }) => getCampaign(campaignId, signal),
  }),
};

/** A step reading a feature's list through its own query options (the page then finds it cached). */
const listStep = (
  message: string,
  options: (campaignId: string) => { queryKey: QueryKey; queryFn?: unknown },
): SessionStep => ({
  message,
  query: ({ campaignId }) => options(campaignId) as SessionQuery,
});

/**
 * A step whose fetcher (with its response schemas) is loaded when the step first runs. For the lists only
 * Managers and Directors load: a canvasser's phone then never downloads nor builds the schemas of lists it never
 * shows (decision 0029). The key comes from the feature's keys, so pages share the entry.
 */
const lazyListStep = (
  message: string,
  queryKey: (campaignId: string) => QueryKey,
  load: () => Promise<(campaignId: string, signal: AbortSignal) => Promise<unknown>>,
  refetchInterval?: SessionQuery['refetchInterval'],
): SessionStep => ({
  message,
  query: ({ campaignId }) => ({
    queryKey: queryKey(campaignId),
    queryFn: async ({ signal }) => (await load())(campaignId, signal),
    ...(refetchInterval ? { refetchInterval } : {}),
  }),
});

/**
 * Managers and Directors load the whole campaign (shell §6): all walkbooks, recommendations, voter groups,
 * surveys, road signs, mailers and voter tags.
 */
const LEAD_STEPS: readonly SessionStep[] = [
  campaignStep,
  listStep(LOADING_MESSAGES.walkbooks, (id) => walkbooksQueryOptions(id, 'all')),
  lazyListStep(LOADING_MESSAGES.recommendations, recommendationKeys.requests, () =>
    import('../../features/recommended-walkbooks/api/get-recommendation-requests').then(
      (m) => m.getRecommendationRequests,
    ),
  ),
  lazyListStep(
    LOADING_MESSAGES.voterGroups,
    voterGroupKeys.list,
    () => import('../../features/voter-groups/api/get-voter-groups').then((m) => m.getVoterGroups),
    (query) => pollWhileAnyPending(query.state.data as { status: string }[] | undefined),
  ),
  listStep(LOADING_MESSAGES.surveys, surveysQueryOptions),
  listStep(LOADING_MESSAGES.roadSigns, roadSignsQueryOptions),
  lazyListStep(LOADING_MESSAGES.mailers, mailKeys.mailers, () =>
    import('../../features/mail/api/get-mail').then((m) => m.getMailers),
  ),
  listStep(LOADING_MESSAGES.user, voterTagsQueryOptions),
];

/** Staff, Volunteers and other titles load less (shell §6): their own walkbooks, the road signs and the voter tags. */
const FIELD_STEPS: readonly SessionStep[] = [
  campaignStep,
  listStep(LOADING_MESSAGES.walkbooks, (id) => walkbooksQueryOptions(id, 'mine')),
  listStep(LOADING_MESSAGES.roadSigns, roadSignsQueryOptions),
  listStep(LOADING_MESSAGES.user, voterTagsQueryOptions),
];

/** The loads that follow the user record once a campaign is chosen, in order. */
export const sessionStepsForTitle = (title: string): readonly SessionStep[] =>
  isLeadTitle(title) ? LEAD_STEPS : FIELD_STEPS;
