import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Election } from '@groundwork/shared/contracts/elections';
import type { VoterGroup } from '@groundwork/shared/contracts/voter-groups';
import type { VoterBreakdown, VoterFilter } from '@groundwork/shared/contracts/voters';
import { CAMPAIGN_ID, json, USER_ID, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { COUNT_DEBOUNCE_MS } from '../../../components/voter-filter/api/count-voters';

const GROUP_ID = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const NOW = '2026-02-01T12:00:00.000Z';

/** The fake voter file: everyone is 1,000 voters; a name search finds 12. */
const countFor = (filter: VoterFilter) =>
  filter.name ? { count: 12, doors: 9 } : { count: 1000, doors: 640 };

const breakdownFor = (filter: VoterFilter): VoterBreakdown => ({
  total: countFor(filter).count,
  doors: countFor(filter).doors,
  party: [
    { key: 'DEM', count: 600 },
    { key: 'REP', count: 400 },
  ],
  gender: [
    { key: 'F', count: 520 },
    { key: 'M', count: 480 },
  ],
  age_band: [{ key: '25-34', count: 1000 }],
  turnout_band: [
    { key: '50-99%', count: 700 },
    { key: 'Unknown', count: 300 },
  ],
  precinct: [{ key: 'P-12', count: 1000 }],
  zip: [{ key: '27601', count: 1000 }],
});

const makeGroup = (overrides: Partial<VoterGroup> = {}): VoterGroup => ({
  id: GROUP_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: USER_ID,
  name: 'Young Democrats',
  description: null,
  type: 'filter',
  creation_method: 'Created',
  status: 'Pending',
  filter_params: {},
  voter_count: 0,
  door_count: 0,
  error: null,
  created_at: NOW,
  updated_at: NOW,
  ...overrides,
});

const withVoterFile = (server: FakeServer) => {
  server.on('GET /api/voter-tag/all/', () => json(200, []));
  server.on('POST /api/voter-group/count/', (call) => json(200, countFor(call.body as VoterFilter)));
  server.on('POST /api/voter-group/voter-breakdown/', (call) =>
    json(200, breakdownFor(call.body as VoterFilter)),
  );
};

const general = (year: number, mmdd: string, voters: number): Election => ({
  code: `${String(year)}G-${mmdd}`,
  date: `${String(year)}-${mmdd.slice(0, 2)}-${mmdd.slice(2)}`,
  type: 'GENERAL',
  voters,
  name: `${String(year)} General`,
});

/** The campaign's vote history, newest first as the server lists it. */
const ELECTIONS: Election[] = [
  general(2024, '1105', 61_204),
  { code: '2024P-0305', date: '2024-03-05', type: 'PRIMARY', voters: 20_480, name: '2024 Primary' },
  general(2022, '1108', 48_112),
  general(2020, '1103', 65_007),
  general(2018, '1106', 40_300),
  general(2016, '1108', 58_950),
];
const LAST_4_GENERALS = ['2024G-1105', '2022G-1108', '2020G-1103', '2018G-1106'];

const countBodies = (server: FakeServer) =>
  server.callsTo('POST', '/api/voter-group/count/').map((call) => call.body);

describe('the voter group builder', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the whole voter file, then the changed filter once it rests for 300 ms', async () => {
    const { server } = await renderApp({ path: '/groundwork/voter-group/search', setup: withVoterFile });

    expect(await screen.findByTestId('voter-count', {}, { timeout: 10_000 })).toHaveTextContent('1,000');
    expect(screen.getByTestId('door-count')).toHaveTextContent('640');
    expect(countBodies(server)).toEqual([{}]);
    expect(server.callsTo('POST', '/api/voter-group/count/')[0]?.search.get('campaign_id')).toBe(CAMPAIGN_ID);

    // The debounce runs on fake timers, so the test does not depend on how fast the machine types.
    // (fireEvent, not user-event: Testing Library's async wrapper waits on a timer that would not run.)
    const name = screen.getByRole('textbox', { name: /^Name/ });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const typed of ['A', 'An', 'Ann']) {
        fireEvent.change(name, { target: { value: typed } });
        act(() => {
          vi.advanceTimersByTime(100);
        });
      }
      act(() => {
        vi.advanceTimersByTime(COUNT_DEBOUNCE_MS - 50);
      });
      // Typing does not ask the server at every key, and the previous numbers stay on screen.
      expect(countBodies(server)).toEqual([{}]);
      expect(screen.getByTestId('voter-count')).toHaveTextContent('1,000');
      expect(screen.getByTestId('count-updating')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(50);
      });
      act(() => {
        vi.runOnlyPendingTimers();
      });
    } finally {
      vi.useRealTimers();
    }

    await waitFor(() => {
      expect(screen.getByTestId('voter-count')).toHaveTextContent('12');
    });
    expect(screen.getByTestId('door-count')).toHaveTextContent('9');
    expect(countBodies(server)).toEqual([{}, { name: 'Ann' }]);
    expect(server.callsTo('POST', '/api/voter-group/voter-breakdown/').at(-1)?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      name: 'Ann',
    });
    expect(screen.queryByTestId('count-updating')).not.toBeInTheDocument();
  });

  it('aborts a count whose filter has changed again', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({
      path: '/groundwork/voter-group/search',
      setup: (fake) => {
        withVoterFile(fake);
        fake.on('POST /api/voter-group/count/', async (call) => {
          // The count of "A" never answers on its own: only an abort ends it.
          if ((call.body as VoterFilter).name === 'A') await new Promise(() => undefined);
          return json(200, countFor(call.body as VoterFilter));
        });
      },
    });
    await screen.findByTestId('voter-count', {}, { timeout: 10_000 });
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.type(name, 'A');
    await waitFor(() => {
      expect(countBodies(server)).toEqual([{}, { name: 'A' }]);
    });
    await user.type(name, 'n');
    await waitFor(() => {
      expect(screen.getByTestId('voter-count')).toHaveTextContent('12');
    });
    const countCalls = server.fetch.mock.calls.filter(([input]) =>
      String(input).includes('/voter-group/count/'),
    );
    expect(countCalls[1]?.[1]?.signal?.aborted).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not count an impossible age range, and says why', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({ path: '/groundwork/voter-group/search', setup: withVoterFile });
    await screen.findByTestId('voter-count', {}, { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: 'Minimum age' }), '60');
    await user.type(screen.getByRole('textbox', { name: 'Maximum age' }), '30');
    expect(await screen.findByText('Minimum age must not exceed Maximum age')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Save voter group/ })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(countBodies(server).some((body) => (body as VoterFilter).age_max === 30)).toBe(false);
  });

  it('saves the filter as a group and opens it', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({
      path: '/groundwork/voter-group/search',
      setup: (fake) => {
        withVoterFile(fake);
        fake.on('POST /api/voter-group/', (call) =>
          json(
            201,
            makeGroup({ filter_params: (call.body as { filter_params: VoterFilter }).filter_params }),
          ),
        );
        fake.on('GET /api/voter-group/', () =>
          json(200, makeGroup({ status: 'Ready', filter_params: { parties: ['DEM'] }, voter_count: 600 })),
        );
        fake.on('GET /api/voter-group/voters/', () =>
          json(200, { total: 0, skip: 0, limit: 50, voters: [] }),
        );
      },
    });
    await screen.findByTestId('voter-count', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: /Save voter group/ }));
    expect(await screen.findByText('Enter a name for the group')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: /^Party/ }), 'dem{Enter}');
    await user.type(screen.getByRole('textbox', { name: /Group name/ }), 'Young Democrats');
    await user.click(screen.getByRole('button', { name: /Save voter group/ }));

    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(`/groundwork/voter-group/id/${GROUP_ID}`);
    });
    expect(server.callsTo('POST', '/api/voter-group/')[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      name: 'Young Democrats',
      filter_params: { parties: ['DEM'] },
    });
    expect(await screen.findByRole('heading', { name: 'Young Democrats' })).toBeInTheDocument();
    expect(within(await screen.findByTestId('filter-summary')).getByText('Party: DEM')).toBeInTheDocument();
  });

  it(
    'offers the vote history by name and counts the codes: 2 of the last 4 generals, voted early',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      let saved: VoterFilter = {};
      const { server } = await renderApp({
        path: '/groundwork/voter-group/search',
        setup: (fake) => {
          withVoterFile(fake);
          fake.on('GET /api/district/elections/', () => json(200, ELECTIONS));
          fake.on('POST /api/voter-group/', (call) => {
            saved = (call.body as { filter_params: VoterFilter }).filter_params;
            return json(201, makeGroup({ filter_params: saved }));
          });
          fake.on('GET /api/voter-group/', () =>
            json(200, makeGroup({ status: 'Ready', filter_params: saved })),
          );
          fake.on('GET /api/voter-group/voters/', () =>
            json(200, { total: 0, skip: 0, limit: 50, voters: [] }),
          );
        },
      });
      await screen.findByTestId('voter-count', {}, { timeout: 10_000 });
      expect(server.callsTo('GET', '/api/district/elections/')[0]?.search.get('campaign_id')).toBe(
        CAMPAIGN_ID,
      );

      // The list names each election with its voters; no code is typed.
      const quickPick = await screen.findByRole('button', { name: 'Last 4 generals' });
      await user.click(screen.getByRole('combobox', { name: /^Voted in elections/ }));
      expect(
        await screen.findByRole('option', { name: /2024 General\s*61,204 voters/, hidden: true }),
      ).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('textbox', { name: /^Voted in at least/ })).toBeDisabled();

      await user.click(quickPick);
      await user.type(screen.getByRole('textbox', { name: /^Voted in at least/ }), '2');
      await user.click(screen.getByRole('checkbox', { name: 'Voted early' }));
      await user.type(screen.getByRole('textbox', { name: 'Lowest turnout score' }), '50');

      const wanted = {
        vote_history: { elections: LAST_4_GENERALS, min: 2, methods: ['early'] },
        turnout_min: 50,
      };
      await waitFor(() => {
        expect(countBodies(server).at(-1)).toEqual(wanted);
      });
      // The turnout band is one of the breakdown's charts.
      expect(
        await screen.findByRole('img', {
          name: 'Turnout score: 0% 0, 1-49% 0, 50-99% 700, 100% 0, No score 300',
        }),
      ).toBeInTheDocument();

      await user.type(screen.getByRole('textbox', { name: /Group name/ }), 'Early generals');
      await user.click(screen.getByRole('button', { name: /Save voter group/ }));
      await waitFor(() => {
        expect(screen.getByTestId('location')).toHaveTextContent(`/groundwork/voter-group/id/${GROUP_ID}`);
      });
      expect(saved).toEqual(wanted);
      // The saved group reads back with the elections' names.
      const summary = within(await screen.findByTestId('filter-summary'));
      expect(
        await summary.findByText(
          'Voted in at least 2 of 2024 General, 2022 General, 2020 General and 2018 General, cast early',
        ),
      ).toBeInTheDocument();
      expect(summary.getByText('Turnout score 50% to 100%')).toBeInTheDocument();
    },
  );

  it('says how to get vote history when the campaign has none', async () => {
    await renderApp({ path: '/groundwork/voter-group/search', setup: withVoterFile });
    expect(await screen.findByTestId('no-vote-history', {}, { timeout: 10_000 })).toHaveTextContent(
      "No vote history yet — import your state's vote-history file.",
    );
    expect(screen.queryByRole('combobox', { name: /^Voted in elections/ })).not.toBeInTheDocument();
  });
});
