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
  '/mail': {
    title: 'Mail',
    description: 'Mail pieces and the sends scheduled to voter groups.',
    icon: 'mail',
    emptyTitle: 'No mailers yet',
    emptyText: 'Mailers you upload, and the mail campaigns that send them to voter groups, will appear here.',
    actions: [{ label: 'Add mailer', path: '/mailer/add', permission: 'mail:edit' }],
  },
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
