import type { QueryKey } from '@tanstack/react-query';
import { isLeadTitle } from '@groundwork/shared/access/index';
import { campaignQueryOptions, getCampaign } from '../../features/campaigns/api/get-campaign';
import { mailersQueryOptions } from '../../features/mail/api/get-mail';
import { roadSignsQueryOptions } from '../../features/road-signs/api/get-road-signs';
import { recommendationRequestsQueryOptions } from '../../features/recommended-walkbooks/api/get-recommendation-requests';
import { surveysQueryOptions } from '../../features/surveys/api/get-surveys';
import { voterGroupsQueryOptions } from '../../features/voter-groups/api/get-voter-groups';
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
 * Managers and Directors load the whole campaign (shell §6): all walkbooks, recommendations, voter groups,
 * surveys, road signs, mailers and voter tags.
 */
const LEAD_STEPS: readonly SessionStep[] = [
  campaignStep,
  listStep(LOADING_MESSAGES.walkbooks, (id) => walkbooksQueryOptions(id, 'all')),
  listStep(LOADING_MESSAGES.recommendations, recommendationRequestsQueryOptions),
  listStep(LOADING_MESSAGES.voterGroups, voterGroupsQueryOptions),
  listStep(LOADING_MESSAGES.surveys, surveysQueryOptions),
  listStep(LOADING_MESSAGES.roadSigns, roadSignsQueryOptions),
  listStep(LOADING_MESSAGES.mailers, mailersQueryOptions),
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
