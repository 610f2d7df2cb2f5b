import type { ReactElement } from 'react';
import { AccountPage } from './account-page';
import { CampaignPage } from './campaign-page';
import { DashboardPage } from './dashboard-page';
import { DistrictVotersPage } from './district-voters-page';
import { ElectionResultsPage } from './election-results-page';
import { RecommendationPage } from './recommendation-page';
import { RecommendationRequestPage } from './recommendation-request-page';
import { RecommendationsPage } from './recommendations-page';
import { RecommendedWalkbookPage } from './recommended-walkbook-page';
import { SurveyAddPage } from './survey-add-page';
import { SurveyPage } from './survey-page';
import { SurveysPage } from './surveys-page';
import { ToolPage } from './tool-page';
import { TOOL_PAGES } from './tool-pages';
import { VoterGroupPage } from './voter-group-page';
import { VoterGroupSearchPage } from './voter-group-search-page';
import { VoterGroupsPage } from './voter-groups-page';
import { WalkbookAddPage } from './walkbook-add-page';
import { WalkbookPage } from './walkbook-page';
import { WalkbooksPage } from './walkbooks-page';

/** Pages with their own screen; every other route of the shared menu is a tool page. */
const SCREENS: Record<string, () => ReactElement> = {
  '/dashboard': () => <DashboardPage />,
  '/campaign': () => <CampaignPage />,
  '/account': () => <AccountPage />,
  '/voter-groups': () => <VoterGroupsPage />,
  '/voter-group/search': () => <VoterGroupSearchPage />,
  '/voter-group/id/:id': () => <VoterGroupPage />,
  '/district/voters-hosted': () => <DistrictVotersPage />,
  '/district/election-results': () => <ElectionResultsPage />,
  '/surveys': () => <SurveysPage />,
  '/survey/add': () => <SurveyAddPage />,
  '/survey/id/:id': () => <SurveyPage />,
  '/walkbooks': () => <WalkbooksPage />,
  '/walkbook/add': () => <WalkbookAddPage />,
  '/walkbook/id/:id': () => <WalkbookPage />,
  '/recommendations': () => <RecommendationsPage />,
  '/recommendation/request': () => <RecommendationRequestPage />,
  '/recommendation/id/:id': () => <RecommendationPage />,
  '/recommendation-walkbook/:id': () => <RecommendedWalkbookPage />,
};

/** The page of a route of the shared menu (path below the layout), or null when none is known. */
export const pageForPath = (path: string): ReactElement | null => {
  const screen = SCREENS[path];
  if (screen) return screen();
  const tool = TOOL_PAGES[path];
  return tool ? <ToolPage page={tool} /> : null;
};
