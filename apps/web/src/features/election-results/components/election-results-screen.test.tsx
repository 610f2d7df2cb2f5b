import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  ContestResult,
  PrecinctResults,
  ResultsImportReport,
} from '@groundwork/shared/contracts/election-results';
import { CAMPAIGN_ID, json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { ElectionResultsScreen } from './election-results-screen';

const PATH = '/groundwork/district/election-results';
/** The page as a Manager sees it (the shell's route wiring is the browser journey's). */
const page = <ElectionResultsScreen campaignId={CAMPAIGN_ID} canImport />;
const election = {
  id: '11111111-1111-4111-8111-111111111111',
  campaign_id: CAMPAIGN_ID,
  name: '2024 General',
  code: '2024G',
  election_date: '2024-11-05',
  contest_count: 2,
  precinct_count: 2,
  imported_at: '2025-01-10T10:00:00.000Z',
};
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const contest = (n: number, name: string, choices: [string, string | null, number][]): ContestResult => {
  const total = choices.reduce((sum, [, , votes]) => sum + votes, 0);
  return {
    id: id(n),
    name,
    vote_for: 1,
    total_votes: total,
    precinct_count: 2,
    choices: choices.map(([choice, party, votes], i) => ({
      id: id(n + i + 1),
      name: choice,
      party,
      votes,
      share: votes / total,
      is_winner: i === 0,
    })),
  };
};
const governor = contest(1, 'Governor', [
  ['Adrienne Moss', 'DEM', 600],
  ['Carl Pruitt', 'REP', 400],
]);
const bond = contest(4, 'Affordable Housing Bond', [
  ['For', null, 700],
  ['Against', null, 300],
]);
const precinctsOf = (c: ContestResult): PrecinctResults => ({
  election,
  contest: c,
  precincts: ['01-01', '01-02'].map((precinct, i) => ({
    precinct,
    is_real: true,
    votes: Object.fromEntries(c.choices.map((choice) => [choice.id, choice.votes / 2])),
    total_votes: c.total_votes / 2,
    leader_choice_id: c.choices[0]?.id ?? null,
    margin: 100 + i,
    margin_share: 0.2,
    ballots_cast: 520 + i,
    ballots_estimated: false,
    registered: 800,
    registered_from_voter_file: true,
    turnout: (520 + i) / 800,
  })),
});

const serveResults = (fake: Parameters<NonNullable<Parameters<typeof renderApp>[0]['setup']>>[0]) => {
  fake.on('GET /api/election-results/all/', () => json(200, [election]));
  fake.on('GET /api/election-results/', () => json(200, { election, contests: [governor, bond] }));
  fake.on('GET /api/election-results/shapes/', () => json(200, { type: 'FeatureCollection', features: [] }));
  fake.on('GET /api/election-results/precincts/', (call) =>
    json(200, precinctsOf(call.search.get('contest_id') === bond.id ? bond : governor)),
  );
};

describe('the election results page', { timeout: 20_000 }, () => {
  it('shows a contest by choice and by precinct with turnout, and switches contest', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({ path: PATH, children: page, setup: serveResults });
    const byChoice = await screen.findByRole('table', { name: 'Results by choice' }, { timeout: 10_000 });
    const moss = within(byChoice).getByText('Adrienne Moss').closest('tr');
    expect(moss).toHaveTextContent('600');
    expect(moss).toHaveTextContent('60.0%');
    expect(moss).toHaveTextContent('Winner');
    expect(
      screen.getByRole('img', { name: /Votes by choice: Adrienne Moss 600 votes, 60\.0%/ }),
    ).toBeInTheDocument();

    const byPrecinct = await screen.findByRole('table', { name: 'Results by precinct' });
    const first = within(byPrecinct).getByText('01-01').closest('tr');
    expect(first).toHaveTextContent('Adrienne Moss');
    expect(first).toHaveTextContent('+100 (20.0%)');
    expect(first).toHaveTextContent('65.0%'); // 520 ballots ÷ 800 registered
    expect(screen.getByText(/Registered voters from your voter file/)).toBeInTheDocument();
    expect(screen.getByText(/Import precinct shapes \(GeoJSON\) to see a map/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Contest' }));
    await user.click(await screen.findByRole('option', { name: 'Affordable Housing Bond', hidden: true }));
    await waitFor(() => {
      expect(server.callsTo('GET', '/api/election-results/precincts/').at(-1)?.search.get('contest_id')).toBe(
        bond.id,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Affordable Housing Bond' })).toBeInTheDocument();
    await waitFor(() => {
      expect(
        within(screen.getByRole('table', { name: 'Results by precinct' })).getAllByText('For'),
      ).not.toHaveLength(0);
    });
  });

  it('invites an import when nothing is imported, checks the file, then imports and lists rejected rows', async () => {
    const user = userEvent.setup();
    const report = (dryRun: boolean): ResultsImportReport => ({
      dry_run: dryRun,
      file_name: 'results.csv',
      header: ['Contest', 'Choice', 'Precinct', 'Votes', 'Election Date'],
      mapping: {
        layout: 'generic',
        fields: { contest: 0, choice: 1, precinct: 2, votes: 3, election_date: 4 },
      },
      missing_fields: [],
      counties: [],
      rows_read: 3,
      rows_imported: 2,
      rows_rejected: 1,
      rows_skipped: 0,
      elections: [
        {
          id: dryRun ? null : election.id,
          name: '2024 General',
          code: null,
          election_date: '2024-11-05',
          contests: 1,
          precincts: 2,
          rows: 2,
          replaced: false,
        },
      ],
      rejected: [{ line: 4, reason: 'Votes "abc" is not a whole number' }],
    });
    const { server } = await renderApp({
      path: PATH,
      children: page,
      setup: (fake) => {
        fake.on('GET /api/election-results/all/', () => json(200, []));
        fake.on('GET /api/election-results/shapes/', () =>
          json(200, { type: 'FeatureCollection', features: [] }),
        );
        fake.on('POST /api/election-results/import/', (call) =>
          json(call.search.get('dry_run') ? 200 : 201, report(call.search.get('dry_run') === 'true')),
        );
      },
    });
    const empty = await screen.findByTestId('empty-state', {}, { timeout: 10_000 });
    expect(empty).toHaveTextContent('No election results yet');
    await user.click(within(empty).getByRole('button', { name: 'Import results' }));

    const dialog = await screen.findByRole('dialog', { name: 'Import election results' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['Contest,Choice\n'], 'results.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(await within(dialog).findByText('Ready to import 2 of 3 rows')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Votes' })).toHaveValue('Votes');
    expect(within(dialog).getByRole('table', { name: 'Rejected rows' })).toHaveTextContent(
      '4Votes "abc" is not a whole number',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Imported 2 rows, rejected 1')).toBeInTheDocument();
    const imports = server.callsTo('POST', '/api/election-results/import/');
    expect(imports.map((call) => call.search.get('dry_run'))).toEqual(['true', null]);
    expect(imports.every((call) => call.search.get('campaign_id') === CAMPAIGN_ID)).toBe(true);
  });
});
