import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuditLogEntry } from '@groundwork/shared/contracts/audit-log';
import { CAMPAIGN_ID, json, makeCampaignUser, makeUser, USER_ID } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const PATH = '/groundwork/campaign';

const entry = (n: number, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  created_at: '2026-02-01T12:00:00.000Z',
  actor_id: USER_ID,
  actor_email: 'manager@demo.groundwork.test',
  actor_name: 'Maya Manager',
  action: 'invitation.sent',
  target_type: 'invitation',
  target_id: 'i1',
  summary: `Invited person${n}@example.org as Staff`,
  ip: '203.0.113.9',
  client_type: 'web',
  ...overrides,
});

const openTab = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Audit log' }, { timeout: 10_000 }));
  return user;
};

describe('the audit log tab', { timeout: 20_000 }, () => {
  it('lists entries with actor, action, target, summary, IP and client; filters, pages and exports', async () => {
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:audit';
        static override revokeObjectURL = () => undefined;
      },
    );
    const { server } = await renderApp({
      path: PATH,
      setup: (fake) => {
        fake.on('GET /api/audit-log/', (call) =>
          json(200, {
            total: 30,
            page: Number(call.search.get('page')),
            page_size: 25,
            entries:
              call.search.get('page') === '2'
                ? [
                    entry(26, {
                      action: 'member.removed',
                      actor_id: null,
                      actor_name: null,
                      summary: 'Removed vic@example.org (Volunteer)',
                    }),
                  ]
                : [entry(1)],
          }),
        );
        fake.on(
          'GET /api/audit-log/export/',
          () => new Response('time\n', { headers: { 'content-type': 'text/csv' } }),
        );
      },
    });
    const user = await openTab();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Maya Manager');
    expect(row).toHaveTextContent('manager@demo.groundwork.test');
    expect(row).toHaveTextContent('Invitation sent');
    expect(row).toHaveTextContent('invitation');
    expect(row).toHaveTextContent('Invited person1@example.org as Staff');
    expect(within(row).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(row).getByText('web')).toBeInTheDocument();
    expect(screen.getByText('30 entries')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('(account deleted)');
    });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Member removed');

    await user.type(screen.getByRole('textbox', { name: 'Actor' }), 'ana@example.org');
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Member removed', hidden: true }));
    await user.type(screen.getByLabelText('From'), '2026-02-01');
    await user.type(screen.getByLabelText('To'), '2026-02-02');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => {
      expect(server.callsTo('GET', '/api/audit-log/').at(-1)?.search.get('actor')).toBe('ana@example.org');
    });
    const filtered = Object.fromEntries(server.callsTo('GET', '/api/audit-log/').at(-1)!.search);
    expect(filtered).toMatchObject({
      campaign_id: CAMPAIGN_ID,
      action: 'member.removed',
      page: '1',
      page_size: '25',
    });
    // Whole days in the browser's zone: from the start of the first to the start of the day after the last.
    expect(filtered.from).toBe(new Date('2026-02-01T00:00:00').toISOString());
    expect(filtered.to).toBe(new Date('2026-02-03T00:00:00').toISOString());

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => {
      expect(server.callsTo('GET', '/api/audit-log/export/')).toHaveLength(1);
    });
    const exported = Object.fromEntries(server.callsTo('GET', '/api/audit-log/export/')[0]!.search);
    expect(exported).toEqual({
      campaign_id: CAMPAIGN_ID,
      actor: 'ana@example.org',
      action: 'member.removed',
      from: filtered.from,
      to: filtered.to,
    });
  });

  it('says when nothing is recorded, and offers to try again after an error', async () => {
    let fail = true;
    const { server } = await renderApp({
      path: PATH,
      setup: (fake) => {
        fake.on('GET /api/audit-log/', () =>
          fail
            ? json(500, { code: 'INTERNAL', detail: 'Down' })
            : json(200, { total: 0, page: 1, page_size: 25, entries: [] }),
        );
      },
    });
    const user = await openTab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the audit log');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(server.callsTo('GET', '/api/audit-log/')).toHaveLength(2);
  });

  it('is not offered to a Director', async () => {
    const director = { ...makeCampaignUser(), title: 'Director' };
    const me = makeUser();
    await renderApp({
      path: PATH,
      state: {
        campaignUser: director,
        me: { ...me, title: 'Director', campaigns: me.campaigns.map((c) => ({ ...c, title: 'Director' })) },
      },
    });
    // A Director edits the campaign (the Settings tab) and sees the team, but not the audit log.
    expect(await screen.findByRole('tab', { name: 'Team' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Audit log' })).not.toBeInTheDocument();
  });
});
