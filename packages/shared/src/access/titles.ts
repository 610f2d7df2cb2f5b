/** Campaign titles (shell §1, §6). Any other title behaves like Staff and Volunteer. */
export const TITLES = ['Manager', 'Director', 'Staff', 'Volunteer'] as const;
export type Title = (typeof TITLES)[number];

export const LEAD_TITLES: readonly string[] = ['Manager', 'Director'];

/** Managers and Directors reach every tool; every other title the reduced set. */
export const isLeadTitle = (title: string | null | undefined): boolean =>
  title != null && LEAD_TITLES.includes(title);
