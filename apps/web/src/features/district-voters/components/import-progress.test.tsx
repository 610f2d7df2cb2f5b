import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { VoterImport } from '@groundwork/shared/contracts/voter-imports';
import { CAMPAIGN_ID, json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { ImportProgress } from './import-progress';

const IMPORT_ID = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const NOW = '2026-02-01T12:00:00.000Z';

const done = (overrides: Partial<VoterImport> = {}): VoterImport => ({
  id: IMPORT_ID,
  campaign_id: CAMPAIGN_ID,
  file_name: 'voters.csv',
  size_bytes: 1200,
  encoding: 'utf-8',
  delimiter: ',',
  status: 'done',
  rows_read: 4,
  rows_imported: 3,
  rows_rejected: 1,
  warnings: 3,
  summary: null,
  mapping: null,
  note: null,
  error: null,
  created_at: NOW,
  started_at: NOW,
  finished_at: NOW,
  ...overrides,
});

describe("a finished import's downloads", { timeout: 20_000 }, () => {
  it('says how many fields were left blank and downloads the warnings beside the rejected rows', async () => {
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:warnings';
        static override revokeObjectURL = () => undefined;
      },
    );
    const { server } = await renderApp({
      path: '/groundwork/district/voters-hosted',
      children: <ImportProgress campaignId={CAMPAIGN_ID} importId={IMPORT_ID} />,
      setup: (fake) => {
        fake.on('GET /api/district/voter-import/', () => json(200, done()));
        fake.on(
          'GET /api/district/voter-import/warnings/',
          () =>
            new Response('line,voter_id,field,value,warning\n', { headers: { 'content-type': 'text/csv' } }),
        );
      },
    });
    expect(await screen.findByTestId('import-result')).toHaveTextContent('Imported 3 voters, rejected 1');
    expect(screen.getByTestId('import-warnings')).toHaveTextContent('3 fields were left blank or ignored');
    expect(screen.getByRole('button', { name: 'Download rejected rows of voters.csv' })).toHaveTextContent(
      'Download rejected rows (1)',
    );
    const warnings = screen.getByRole('button', { name: 'Download warnings of voters.csv' });
    expect(warnings).toHaveTextContent('Download warnings (3)');
    await userEvent.setup().click(warnings);
    await waitFor(() => {
      expect(server.callsTo('GET', '/api/district/voter-import/warnings/')).toHaveLength(1);
    });
    const [call] = server.callsTo('GET', '/api/district/voter-import/warnings/');
    expect(call?.search.get('id')).toBe(IMPORT_ID);
    expect(call?.search.get('campaign_id')).toBe(CAMPAIGN_ID);
  });

  it('offers no download when nothing was rejected or warned about', async () => {
    await renderApp({
      path: '/groundwork/district/voters-hosted',
      children: <ImportProgress campaignId={CAMPAIGN_ID} importId={IMPORT_ID} />,
      setup: (fake) => {
        fake.on('GET /api/district/voter-import/', () => json(200, done({ rows_rejected: 0, warnings: 0 })));
      },
    });
    expect(await screen.findByTestId('import-result')).toHaveTextContent('rejected 0');
    expect(screen.queryByTestId('import-warnings')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it("shows what a voter file did to the campaign's voters", async () => {
    await renderApp({
      path: '/groundwork/district/voters-hosted',
      children: <ImportProgress campaignId={CAMPAIGN_ID} importId={IMPORT_ID} />,
      setup: (fake) => {
        fake.on('GET /api/district/voter-import/', () =>
          json(200, done({ summary: { added: 12, changed: 3, removed: 1_205, unchanged: 180 } })),
        );
      },
    });
    expect(await screen.findByTestId('import-summary')).toHaveTextContent(
      'Voters: 12 added, 3 changed, 1,205 removed, 180 unchanged',
    );
  });

  it('counts the rows of a vote-history file as votes, with no voter summary', async () => {
    await renderApp({
      path: '/groundwork/district/voters-hosted',
      children: <ImportProgress campaignId={CAMPAIGN_ID} importId={IMPORT_ID} />,
      setup: (fake) => {
        fake.on('GET /api/district/voter-import/', () =>
          json(200, done({ mapping: { layout: 'ncvhis', fields: {}, history: [] } })),
        );
      },
    });
    expect(await screen.findByTestId('import-result')).toHaveTextContent('Imported 3 votes, rejected 1');
    expect(screen.queryByTestId('import-summary')).not.toBeInTheDocument();
  });
});
