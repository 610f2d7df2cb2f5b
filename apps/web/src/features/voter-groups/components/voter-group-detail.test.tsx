import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { VoterGroup } from '@groundwork/shared/contracts/voter-groups';
import { MESSAGES } from '@groundwork/shared/messages';
import { CAMPAIGN_ID, json, USER_ID } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const GROUP_ID = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const NOW = '2026-02-01T12:00:00.000Z';
const PATH = `/groundwork/voter-group/id/${GROUP_ID}`;

const makeGroup = (overrides: Partial<VoterGroup> = {}): VoterGroup => ({
  id: GROUP_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: USER_ID,
  name: 'Seniors in 27601',
  description: null,
  type: 'filter',
  creation_method: 'Created',
  status: 'Ready',
  filter_params: { age_min: 65, zips: ['27601'] },
  voter_count: 1,
  door_count: 1,
  error: null,
  created_at: NOW,
  updated_at: NOW,
  ...overrides,
});

const voter = {
  id: '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d',
  state_voter_id: 'NC1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  res_street: '1 Main St',
  res_city: 'Raleigh',
  res_zip: '27601',
  party: 'UNA',
  gender: 'F',
  age: 70,
  phone: null,
  email: null,
  precinct: '12',
  lat: null,
  lng: null,
};

describe('a voter group', { timeout: 20_000 }, () => {
  it('shows the group, its filter in words and its voters; deletes it after confirming', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({
      path: PATH,
      setup: (fake) => {
        fake.on('GET /api/voter-tag/all/', () => json(200, []));
        fake.on('GET /api/voter-group/', () => json(200, makeGroup()));
        fake.on('GET /api/voter-group/voters/', () =>
          json(200, { total: 1, skip: 0, limit: 50, voters: [voter] }),
        );
        fake.on('GET /api/voter-group/all/', () => json(200, []));
        fake.on('DELETE /api/voter-group/delete/', () => json(200, { detail: MESSAGES.voterGroupDeleted }));
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Seniors in 27601' }, { timeout: 10_000 }),
    ).toBeVisible();
    const summary = await screen.findByTestId('filter-summary');
    expect(within(summary).getByText('Aged 65 or older')).toBeInTheDocument();
    expect(within(summary).getByText('In ZIP code 27601')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Lovelace' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/voter-group/voters/')[0]?.search.get('limit')).toBe('50');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete voter group' });
    expect(within(dialog).getByText('Seniors in 27601')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete voter group' }));

    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/groundwork/voter-groups');
    });
    expect(await screen.findByText(MESSAGES.voterGroupDeleted)).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/voter-group/delete/')[0]?.search.get('voter_group_id')).toBe(
      GROUP_ID,
    );
  });

  it('exports the voters in the order the table shows them', async () => {
    const user = userEvent.setup();
    // jsdom cannot hand a blob to the browser: the download itself is stubbed.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:export';
        static override revokeObjectURL = () => undefined;
      },
    );
    const { server } = await renderApp({
      path: PATH,
      setup: (fake) => {
        fake.on('GET /api/voter-tag/all/', () => json(200, []));
        fake.on('GET /api/voter-group/', () => json(200, makeGroup()));
        fake.on('GET /api/voter-group/voters/', () =>
          json(200, { total: 1, skip: 0, limit: 50, voters: [voter] }),
        );
        fake.on(
          'GET /api/voter-group/export/',
          () => new Response('state_voter_id\nNC1\n', { headers: { 'content-type': 'text/csv' } }),
        );
      },
    });
    const table = await screen.findByRole('table', { name: 'Voters of the group' }, { timeout: 10_000 });
    await user.click(within(table).getByRole('button', { name: 'Age' }));
    await user.click(within(table).getByRole('button', { name: 'Age' }));
    await waitFor(() => {
      expect(within(table).getByRole('columnheader', { name: 'Age' })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    });
    const pages = server.callsTo('GET', '/api/voter-group/voters/');
    expect(Object.fromEntries(pages.at(-1)!.search)).toMatchObject({ sort: 'age', order: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => {
      expect(server.callsTo('GET', '/api/voter-group/export/')).toHaveLength(1);
    });
    expect(Object.fromEntries(server.callsTo('GET', '/api/voter-group/export/')[0]!.search)).toEqual({
      id: GROUP_ID,
      campaign_id: CAMPAIGN_ID,
      sort: 'age',
      order: 'desc',
    });
  });

  it('says when the group could not be built', async () => {
    await renderApp({
      path: PATH,
      setup: (fake) => {
        fake.on('GET /api/voter-tag/all/', () => json(200, []));
        fake.on('GET /api/voter-group/', () =>
          json(200, {
            ...makeGroup({ status: 'Failed' }),
            error: 'The voters of this group could not be selected',
          }),
        );
      },
    });
    expect(
      await screen.findByText(/The voters of this group could not be selected\./, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('This group could not be built')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeDisabled();
  });
});
