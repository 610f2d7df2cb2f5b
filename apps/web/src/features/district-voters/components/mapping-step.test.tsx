import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ColumnMapping } from '@groundwork/shared/contracts/voter-imports';
import type { VoterImportUpload } from '../api/upload-voter-file';
import { MappingStep } from './mapping-step';

const NOW = '2026-02-01T12:00:00.000Z';
const HEADER = ['ncid', 'last_name', 'first_name', 'zip_code', 'party_cd', 'E1'];

const upload: VoterImportUpload = {
  import: {
    id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
    campaign_id: '4d6c48f3-1ce3-401f-956f-e59ee373355b',
    file_name: 'ncvoter92.txt',
    size_bytes: 1200,
    encoding: 'utf-8',
    delimiter: '\t',
    status: 'uploaded',
    rows_read: 0,
    rows_imported: 0,
    rows_rejected: 0,
    warnings: 0,
    summary: null,
    mapping: null,
    note: null,
    error: null,
    created_at: NOW,
    started_at: null,
    finished_at: null,
  },
  header: HEADER,
  preview: [
    ['AA1', 'Lovelace', 'Ada', '27601', 'UNA', 'X'],
    ['AA2', 'Hopper', 'Grace', '27603', 'DEM', ''],
  ],
  proposed: {
    layout: 'ncvoter',
    fields: { state_voter_id: 0, last_name: 1, first_name: 2, res_zip: 3, party: 4 },
    history: [{ column: 5, election_code: 'E1', election_date: null, election_type: 'general' }],
  },
};

const renderStep = () => {
  const onStart = vi.fn();
  render(
    <MantineProvider>
      <MappingStep upload={upload} onStart={onStart} isStarting={false} error={null} />
    </MantineProvider>,
  );
  return { onStart };
};

describe('the mapping step', { timeout: 20_000 }, () => {
  it('shows the layout and preselects the proposed columns, with a preview under our field names', async () => {
    const user = userEvent.setup();
    const { onStart } = renderStep();
    expect(screen.getByText('North Carolina ncvoter')).toBeInTheDocument();
    expect(screen.getByText('UTF-8')).toBeInTheDocument();
    expect(screen.getByText('Tab separated')).toBeInTheDocument();
    expect(screen.getByText('1 election column will become vote history')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Voter id' })).toHaveValue('ncid');
    expect(screen.getByRole('combobox', { name: 'Last name' })).toHaveValue('last_name');
    expect(screen.getByRole('combobox', { name: 'ZIP' })).toHaveValue('zip_code');
    expect(screen.getByRole('combobox', { name: 'Phone' })).toHaveValue('');

    const preview = screen.getByRole('table', { name: 'Preview of the mapped rows' });
    expect(within(preview).getByRole('columnheader', { name: 'Voter id' })).toBeInTheDocument();
    expect(within(preview).getByText('Lovelace')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start import' }));
    expect(onStart).toHaveBeenCalledWith({
      ...upload.proposed,
      fields: upload.proposed.fields,
      remove_absent: false,
    });
  });

  it('marks voters missing from a voter file as removed when asked, starting from the proposal', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    render(
      <MantineProvider>
        <MappingStep
          upload={{ ...upload, proposed: { ...upload.proposed, remove_absent: true } }}
          onStart={onStart}
          isStarting={false}
          error={null}
        />
      </MantineProvider>,
    );
    const removeAbsent = screen.getByRole('checkbox', {
      name: 'Mark voters missing from this file as removed',
    });
    expect(removeAbsent).toBeChecked();
    await user.click(removeAbsent);
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ remove_absent: false }));
  });

  it('starts a vote-history file as proposed: no columns to map, matched to the voters by ncid', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    const proposed: ColumnMapping = { layout: 'ncvhis', fields: {}, history: [] };
    render(
      <MantineProvider>
        <MappingStep
          upload={{ ...upload, header: ['county_id', 'ncid', 'election_lbl'], proposed }}
          onStart={onStart}
          isStarting={false}
          error={null}
        />
      </MantineProvider>,
    );
    expect(screen.getByTestId('import-layout')).toHaveTextContent('NC vote history (ncvhis)');
    expect(screen.getByText(/matched to this campaign.s voters by\s+their ncid/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Voter id' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Mark voters missing/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    expect(onStart).toHaveBeenCalledWith(proposed);
  });

  it('shows latitude and longitude, and every other field the file fills under "More fields"', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <MappingStep
          upload={{
            ...upload,
            header: [...HEADER, 'lat', 'lng', 'mail_zipcode'],
            proposed: {
              ...upload.proposed,
              fields: { ...upload.proposed.fields, lat: 6, lng: 7, mail_zip: 8 },
            },
          }}
          onStart={vi.fn()}
          isStarting={false}
          error={null}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Latitude' })).toHaveValue('lat');
    expect(screen.getByRole('combobox', { name: 'Longitude' })).toHaveValue('lng');
    const more = screen.getByRole('button', { name: 'More fields (1 read from this file)' });
    await user.click(more);
    expect(await screen.findByRole('combobox', { name: 'Mailing ZIP' })).toHaveValue('mail_zipcode');
  });

  it('disables Start once the voter id is cleared', async () => {
    const user = userEvent.setup();
    renderStep();
    const start = screen.getByRole('button', { name: 'Start import' });
    expect(start).toBeEnabled();
    const voterId = screen.getByRole('combobox', { name: 'Voter id' });
    await user.click(screen.getByRole('button', { name: 'Clear Voter id' }));
    expect(voterId).toHaveValue('');
    expect(start).toBeDisabled();
    expect(screen.getByText('Map a column to the voter id')).toBeInTheDocument();
  });
});
