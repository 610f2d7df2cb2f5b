import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  RecommendationRequestDetail,
  RecommendedWalkbook,
  RecommendedWalkbookDetail,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import { CAMPAIGN_ID, json, USER_ID, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const REQUEST_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const WALKBOOK_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const NOW = '2026-10-01T12:00:00.000Z';
const AREA = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-78.64, 35.78],
      [-78.63, 35.78],
      [-78.63, 35.79],
      [-78.64, 35.78],
    ] as [number, number][],
  ],
};

const book = (
  rank: number,
  uncontacted: number,
  overrides: Partial<RecommendedWalkbook> = {},
): RecommendedWalkbook => ({
  id: `${String(rank)}c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f`,
  campaign_id: CAMPAIGN_ID,
  request_id: REQUEST_ID,
  user_id: USER_ID,
  name: `Democrats ${String(rank)}`,
  creation_method: 'Recommended',
  status: 'Proposed',
  rank,
  geo_data: AREA,
  geojson: {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { kind: 'area' }, geometry: AREA },
      {
        type: 'Feature',
        properties: { kind: 'doors' },
        geometry: { type: 'MultiPoint', coordinates: [[-78.635, 35.785]] },
      },
    ],
  },
  filter_params: { parties: ['DEM'] },
  survey_id: null,
  survey_name: null,
  doors: 40,
  voters: 61,
  uncontacted,
  estimated_minutes: 96,
  walkbook_id: null,
  created_at: NOW,
  updated_at: NOW,
  ...overrides,
});

const request: RecommendationRequestDetail = {
  id: REQUEST_ID,
  campaign_id: CAMPAIGN_ID,
  campaign_name: 'Riverside for Council',
  user_id: USER_ID,
  request_name: 'Democrats',
  description: 'Every Democrat',
  outreach_type: 'Walkbook',
  creation_method: 'Requested',
  filter_params: { parties: ['DEM'] },
  target_doors: 40,
  target_minutes: null,
  survey_id: null,
  status: 'Ready',
  error: null,
  voters: 122,
  doors: 80,
  unplaced_doors: 0,
  walkbook_count: 2,
  accepted_count: 0,
  created_at: NOW,
  updated_at: NOW,
  recommended_walkbooks: [book(1, 58), book(2, 12)],
};

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
      ['1', 'Democrats 1', '40', '61', '58'],
      ['2', 'Democrats 2', '40', '61', '12'],
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

  it('accepts a recommended walkbook and opens the walkbook made from it', async () => {
    const user = userEvent.setup();
    const detail: RecommendedWalkbookDetail = {
      ...book(1, 58),
      request_name: 'Democrats',
      door_list: [
        { household_key: 'H1', address: '12 Oak St, Raleigh', lat: 35.785, lng: -78.635, voters: 2 },
      ],
    };
    const { server } = await renderApp({
      path: `/groundwork/recommendation-walkbook/${detail.id}`,
      setup: (fake) => {
        fake.on('GET /api/recommended-walkbook/', () => json(200, detail));
        fake.on('GET /api/survey/all/', () => json(200, []));
        fake.on('PUT /api/recommended-walkbook/', () =>
          json(200, { ...book(1, 58), status: 'Accepted', walkbook_id: WALKBOOK_ID }),
        );
      },
    });
    await screen.findByRole('heading', { name: 'Democrats 1' }, { timeout: 10_000 });
    expect(screen.getByRole('cell', { name: '12 Oak St, Raleigh' })).toBeInTheDocument();
    expect(screen.getByText('≈ 1 h 36 min')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept as walkbook' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/groundwork/walkbook/id/${WALKBOOK_ID}`),
    );
    expect(server.callsTo('PUT', '/api/recommended-walkbook/')[0]?.body).toEqual({
      id: detail.id,
      campaign_id: CAMPAIGN_ID,
      status: 'Accepted',
    });
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
