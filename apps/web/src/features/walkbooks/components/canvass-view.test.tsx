import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { Outbox } from '../../../lib/offline/outbox';
import { createMemoryOutboxStorage, type OutboxStorage } from '../../../lib/offline/outbox-storage';
import { sendOutboxItem } from '../../../lib/offline/send-item';
import { OutboxContext } from '../../../lib/offline/use-outbox';
import { CAMPAIGN_ID, type RecordedCall } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import {
  ANA_ID,
  BEN_ID,
  ISSUE_IDS,
  ISSUES_ID,
  QUESTION_ID,
  serveWalkbook,
  WALKBOOK_ID,
  YES_ID,
} from './canvass-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The walkbook page with an outbox of its own over `storage` (the device's, kept across "reloads"). */
const openWalkbook = (
  puts: RecordedCall[],
  options: { storage?: OutboxStorage; answer?: Parameters<typeof serveWalkbook>[2] } = {},
) =>
  renderApp({
    path: `/groundwork/walkbook/id/${WALKBOOK_ID}`,
    setup: (fake) => serveWalkbook(fake, puts, options.answer),
    children: (
      <OutboxContext.Provider
        value={new Outbox(options.storage ?? createMemoryOutboxStorage(), sendOutboxItem)}
      >
        <AppRoutes />
      </OutboxContext.Provider>
    ),
  });

const start = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Start at door 1' }, { timeout: 15_000 }));
  return screen.findByRole('region', { name: 'Ben Rivera' });
};

describe('the canvasser screen', { timeout: 40_000 }, () => {
  it('records a tap on a result at once, then the survey answers as the same visit', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    await openWalkbook(puts);
    // The route's first door is 14 Oak St, even though the walkbook lists 12 first.
    const ben = await start(user);
    expect(screen.getByText('14 Oak St, Raleigh', { selector: 'p' })).toBeInTheDocument();
    await user.click(within(ben).getByRole('button', { name: 'Contacted' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(within(ben).getByRole('button', { name: 'Contacted' })).toHaveAttribute('aria-pressed', 'true');
    await within(ben).findByText('Contacted recorded');
    await user.click(within(ben).getByRole('radio', { name: 'Yes' }));
    await user.type(within(ben).getByRole('textbox', { name: 'Notes' }), 'Wants a sign');
    await user.click(within(ben).getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    const visitId = (puts[0]?.body as { visit_id: string }).visit_id;
    expect(visitId).toMatch(UUID);
    expect(puts[1]?.body).toEqual({
      id: WALKBOOK_ID,
      campaign_id: CAMPAIGN_ID,
      voter_id: BEN_ID,
      visit_id: visitId,
      recorded_at: (puts[0]?.body as { recorded_at: string }).recorded_at,
      touch_result: 'contacted',
      notes: 'Wants a sign',
      survey_responses: [{ question_id: QUESTION_ID, answer_ids: [YES_ID] }],
    });
    expect(screen.getByText('1 of 2 doors knocked')).toBeInTheDocument();
    expect(screen.getByText('1 contact')).toBeInTheDocument();
  });

  it('keeps a result tapped without "Save" when the canvasser goes on to the next door', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    await openWalkbook(puts);
    const ben = await start(user);
    await user.click(within(ben).getByRole('button', { name: 'Not home' }));
    await user.type(within(ben).getByRole('textbox', { name: 'Notes' }), 'Dog in the yard');
    await user.click(screen.getByRole('button', { name: /Next door/ }));
    await screen.findByRole('region', { name: 'Ana Rivera' });
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts.map((p) => p.body)).toEqual([
      expect.objectContaining({ voter_id: BEN_ID, touch_result: 'not_home', notes: null }),
      expect.objectContaining({ voter_id: BEN_ID, touch_result: 'not_home', notes: 'Dog in the yard' }),
    ]);
    expect(screen.getByText('0 contacts')).toBeInTheDocument();
  });

  it('sends answers not saved yet when the canvasser leaves the screen', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    await openWalkbook(puts);
    const ben = await start(user);
    await user.click(within(ben).getByRole('button', { name: 'Moved' }));
    await user.type(within(ben).getByRole('textbox', { name: 'Notes' }), 'New tenants');
    await user.click(screen.getAllByRole('link', { name: /Walkbooks/ })[0]!);
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]?.body).toMatchObject({ voter_id: BEN_ID, touch_result: 'moved', notes: 'New tenants' });
  });

  it('"Nobody home" records every voter at the door as not home and moves to the next door', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    await openWalkbook(puts);
    await start(user);
    await user.click(screen.getByRole('button', { name: 'Nobody home' }));
    const ana = await screen.findByRole('region', { name: 'Ana Rivera' });
    expect(screen.getByText('12 Oak St, Raleigh', { selector: 'p' })).toBeInTheDocument();
    expect(puts.map((p) => p.body)).toEqual([
      expect.objectContaining({ voter_id: BEN_ID, touch_result: 'not_home' }),
    ]);
    expect(screen.getByText('1 of 2 doors knocked')).toBeInTheDocument();
    // The last door: nowhere to move on to, but the result is still recorded.
    await user.click(within(ana).getByRole('button', { name: 'Refused' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(screen.getByRole('button', { name: /Next door/ })).toBeDisabled();
    expect(screen.getByText('2 of 2 doors knocked')).toBeInTheDocument();
    expect(puts[1]?.body).toMatchObject({ voter_id: ANA_ID, touch_result: 'refused' });
  });

  it('keeps a result recorded offline through a reload and sends it once back online', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    const storage = createMemoryOutboxStorage(); // the device's IndexedDB, kept across the reload
    let online = false;
    const first = await openWalkbook(puts, {
      storage,
      answer: () => {
        if (!online) throw new TypeError('Failed to fetch');
        return Response.json({
          id: WALKBOOK_ID,
          voter_id: BEN_ID,
          old_status: null,
          touch_result: 'not_home',
          voters_pending: 1,
        });
      },
    });
    const ben = await start(user);
    await user.click(within(ben).getByRole('button', { name: 'Not home' }));
    expect(await screen.findByText('1 door waiting to sync')).toBeInTheDocument();
    expect(within(ben).getByText('Not home: waiting to sync')).toBeInTheDocument();
    expect(await storage.load()).toHaveLength(1);
    const sentOffline = puts.length;
    first.unmount();

    online = true;
    await openWalkbook(puts, { storage, answer: undefined });
    await waitFor(() => expect(puts).toHaveLength(sentOffline + 1));
    const resent = puts.at(-1)?.body as { visit_id: string };
    expect(resent).toMatchObject({
      voter_id: BEN_ID,
      touch_result: 'not_home',
      visit_id: expect.stringMatching(UUID),
    });
    expect(resent.visit_id).toBe((puts[0]?.body as { visit_id: string }).visit_id);
    await waitFor(() => expect(screen.queryByText(/waiting to sync/)).not.toBeInTheDocument());
    expect(await storage.load()).toEqual([]);
  });

  it('keeps three answers to a multiple-choice question, offline through a reload, and sends them all', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    const storage = createMemoryOutboxStorage();
    const first = await openWalkbook(puts, {
      storage,
      answer: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const ben = await start(user);
    await user.click(within(ben).getByRole('button', { name: 'Contacted' }));
    const issues = within(ben).getByRole('group', { name: /Which issues matter to you\?/ });
    for (const text of ['Housing', 'Traffic', 'Schools'])
      await user.click(within(issues).getByRole('checkbox', { name: text }));
    await user.click(within(ben).getByRole('button', { name: 'Save answers' }));
    await within(ben).findByText('Contacted: waiting to sync');
    const chosen = [ISSUE_IDS[0], ISSUE_IDS[2], ISSUE_IDS[3]];
    first.unmount();

    await openWalkbook(puts, { storage, answer: undefined });
    await waitFor(() => expect(storage.load()).resolves.toEqual([]));
    expect(puts.at(-1)?.body).toMatchObject({
      voter_id: BEN_ID,
      touch_result: 'contacted',
      survey_responses: [{ question_id: ISSUES_ID, answer_ids: chosen }],
    });
  });

  it('shows a result the server refused with its reason until the canvasser dismisses it', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    const storage = createMemoryOutboxStorage();
    const archived = 'This walkbook is archived: visits can no longer be recorded.';
    await openWalkbook(puts, {
      storage,
      answer: () => Response.json({ code: 'CONFLICT', detail: archived }, { status: 409 }),
    });
    const ben = await start(user);
    await user.click(within(ben).getByRole('button', { name: 'Moved' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('1 item could not be recorded')).toBeInTheDocument();
    expect(within(alert).getByText(`Door result for Ben Rivera: ${archived}`)).toBeInTheDocument();
    expect(await storage.load()).toMatchObject([{ refused: archived }]); // kept on the device until read
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await storage.load()).toEqual([]);
  });
});
