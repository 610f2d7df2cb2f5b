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
  '/mail': {
    title: 'Mail',
    description: 'Mail pieces and the sends scheduled to voter groups.',
    icon: 'mail',
    emptyTitle: 'No mailers yet',
    emptyText: 'Mailers you upload, and the mail campaigns that send them to voter groups, will appear here.',
    actions: [{ label: 'Add mailer', path: '/mailer/add', permission: 'mail:edit' }],
  },
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
    '/mailer-campaign/add',
    'Add Mail Drop',
    'mail',
    'Send a mailer to a voter group.',
    'The mail drop form will appear here.',
    'Mail',
    '/mail',
  ),
  ...detail(
    '/mailer-campaign/id/:id',
    'Mail Drop',
    'mail',
    'One mail drop.',
    'The mail drop will appear here.',
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
