import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StreetsImport, StreetsSummary } from '@groundwork/shared/contracts/streets';
import { CAMPAIGN_ID, json, makeCampaignUser, makeUser } from '../../../test/fake-server';
import { stubUploads } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';
import { StreetsCard } from './streets-card';

const NONE: StreetsSummary = { streets: 0, bounds: null, source: null, imported_at: null };
const LOADED: StreetsSummary = {
  streets: 12_408,
  bounds: [-79.1, 35.6, -78.3, 36.1],
  source: { file_name: 'tl_2024_37183_roads.zip', kind: 'tiger', count: 12_408 },
  imported_at: '2026-11-20T15:00:00.000Z',
};
const IMPORTED: StreetsImport = {
  streets: 12_408,
  skipped: 3,
  bounds: [-79.1, 35.6, -78.3, 36.1],
  source: { file_name: 'tl_2024_37183_roads.zip', kind: 'tiger', count: 12_408 },
};

const renderCard = (summary: { current: StreetsSummary }) =>
  renderApp({
    path: '/groundwork/campaign',
    setup: (server) => {
      server.on('GET /api/streets/', () => json(200, summary.current));
      server.on('DELETE /api/streets/', () => {
        summary.current = NONE;
        return json(200, NONE);
      });
    },
    children: <StreetsCard campaignId={CAMPAIGN_ID} />,
  });

describe('the Streets card', { timeout: 30_000 }, () => {
  it('says where to get the file, uploads it with its progress, and says what was loaded', async () => {
    const sent = stubUploads();
    const summary = { current: NONE };
    await renderCard(summary);
    const card = await screen.findByRole('region', { name: 'Streets' });
    expect(
      await within(card).findByText(/US Census TIGER\/Line All Roads file for your county/),
    ).toBeVisible();
    const user = userEvent.setup();
    const input = card.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(input!, new File(['PK'], 'tl_2024_37183_roads.zip', { type: 'application/zip' }));
    await user.click(within(card).getByRole('button', { name: 'Load streets' }));

    const bar = await within(card).findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    const [xhr] = sent;
    expect(xhr?.url).toBe('/api/streets/import/');
    expect(xhr?.headers.get('authorization')).toMatch(/^Bearer /);
    const form = xhr?.body as FormData;
    expect([...form.keys()]).toEqual(['campaign_id', 'file']); // the campaign before the file
    expect(form.get('campaign_id')).toBe(CAMPAIGN_ID);
    expect((form.get('file') as File).name).toBe('tl_2024_37183_roads.zip');

    summary.current = LOADED;
    act(() => {
      xhr?.reply(200, IMPORTED);
    });
    expect(await within(card).findByRole('status')).toHaveTextContent('12,408 streets loaded, 3 skipped');
    expect(await within(card).findByTestId('streets-loaded')).toHaveTextContent(
      '12,408 streets from tl_2024_37183_roads.zip (TIGER/Line shapefile), loaded',
    );
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says why a file was refused', async () => {
    const sent = stubUploads();
    await renderCard({ current: NONE });
    const card = await screen.findByRole('region', { name: 'Streets' });
    const user = userEvent.setup();
    await within(card).findByText(/No streets loaded/);
    await user.upload(
      card.querySelector('input[type="file"]')!,
      new File(['{}'], 'roads.geojson', { type: 'application/geo+json' }),
    );
    await user.click(within(card).getByRole('button', { name: 'Load streets' }));
    await within(card).findByRole('progressbar', { name: 'Upload progress' });
    act(() => {
      sent[0]?.reply(400, {
        code: 'BAD_REQUEST',
        detail: 'This is not a TIGER/Line roads shapefile or a GeoJSON file of streets',
      });
    });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This is not a TIGER/Line roads shapefile or a GeoJSON file of streets',
    );
  });

  it('shows what is loaded, offers Replace, and removes the streets after a confirmation', async () => {
    const { server } = await renderCard({ current: LOADED });
    const card = await screen.findByRole('region', { name: 'Streets' });
    expect(await within(card).findByTestId('streets-loaded')).toHaveTextContent(
      /12,408 streets from tl_2024_37183_roads\.zip \(TIGER\/Line shapefile\), loaded .*2026/,
    );
    expect(card.querySelector('input[type="file"]')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Replace' }));
    expect(within(card).getByRole('button', { name: 'Load streets' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));

    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the streets?' });
    expect(server.callsTo('DELETE', '/api/streets/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove streets' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/streets/')).toHaveLength(1));
    expect(server.callsTo('DELETE', '/api/streets/')[0]?.search.get('campaign_id')).toBe(CAMPAIGN_ID);
    expect(await within(card).findByText(/No streets loaded/)).toBeVisible();
  });
});

describe('the campaign page', { timeout: 30_000 }, () => {
  it('shows the Streets card to a Manager', async () => {
    await renderApp({
      path: '/groundwork/campaign',
      setup: (server) => server.on('GET /api/streets/', () => json(200, NONE)),
    });
    expect(await screen.findByRole('region', { name: 'Streets' }, { timeout: 10_000 })).toBeVisible();
  });

  it('shows no Streets card to a Volunteer', async () => {
    await renderApp({
      path: '/groundwork/campaign',
      state: {
        me: makeUser({
          title: 'Volunteer',
          campaigns: [{ ...makeUser().campaigns[0]!, title: 'Volunteer' }],
        }),
        campaignUser: makeCampaignUser({ title: 'Volunteer' }),
      },
      setup: (server) => server.on('GET /api/streets/', () => json(200, NONE)),
    });
    expect(await screen.findByText('Volunteer since', { exact: false }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Streets' })).not.toBeInTheDocument();
  });
});
