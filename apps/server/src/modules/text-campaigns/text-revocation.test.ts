/** Every way a voter revokes consent by text (docs/decisions/0057-consent-revocation.md). */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Conversation, TextCampaign } from '@groundwork/shared/contracts/text-campaigns';
import { consentEvents } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { isOptedOut } from '../consent/consent.repository.ts';
import { claimed, inbound, messagesWith, newPhone, textCalls, textingCampaign } from './test-support.ts';

const t = await createTestApp();
const db = t.database.db;
const team = await textingCampaign(
  t,
  'Revocation Campaign',
  Array.from({ length: 24 }, () => ({})),
);
const rival = await textingCampaign(t, 'Rival Revocation', [{}]);
const { campaign_id, manager, volunteer, staff, number } = team;
const calls = textCalls(t, campaign_id);
const tc = await calls.active(manager.auth, [volunteer.id, staff.id]);
const batch = claimed(await calls.claim(volunteer.auth, tc.id));
const CONFIRMATION =
  'Revocation Campaign: you are unsubscribed and will receive no more texts. Reply START to resubscribe.';

let next = 0;
/** The first message to the next claimed recipient. */
const texted = async () => {
  const recipient = batch[next]!;
  next += 1;
  const response = await calls.send(volunteer.auth, tc.id, {
    user_id: volunteer.id,
    voter_id: recipient.voter_id,
    sending_phone_number: number,
  });
  expect(response.statusCode).toBe(201);
  return recipient;
};
const confirmations = async (phone: string) =>
  (await messagesWith(t, campaign_id, phone))
    .filter((m) => m.direction === 'outbound' && m.body === CONFIRMATION)
    .map((m) => m.body);
const ledger = (phone: string) => db.select().from(consentEvents).where(eq(consentEvents.contact, phone));
const conversation = async (voterId: string, auth = volunteer.auth) =>
  (
    await calls.inject(
      'GET',
      `/api/text-campaign/conversations/?campaign_id=${campaign_id}&text_campaign_id=${tc.id}`,
      auth,
    )
  )
    .json<Conversation[]>()
    .find((c) => c.voter_id === voterId);
const counts = async () =>
  (
    await calls.inject(
      'GET',
      `/api/text-campaign/?campaign_id=${campaign_id}&text_campaign_id=${tc.id}`,
      manager.auth,
    )
  ).json<TextCampaign>().counts;
const confirm = (auth: Record<string, string>, voter_id: string, id = tc.id) =>
  calls.inject('POST', `/api/text-campaign/${id}/conversation/opt-out`, auth, { campaign_id, voter_id });
const dismiss = (auth: Record<string, string>, voter_id: string) =>
  calls.inject('POST', `/api/text-campaign/${tc.id}/conversation/not-opt-out`, auth, {
    campaign_id,
    voter_id,
  });

describe('revocation replies', () => {
  it.each([' Stop. ', 'ＳＴＯＰ', 'stop!', 'please stop', 'stop texting me', 'unsubscribe me', 'opt-out'])(
    '%j opts the voter out of texts in the ledger, with one confirmation',
    async (body) => {
      const recipient = await texted();
      await inbound(t, recipient.phone, number, body);
      await inbound(t, recipient.phone, number, body);
      expect(await isOptedOut(db, campaign_id, 'sms', recipient.phone)).toBe(true);
      expect(await ledger(recipient.phone)).toEqual([
        expect.objectContaining({
          channel: 'sms',
          action: 'opt_out',
          source: 'reply_keyword',
          voterId: recipient.voter_id,
          userId: null,
          reason: `Replied "${body.trim()}"`,
        }),
      ]);
      expect(await confirmations(recipient.phone)).toEqual([CONFIRMATION]);
      expect(await conversation(recipient.voter_id)).toMatchObject({
        opted_out: true,
        possible_opt_out: false,
      });
    },
  );

  it('records one opt-out and sends one confirmation for two STOPs at once, even from a stranger', async () => {
    const recipient = await texted();
    const stranger = newPhone().e164;
    for (const phone of [recipient.phone, stranger]) {
      await Promise.all([
        inbound(t, phone, number, 'STOP'),
        inbound(t, phone, number, 'stop'),
        inbound(t, phone, number, 'Stop.'),
      ]);
      expect(await ledger(phone)).toHaveLength(1);
      expect(await confirmations(phone)).toEqual([CONFIRMATION]);
    }
  });

  it('changes nothing on a friendly reply', async () => {
    const recipient = await texted();
    await inbound(t, recipient.phone, number, 'Yes! Can’t wait to vote');
    expect(await isOptedOut(db, campaign_id, 'sms', recipient.phone)).toBe(false);
    expect(await ledger(recipient.phone)).toEqual([]);
    const thread = await conversation(recipient.voter_id);
    expect(thread).toMatchObject({ opted_out: false, possible_opt_out: false });
    expect(thread?.messages.map((m) => m.possible_opt_out)).toEqual([false, false]);
    expect((await messagesWith(t, campaign_id, recipient.phone)).filter((m) => m.userId === null)).toEqual([
      expect.objectContaining({ direction: 'inbound' }),
    ]);
  });
});

describe('possible opt-outs', () => {
  it('shows an ambiguous reply as a possible opt-out, counted, until the texter confirms it once', async () => {
    const before = await counts();
    const recipient = await texted();
    await inbound(t, recipient.phone, number, 'I won’t stop voting for you');
    expect(await isOptedOut(db, campaign_id, 'sms', recipient.phone)).toBe(false);
    const thread = await conversation(recipient.voter_id);
    expect(thread).toMatchObject({ opted_out: false, possible_opt_out: true });
    expect(thread?.messages.map((m) => [m.direction, m.possible_opt_out])).toEqual([
      ['outbound', false],
      ['inbound', true],
    ]);
    expect(await counts()).toMatchObject({
      possible_opt_out: before.possible_opt_out + 1,
      opted_out: before.opted_out,
    });

    // Another texter of the campaign cannot; the texter can, once: a second tap (even at the same moment)
    // records and sends nothing.
    expect((await confirm(staff.auth, recipient.voter_id)).statusCode).toBe(403);
    const taps = await Promise.all([
      confirm(volunteer.auth, recipient.voter_id),
      confirm(volunteer.auth, recipient.voter_id),
    ]);
    for (const tap of [...taps, await confirm(volunteer.auth, recipient.voter_id)]) {
      expect(tap.statusCode).toBe(200);
      expect(tap.json()).toEqual({ voter_id: recipient.voter_id, opted_out: true, possible_opt_out: false });
    }
    expect(await ledger(recipient.phone)).toEqual([
      expect.objectContaining({
        channel: 'sms',
        action: 'opt_out',
        source: 'reply_keyword',
        voterId: recipient.voter_id,
        userId: volunteer.id,
        reason: 'Replied "I won’t stop voting for you" (a possible opt-out, confirmed by the texter)',
      }),
    ]);
    expect(await confirmations(recipient.phone)).toEqual([CONFIRMATION]);
    // A STOP after the confirmation is answered by nothing.
    await inbound(t, recipient.phone, number, 'STOP');
    expect(await confirmations(recipient.phone)).toEqual([CONFIRMATION]);
    expect(await ledger(recipient.phone)).toHaveLength(1);
    expect(await counts()).toMatchObject({
      possible_opt_out: before.possible_opt_out,
      opted_out: before.opted_out + 1,
    });
    expect(await conversation(recipient.voter_id)).toMatchObject({
      opted_out: true,
      possible_opt_out: false,
    });
  });

  it('clears the possible opt-out when the voter then sends STOP, and a lead may confirm', async () => {
    const stopped = await texted();
    await inbound(t, stopped.phone, number, 'Remove me from your list');
    expect(await conversation(stopped.voter_id)).toMatchObject({ possible_opt_out: true });
    await inbound(t, stopped.phone, number, 'Stop.');
    expect(await conversation(stopped.voter_id)).toMatchObject({ opted_out: true, possible_opt_out: false });
    expect(await confirmations(stopped.phone)).toEqual([CONFIRMATION]);
    // Confirming an opt-out already made is harmless.
    expect((await confirm(volunteer.auth, stopped.voter_id)).json()).toMatchObject({ opted_out: true });
    expect(await confirmations(stopped.phone)).toEqual([CONFIRMATION]);

    const byLead = await texted();
    await inbound(t, byLead.phone, number, 'When does early voting end?');
    expect((await confirm(manager.auth, byLead.voter_id)).statusCode).toBe(200);
    expect(await isOptedOut(db, campaign_id, 'sms', byLead.phone)).toBe(true);
    expect(await confirmations(byLead.phone)).toEqual([CONFIRMATION]);
  });

  it('dismisses a possible opt-out ("Not an opt-out"): no ledger entry, no text, no longer counted', async () => {
    const before = await counts();
    const recipient = await texted();
    await inbound(t, recipient.phone, number, 'I will stop by the office tomorrow');
    expect((await counts()).possible_opt_out).toBe(before.possible_opt_out + 1);
    expect((await dismiss(staff.auth, recipient.voter_id)).statusCode).toBe(403);
    const dismissed = await dismiss(volunteer.auth, recipient.voter_id);
    expect(dismissed.json()).toEqual({
      voter_id: recipient.voter_id,
      opted_out: false,
      possible_opt_out: false,
    });
    expect((await counts()).possible_opt_out).toBe(before.possible_opt_out);
    expect(await ledger(recipient.phone)).toEqual([]);
    expect(await confirmations(recipient.phone)).toEqual([]);
    // The message keeps its mark; the conversation no longer asks.
    const thread = await conversation(recipient.voter_id);
    expect(thread).toMatchObject({ possible_opt_out: false });
    expect(thread?.messages.at(-1)?.possible_opt_out).toBe(true);
  });

  it('refuses to confirm without a possible opt-out, across campaigns and without a conversation', async () => {
    const friendly = await texted();
    await inbound(t, friendly.phone, number, 'Yes!');
    const refused = await confirm(volunteer.auth, friendly.voter_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: 'There is no possible opt-out to confirm in this conversation',
    });
    expect(await ledger(friendly.phone)).toEqual([]);
    const untexted = batch.at(-1)!;
    expect((await confirm(volunteer.auth, untexted.voter_id)).json()).toMatchObject({
      detail: 'There is no conversation with this voter in this text campaign',
    });
    const across = await textCalls(t, rival.campaign_id).inject(
      'POST',
      `/api/text-campaign/${tc.id}/conversation/opt-out`,
      rival.manager.auth,
      { campaign_id: rival.campaign_id, voter_id: friendly.voter_id },
    );
    expect(across.statusCode).toBe(404);
    const bad = await calls.inject(
      'POST',
      `/api/text-campaign/${tc.id}/conversation/opt-out`,
      volunteer.auth,
      {
        campaign_id,
        voter_id: 'nope',
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(
      await db
        .select()
        .from(consentEvents)
        .where(and(eq(consentEvents.campaignId, campaign_id), eq(consentEvents.contact, friendly.phone))),
    ).toEqual([]);
  });
});
