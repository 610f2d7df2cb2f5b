import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ID, json, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import {
  TEXT_CAMPAIGN_ID,
  makeConversation,
  makeTextCampaign,
  makeTextMessage,
} from './text-campaign-fixtures';

const BEN = '00000000-0000-4000-8000-000000000002';
const REPLY = `/api/text-campaign/${TEXT_CAMPAIGN_ID}/reply`;
const READ = `/api/text-campaign/${TEXT_CAMPAIGN_ID}/conversation/read`;

const inbox = (fake: FakeServer) => {
  fake.on('GET /api/text-campaign/all/', () => json(200, [makeTextCampaign()]));
  fake.on('GET /api/text-campaign/conversations/', (call) => {
    const all = [
      makeConversation(),
      makeConversation({
        voter_id: BEN,
        voter_name: 'Ben Smith',
        phone: '+19195550202',
        opted_out: true,
        unread: false,
        messages: [
          { ...makeConversation().messages[1]!, id: '10000000-0000-4000-8000-000000000003', body: 'STOP' },
        ],
      }),
    ];
    return json(200, call.search.get('unread') === 'true' ? all.filter((c) => c.unread) : all);
  });
  fake.on(`PUT ${READ}`, () => json(200, { voter_id: makeConversation().voter_id, unread: false }));
  fake.on(`POST ${REPLY}`, () => json(201, makeTextMessage()));
};

describe('the texting inbox', { timeout: 30_000 }, () => {
  it('lists conversations, filters unread, opens a thread, marks it read and replies with a quick reply', async () => {
    const { server } = await renderApp({ path: '/groundwork/texting/inbox', setup: inbox });
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Conversations' }, { timeout: 10_000 });
    expect(within(nav).getByText('Ben Smith')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => {
      expect(
        within(screen.getByRole('navigation', { name: 'Conversations' })).queryByText('Ben Smith'),
      ).toBeNull();
    });
    expect(server.callsTo('GET', '/api/text-campaign/conversations/').at(-1)?.search.get('unread')).toBe(
      'true',
    );

    await user.click(screen.getByRole('button', { name: /Ana Smith/ }));
    const thread = await screen.findByTestId('conversation-thread');
    expect(within(thread).getByText('Yes! Where do I vote?')).toBeInTheDocument();
    await waitFor(() => {
      expect(server.callsTo('PUT', READ)).toHaveLength(1);
    });
    expect(server.callsTo('PUT', READ)[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      voter_id: makeConversation().voter_id,
    });

    await user.click(within(thread).getByRole('button', { name: 'Thanks! Polls open at 7.' }));
    expect(within(thread).getByRole('textbox', { name: 'Reply' })).toHaveValue('Thanks! Polls open at 7.');
    await user.click(within(thread).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => {
      expect(server.callsTo('POST', REPLY)).toHaveLength(1);
    });
    expect(server.callsTo('POST', REPLY)[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      voter_id: makeConversation().voter_id,
      message: 'Thanks! Polls open at 7.',
    });
  });

  it('shows an opted-out voter with a badge and no reply box', async () => {
    await renderApp({ path: '/groundwork/texting/inbox', setup: inbox });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ben Smith/ }, { timeout: 10_000 }));
    const thread = await screen.findByTestId('conversation-thread');
    expect(within(thread).getByText('Opted out')).toBeInTheDocument();
    expect(within(thread).getByText(/no more texts can be sent/)).toBeInTheDocument();
    expect(within(thread).queryByRole('textbox', { name: 'Reply' })).toBeNull();
  });
});
