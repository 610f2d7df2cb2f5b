import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_MESSAGES,
  type ConsentCurrent,
  type VoterConsent,
} from '@groundwork/shared/contracts/consent';
import { json, USER_ID, type RecordedCall } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const VOTER = '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d';
const optOut: ConsentCurrent = {
  event_id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  voter_id: VOTER,
  voter_name: 'Rosa Reyes',
  contact_type: 'phone',
  contact: '+19195550101',
  channel: 'sms',
  opted_out: true,
  source: 'reply_keyword',
  user_id: null,
  user_name: null,
  reason: 'Replied STOP',
  created_at: '2026-11-20T15:00:00Z',
};
const rosa: VoterConsent = {
  voter_id: VOTER,
  contacts: { phone: '+19195550101', email: null, address: '12 OAK ST|27601' },
  channels: [
    { channel: 'sms', opted_out: true, latest: null },
    { channel: 'call', opted_out: false, latest: null },
    { channel: 'mail', opted_out: false, latest: null },
    { channel: 'door', opted_out: false, latest: null },
  ],
  history: [
    {
      id: optOut.event_id,
      voter_id: VOTER,
      voter_name: 'Rosa Reyes',
      contact_type: 'phone',
      contact: '+19195550101',
      channel: 'sms',
      action: 'opt_out',
      source: 'reply_keyword',
      user_id: null,
      user_name: null,
      reason: 'Replied STOP',
      created_at: optOut.created_at,
    },
  ],
};
const page = (items: ConsentCurrent[]) => ({ total: items.length, skip: 0, limit: 25, items });
const created = (call: RecordedCall) =>
  json(201, {
    ...rosa.history[0],
    ...(call.body as object),
    id: '2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    source: 'manual',
    user_id: USER_ID,
    user_name: 'Maya',
  });

describe('the opt-outs page', { timeout: 30_000 }, () => {
  it('lists current opt-outs, searches and filters, shows a history, opts back in with a reason', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({
      path: '/groundwork/consent',
      setup: (fake) => {
        fake.on('GET /api/consent/all/', (call) =>
          json(200, page(call.search.get('search') === 'nobody' ? [] : [optOut])),
        );
        fake.on('GET /api/consent/', () => json(200, rosa));
        fake.on('POST /api/consent/', created);
      },
    });
    const row = (await screen.findByText('Rosa Reyes', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(row).getByText('Reply keyword')).toBeInTheDocument();
    expect(within(row).getByText('Replied STOP')).toBeInTheDocument();
    expect(within(row).getByText('Automatic')).toBeInTheDocument();
    expect(screen.getByText('1 contact')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'History' }));
    const drawer = await screen.findByRole('dialog', { name: 'Rosa Reyes' });
    expect(within(drawer).getByText('Texts: opted out')).toBeInTheDocument();
    expect(within(drawer).getByText(/Opted out · Texts/)).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(row).getByRole('button', { name: 'Opt back in' }));
    const modal = await screen.findByRole('dialog', { name: 'Opt back in' });
    const confirm = within(modal).getByRole('button', { name: 'Confirm opt-in' });
    expect(confirm).toBeDisabled();
    await user.type(within(modal).getByRole('textbox', { name: /Reason/ }), 'Texted START');
    await user.click(confirm);
    await waitFor(() => {
      expect(server.callsTo('POST', '/api/consent/')[0]?.body).toEqual({
        campaign_id: expect.any(String),
        contact_type: 'phone',
        contact: '+19195550101',
        voter_id: VOTER,
        channel: 'sms',
        action: 'opt_in',
        reason: 'Texted START',
      });
    });

    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('nobody');
    expect(await screen.findByText('Nobody matches these filters')).toBeInTheDocument();
    const last = server.callsTo('GET', '/api/consent/all/').at(-1);
    expect(last?.search.get('state')).toBe('opted_out');
  });

  it('adds an opt-out by hand after a confirmation', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({
      path: '/groundwork/consent',
      setup: (fake) => {
        fake.on('GET /api/consent/all/', () => json(200, page([])));
        fake.on('POST /api/consent/', created);
      },
    });
    expect(await screen.findByText('No opt-outs', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add opt-out' }));
    const modal = await screen.findByRole('dialog', { name: 'Add opt-out' });
    await user.type(within(modal).getByRole('textbox', { name: /Phone number or e-mail/ }), '(252) 555-0199');
    await user.click(within(modal).getByRole('button', { name: 'Add opt-out' }));
    expect(within(modal).getByText(/Never reach \(252\) 555-0199 by texts again\?/)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Confirm opt-out' }));
    await waitFor(() => {
      expect(server.callsTo('POST', '/api/consent/')[0]?.body).toMatchObject({
        contact_type: 'phone',
        contact: '(252) 555-0199',
        channel: 'sms',
        action: 'opt_out',
      });
    });
  });

  it('opts a household out of mail by its address, and shows why the server refused one', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({
      path: '/groundwork/consent',
      setup: (fake) => {
        fake.on('GET /api/consent/all/', () => json(200, page([])));
        fake.on('POST /api/consent/', (call) =>
          (call.body as { contact: string }).contact.includes('27601')
            ? created(call)
            : json(400, { code: 'BAD_REQUEST', detail: CONSENT_MESSAGES.badAddress }),
        );
      },
    });
    expect(await screen.findByText('No opt-outs', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add opt-out' }));
    const modal = await screen.findByRole('dialog', { name: 'Add opt-out' });
    const channel = within(modal).getByRole('combobox', { name: 'Channel' });
    await user.click(channel);
    await waitFor(() => expect(channel).toHaveAttribute('aria-controls'));
    const options = document.getElementById(channel.getAttribute('aria-controls') ?? '')!;
    await user.click(within(options).getByRole('option', { name: 'Mail', hidden: true }));
    expect(within(modal).queryByRole('textbox', { name: /Phone number or e-mail/ })).not.toBeInTheDocument();
    const address = within(modal).getByRole('textbox', { name: /Household address/ });
    await user.type(address, '12 Oak St, Raleigh');
    await user.click(within(modal).getByRole('button', { name: 'Add opt-out' }));
    await user.click(within(modal).getByRole('button', { name: 'Confirm opt-out' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(CONSENT_MESSAGES.badAddress);

    await user.type(address, ', NC 27601');
    await user.click(within(modal).getByRole('button', { name: 'Add opt-out' }));
    expect(
      within(modal).getByText(/Never reach the household at 12 Oak St, Raleigh, NC 27601 by mail again\?/),
    ).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Confirm opt-out' }));
    await waitFor(() => {
      expect(server.callsTo('POST', '/api/consent/').at(-1)?.body).toMatchObject({
        contact_type: 'address',
        contact: '12 Oak St, Raleigh, NC 27601',
        channel: 'mail',
        action: 'opt_out',
      });
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add opt-out' })).not.toBeInTheDocument(),
    );
  });
});
