import { APP_BASE_PATH } from '../constants.ts';
import { hasPermission, type Permission } from './permissions.ts';

/** Icon names; the web app maps each to an icon component. */
export type MenuIcon =
  | 'dashboard'
  | 'walkbook'
  | 'road-sign'
  | 'recommendation'
  | 'mail'
  | 'texting'
  | 'phone-banking'
  | 'consent'
  | 'voter-group'
  | 'survey'
  | 'district'
  | 'voters'
  | 'election-results'
  | 'campaign'
  | 'account';

export interface MenuView {
  /** Path below the layout prefix, e.g. `/walkbooks` or `/walkbook/id/:id`. */
  path: string;
  name: string;
  icon?: MenuIcon;
  /** Two-letter label shown in the mini sidebar when there is no icon. */
  mini: string;
  permission: Permission;
  /** Redirect entries are routes only: they are never listed in the sidebar (shell §2). */
  redirect?: boolean;
}

export interface MenuGroup {
  collapse: true;
  /** Key of the collapsible group's open state. */
  state: string;
  name: string;
  icon: MenuIcon;
  mini: string;
  views: MenuView[];
}

export type MenuEntry = (MenuView | MenuGroup) & { layout?: string };

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup & { layout?: string } =>
  'collapse' in entry;

const view = (
  path: string,
  name: string,
  mini: string,
  permission: Permission,
  icon?: MenuIcon,
): MenuView => ({ path, name, mini, permission, ...(icon ? { icon } : {}) });
const hidden = (path: string, name: string, permission: Permission): MenuView => ({
  path,
  name,
  mini: name.slice(0, 2).toUpperCase(),
  permission,
  redirect: true,
});

/**
 * Every signed-in page of shell §2 items 5 and 6, in menu order, with the permission it needs.
 * The sidebar shows the entries the member's title grants; the router registers the same list.
 */
const ENTRIES: MenuEntry[] = [
  view('/dashboard', 'Dashboard', 'DB', 'dashboard:view', 'dashboard'),
  view('/walkbooks', 'Walkbooks', 'WB', 'walkbook:view-assigned', 'walkbook'),
  view('/road-signs', 'Road Signs', 'RS', 'road-sign:view', 'road-sign'),
  view('/recommendations', 'Recommendations', 'RE', 'recommendation:view', 'recommendation'),
  view('/mail', 'Mail', 'MA', 'mail:view', 'mail'),
  view('/texting', 'Texting', 'TX', 'text-campaign:view', 'texting'),
  view('/texting/assigned', 'Texts to Send', 'TS', 'text-campaign:send', 'texting'),
  view('/phone-banking', 'Phone Banking', 'PB', 'phone-banking:view', 'phone-banking'),
  view('/phone-banking/assigned', 'Calls to Make', 'CM', 'phone-banking:call', 'phone-banking'),
  view('/voter-groups', 'Voter Groups', 'VG', 'voter-group:view', 'voter-group'),
  view('/surveys', 'Surveys', 'SU', 'survey:view', 'survey'),
  {
    collapse: true as const,
    state: 'districtCollapse',
    name: 'District',
    icon: 'district' as const,
    mini: 'DI',
    views: [
      view('/district/voters-hosted', 'Voters', 'VO', 'district:view', 'voters'),
      view(
        '/district/election-results',
        'Election Results',
        'ER',
        'election-results:view',
        'election-results',
      ),
    ],
  },
  view('/consent', 'Opt-outs', 'OP', 'consent:view', 'consent'),
  view('/campaign', 'Campaign', 'CA', 'campaign:view', 'campaign'),
  view('/account', 'Account', 'AC', 'account:view', 'account'),
  hidden('/walkbook/add', 'Add Walkbook', 'walkbook:edit'),
  hidden('/walkbook/id/:id', 'Walkbook', 'walkbook:view-assigned'),
  hidden('/road-sign/add', 'Add Road Sign', 'road-sign:edit'),
  hidden('/road-sign/id/:id', 'Road Sign', 'road-sign:view'),
  hidden('/road-sign-placement', 'Road Sign Placement', 'road-sign:place'),
  hidden('/recommendation/request', 'Request Recommendation', 'recommendation:edit'),
  hidden('/recommendation/id/:id', 'Recommendation', 'recommendation:view'),
  hidden('/recommendation-walkbook/:id', 'Recommended Walkbook', 'recommendation:view'),
  hidden('/mailer/add', 'Add Mailer', 'mail:edit'),
  hidden('/mailer/id/:id', 'Mailer', 'mail:view'),
  hidden('/mailer-campaign/add', 'Add Mail Drop', 'mail:edit'),
  hidden('/mailer-campaign/id/:id', 'Mail Drop', 'mail:view'),
  hidden('/text-campaign/add', 'Add Text Campaign', 'text-campaign:edit'),
  hidden('/text-campaign/id/:id', 'Text Campaign', 'text-campaign:view'),
  hidden('/texting/inbox', 'Texting Inbox', 'text-campaign:view'),
  hidden('/texting/registration', 'Texting Registration', 'text-campaign:edit'),
  hidden('/texting/send/:id', 'Send Texts', 'text-campaign:send'),
  hidden('/phone-banking/add', 'Add Phone Bank', 'phone-banking:edit'),
  hidden('/phone-banking/id/:id', 'Phone Bank', 'phone-banking:view'),
  hidden('/phone-banking/call/:id', 'Calling', 'phone-banking:call'),
  hidden('/voter-group/search', 'Voter Group Search', 'voter-group:edit'),
  hidden('/voter-group/id/:id', 'Voter Group', 'voter-group:view'),
  hidden('/survey/add', 'Add Survey', 'survey:edit'),
  hidden('/survey/id/:id', 'Survey', 'survey:view'),
  hidden('/user/:id', 'User', 'member:view'),
];
export const APP_MENU: readonly MenuEntry[] = ENTRIES.map((entry) => ({ ...entry, layout: APP_BASE_PATH }));

/** Menu entries (and groups' views) that the title may reach; empty groups are dropped. */
export const menuForTitle = (title: string | null | undefined): MenuEntry[] =>
  APP_MENU.flatMap((entry): MenuEntry[] => {
    if (isMenuGroup(entry)) {
      const views = entry.views.filter((v) => hasPermission(title, v.permission));
      return views.length > 0 ? [{ ...entry, views }] : [];
    }
    return hasPermission(title, entry.permission) ? [entry] : [];
  });

/** Every route (listed or redirect) the title may reach, as paths below the layout. */
export const routesForTitle = (title: string | null | undefined): MenuView[] =>
  menuForTitle(title).flatMap((entry) => (isMenuGroup(entry) ? entry.views : [entry]));
