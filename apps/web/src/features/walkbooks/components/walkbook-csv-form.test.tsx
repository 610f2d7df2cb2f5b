import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import type { WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { CAMPAIGN_ID, json, type FakeServer } from '../../../test/fake-server';
import { FakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';

const NOW = '2026-02-01T12:00:00.000Z';
const WALKBOOK_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const SURVEY_ID = '6e5d4c3b-2a19-4807-9f6e-5d4c3b2a1908';
const survey: Survey = {
  id: SURVEY_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: null,
  name: 'Door survey',
  description: null,
  questions: [],
  record_status: 'is_active',
  respondent_count: 0,
  created_at: NOW,
  updated_at: NOW,
};
const walkbook: WalkbookSummary = {
  id: WALKBOOK_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: null,
  name: 'Sign-up doors',
  description: null,
  creation_method: 'Created',
  status: 'active',
  survey_id: SURVEY_ID,
  survey_name: 'Door survey',
  assignees: [],
  progress: {
    voters: 3,
    doors: 2,
    doors_visited: 0,
    voters_visited: 0,
    contacts: 0,
    touches: 0,
    last_touch_at: null,
  },
  created_at: NOW,
};

const withPage = (fake: FakeServer) => {
  fake.on('GET /api/survey/all/', () => json(200, [survey]));
  fake.on('POST /api/district/voters/doors/', () =>
    json(200, { doors: [], total_doors: 0, truncated: false }),
  );
  fake.on('GET /api/campaign/members/', () => json(200, []));
  fake.on('POST /api/voter-group/count/', () => json(200, { count: 0, doors: 0 }));
};

const stubUpload = (status: number, body: unknown) => {
  const sent: FakeXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super((xhr) => {
          sent.push(xhr);
          xhr.reply(status, body);
        });
      }
    },
  );
  return sent;
};

const fillAndCreate = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: 'From a CSV' }, { timeout: 10_000 }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sign-up doors');
  const box = screen.getByRole('combobox', { name: 'Survey' });
  await user.click(box);
  await waitFor(() => expect(box).toHaveAttribute('aria-controls'));
  const list = document.getElementById(box.getAttribute('aria-controls')!)!;
  await user.click(await within(list).findByRole('option', { name: 'Door survey', hidden: true }));
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  await user.upload(input!, new File(['voter_id\nNC1\n'], 'doors.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Create walkbook' }));
  return user;
};

describe('a walkbook from a CSV', { timeout: 30_000 }, () => {
  it('sends the name, survey and file, then opens the walkbook when every id matched', async () => {
    const sent = stubUpload(201, { walkbook, matched: 3, unmatched: [] });
    await renderApp({ path: '/groundwork/walkbook/add', setup: withPage });
    await fillAndCreate();
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(`/groundwork/walkbook/id/${WALKBOOK_ID}`);
    });
    const [xhr] = sent;
    const url = new URL(xhr!.url, 'http://localhost');
    expect(url.pathname).toBe('/api/walkbook/upload/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Sign-up doors',
      campaign_id: CAMPAIGN_ID,
      survey_id: SURVEY_ID,
    });
    expect(((xhr!.body as FormData).get('file') as File).name).toBe('doors.csv');
  });

  it('lists the ids that matched no voter, with a download, before opening the walkbook', async () => {
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:unmatched';
        static override revokeObjectURL = () => undefined;
      },
    );
    stubUpload(201, { walkbook, matched: 3, unmatched: ['NOPE-1', '=CMD()'] });
    await renderApp({ path: '/groundwork/walkbook/add', setup: withPage });
    const user = await fillAndCreate();
    expect(await screen.findByText('2 ids in the file are not in the voter file:')).toBeInTheDocument();
    expect(screen.getByText('was created with 3 voters.', { exact: false })).toHaveTextContent(
      'Sign-up doors was created with 3 voters.',
    );

    expect(screen.getByTestId('walkbook-unmatched')).toHaveTextContent('NOPE-1, =CMD()');
    expect(screen.getByTestId('location')).toHaveTextContent('/groundwork/walkbook/add');
    await user.click(screen.getByRole('button', { name: 'Download unmatched ids' }));
    await user.click(screen.getByRole('button', { name: 'Open walkbook' }));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(`/groundwork/walkbook/id/${WALKBOOK_ID}`);
    });
  });

  it('asks for a name and a file, and shows a refused file', async () => {
    stubUpload(400, { code: 'VALIDATION_FAILED', detail: 'The CSV lists no voter ids.' });
    await renderApp({ path: '/groundwork/walkbook/add', setup: withPage });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'From a CSV' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Create walkbook' }));
    expect(screen.getByText('Name the walkbook')).toBeInTheDocument();
    expect(screen.getByText('Choose the CSV file of state voter ids')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Empty');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(input!, new File(['voter_id\n'], 'empty.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Create walkbook' }));
    expect(
      within(await screen.findByRole('alert')).getByText('The CSV lists no voter ids.'),
    ).toBeInTheDocument();
  });
});
