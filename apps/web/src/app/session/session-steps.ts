import type { QueryKey } from '@tanstack/react-query';
import { isLeadTitle } from '@groundwork/shared/access/index';
import { campaignQueryOptions, getCampaign } from '../../features/campaigns/api/get-campaign';

/** Shell §4 loading texts, in load order. Later issues use the rest as their lists' endpoints land. */
export const LOADING_MESSAGES = {
  user: 'Reloading data...',
  campaign: 'Loading campaign...',
  walkbooks: 'Loading walkbooks...',
  roadSigns: 'Loading road signs...',
  recommendations: 'Loading recommendations...',
  voterGroups: 'Loading voter groups...',
  surveys: 'Loading surveys...',
  mailers: 'Loading mail campaigns...',
} as const;

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

/**
 * Managers and Directors load the whole campaign (shell §6). As their endpoints land, later issues
 * append: all walkbooks, road signs, recommendations, voter groups, surveys, mailers, voter tags.
 */
const LEAD_STEPS: readonly SessionStep[] = [campaignStep];

/**
 * Staff, Volunteers and other titles load less (shell §6). Later issues append: the walkbooks
 * assigned to the user, the campaign's road signs, voter tags.
 */
const FIELD_STEPS: readonly SessionStep[] = [campaignStep];

/** The loads that follow the user record once a campaign is chosen, in order. */
export const sessionStepsForTitle = (title: string): readonly SessionStep[] =>
  isLeadTitle(title) ? LEAD_STEPS : FIELD_STEPS;
