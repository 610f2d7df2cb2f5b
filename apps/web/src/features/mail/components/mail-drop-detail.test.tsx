import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MailDrop } from '@groundwork/shared/contracts/mail';
import { CAMPAIGN_ID, json, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { DROP_ID, GROUP_ID, makeDrop, makeGroup } from './mail-fixtures';

const PATH = `/groundwork/mailer-campaign/id/${DROP_ID}`;

/** A fake server holding one drop that PUT changes as the real one would. */
const withDrop = (initial: Partial<MailDrop>) => (server: FakeServer) => {
  let drop = makeDrop(initial);
  server.on('GET /api/voter-group/all/', () => json(200, [makeGroup(GROUP_ID, 'Unaffiliated 2024 voters')]));
  server.on('GET /api/mail/mailer-campaign/', () => json(200, drop));
  server.on('GET /api/mail/mailer-campaign/all/', () => json(200, [drop]));
  server.on('PUT /api/mail/mailer-campaign/', (call) => {
    drop = { ...drop, ...(call.body as Partial<MailDrop>) };
    return json(200, drop);
  });
};

const open = async (initial: Partial<MailDrop>) => {
  const view = await renderApp({ path: PATH, setup: withDrop(initial) });
  await screen.findByRole('heading', { name: initial.name ?? 'First drop' }, { timeout: 10_000 });
  return { ...view, user: userEvent.setup() };
};

const actionNames = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((label) => ['Schedule', 'Mark mailed', 'Back to Draft', 'Cancel drop', 'Edit'].includes(label));

describe('a mail drop', { timeout: 30_000 }, () => {
  it('offers the moves each status allows', async () => {
    await open({ status: 'Draft' });
    expect(actionNames()).toEqual(['Edit', 'Schedule', 'Cancel drop']);
    expect(screen.getByTestId('figure-Cost')).toHaveTextContent('$150.00');
  });

  it('is scheduled, then marked mailed, each after a confirmation, and then offers nothing', async () => {
    const { user, server } = await open({ status: 'Draft' });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const ask = await screen.findByRole('dialog', { name: 'Schedule this drop?' });
    expect(within(ask).getByText(/250 pieces, \$150\.00/)).toBeInTheDocument();
    // Keeping it as it is sends nothing.
    await user.click(within(ask).getByRole('button', { name: 'Keep as Draft' }));
    expect(server.callsTo('PUT', '/api/mail/mailer-campaign/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Schedule this drop?' })).getByRole('button', {
        name: 'Schedule',
      }),
    );
    await waitFor(() => {
      expect(screen.getByTestId('mail-drop-status')).toHaveTextContent('Scheduled');
    });
    expect(actionNames()).toEqual(['Mark mailed', 'Back to Draft', 'Cancel drop']);

    await user.click(screen.getByRole('button', { name: 'Mark mailed' }));
    const mailed = await screen.findByRole('dialog', { name: 'Mark this drop mailed?' });
    expect(within(mailed).getByText(/mail touch dated/)).toBeInTheDocument();
    await user.click(within(mailed).getByRole('button', { name: 'Mark mailed' }));
    await waitFor(() => {
      expect(screen.getByTestId('mail-drop-status')).toHaveTextContent('Mailed');
    });
    expect(actionNames()).toEqual([]);
    expect(server.callsTo('PUT', '/api/mail/mailer-campaign/').map((call) => call.body)).toEqual([
      { id: DROP_ID, campaign_id: CAMPAIGN_ID, status: 'Scheduled' },
      { id: DROP_ID, campaign_id: CAMPAIGN_ID, status: 'Mailed' },
    ]);
  });

  it('goes back to Draft to be edited, and shows a refused move', async () => {
    const { user, server } = await open({ status: 'Scheduled' });
    server.on('PUT /api/mail/mailer-campaign/', () =>
      json(409, { code: 'CONFLICT', detail: 'A mail drop cannot move from this status to that one' }),
    );
    await user.click(screen.getByRole('button', { name: 'Back to Draft' }));
    const ask = await screen.findByRole('dialog', { name: 'Put this drop back to Draft?' });
    await user.click(within(ask).getByRole('button', { name: 'Back to Draft' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      'A mail drop cannot move from this status to that one',
    );
  });

  it('is edited while Draft', async () => {
    const { user, server } = await open({ status: 'Draft' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'First drop, final');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { name: 'First drop, final' });
    expect(server.callsTo('PUT', '/api/mail/mailer-campaign/')[0]?.body).toEqual({
      id: DROP_ID,
      campaign_id: CAMPAIGN_ID,
      name: 'First drop, final',
      voter_group_id: GROUP_ID,
      mailer_size: 'postcard_6x9',
      scheduled_date: '2026-12-01',
    });
  });

  it('downloads the vendor file with the bearer token and lists who downloaded it', async () => {
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:vendor';
        static override revokeObjectURL = () => undefined;
      },
    );
    const { user, server } = await open({ status: 'Scheduled' });
    expect(screen.getByText('The vendor file has not been downloaded yet.')).toBeInTheDocument();
    server.on(
      'GET /api/mail/mailer-campaign/export/',
      () =>
        new Response('addressee,address_1\nThe Reyes Household,12 Oak St\n', {
          headers: { 'content-type': 'text/csv' },
        }),
    );
    server.on('GET /api/mail/mailer-campaign/', () =>
      json(
        200,
        makeDrop({
          status: 'Scheduled',
          exports: [{ user_id: null, name: 'Maya Okafor', at: '2026-11-21T10:00:00.000Z' }],
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Download vendor file' }));
    const history = await screen.findByRole('table', { name: 'Vendor file downloads' });
    expect(within(history).getByText('Maya Okafor')).toBeInTheDocument();
    const [download] = server.callsTo('GET', '/api/mail/mailer-campaign/export/');
    expect(download?.search.toString()).toBe(`id=${DROP_ID}&campaign_id=${CAMPAIGN_ID}`);
    expect(download?.headers.get('authorization')).toMatch(/^Bearer /);
  });
});
