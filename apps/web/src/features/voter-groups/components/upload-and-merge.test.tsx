import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadStatus, VoterGroup, VoterRow } from '@groundwork/shared/contracts/voter-groups';
import { MESSAGES } from '@groundwork/shared/messages';
import { CAMPAIGN_ID, json, USER_ID } from '../../../test/fake-server';
import { stubUploads } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';

const GROUP_ID = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const NOW = '2026-02-01T12:00:00.000Z';
const PATH = '/groundwork/voter-groups';

const group = (overrides: Partial<VoterGroup> = {}): VoterGroup => ({
  id: GROUP_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: USER_ID,
  name: 'Sign-up sheet',
  description: null,
  type: 'upload',
  creation_method: 'Created',
  status: 'Pending',
  filter_params: null,
  voter_count: 0,
  door_count: 0,
  error: null,
  created_at: NOW,
  updated_at: NOW,
  ...overrides,
});

const status = (overrides: Partial<UploadStatus> = {}): UploadStatus => ({
  id: GROUP_ID,
  status: 'Running',
  rows_read: 0,
  matched: 0,
  unmatched: 0,
  unmatched_rows: [],
  error: null,
  group: group(),
  ...overrides,
});

const openUpload = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Upload' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload a voter group' });
  return { user, dialog };
};

const fill = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, fileName: string) => {
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sign-up sheet');
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  await user.upload(input!, new File(['voter_id\nNC1\n'], fileName, { type: 'text/csv' }));
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
};

describe('uploading a voter group', { timeout: 30_000 }, () => {
  it('sends voter_file.csv, shows matching progress, then the counts and the unmatched rows to download', async () => {
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:unmatched';
        static override revokeObjectURL = () => undefined;
      },
    );
    const sent = stubUploads((xhr) => {
      xhr.reply(201, group());
    });
    const replies = [
      status({ rows_read: 1000, matched: 990, unmatched: 10 }),
      status({
        status: 'Done',
        rows_read: 22,
        matched: 20,
        unmatched: 2,
        unmatched_rows: [
          { line: 5, voter_id: 'NOPE-1' },
          { line: 9, voter_id: 'NOPE-2' },
        ],
        group: group({ status: 'Ready', voter_count: 20, door_count: 14 }),
      }),
    ];
    const { server } = await renderApp({
      path: PATH,
      setup: (fake) => {
        fake.on(`GET /api/voter-group/upload-status/${GROUP_ID}`, () =>
          json(200, replies.shift() ?? replies[0]),
        );
        fake.on(
          `GET /api/voter-group/upload-unmatched/${GROUP_ID}`,
          () => new Response('line,voter_id\n5,NOPE-1\n', { headers: { 'content-type': 'text/csv' } }),
        );
      },
    });
    const { user, dialog } = await openUpload();
    await fill(user, dialog, 'my list.csv');

    expect(await within(dialog).findByText(/1,000 rows read, 990 matched/)).toBeInTheDocument();
    const [xhr] = sent;
    expect(xhr?.url).toBe(`/api/voter-group/upload/?name=Sign-up+sheet&campaign_id=${CAMPAIGN_ID}`);
    const file = (xhr?.body as FormData).get('voter_file') as File;
    expect(file.name).toBe('voter_file.csv');

    expect(await within(dialog).findByTestId('upload-matched', {}, { timeout: 5000 })).toHaveTextContent(
      '20',
    );
    expect(within(dialog).getByTestId('upload-unmatched')).toHaveTextContent('2');
    expect(within(dialog).getByText('The group holds 20 voters.')).toBeInTheDocument();
    const rows = within(dialog).getByRole('table', { name: 'Rows with no voter' });
    expect(within(rows).getByRole('cell', { name: 'NOPE-2' })).toBeInTheDocument();
    const polls = server.callsTo('GET', `/api/voter-group/upload-status/${GROUP_ID}`).length;

    await user.click(within(dialog).getByRole('button', { name: 'Download unmatched rows' }));
    await waitFor(() => {
      expect(server.callsTo('GET', `/api/voter-group/upload-unmatched/${GROUP_ID}`)).toHaveLength(1);
    });
    // Done: no more polling.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(server.callsTo('GET', `/api/voter-group/upload-status/${GROUP_ID}`)).toHaveLength(polls);

    await user.click(within(dialog).getByRole('button', { name: 'Open voter group' }));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(`/groundwork/voter-group/id/${GROUP_ID}`);
    });
  });

  it('asks for a name and a CSV before sending, and shows a refused upload under the spec’s message', async () => {
    const sent = stubUploads((xhr) => {
      xhr.reply(400, { code: 'VALIDATION_FAILED', detail: 'The file is not a text file' });
    });
    await renderApp({ path: PATH });
    const { user, dialog } = await openUpload();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Name the voter group')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the CSV file of state voter ids')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await fill(user, dialog, 'photo.png');
    expect(within(dialog).getByText('The voter file must be a .csv, .tsv or .txt file')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(input!, new File(['x'], 'list.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.failedToUploadVoterFile);
    expect(alert).toHaveTextContent('The file is not a text file');
  });
});

const voter = (id: string, stateId: string, street: string): VoterRow => ({
  id,
  state_voter_id: stateId,
  first_name: 'Ada',
  last_name: 'Lovelace',
  res_street: street,
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
});
const OLD = voter('8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d', 'NC-OLD', '1 Main St');
const NEW = voter('9b8c7d6e-5f4a-4b2c-8d9e-8f7a6b5c4d3e', 'NC-NEW', '9 Oak Ave');

const pickBoth = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Merge' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Merge duplicate voter records' });
  expect(within(dialog).getByRole('button', { name: 'Pick two or more records' })).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Find a voter' }), 'lovelace');
  const results = await within(dialog).findByRole('group', { name: 'Matching voters' });
  for (const checkbox of within(results).getAllByRole('checkbox')) await user.click(checkbox);
  // Keep the newer record: the older one merges into it.
  await user.click(within(dialog).getByRole('radio', { name: /NC-NEW/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Merge 2 records' }));
  const confirm = await screen.findByRole('dialog', { name: 'Merge these records?' });
  return { user, confirm };
};

describe('merging duplicate voter records', { timeout: 30_000 }, () => {
  it('finds the records by name, keeps the chosen one and merges only after confirming', async () => {
    const { server } = await renderApp({
      path: PATH,
      setup: (fake) => {
        fake.on('POST /api/district/voters/', () =>
          json(200, { total: 2, skip: 0, limit: 20, voters: [OLD, NEW] }),
        );
        fake.on('POST /api/voter-group/merge/', () => json(200, { voter_id: NEW.id, merged: 1 }));
      },
    });
    const { user, confirm } = await pickBoth();
    expect(server.callsTo('POST', '/api/district/voters/').at(-1)?.body).toMatchObject({
      campaign_id: CAMPAIGN_ID,
      filter_params: { name: 'lovelace' },
    });
    expect(confirm).toHaveTextContent('This cannot be undone.');
    expect(within(confirm).getByRole('listitem')).toHaveTextContent('NC-OLD');
    expect(server.callsTo('POST', '/api/voter-group/merge/')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Merge records' }));
    expect(await screen.findByText('Merged 1 record into Ada Lovelace (NC-NEW).')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/voter-group/merge/')[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      voter_ids: [NEW.id, OLD.id],
    });
  });

  it('says when nothing matches, and shows a failed merge under the spec’s message', async () => {
    await renderApp({
      path: PATH,
      setup: (fake) => {
        fake.on('POST /api/district/voters/', (call) =>
          (call.body as { filter_params: { name: string } }).filter_params.name === 'zz'
            ? json(200, { total: 0, skip: 0, limit: 20, voters: [] })
            : json(200, { total: 2, skip: 0, limit: 20, voters: [OLD, NEW] }),
        );
        fake.on('POST /api/voter-group/merge/', () =>
          json(404, { code: 'NOT_FOUND', detail: 'Voter not found' }),
        );
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Merge' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge duplicate voter records' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Find a voter' }), 'zz');
    expect(await within(dialog).findByText('No voter matches “zz”.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const { confirm } = await pickBoth();
    await user.click(within(confirm).getByRole('button', { name: 'Merge records' }));
    const alert = await within(confirm).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.failedToMergeVoterData);
    expect(alert).toHaveTextContent('Voter not found');
  });
});
