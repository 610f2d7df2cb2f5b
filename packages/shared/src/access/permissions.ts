import { isLeadTitle } from './titles.ts';

/**
 * The permission vocabulary: one entry per thing a member may do in a campaign.
 * Routes declare one of these; the server, the web route guards and the sidebar all read this map.
 */
export const PERMISSIONS = [
  'campaign:view',
  'campaign:edit',
  /** Require two-factor sign-in of Managers and Directors (decision 0036). */
  'campaign:two-factor-policy',
  'member:view',
  /** The team list on /campaign (everyone; last-active times only for Managers and Directors). */
  'team:view',
  'member:invite',
  /** Change a member's title (decision 0035). */
  'member:edit',
  'member:remove',
  /** Make someone Manager, or change or remove a Manager (decision 0035). */
  'member:manage-managers',
  'account:view',
  'dashboard:view',
  'walkbook:view-assigned',
  'walkbook:view-all',
  'walkbook:edit',
  'walkbook:record',
  'recommendation:view',
  'recommendation:edit',
  'road-sign:view',
  'road-sign:edit',
  'road-sign:place',
  'mail:view',
  'mail:edit',
  'voter-group:view',
  'voter-group:edit',
  'survey:view',
  'survey:edit',
  'voter-tag:view',
  'voter-tag:edit',
  'district:view',
  'district:import',
  /** Load the campaign's streets file, the basemap (docs/decisions/0059-served-basemap.md). */
  'streets:import',
  'election-results:view',
  'election-results:import',
  'text-campaign:view',
  'text-campaign:edit',
  'text-campaign:send',
  /** The consent ledger: opt-outs of every channel (docs/decisions/0042-consent-and-touches.md). */
  'consent:view',
  'consent:edit',
  'phone-banking:view',
  'phone-banking:edit',
  'phone-banking:call',
  'audit-log:view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Staff, Volunteers and any other title (shell §6). */
const FIELD_PERMISSIONS: readonly Permission[] = [
  'campaign:view',
  'team:view',
  'account:view',
  'walkbook:view-assigned',
  'walkbook:record',
  'road-sign:view',
  'road-sign:place',
  'voter-tag:view',
  /** Send the texts of a text campaign one is assigned to (the server checks the assignment). */
  'text-campaign:send',
  /** Call the voters of a phone banking campaign one is assigned to (the server checks the assignment). */
  'phone-banking:call',
];

/**
 * What only a Manager may do: read the audit log (docs/decisions/0033-audit-log.md), set the two-factor policy
 * and grant or touch the Manager title.
 */
const MANAGER_ONLY_PERMISSIONS: readonly Permission[] = [
  'audit-log:view',
  'campaign:two-factor-policy',
  'member:manage-managers',
];

/** Managers reach everything; Directors everything but the Manager-only permissions. */
const MANAGER_PERMISSIONS: readonly Permission[] = PERMISSIONS;
const DIRECTOR_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter(
  (permission) => !MANAGER_ONLY_PERMISSIONS.includes(permission),
);

export const permissionsForTitle = (title: string | null | undefined): readonly Permission[] => {
  if (title == null) return [];
  if (title === 'Manager') return MANAGER_PERMISSIONS;
  return isLeadTitle(title) ? DIRECTOR_PERMISSIONS : FIELD_PERMISSIONS;
};

export const hasPermission = (title: string | null | undefined, permission: Permission): boolean =>
  permissionsForTitle(title).includes(permission);

/**
 * Between Managers and Directors (both manage the team, decision 0035): a Director cannot make anyone
 * Manager, nor change or remove a Manager. `actor` is the title of a member already allowed to manage.
 */
export const mayGrantTitle = (actor: string, title: string): boolean =>
  title !== 'Manager' || hasPermission(actor, 'member:manage-managers');
export const mayManageMember = (actor: string, target: string): boolean =>
  target !== 'Manager' || hasPermission(actor, 'member:manage-managers');
