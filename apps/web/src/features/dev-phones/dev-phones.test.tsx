import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DevPhone } from '@groundwork/shared/contracts/dev-phones';
import { json } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const CAMPAIGN_NUMBER = '+19195550142';
const phone = (number: string, messages: Partial<DevPhone['messages'][number]>[]): DevPhone => ({
  number,
  voter_id: '0d7f3b0e-8a4e-4e59-9d3c-0d3b7e0a1f11',
  messages: messages.map((m, i) => ({
    sid: `SM${number}${i}`,
    direction: 'outbound',
    campaign_number: CAMPAIGN_NUMBER,
    body: 'Hi',
    status: 'delivered',
    error_code: null,
    time: '2026-11-25T14:00:00Z',
    ...m,
  })),
});

describe('the development phones page', { timeout: 20_000 }, () => {
  it('lists each phone’s thread and replies as the voter, STOP included', async () => {
    const { server } = await renderApp({
      path: '/dev/phones',
      setup: (fake) => {
        fake.on('GET /api/dev/phones', () =>
          json(200, [
            phone('+19195557781', [{ body: 'Can we count on your vote? Reply STOP to opt out' }]),
            phone('+19195557780', [{ body: 'Hello', status: 'undelivered', error_code: 30006 }]),
          ]),
        );
        fake.on('POST /api/dev/phones/reply', () => json(200, { sid: 'SM1' }));
      },
    });
    const first = await screen.findByRole('region', { name: 'Phone +19195557781' });
    expect(within(first).getByText('Can we count on your vote? Reply STOP to opt out')).toBeInTheDocument();
    const landline = screen.getByRole('region', { name: 'Phone +19195557780' });
    expect(within(landline).getByText('undelivered 30006')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(within(first).getByLabelText('Reply from +19195557781'), 'Yes!');
    await user.click(within(first).getByRole('button', { name: 'Send' }));
    await user.click(within(landline).getByRole('button', { name: 'STOP' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/dev/phones/reply')).toHaveLength(2));
    expect(server.callsTo('POST', '/api/dev/phones/reply').map((c) => c.body)).toEqual([
      { from: '+19195557781', to: CAMPAIGN_NUMBER, body: 'Yes!' },
      { from: '+19195557780', to: CAMPAIGN_NUMBER, body: 'STOP' },
    ]);
    expect(server.callsTo('GET', '/api/dev/phones')[0]!.headers.get('authorization')).toBeNull();
  });

  it('says why when the server does not serve them', async () => {
    await renderApp({
      path: '/dev/phones',
      setup: (fake) => {
        fake.on('GET /api/dev/phones', () =>
          json(403, {
            code: 'FORBIDDEN',
            detail: 'The development phones are only served to the machine Groundwork runs on',
          }),
        );
      },
    });
    expect(await screen.findByText('The development phones are not available')).toBeInTheDocument();
    expect(screen.getByText(/only served to the machine/)).toBeInTheDocument();
  });
});
