import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID } from '../../../test/fake-server';
import { stubUploads } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';
import type { VoterImportUpload } from '../api/upload-voter-file';
import { VoterImportModal } from './voter-import-modal';

const NOW = '2026-02-01T12:00:00.000Z';

const uploaded: VoterImportUpload = {
  import: {
    id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
    campaign_id: CAMPAIGN_ID,
    file_name: 'ncvoter92.txt',
    size_bytes: 2_000_000,
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
  header: ['ncid', 'last_name', 'first_name'],
  preview: [['AA1', 'Lovelace', 'Ada']],
  proposed: { layout: 'ncvoter', fields: { state_voter_id: 0, last_name: 1, first_name: 2 }, history: [] },
};

const chooseAndUpload = async () => {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Import voter file' }, { timeout: 10_000 });
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  await user.upload(input!, new File(['ncid\tlast_name\n'], 'ncvoter92.txt', { type: 'text/plain' }));
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  return { user, dialog };
};

describe('uploading a voter file', { timeout: 30_000 }, () => {
  it('shows how much of the file has gone out, then the proposed mapping', async () => {
    const sent = stubUploads();
    await renderApp({
      path: '/groundwork/district/voters-hosted',
      children: <VoterImportModal campaignId={CAMPAIGN_ID} opened onClose={() => undefined} />,
    });
    const { dialog } = await chooseAndUpload();

    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(within(dialog).getByTestId('upload-progress-text')).toHaveTextContent(
      'Uploading… 50% · 1.0 of 2.0 MB',
    );
    const [xhr] = sent;
    expect(xhr?.url).toBe(`/api/district/voter-import/?campaign_id=${CAMPAIGN_ID}`);
    expect(xhr?.headers.get('authorization')).toMatch(/^Bearer /);

    act(() => {
      xhr?.progress(2_000_000, 2_000_000);
    });
    expect(within(dialog).getByTestId('upload-progress-text')).toHaveTextContent(
      'Uploaded. Reading the file…',
    );
    act(() => {
      xhr?.reply(201, uploaded);
    });
    expect(await within(dialog).findByRole('table', { name: 'Preview of the mapped rows' })).toBeVisible();
    expect(within(dialog).queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
  });

  it('stops the upload when the dialog is closed', async () => {
    const sent = stubUploads();
    const onClose = vi.fn();
    await renderApp({
      path: '/groundwork/district/voters-hosted',
      children: <VoterImportModal campaignId={CAMPAIGN_ID} opened onClose={onClose} />,
    });
    const { user, dialog } = await chooseAndUpload();
    await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => {
      expect(sent[0]?.aborted).toBe(true);
    });
  });

  it('says "Failed to upload voter file" with the reason when the upload is refused', async () => {
    const sent = stubUploads();
    await renderApp({
      path: '/groundwork/district/voters-hosted',
      children: <VoterImportModal campaignId={CAMPAIGN_ID} opened onClose={() => undefined} />,
    });
    const { dialog } = await chooseAndUpload();
    await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    act(() => {
      sent[0]?.reply(415, { detail: 'The file is not a text file', code: 'UNSUPPORTED_MEDIA_TYPE' });
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to upload voter file: The file is not a text file',
    );
  });
});
