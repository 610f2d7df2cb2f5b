import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES, type ClaimedRecipient } from '@groundwork/shared/contracts/text-campaigns';
import { CAMPAIGN_ID, USER_ID, json, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import {
  NUMBER,
  TEXT_CAMPAIGN_ID,
  makeRecipient,
  makeTextCampaign,
  makeTextMessage,
} from './text-campaign-fixtures';

const SEND = `/api/text-campaign/${TEXT_CAMPAIGN_ID}/send`;
const CLAIM = `/api/text-campaign/${TEXT_CAMPAIGN_ID}/claim`;

/** The server: batches handed out in turn (then none), sends refused for `refused` voters. */
const texting =
  (batches: ClaimedRecipient[][], refused: Set<string> = new Set()) =>
  (fake: FakeServer) => {
    fake.on('GET /api/text-campaign/', () => json(200, makeTextCampaign()));
    fake.on(`POST ${CLAIM}`, () => json(200, batches.shift() ?? []));
    fake.on(`POST /api/text-campaign/${TEXT_CAMPAIGN_ID}/release`, () => json(200, { released: 0 }));
    fake.on('GET /api/text-campaign/updated-recipients/', () =>
      json(404, { code: 'NOT_FOUND', detail: 'x' }),
    );
    fake.on(`POST ${SEND}`, (call) => {
      const { voter_id } = call.body as { voter_id: string };
      return refused.has(voter_id)
        ? json(422, { code: 'VALIDATION_FAILED', detail: TEXT_MESSAGES.quietHours })
        : json(201, makeTextMessage());
    });
  };

const sentTo = (server: FakeServer) =>
  server.callsTo('POST', SEND).map((call) => (call.body as { voter_id: string }).voter_id);

describe('the sending screen', { timeout: 30_000 }, () => {
  it('sends exactly one message per click and per Enter, one recipient at a time', async () => {
    const [ana, ben, cleo] = [makeRecipient(0), makeRecipient(1), makeRecipient(2)];
    const { server } = await renderApp({
      path: `/groundwork/texting/send/${TEXT_CAMPAIGN_ID}`,
      setup: texting([[ana, ben, cleo]]),
    });
    const user = userEvent.setup();
    expect(await screen.findByTestId('recipient-name', undefined, { timeout: 10_000 })).toHaveTextContent(
      'Ana Smith',
    );
    expect(screen.getByTestId('outgoing-message')).toHaveTextContent(ana.message);
    expect(screen.getByTestId('batch-progress')).toHaveTextContent('1 of 3');
    expect(server.callsTo('POST', CLAIM)[0]?.body).toEqual({ campaign_id: CAMPAIGN_ID });

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Sent to Ana Smith.');
    expect(sentTo(server)).toEqual([ana.voter_id]);
    expect(server.callsTo('POST', SEND)[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      user_id: USER_ID,
      voter_id: ana.voter_id,
      sending_phone_number: NUMBER,
      message: ana.message,
    });
    expect(screen.getByTestId('recipient-name')).toHaveTextContent('Ben Smith');
    expect(screen.getByTestId('batch-progress')).toHaveTextContent('2 of 3');

    // Enter anywhere outside a field sends the one message on screen.
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('{Enter}');
    await screen.findByText('Sent to Ben Smith.');
    expect(sentTo(server)).toEqual([ana.voter_id, ben.voter_id]);
    expect(screen.getByTestId('recipient-name')).toHaveTextContent('Cleo Smith');

    // A double click is one send: the second lands while the first is on its way.
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('batch-finished')).toHaveTextContent('You sent 3 texts.');
    expect(sentTo(server)).toEqual([ana.voter_id, ben.voter_id, cleo.voter_id]);
  });

  it("shows a refusal with the server's reason, skips the voter, and claims the next batch after the last", async () => {
    const [ana, ben, cleo] = [makeRecipient(0), makeRecipient(1), makeRecipient(2)];
    const { server } = await renderApp({
      path: `/groundwork/texting/send/${TEXT_CAMPAIGN_ID}`,
      setup: texting([[ana, ben], [cleo]], new Set([ana.voter_id])),
    });
    const user = userEvent.setup();
    await screen.findByTestId('recipient-name', undefined, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('send-notice')).toHaveTextContent(
      `Not sent to Ana Smith: ${TEXT_MESSAGES.quietHours}. Skipped.`,
    );
    expect(screen.getByTestId('recipient-name')).toHaveTextContent('Ben Smith');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Ben was the batch's last: the next batch is claimed and Cleo comes up.
    await waitFor(() => {
      expect(screen.getByTestId('recipient-name')).toHaveTextContent('Cleo Smith');
    });
    expect(screen.getByTestId('batch-progress')).toHaveTextContent('1 of 1');
    expect(server.callsTo('POST', CLAIM)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('batch-finished')).toHaveTextContent('You sent 2 texts.');
    expect(sentTo(server)).toEqual([ana.voter_id, ben.voter_id, cleo.voter_id]);
  });

  it('says texting is closed for the voter before Send is tapped, with Send and Enter off', async () => {
    // 15:00 UTC is 8:00 am in Phoenix (no daylight saving): the next one from now.
    const opens = new Date();
    opens.setUTCHours(15, 0, 0, 0);
    if (opens.getTime() <= Date.now()) opens.setUTCDate(opens.getUTCDate() + 1);
    const window = { opens_at: opens.toISOString(), time_zone: 'America/Phoenix' };
    const { server } = await renderApp({
      path: `/groundwork/texting/send/${TEXT_CAMPAIGN_ID}`,
      setup: texting([[{ ...makeRecipient(0), texting_window: window }]]),
    });
    const user = userEvent.setup();
    const notice = await screen.findByTestId('closed-window', undefined, { timeout: 10_000 });
    expect(notice).toHaveTextContent('Texting is closed — it opens at 8:00 am for these voters');
    if (Intl.DateTimeFormat().resolvedOptions().timeZone !== 'America/Phoenix')
      expect(notice).toHaveTextContent('That is Phoenix time, where these voters live');
    expect(screen.getByTestId('recipient-name')).toHaveTextContent('Ana Smith');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('{Enter}');
    expect(sentTo(server)).toEqual([]);
  });

  it('gives unsent claims back when the texter leaves', async () => {
    const { server } = await renderApp({
      path: `/groundwork/texting/send/${TEXT_CAMPAIGN_ID}`,
      setup: texting([[makeRecipient(0), makeRecipient(1)]]),
    });
    const user = userEvent.setup();
    await screen.findByTestId('recipient-name', undefined, { timeout: 10_000 });
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Texts to Send' }));
    await waitFor(() => {
      expect(server.callsTo('POST', `/api/text-campaign/${TEXT_CAMPAIGN_ID}/release`)).toHaveLength(1);
    });
    expect(sentTo(server)).toEqual([]);
  });
});
