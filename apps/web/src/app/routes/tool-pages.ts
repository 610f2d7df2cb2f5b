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
  '/texting': {
    title: 'Texting',
    description: 'Peer-to-peer text campaigns.',
    icon: 'texting',
    emptyTitle: 'No text campaigns yet',
    emptyText: 'Text campaigns, their registration and their replies will appear here.',
  },
  '/texting/assigned': {
    title: 'Texts to Send',
    description: 'The text campaigns you are assigned to.',
    icon: 'texting',
    emptyTitle: 'Nothing to send',
    emptyText: 'Text campaigns you are assigned to will appear here.',
  },
  ...detail(
    '/text-campaign/add',
    'Add Text Campaign',
    'texting',
    'Write a text campaign.',
    'The composer will appear here.',
    'Texting',
    '/texting',
  ),
  ...detail(
    '/text-campaign/id/:id',
    'Text Campaign',
    'texting',
    'One text campaign.',
    'The text campaign will appear here.',
    'Texting',
    '/texting',
  ),
  ...detail(
    '/texting/inbox',
    'Texting Inbox',
    'texting',
    'Replies from voters.',
    'Conversations will appear here.',
    'Texting',
    '/texting',
  ),
  ...detail(
    '/texting/send/:id',
    'Send Texts',
    'texting',
    'Send a text campaign’s messages.',
    'The sending screen will appear here.',
    'Texts to Send',
    '/texting/assigned',
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
