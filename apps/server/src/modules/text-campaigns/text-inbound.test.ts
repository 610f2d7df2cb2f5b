import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPT_OUT_KEYWORDS, type Conversation } from '@groundwork/shared/contracts/text-campaigns';
import { consentEvents, textLandlines, textMessages, touches } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { isOptedOut } from '../consent/consent.repository.ts';
import {
  claimed,
  inbound,
  messagesWith,
  newPhone,
  status,
  textCalls,
  textingCampaign,
} from './test-support.ts';

const t = await createTestApp();
const db = t.database.db;
const team = await textingCampaign(
  t,
  'Replies Campaign',
  Array.from({ length: 30 }, () => ({})),
);
const rival = await textingCampaign(t, 'Rival Replies', [{}]);
const { campaign_id, manager, volunteer, staff, number } = team;
const calls = textCalls(t, campaign_id);
const tc = await calls.active(manager.auth, [volunteer.id, staff.id]);
const batch = claimed(await calls.claim(volunteer.auth, tc.id));

/** Sends the first message to the n-th claimed recipient; returns the recipient and the stored message. */
const texted = async (n: number) => {
  const recipient = batch[n]!;
  const response = await calls.send(volunteer.auth, tc.id, {
    user_id: volunteer.id,
    voter_id: recipient.voter_id,
    sending_phone_number: number,
  });
  expect(response.statusCode).toBe(201);
  const [message] = await db
    .select()
    .from(textMessages)
    .where(eq(textMessages.id, response.json<{ id: string }>().id));
  return { recipient, message: message! };
};
const outboundTo = async (phone: string) =>
  (await messagesWith(t, campaign_id, phone)).filter((m) => m.direction === 'outbound' && m.userId === null);

// How a reply is read (keywords, phrases, normalising): reply-classifier.test.ts; decision 0057.
describe('keywords', () => {
  it.each(OPT_OUT_KEYWORDS.map((word, i) => [word, i] as const))(
    'opts the number out on " %s " at once, with one confirmation only',
    async (word, i) => {
      const { recipient } = await texted(i);
      await inbound(t, recipient.phone, number, ` ${word.toLowerCase()} `);
      await inbound(t, recipient.phone, number, word);
      expect(await isOptedOut(db, campaign_id, 'sms', recipient.phone)).toBe(true);
      const confirmations = await outboundTo(recipient.phone);
      expect(confirmations.map((m) => m.body)).toEqual([
        'Replies Campaign: you are unsubscribed and will receive no more texts. Reply START to resubscribe.',
      ]);
      const [event] = await db.select().from(consentEvents).where(eq(consentEvents.contact, recipient.phone));
      expect(event).toMatchObject({
        source: 'reply_keyword',
        action: 'opt_out',
        voterId: recipient.voter_id,
      });
      // The texter can no longer reply.
      const refused = await calls.reply(volunteer.auth, tc.id, recipient.voter_id);
      expect(refused.json()).toMatchObject({
        detail: 'This number has opted out of texts from the campaign',
      });
    },
  );

  it('opts back in on START with a confirmation, and answers HELP with the campaign’s help text', async () => {
    const { recipient } = await texted(10);
    await inbound(t, recipient.phone, number, 'STOP');
    await inbound(t, recipient.phone, number, ' Start');
    expect(await isOptedOut(db, campaign_id, 'sms', recipient.phone)).toBe(false);
    await inbound(t, recipient.phone, number, 'HELP');
    await calls.update(manager.auth, tc.id, { help_text: 'Casey for Council. Questions: casey.example' });
    await inbound(t, recipient.phone, number, 'help');
    expect((await outboundTo(recipient.phone)).map((m) => m.body)).toEqual([
      'Replies Campaign: you are unsubscribed and will receive no more texts. Reply START to resubscribe.',
      'Replies Campaign: you are subscribed again. Reply STOP to opt out.',
      'Replies Campaign: texts from our volunteers. Reply STOP to opt out.',
      'Casey for Council. Questions: casey.example',
    ]);
  });

  it('keeps a text to a number that never texted the voter as an orphan, and a replay once', async () => {
    const stranger = newPhone().e164;
    await inbound(t, stranger, number, 'Who is this?', 'SMorphan');
    await inbound(t, stranger, number, 'Who is this?', 'SMorphan');
    const kept = await messagesWith(t, campaign_id, stranger);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ direction: 'inbound', textCampaignId: null, voterId: null });
  });
});

describe('statuses', () => {
  it('moves forward only, and a delivered text is one touch', async () => {
    const { recipient, message } = await texted(11);
    const sid = message.providerSid!;
    await status(t, sid, 'delivered');
    await status(t, sid, 'sent');
    await status(t, sid, 'delivered');
    const [after] = await db.select().from(textMessages).where(eq(textMessages.id, message.id));
    expect(after?.status).toBe('delivered');
    const touched = await db.select().from(touches).where(eq(touches.sourceId, message.id));
    expect(touched).toEqual([
      expect.objectContaining({
        channel: 'text',
        voterId: recipient.voter_id,
        userId: volunteer.id,
        contacted: false,
      }),
    ]);
  });

  it('marks a number a landline on undelivered 30006, and leaves it out from then on', async () => {
    const { recipient, message } = await texted(12);
    await status(t, message.providerSid!, 'undelivered', 30006);
    const landlines = await db.select().from(textLandlines).where(eq(textLandlines.phone, recipient.phone));
    expect(landlines).toHaveLength(1);
    const next = await calls.active(manager.auth, [volunteer.id]);
    const everyone = [
      ...claimed(await calls.claim(volunteer.auth, next.id)),
      ...claimed(await calls.claim(manager.auth, next.id)),
    ];
    expect(everyone.map((r) => r.phone)).not.toContain(recipient.phone);
  });
});

describe('conversations', () => {
  it('threads a reply for its texter; leads see it, another texter does not', async () => {
    const { recipient } = await texted(13);
    await inbound(t, recipient.phone, number, 'Yes!');
    const list = (auth: Record<string, string>) =>
      calls.inject('GET', `/api/text-campaign/conversations/?campaign_id=${campaign_id}&unread=true`, auth);
    const mine = (await list(volunteer.auth)).json<Conversation[]>();
    const thread = mine.find((c) => c.voter_id === recipient.voter_id);
    expect(thread?.messages.map((m) => [m.direction, m.body])).toEqual([
      ['outbound', 'Hi there'],
      ['inbound', 'Yes!'],
    ]);
    expect(
      (await list(manager.auth)).json<Conversation[]>().some((c) => c.voter_id === recipient.voter_id),
    ).toBe(true);
    expect((await list(staff.auth)).json<Conversation[]>()).toEqual([]);
    const reply = await calls.reply(volunteer.auth, tc.id, recipient.voter_id, 'Great, see you there');
    expect(reply.statusCode).toBe(201);
    expect((await calls.reply(staff.auth, tc.id, recipient.voter_id)).statusCode).toBe(403);
    const read = (auth: Record<string, string>) =>
      calls.inject('PUT', `/api/text-campaign/${tc.id}/conversation/read`, auth, {
        campaign_id,
        voter_id: recipient.voter_id,
      });
    expect((await read(staff.auth)).statusCode).toBe(403);
    expect((await read(volunteer.auth)).json()).toEqual({ voter_id: recipient.voter_id, unread: false });
    expect(
      (await list(volunteer.auth)).json<Conversation[]>().some((c) => c.voter_id === recipient.voter_id),
    ).toBe(false);
  });

  it('denies conversation routes across campaigns and to an unassigned Volunteer', async () => {
    const other = await calls.active(manager.auth, [staff.id]);
    const voter_id = batch[0]!.voter_id;
    const body = { campaign_id, voter_id };
    for (const response of [
      await calls.reply(volunteer.auth, other.id, voter_id),
      await calls.inject('PUT', `/api/text-campaign/${other.id}/conversation/read`, volunteer.auth, body),
      await calls.inject('POST', `/api/text-campaign/${other.id}/survey-response`, volunteer.auth, {
        ...body,
        survey_responses: [{ question_id: voter_id, answer: 'Yes' }],
      }),
    ])
      expect(response.statusCode).toBe(403);
    for (const response of [
      await calls.reply(rival.manager.auth, tc.id, voter_id),
      await calls.inject('PUT', `/api/text-campaign/${tc.id}/conversation/read`, rival.manager.auth, body),
      await calls.inject(
        'GET',
        `/api/text-campaign/conversations/?campaign_id=${campaign_id}`,
        rival.manager.auth,
      ),
      await calls.inject('POST', `/api/text-campaign/${tc.id}/survey-response`, rival.manager.auth, {
        ...body,
        survey_responses: [{ question_id: voter_id, answer: 'Yes' }],
      }),
    ])
      expect(response.statusCode).toBe(404);
    const theirs = await textCalls(t, rival.campaign_id).reply(rival.manager.auth, tc.id, voter_id);
    expect(theirs.statusCode).toBe(404);
    const stillMine = await db
      .select()
      .from(textMessages)
      .where(and(eq(textMessages.textCampaignId, other.id)));
    expect(stillMine).toEqual([]);
  });
});
