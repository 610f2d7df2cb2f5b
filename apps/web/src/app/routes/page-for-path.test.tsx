import { describe, expect, it } from 'vitest';
import { APP_MENU, isMenuGroup, routesForTitle } from '@groundwork/shared/access/index';
import { pageForPath } from './page-for-path';

const allPaths = APP_MENU.flatMap((entry) => (isMenuGroup(entry) ? entry.views : [entry])).map(
  (view) => view.path,
);

describe('signed-in routes', () => {
  it('has a page (never a blank one) for every route of the shared menu', () => {
    for (const path of allPaths) expect(pageForPath(path), path).not.toBeNull();
    expect(pageForPath('/no-such-route')).toBeNull();
  });

  it('covers exactly the routes of shell §2 items 5 and 6, with mail drops, texting and opt-outs', () => {
    expect(routesForTitle('Manager').map((view) => view.path)).toHaveLength(36);
    expect(
      routesForTitle('Volunteer')
        .map((view) => view.path)
        .sort(),
    ).toEqual(
      [
        '/walkbooks',
        '/road-signs',
        '/campaign',
        '/account',
        '/walkbook/id/:id',
        '/road-sign/id/:id',
        '/road-sign-placement',
        '/texting/assigned',
        '/texting/send/:id',
      ].sort(),
    );
  });
});
