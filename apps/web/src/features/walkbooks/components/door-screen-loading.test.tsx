import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type FakeServer, type RecordedCall } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { serveWalkbook, WALKBOOK_ID } from './canvass-fixtures';

/** A route answered only when `release` is called. */
const held = (fake: FakeServer, key: string, answer: () => Response) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  fake.on(key, async () => {
    await gate;
    return answer();
  });
  return () => release();
};

describe('opening the door screen on a slow phone (decision 0029)', { timeout: 40_000 }, () => {
  it("asks for the walkbook, its survey and its route while the session's lists are still loading", async () => {
    const puts: RecordedCall[] = [];
    let releaseList: () => void = () => undefined;
    const { server } = await renderApp({
      path: `/groundwork/walkbook/id/${WALKBOOK_ID}`,
      setup: (fake) => {
        serveWalkbook(fake, puts);
        releaseList = held(fake, 'GET /api/walkbook/all/', () => json(200, []));
      },
    });
    await waitFor(() => {
      expect(server.callsTo('GET', '/api/walkbook/')).toHaveLength(1);
      expect(server.callsTo('GET', `/api/walkbook/survey/${WALKBOOK_ID}`)).toHaveLength(1);
      expect(server.callsTo('GET', '/api/walkbook/optimized/')).toHaveLength(1);
    });
    // The session is still loading its lists: the screen is not shown yet, its data already asked for.
    expect(screen.getByTestId('loading-message')).toBeInTheDocument();
    releaseList();
    expect(await screen.findByRole('button', { name: 'Start at door 1' }, { timeout: 15_000 })).toBeEnabled();
  });

  it('starts the map only once the first door is open', async () => {
    const puts: RecordedCall[] = [];
    let releaseRoute: () => void = () => undefined;
    await renderApp({
      path: `/groundwork/walkbook/id/${WALKBOOK_ID}`,
      setup: (fake) => {
        serveWalkbook(fake, puts);
        releaseRoute = held(fake, 'GET /api/walkbook/optimized/', () =>
          json(200, {
            id: WALKBOOK_ID,
            start: null,
            length_m: 120,
            unplaced: [],
            stops: [{ household_key: 'H2', address: '14 Oak St, Raleigh', lat: 35.781, lng: -78.64 }],
          }),
        );
      },
    });
    expect(
      await screen.findByText('0 of 2 doors knocked', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Walking route' })).not.toBeInTheDocument();
    releaseRoute();
    const start = await screen.findByRole('button', { name: 'Start at door 1' });
    expect(screen.queryByRole('region', { name: 'Walking route' })).not.toBeInTheDocument();
    await userEvent.setup().click(start);
    expect(await screen.findByRole('region', { name: 'Ben Rivera' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Walking route' })).toBeInTheDocument();
  });
});

describe('the door screen on a phone (decision 0029)', { timeout: 40_000 }, () => {
  const matchMedia = vi.mocked(window.matchMedia);
  const wide = matchMedia.getMockImplementation();
  afterEach(() => {
    if (wide) matchMedia.mockImplementation(wide);
    localStorage.clear();
  });

  it('draws the map only when the canvasser asks for it, and remembers the choice', async () => {
    matchMedia.mockImplementation((query) => ({
      ...(wide?.(query) ?? ({} as MediaQueryList)),
      matches: query === '(max-width: 47.99em)',
    }));
    const puts: RecordedCall[] = [];
    await renderApp({
      path: `/groundwork/walkbook/id/${WALKBOOK_ID}`,
      setup: (fake) => serveWalkbook(fake, puts),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start at door 1' }, { timeout: 15_000 }));
    expect(await screen.findByRole('region', { name: 'Ben Rivera' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Walking route' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the map' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the map' }));
    expect(await screen.findByRole('region', { name: 'Walking route' })).toBeInTheDocument();
    expect(localStorage.getItem('groundwork:door-screen-map')).toBe('true');
  });
});
