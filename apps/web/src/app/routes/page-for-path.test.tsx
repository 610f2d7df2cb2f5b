import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_MENU, isMenuGroup, routesForTitle } from '@groundwork/shared/access/index';
import { FIELD_ROUTES } from './field-routes';
import { NEEDS_CONNECTION_MESSAGE } from './needs-connection';
import { pageForPath } from './page-for-path';
import { SCREENS } from './screens';

const allPaths = APP_MENU.flatMap((entry) => (isMenuGroup(entry) ? entry.views : [entry])).map(
  (view) => view.path,
);

describe('signed-in routes', () => {
  it('has a page (never a blank one) for every route of the shared menu', () => {
    for (const path of allPaths) expect(pageForPath(path), path).not.toBeNull();
    expect(pageForPath('/no-such-route')).toBeNull();
  });

  it('covers exactly the routes of shell §2 items 5 and 6, with mail drops, texting, phone banking and opt-outs', () => {
    expect(routesForTitle('Manager').map((view) => view.path)).toHaveLength(41);
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
        '/phone-banking/assigned',
        '/phone-banking/call/:id',
      ].sort(),
    );
  });
});

describe('offline (decision 0048)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const renderOffline = (path: string) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    return render(<MantineProvider>{pageForPath(path)}</MantineProvider>);
  };

  it("lists as field screens only a Volunteer's pages that have a screen of their own", () => {
    const volunteer = routesForTitle('Volunteer').map((view) => view.path);
    for (const path of FIELD_ROUTES) {
      expect(volunteer, path).toContain(path);
      expect(SCREENS[path], path).toBeDefined();
    }
  });

  it('says that a page outside the field screens needs a connection', () => {
    renderOffline('/surveys');
    expect(screen.getByRole('status')).toHaveTextContent(NEEDS_CONNECTION_MESSAGE);
    expect(screen.getByRole('heading', { name: 'No connection', level: 1 })).toBeInTheDocument();
  });

  it('opens the field screens without a connection', () => {
    renderOffline('/walkbooks');
    expect(screen.queryByText(NEEDS_CONNECTION_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Loading the page')).toBeInTheDocument();
  });
});
