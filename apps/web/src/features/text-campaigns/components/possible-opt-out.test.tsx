import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '@groundwork/shared/contracts/text-campaigns';
import { CAMPAIGN_ID, json, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { TEXT_CAMPAIGN_ID, makeConversation, makeTextCampaign } from './text-campaign-fixtures';

const OPT_OUT = `/api/text-campaign/${TEXT_CAMPAIGN_ID}/conversation/opt-out`;
const NOT_OPT_OUT = `/api/text-campaign/${TEXT_CAMPAIGN_ID}/conversation/not-opt-out`;
const AMBIGUOUS = 'I won’t stop voting for you';

/** Ana's reply may revoke consent until the texter answers: the server then reports the new state. */
const inbox = (fake: FakeServer) => {
  let state: Pick<Conversation, 'opted_out' | 'possible_opt_out'> = {
    opted_out: false,
    possible_opt_out: true,
  };
  const base = makeConversation();
  fake.on('GET /api/text-campaign/all/', () => json(200, [makeTextCampaign()]));
  fake.on(`PUT /api/text-campaign/${TEXT_CAMPAIGN_ID}/conversation/read`, () =>
    json(200, { voter_id: makeConversation().voter_id, unread: false }),
  );
  fake.on('GET /api/text-campaign/conversations/', () =>
    json(200, [
      makeConversation({
        ...state,
        messages: [base.messages[0]!, { ...base.messages[1]!, body: AMBIGUOUS, possible_opt_out: true }],
      }),
    ]),
  );
  fake.on(`POST ${OPT_OUT}`, () => {
    state = { opted_out: true, possible_opt_out: false };
    return json(200, { voter_id: base.voter_id, ...state });
  });
  fake.on(`POST ${NOT_OPT_OUT}`, () => {
    state = { opted_out: false, possible_opt_out: false };
    return json(200, { voter_id: base.voter_id, ...state });
  });
};

const openThread = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Conversations' }, { timeout: 10_000 });
  expect(within(nav).getByText('Possible opt-out')).toBeInTheDocument();
  await userEvent.setup().click(within(nav).getByRole('button', { name: /Ana Smith/ }));
  return screen.findByTestId('conversation-thread', {}, { timeout: 10_000 });
};

describe('a possible opt-out', { timeout: 30_000 }, () => {
  it('is shown with its reply, and one tap on "Confirm opt-out" opts the voter out', async () => {
    const { server } = await renderApp({ path: '/groundwork/texting/inbox', setup: inbox });
    const thread = await openThread();
    const panel = within(thread).getByTestId('possible-opt-out');
    expect(within(panel).getByText('Possible opt-out')).toBeInTheDocument();
    expect(within(panel).getByText(new RegExp(AMBIGUOUS))).toBeInTheDocument();
    expect(within(thread).getByText(/may ask to opt out/)).toBeInTheDocument();

    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Confirm opt-out' }));
    await waitFor(
      () => {
        expect(server.callsTo('POST', OPT_OUT)).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    expect(server.callsTo('POST', OPT_OUT)[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      voter_id: makeConversation().voter_id,
    });
    // The thread refreshes: opted out, no reply box, no more question.
    expect(
      await within(thread).findByText(/no more texts can be sent/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(thread).queryByTestId('possible-opt-out')).toBeNull();
    expect(within(thread).queryByRole('textbox', { name: 'Reply' })).toBeNull();
    expect(server.callsTo('POST', NOT_OPT_OUT)).toHaveLength(0);
  });

  it('can be dismissed as not an opt-out, keeping the reply box', async () => {
    const { server } = await renderApp({ path: '/groundwork/texting/inbox', setup: inbox });
    const thread = await openThread();
    await userEvent.setup().click(within(thread).getByRole('button', { name: 'Not an opt-out' }));
    await waitFor(
      () => {
        expect(within(thread).queryByTestId('possible-opt-out')).toBeNull();
      },
      { timeout: 10_000 },
    );
    expect(server.callsTo('POST', NOT_OPT_OUT)).toHaveLength(1);
    expect(server.callsTo('POST', OPT_OUT)).toHaveLength(0);
    expect(within(thread).getByRole('textbox', { name: 'Reply' })).toBeInTheDocument();
  });

  it('is counted on the text campaign page', async () => {
    await renderApp({
      path: `/groundwork/text-campaign/id/${TEXT_CAMPAIGN_ID}`,
      setup: (fake) => {
        const campaign = makeTextCampaign({
          counts: { ...makeTextCampaign().counts, sent: 3, replied: 2, possible_opt_out: 2 },
        });
        fake.on('GET /api/text-campaign/', () => json(200, campaign));
        fake.on('GET /api/text-campaign/updated-recipients/', () =>
          json(200, { counts: campaign.counts, recipients: [], as_of: '2026-11-24T15:00:00.000Z' }),
        );
        fake.on('GET /api/campaign/members/', () => json(200, []));
      },
    });
    const counts = await screen.findByTestId('live-counts', {}, { timeout: 10_000 });
    expect(within(counts).getByText('Possible opt-outs')).toBeInTheDocument();
    expect(within(counts).getByTestId('count-possible_opt_out')).toHaveTextContent('2');
  });
});
