import type { ReactElement } from 'react';
import { AccountPage } from './account-page';
import { CampaignPage } from './campaign-page';
import { DistrictVotersPage } from './district-voters-page';
import { ToolPage } from './tool-page';
import { TOOL_PAGES } from './tool-pages';
import { VoterGroupPage } from './voter-group-page';
import { VoterGroupSearchPage } from './voter-group-search-page';
import { VoterGroupsPage } from './voter-groups-page';

/** Pages with their own screen; every other route of the shared menu is a tool page. */
const SCREENS: Record<string, () => ReactElement> = {
  '/campaign': () => <CampaignPage />,
  '/account': () => <AccountPage />,
  '/voter-groups': () => <VoterGroupsPage />,
  '/voter-group/search': () => <VoterGroupSearchPage />,
  '/voter-group/id/:id': () => <VoterGroupPage />,
  '/district/voters-hosted': () => <DistrictVotersPage />,
};

/** The page of a route of the shared menu (path below the layout), or null when none is known. */
export const pageForPath = (path: string): ReactElement | null => {
  const screen = SCREENS[path];
  if (screen) return screen();
  const tool = TOOL_PAGES[path];
  return tool ? <ToolPage page={tool} /> : null;
};
