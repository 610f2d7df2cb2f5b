import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ID, json, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { book, request, REQUEST_ID } from './recommendation-fixtures';

const withRequest = (server: FakeServer) => {
  server.on('GET /api/recommended-walkbook/recommendation/', () => json(200, request));
  server.on('GET /api/recommended-walkbook/recommendation/all/', () => json(200, []));
  server.on(
    'DELETE /api/recommended-walkbook/recommendation/delete/',
    () => new Response(null, { status: 204 }),
  );
};

describe('recommendations', { timeout: 45_000 }, () => {
  it('ranks the recommended walkbooks by uncontacted targets and deletes the request after asking', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({
      path: `/groundwork/recommendation/id/${REQUEST_ID}`,
      setup: withRequest,
    });
    const table = await screen.findByRole(
      'table',
      { name: 'Recommended walkbooks by rank' },
      { timeout: 10_000 },
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['', '1', 'Democrats 1', '40', '61', '58'],
      ['', '2', 'Democrats 2', '40', '61', '12'],
    ]);
    expect(screen.getByTestId('request-summary')).toHaveTextContent('2 walkbooks · 80 doors · 122 voters');
    expect(within(rows[0]!).getByRole('link', { name: 'Democrats 1' })).toHaveAttribute(
      'href',
      `/groundwork/recommendation-walkbook/${book(1, 0).id}`,
    );

    await user.click(screen.getByRole('button', { name: 'Delete request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete request' });
    expect(server.callsTo('DELETE', '/api/recommended-walkbook/recommendation/delete/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete request' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/groundwork/recommendations'),
    );
    const [call] = server.callsTo('DELETE', '/api/recommended-walkbook/recommendation/delete/');
    expect(Object.fromEntries(call!.search)).toEqual({ id: REQUEST_ID, campaign_id: CAMPAIGN_ID });
  });

  it('requests walkbooks sized by walking time for the filtered voters', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({
      path: '/groundwork/recommendation/request',
      setup: (fake) => {
        fake.on('GET /api/voter-tag/all/', () => json(200, []));
        fake.on('GET /api/survey/all/', () => json(200, []));
        fake.on('POST /api/district/voters/doors/', () =>
          json(200, { doors: [], total_doors: 0, truncated: false }),
        );
        fake.on('POST /api/voter-group/count/', () => json(200, { count: 1200, doors: 800 }));
        fake.on('POST /api/recommended-walkbook/request-walkbook-recommendation/', () =>
          json(201, { ...request, status: 'Pending', recommended_walkbooks: undefined }),
        );
        fake.on('GET /api/recommended-walkbook/recommendation/', () => json(200, request));
      },
    });
    await user.type(
      await screen.findByRole('textbox', { name: /^Request name/ }, { timeout: 10_000 }),
      'Democrats',
    );
    const party = screen.getByRole('combobox', { name: 'Party' });
    await user.type(party, 'DEM{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Walking time' }));
    expect(await screen.findByText('About 50 doors at 25 doors an hour')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('recommendation-estimate')).toHaveTextContent(
        'About 16 walkbooks of 50 doors',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Request recommendation' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/groundwork/recommendation/id/${REQUEST_ID}`),
    );
    expect(
      server.callsTo('POST', '/api/recommended-walkbook/request-walkbook-recommendation/')[0]?.body,
    ).toEqual({
      campaign_id: CAMPAIGN_ID,
      request_name: 'Democrats',
      description: null,
      filter_params: { parties: ['DEM'] },
      target_minutes: 120,
      survey_id: null,
    });
  });
});
