import type { MenuIcon, Permission } from '@groundwork/shared/access/index';

/** How a tool route presents itself until its feature lands: a header and a named empty state. */
export interface ToolPageConfig {
  title: string;
  description: string;
  icon: MenuIcon;
  emptyTitle: string;
  /** Names what will appear on the page. */
  emptyText: string;
  /** The same for Staff, Volunteers and other titles, when it differs (shell §6). */
  fieldEmptyText?: string;
  /** Actions of the page header, shown when the member's title grants the permission. */
  actions?: readonly { label: string; path: string; permission: Permission }[];
  /** The list a detail page belongs to. */
  backTo?: { label: string; path: string };
}

/** Every tool route of shell §2 items 5 and 6, keyed by the shared menu's path. */
export const TOOL_PAGES: Record<string, ToolPageConfig> = {
  '/dashboard': {
    title: 'Dashboard',
    description: "An overview of your campaign's outreach.",
    icon: 'dashboard',
    emptyTitle: 'No activity yet',
    emptyText:
      'Doors knocked this week and last, canvassing progress per walkbook and road sign placements will appear here once your team starts canvassing.',
  },
  '/walkbooks': {
    title: 'Walkbooks',
    description: 'Door-to-door canvassing lists, with the survey canvassers use at each door.',
    icon: 'walkbook',
    emptyTitle: 'No walkbooks yet',
    emptyText: "Your campaign's walkbooks will appear here, with each one's canvassing progress.",
    fieldEmptyText: 'Walkbooks assigned to you will appear here, ready to take door to door.',
    actions: [{ label: 'Add walkbook', path: '/walkbook/add', permission: 'walkbook:edit' }],
  },
  '/road-signs': {
    title: 'Road Signs',
    description: 'Yard and road sign designs, and where they stand.',
    icon: 'road-sign',
    emptyTitle: 'No road signs yet',
    emptyText: "Your campaign's road sign designs will appear here, with every recorded placement.",
    actions: [
      { label: 'Record placement', path: '/road-sign-placement', permission: 'road-sign:place' },
      { label: 'Add road sign', path: '/road-sign/add', permission: 'road-sign:edit' },
    ],
  },
  '/recommendations': {
    title: 'Recommendations',
    description: 'Walkbooks recommended for your goals, and your requests for new ones.',
    icon: 'recommendation',
    emptyTitle: 'No recommendations yet',
    emptyText: 'Recommended walkbooks and the status of your recommendation requests will appear here.',
    actions: [
      { label: 'Request recommendation', path: '/recommendation/request', permission: 'recommendation:edit' },
    ],
  },
  '/mail': {
    title: 'Mail',
    description: 'Mail pieces and the sends scheduled to voter groups.',
    icon: 'mail',
    emptyTitle: 'No mailers yet',
    emptyText: 'Mailers you upload, and the mail campaigns that send them to voter groups, will appear here.',
    actions: [{ label: 'Add mailer', path: '/mailer/add', permission: 'mail:edit' }],
  },
  '/surveys': {
    title: 'Surveys',
    description: 'The questions canvassers ask at the door.',
    icon: 'survey',
    emptyTitle: 'No surveys yet',
    emptyText: 'Surveys you write will appear here, ready to attach to walkbooks.',
    actions: [{ label: 'Add survey', path: '/survey/add', permission: 'survey:edit' }],
  },
  '/district/election-results': {
    title: 'Election Results',
    description: 'Results of past elections in your district.',
    icon: 'election-results',
    emptyTitle: 'No election results yet',
    emptyText:
      'Past results for your district, precinct by precinct, will appear here once they are imported.',
  },
  ...detail(
    '/walkbook/add',
    'Add Walkbook',
    'walkbook',
    'Build a walkbook from an area on the map or a list of voters.',
    'The walkbook builder will appear here: choose voters on a map or upload a list, then attach a survey.',
    'Walkbooks',
    '/walkbooks',
  ),
  ...detail(
    '/walkbook/id/:id',
    'Walkbook',
    'walkbook',
    'One walkbook: its route, households and survey.',
    "The walkbook's route, its households and the survey answers recorded at each door will appear here.",
    'Walkbooks',
    '/walkbooks',
  ),
  ...detail(
    '/road-sign/add',
    'Add Road Sign',
    'road-sign',
    'Add a road sign design for your campaign.',
    'The form to upload a road sign design will appear here.',
    'Road Signs',
    '/road-signs',
  ),
  ...detail(
    '/road-sign/id/:id',
    'Road Sign',
    'road-sign',
    'One road sign design and where it stands.',
    'The sign design and a map of its placements will appear here.',
    'Road Signs',
    '/road-signs',
  ),
  ...detail(
    '/road-sign-placement',
    'Road Sign Placement',
    'road-sign',
    'Record where a road sign was placed.',
    'The form to record where a sign was placed, with its location and a photo, will appear here.',
    'Road Signs',
    '/road-signs',
  ),
  ...detail(
    '/recommendation/request',
    'Request Recommendation',
    'recommendation',
    'Ask for walkbooks recommended for your goals.',
    'The form to request walkbook recommendations for your goals will appear here.',
    'Recommendations',
    '/recommendations',
  ),
  ...detail(
    '/recommendation/id/:id',
    'Recommendation',
    'recommendation',
    'One recommendation request and its status.',
    'The recommendation request, its status and the walkbooks recommended for it will appear here.',
    'Recommendations',
    '/recommendations',
  ),
  ...detail(
    '/recommendation-walkbook/:id',
    'Recommended Walkbook',
    'recommendation',
    'A walkbook recommended for your campaign.',
    "The recommended walkbook's area and voters will appear here, ready to adopt.",
    'Recommendations',
    '/recommendations',
  ),
  ...detail(
    '/mailer/add',
    'Add Mailer',
    'mail',
    'Upload a new mail piece.',
    'The form to upload a mail piece will appear here.',
    'Mail',
    '/mail',
  ),
  ...detail(
    '/mailer/id/:id',
    'Mailer',
    'mail',
    'One mail piece and its sends.',
    'The mail piece and its mail campaigns will appear here.',
    'Mail',
    '/mail',
  ),
  ...detail(
    '/survey/add',
    'Add Survey',
    'survey',
    'Write a survey for canvassers to use at the door.',
    'The survey editor will appear here: questions, and the answers canvassers can record.',
    'Surveys',
    '/surveys',
  ),
  ...detail(
    '/survey/id/:id',
    'Survey',
    'survey',
    'One survey: its questions and answers.',
    "The survey's questions and a summary of its answers will appear here.",
    'Surveys',
    '/surveys',
  ),
  ...detail(
    '/user/:id',
    'Team Member',
    'account',
    'A member of your campaign team.',
    "The member's profile, title and outreach activity will appear here.",
    'Dashboard',
    '/dashboard',
  ),
};

function detail(
  path: string,
  title: string,
  icon: MenuIcon,
  description: string,
  emptyText: string,
  backLabel: string,
  backPath: string,
): Record<string, ToolPageConfig> {
  return {
    [path]: {
      title,
      description,
      icon,
      emptyTitle: 'Coming soon',
      emptyText,
      backTo: { label: backLabel, path: backPath },
    },
  };
}
