/** Campaign titles (shell §1, §6). Any other title behaves like Staff and Volunteer. */
export const TITLES = ['Manager', 'Director', 'Staff', 'Volunteer'] as const;
export type Title = (typeof TITLES)[number];

export const LEAD_TITLES: readonly string[] = ['Manager', 'Director'];

/** Managers and Directors reach every tool; every other title the reduced set. */
export const isLeadTitle = (title: string | null | undefined): boolean =>
  title != null && LEAD_TITLES.includes(title);

/**
 * Between Managers and Directors (both manage the team, decision 0035): a Director cannot make anyone
 * Manager, nor change or remove a Manager. `actor` is the title of a member already allowed to manage.
 */
export const mayGrantTitle = (actor: string, title: string): boolean =>
  actor === 'Manager' || title !== 'Manager';
export const mayManageMember = (actor: string, target: string): boolean =>
  actor === 'Manager' || target !== 'Manager';
