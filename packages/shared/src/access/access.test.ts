import { describe, expect, it } from 'vitest';
import {
  hasPermission,
  isLeadTitle,
  isMenuGroup,
  mayGrantTitle,
  mayManageMember,
  menuForTitle,
  routesForTitle,
} from './index.ts';

/** Shell §2 item 5, verbatim (below /{app}). */
const LEAD_ROUTES = [
  '/dashboard',
  '/walkbooks',
  '/road-signs',
  '/recommendations',
  '/mail',
  '/voter-groups',
  '/surveys',
  '/district/voters-hosted',
  '/district/election-results',
  '/campaign',
  '/account',
  '/walkbook/add',
  '/walkbook/id/:id',
  '/road-sign/add',
  '/road-sign/id/:id',
  '/road-sign-placement',
  '/recommendation/request',
  '/recommendation/id/:id',
  '/recommendation-walkbook/:id',
  '/mailer/add',
  '/mailer/id/:id',
  '/voter-group/search',
  '/voter-group/id/:id',
  '/survey/add',
  '/survey/id/:id',
  '/user/:id',
  // Beside the shell's: mail drops (decision 0038), texting (issue 14), the consent ledger (decision 0042).
  '/mailer-campaign/add',
  '/mailer-campaign/id/:id',
  '/texting',
  '/texting/assigned',
  '/text-campaign/add',
  '/text-campaign/id/:id',
  '/texting/inbox',
  '/texting/registration',
  '/texting/send/:id',
  '/consent',
  // Phone banking (issue 15).
  '/phone-banking',
  '/phone-banking/assigned',
  '/phone-banking/add',
  '/phone-banking/id/:id',
  '/phone-banking/call/:id',
];
/** Shell §2 item 6. */
const FIELD_ROUTES = [
  '/walkbooks',
  '/road-signs',
  '/campaign',
  '/account',
  '/walkbook/id/:id',
  '/road-sign/id/:id',
  '/road-sign-placement',
  // Texting: any member assigned to a text campaign sends its texts (issue 14).
  '/texting/assigned',
  '/texting/send/:id',
  // Phone banking: any member assigned to a call campaign makes its calls (issue 15).
  '/phone-banking/assigned',
  '/phone-banking/call/:id',
];

describe('access map', () => {
  it.each(['Manager', 'Director'])('gives %s exactly the routes of shell §2 item 5', (title) => {
    expect(
      routesForTitle(title)
        .map((r) => r.path)
        .sort(),
    ).toEqual([...LEAD_ROUTES].sort());
  });

  it.each(['Staff', 'Volunteer', 'Worker', 'Canvass Captain'])(
    'gives %s exactly the routes of shell §2 item 6',
    (title) => {
      expect(
        routesForTitle(title)
          .map((r) => r.path)
          .sort(),
      ).toEqual([...FIELD_ROUTES].sort());
    },
  );

  it('gives no title no route', () => {
    expect(routesForTitle(null)).toEqual([]);
    expect(hasPermission(undefined, 'campaign:view')).toBe(false);
  });

  it('lists no redirect entry in the menu and names the district pages as the spec does', () => {
    const menu = menuForTitle('Manager');
    const listed = menu.flatMap((e) => (isMenuGroup(e) ? e.views : [e]));
    expect(listed.filter((v) => v.redirect === true).length).toBeGreaterThan(0); // routes exist …
    const district = menu.find(isMenuGroup);
    expect(district?.views.map((v) => v.name)).toEqual(['Voters', 'Election Results']);
    expect(menu.every((e) => e.layout === '/groundwork')).toBe(true);
  });

  it('lets only a Manager read the audit log', () => {
    expect(hasPermission('Manager', 'audit-log:view')).toBe(true);
    expect(['Director', 'Staff', 'Volunteer', 'Worker'].some((t) => hasPermission(t, 'audit-log:view'))).toBe(
      false,
    );
    expect(hasPermission('Director', 'campaign:edit')).toBe(true);
  });

  it('lets only a Manager set the two-factor policy and grant or touch the Manager title', () => {
    for (const permission of ['campaign:two-factor-policy', 'member:manage-managers'] as const) {
      expect(hasPermission('Manager', permission)).toBe(true);
      expect(['Director', 'Staff', 'Volunteer'].some((t) => hasPermission(t, permission))).toBe(false);
    }
    expect([mayGrantTitle('Manager', 'Manager'), mayGrantTitle('Director', 'Manager')]).toEqual([
      true,
      false,
    ]);
    expect([mayManageMember('Director', 'Director'), mayManageMember('Director', 'Manager')]).toEqual([
      true,
      false,
    ]);
  });

  it('treats only Manager and Director as leads', () => {
    expect(['Manager', 'Director'].every(isLeadTitle)).toBe(true);
    expect(['Staff', 'Volunteer', 'Worker', '', null].some(isLeadTitle)).toBe(false);
  });
});
