import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ID, json, USER_ID } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { InviteModal } from './invite-modal';

const waiting = {
  id: '9d6f3a1e-4b2c-4e8f-8a7d-1c2b3d4e5f60',
  date_sent: '2026-11-01T10:00:00.000Z',
  sender_id: USER_ID,
  campaign_id: CAMPAIGN_ID,
  receiver_email: 'wes@example.org',
  status: 'pending',
  message: null,
  offer_title: 'Volunteer',
  expires_at: '2026-12-30T10:00:00.000Z',
};

describe('inviting several people', () => {
  it('sends the good addresses and lists each bad one with why, instead of all-or-nothing', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({
      path: '/groundwork/campaign',
      children: (
        <InviteModal campaignId={CAMPAIGN_ID} actorTitle="Manager" opened onClose={() => undefined} />
      ),
      setup: (fake) => {
        fake.on('GET /api/invitation/all/', () => json(200, [waiting]));
        fake.on('POST /api/invitation/', (call) => {
          const { receiver_email: email } = call.body as { receiver_email: string };
          if (email === 'mo@example.org') {
            return json(409, {
              code: 'ALREADY_MEMBER',
              detail: 'mo@example.org is already a member of this campaign',
            });
          }
          return json(201, { ...waiting, id: crypto.randomUUID(), receiver_email: email });
        });
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Invite people' });
    await user.click(within(dialog).getByLabelText('E-mail addresses'));
    await user.paste('ana@example.org, bob@, mo@example.org, wes@example.org, cy@example.org');
    // Said before sending: these will not go out.
    const notSent = await within(dialog).findByRole('list', { name: 'Will not be sent' });
    expect(
      within(notSent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '“bob@” is not a valid e-mail address',
      '“wes@example.org” is already invited: resend it from Pending invitations',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Send 3 invitations' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('2 invitations sent, 3 not sent.');
    const failed = within(dialog).getByRole('list', { name: 'Not sent' });
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'mo@example.org: is already a member of this campaign',
      'bob@: is not a valid e-mail address',
      'wes@example.org: is already invited: resend it from Pending invitations',
    ]);
    const sent = server.callsTo('POST', '/api/invitation/').map((call) => call.body);
    expect(sent.map((body) => (body as { receiver_email: string }).receiver_email)).toEqual([
      'ana@example.org',
      'mo@example.org',
      'cy@example.org',
    ]);
  });

  it('sends nothing when no address can be invited, and says so', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({
      path: '/groundwork/campaign',
      children: (
        <InviteModal campaignId={CAMPAIGN_ID} actorTitle="Manager" opened onClose={() => undefined} />
      ),
      setup: (fake) => {
        fake.on('GET /api/invitation/all/', () => json(200, [waiting]));
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Invite people' });
    await user.click(within(dialog).getByLabelText('E-mail addresses'));
    await user.paste('bob@ wes@example.org');
    await within(dialog).findByRole('list', { name: 'Will not be sent' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('None of these addresses can be invited')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/invitation/')).toHaveLength(0);
  });
});
