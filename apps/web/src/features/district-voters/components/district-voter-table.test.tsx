import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type RecordedCall } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

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

const bodyOf = (call: RecordedCall | undefined) => call?.body as Record<string, unknown> | undefined;

describe('the district voters table', { timeout: 20_000 }, () => {
  it('sorts by a clicked column, ascending then descending, and pages 50 at a time', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({
      path: '/groundwork/district/voters-hosted',
      setup: (fake) => {
        fake.on('GET /api/voter-tag/all/', () => json(200, []));
        fake.on('GET /api/district/voter-import/all/', () => json(200, []));
        fake.on('POST /api/voter-group/count/', () => json(200, { count: 120, doors: 80 }));
        fake.on('POST /api/district/voters/', (call) =>
          json(200, { total: 120, skip: bodyOf(call)?.skip ?? 0, limit: 50, voters: [voter] }),
        );
      },
    });
    const table = await screen.findByRole('table', { name: 'District voters' }, { timeout: 10_000 });
    expect(within(table).getByText('Lovelace')).toBeInTheDocument();
    expect(await screen.findByTestId('district-voter-total')).toHaveTextContent('120 voters');
    const calls = () => server.callsTo('POST', '/api/district/voters/');
    expect(bodyOf(calls()[0])).toMatchObject({ skip: 0, limit: 50, sort: 'last_name', order: 'asc' });

    const age = within(table).getByRole('columnheader', { name: /Age/ });
    expect(age).toHaveAttribute('aria-sort', 'none');
    await user.click(within(age).getByRole('button', { name: /Age/ }));
    await waitFor(() => {
      expect(bodyOf(calls().at(-1))).toMatchObject({ sort: 'age', order: 'asc', skip: 0 });
    });
    expect(within(table).getByRole('columnheader', { name: /Age/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(table).getByRole('columnheader', { name: /Last name/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );

    await user.click(within(table).getByRole('button', { name: /Age/ }));
    await waitFor(() => {
      expect(bodyOf(calls().at(-1))).toMatchObject({ sort: 'age', order: 'desc' });
    });
    expect(within(table).getByRole('columnheader', { name: /Age/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      expect(bodyOf(calls().at(-1))).toMatchObject({ sort: 'age', order: 'desc', skip: 50 });
    });
  });

  it('counts the matching voters and doors in the header after a filter change', async () => {
    const user = userEvent.setup();
    await renderApp({
      path: '/groundwork/district/voters-hosted',
      setup: (fake) => {
        fake.on('GET /api/voter-tag/all/', () => json(200, []));
        fake.on('GET /api/district/voter-import/all/', () => json(200, []));
        fake.on('POST /api/voter-group/count/', (call) =>
          json(
            200,
            bodyOf(call)?.genders ? { count: 26_010, doors: 14_200 } : { count: 50_000, doors: 23_133 },
          ),
        );
        fake.on('POST /api/district/voters/', () =>
          json(200, { total: 50_000, skip: 0, limit: 50, voters: [voter] }),
        );
      },
    });
    expect(
      await screen.findByTestId('district-voter-total', undefined, { timeout: 10_000 }),
    ).toHaveTextContent('50,000 voters');
    await user.click(screen.getAllByRole('checkbox', { name: 'Female' })[0]!);
    await waitFor(() => {
      expect(screen.getByTestId('district-voter-total')).toHaveTextContent('26,010 of 50,000 voters');
    });
    expect(screen.queryByText(/50,000 of 50,000/)).not.toBeInTheDocument();
    expect(screen.getByTestId('district-door-total')).toHaveTextContent('14,200 doors');
  });

  it('invites an import when the district has no voters yet', async () => {
    await renderApp({
      path: '/groundwork/district/voters-hosted',
      setup: (fake) => {
        fake.on('GET /api/voter-tag/all/', () => json(200, []));
        fake.on('GET /api/district/voter-import/all/', () => json(200, []));
        fake.on('POST /api/voter-group/count/', () => json(200, { count: 0, doors: 0 }));
        fake.on('POST /api/district/voters/', () => json(200, { total: 0, skip: 0, limit: 50, voters: [] }));
      },
    });
    expect(
      await screen.findByText("No voters yet — import your district's voter file", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Import voter file' }).length).toBeGreaterThan(0);
  });
});

describe("a voter's contact history", { timeout: 20_000 }, () => {
  it('opens from the name: door visits with survey answers, texts and mail, and consent', async () => {
    const user = userEvent.setup();
    await renderApp({
      path: '/groundwork/district/voters-hosted',
      setup: (fake) => {
        fake.on('GET /api/voter-tag/all/', () => json(200, []));
        fake.on('GET /api/district/voter-import/all/', () => json(200, []));
        fake.on('POST /api/voter-group/count/', () => json(200, { count: 1, doors: 1 }));
        fake.on('POST /api/district/voters/', () =>
          json(200, { total: 1, skip: 0, limit: 50, voters: [voter] }),
        );
        fake.on('GET /api/voter/contact-history/', (call) =>
          json(200, {
            voter: {
              id: call.search.get('voter_id'),
              name: 'Ada Lovelace',
              address: '1 Main St, Raleigh 27601',
              phone: null,
              email: null,
            },
            entries: [
              {
                channel: 'text',
                at: '2026-11-18T15:00:00Z',
                contacted: true,
                user_name: 'Sam Lee',
                summary: 'Hi Ada, it is Casey…',
                walkbook: null,
                result: null,
                notes: null,
                survey_answers: [],
              },
              {
                channel: 'door',
                at: '2026-11-17T15:00:00Z',
                contacted: true,
                user_name: 'Sam Lee',
                summary: null,
                walkbook: { id: '5e0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Oakwood' },
                result: 'contacted',
                notes: 'Wants a sign',
                survey_answers: [{ question: 'Support?', answer: 'Yes' }],
              },
              {
                channel: 'mail',
                at: '2026-11-16T15:00:00Z',
                contacted: false,
                user_name: null,
                summary: 'Fall mailer',
                walkbook: null,
                result: null,
                notes: null,
                survey_answers: [],
              },
            ],
            consent: {
              voter_id: voter.id,
              contacts: { phone: null, email: null, address: 'H1' },
              channels: ['sms', 'call', 'mail', 'door'].map((channel) => ({
                channel,
                opted_out: channel === 'mail',
                latest: null,
              })),
              history: [],
            },
          }),
        );
      },
    });
    const table = await screen.findByRole('table', { name: 'District voters' }, { timeout: 10_000 });
    await user.click(within(table).getByRole('button', { name: 'Lovelace' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(await within(drawer).findByText('Oakwood · Contacted')).toBeInTheDocument();
    expect(within(drawer).getByText('Wants a sign')).toBeInTheDocument();
    expect(within(drawer).getByText('Yes')).toBeInTheDocument();
    expect(within(drawer).getByText('Hi Ada, it is Casey…')).toBeInTheDocument();
    expect(within(drawer).getByText('Fall mailer')).toBeInTheDocument();
    expect(within(drawer).getByText('Mail: opted out')).toBeInTheDocument();
    expect(within(drawer).getByText('Texts: may be reached')).toBeInTheDocument();
  });

  it('says "Failed to fetch voter count" with the reason when the count fails, and counts again on Try again', async () => {
    const user = userEvent.setup();
    let isDown = true;
    await renderApp({
      path: '/groundwork/district/voters-hosted',
      setup: (fake) => {
        fake.on('GET /api/voter-tag/all/', () => json(200, []));
        fake.on('GET /api/district/voter-import/all/', () => json(200, []));
        fake.on('POST /api/voter-group/count/', () =>
          isDown
            ? json(400, { detail: 'The voter index is being rebuilt', code: 'VALIDATION_FAILED' })
            : json(200, { count: 120, doors: 80 }),
        );
        fake.on('POST /api/district/voters/', () =>
          json(200, { total: 1, skip: 0, limit: 50, voters: [voter] }),
        );
      },
    });
    const alert = await screen.findByText('Failed to fetch voter count', {}, { timeout: 10_000 });
    expect(alert.closest('[role="alert"]')).toHaveTextContent('The voter index is being rebuilt');
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('district-voter-total')).toHaveTextContent('120 voters');
  });
});
