import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';

type ScreenLoader = () => Promise<ComponentType>;

/**
 * Pages with their own screen, each its own code chunk (decision 0029): a canvasser's phone downloads the
 * walkbook screen, not the dashboard's charts. Every other route of the shared menu is a tool page.
 */
export const SCREENS: Record<string, ScreenLoader> = {
  '/dashboard': () => import('./dashboard-page').then((m) => m.DashboardPage),
  '/campaign': () => import('./campaign-page').then((m) => m.CampaignPage),
  '/account': () => import('./account-page').then((m) => m.AccountPage),
  '/user/:id': () => import('./member-page').then((m) => m.MemberPage),
  '/voter-groups': () => import('./voter-groups-page').then((m) => m.VoterGroupsPage),
  '/voter-group/search': () => import('./voter-group-search-page').then((m) => m.VoterGroupSearchPage),
  '/voter-group/id/:id': () => import('./voter-group-page').then((m) => m.VoterGroupPage),
  '/district/voters-hosted': () => import('./district-voters-page').then((m) => m.DistrictVotersPage),
  '/district/election-results': () => import('./election-results-page').then((m) => m.ElectionResultsPage),
  '/surveys': () => import('./surveys-page').then((m) => m.SurveysPage),
  '/survey/add': () => import('./survey-add-page').then((m) => m.SurveyAddPage),
  '/survey/id/:id': () => import('./survey-page').then((m) => m.SurveyPage),
  '/walkbooks': () => import('./walkbooks-page').then((m) => m.WalkbooksPage),
  '/walkbook/add': () => import('./walkbook-add-page').then((m) => m.WalkbookAddPage),
  '/walkbook/id/:id': () => import('./walkbook-page').then((m) => m.WalkbookPage),
  '/recommendations': () => import('./recommendations-page').then((m) => m.RecommendationsPage),
  '/recommendation/request': () =>
    import('./recommendation-request-page').then((m) => m.RecommendationRequestPage),
  '/recommendation/id/:id': () => import('./recommendation-page').then((m) => m.RecommendationPage),
  '/recommendation-walkbook/:id': () =>
    import('./recommended-walkbook-page').then((m) => m.RecommendedWalkbookPage),
  '/road-signs': () => import('./road-signs-page').then((m) => m.RoadSignsPage),
  '/road-sign/add': () => import('./road-sign-add-page').then((m) => m.RoadSignAddPage),
  '/road-sign/id/:id': () => import('./road-sign-page').then((m) => m.RoadSignPage),
  '/road-sign-placement': () => import('./road-sign-placement-page').then((m) => m.RoadSignPlacementPage),
  '/texting/registration': () => import('./texting-registration-page').then((m) => m.TextingRegistrationPage),
  '/consent': () => import('./consent-page').then((m) => m.ConsentPage),
  '/mail': () => import('./mail-page').then((m) => m.MailPage),
  '/mailer/add': () => import('./mailer-add-page').then((m) => m.MailerAddPage),
  '/mailer/id/:id': () => import('./mailer-page').then((m) => m.MailerPage),
  '/mailer-campaign/add': () => import('./mail-drop-add-page').then((m) => m.MailDropAddPage),
  '/mailer-campaign/id/:id': () => import('./mail-drop-page').then((m) => m.MailDropPage),
  '/texting': () => import('./texting-page').then((m) => m.TextingPage),
  '/texting/assigned': () => import('./texting-assigned-page').then((m) => m.TextingAssignedPage),
  '/texting/inbox': () => import('./texting-inbox-page').then((m) => m.TextingInboxPage),
  '/texting/send/:id': () => import('./texting-send-page').then((m) => m.TextingSendPage),
  '/text-campaign/add': () => import('./text-campaign-add-page').then((m) => m.TextCampaignAddPage),
  '/text-campaign/id/:id': () => import('./text-campaign-page').then((m) => m.TextCampaignPage),
  '/phone-banking': () => import('./phone-banking-page').then((m) => m.PhoneBankingPage),
  '/phone-banking/assigned': () =>
    import('./phone-banking-assigned-page').then((m) => m.PhoneBankingAssignedPage),
  '/phone-banking/add': () => import('./phone-banking-add-page').then((m) => m.PhoneBankingAddPage),
  '/phone-banking/id/:id': () =>
    import('./phone-banking-campaign-page').then((m) => m.PhoneBankingCampaignPage),
  '/phone-banking/call/:id': () => import('./phone-banking-call-page').then((m) => m.PhoneBankingCallPage),
};

/**
 * Starts downloading the code of the screen a deep link (`/groundwork/walkbook/id/…`) opens, so it arrives
 * while the session loads instead of after it. The browser fetches each chunk once; the later import reuses it.
 */
export const preloadScreen = (pathname: string): void => {
  for (const [path, load] of Object.entries(SCREENS)) {
    if (matchPath(`${APP_BASE_PATH}${path}`, pathname)) {
      void load().catch(() => undefined);
      return;
    }
  }
};
