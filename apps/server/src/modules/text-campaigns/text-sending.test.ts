import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@groundwork/shared/contracts/text-campaigns';
import { campaigns, textRecipients } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { recordConsent } from '../consent/consent.repository.ts';
import { claimed, newPhone, textCalls, textingCampaign } from './test-support.ts';

const t = await createTestApp();
const db = t.database.db;
const team = await textingCampaign(
  t,
  'Sending Campaign',
  Array.from({ length: 60 }, () => ({})),
);
const rival = await textingCampaign(t, 'Rival Sending', [{}]);
const { campaign_id, manager, volunteer, staff, number } = team;
const calls = textCalls(t, campaign_id);
const optOut = (phone: string) =>
  recordConsent(db, {
    campaignId: campaign_id,
    voterId: null,
    contactType: 'phone',
    contact: phone,
    channel: 'sms',
    action: 'opt_out',
    source: 'manual',
    userId: manager.id,
    reason: 'asked at the door',
  });
const sendAs = (who: typeof volunteer, id: string, voter_id: string, sending_phone_number = number) =>
  calls.send(who.auth, id, { user_id: who.id, voter_id, sending_phone_number });

describe('claims', () => {
  it('hands each recipient to one texter only, however many claim at once', async () => {
    const texters = [manager, team.director, volunteer, staff];
    const tc = await calls.active(manager.auth, [volunteer.id, staff.id]);
    const results = await Promise.all(
      texters.flatMap((who) => [1, 2, 3].map(() => calls.claim(who.auth, tc.id))),
    );
    const held = new Map<string, Set<string>>();
    results.forEach((response, i) => {
      const who = texters[Math.floor(i / 3)]!.id;
      for (const r of claimed(response)) held.set(r.voter_id, (held.get(r.voter_id) ?? new Set()).add(who));
    });
    expect([...held.values()].every((owners) => owners.size === 1)).toBe(true);
    expect(held.size).toBe(60);
    // A texter's claims top up to one batch, never beyond.
    expect(claimed(await calls.claim(volunteer.auth, tc.id)).length).toBeLessThanOrEqual(
      TEXT_LIMITS.claimBatch,
    );
  });

  it('renders the message for each recipient and gives claims back on release', async () => {
    const tc = await calls.active(manager.auth, [volunteer.id]);
    const batch = claimed(await calls.claim(volunteer.auth, tc.id));
    expect(batch).toHaveLength(TEXT_LIMITS.claimBatch);
    expect(batch[0]?.message).toMatch(/^Hi Voter\d+, this is \w+\. Reply STOP to opt out$/);
    expect(batch[0]?.phone).toMatch(/^\+1415\d{7}$/);
    const released = await calls.release(volunteer.auth, tc.id);
    expect(released.json()).toEqual({ released: TEXT_LIMITS.claimBatch });
    const held = await db
      .select()
      .from(textRecipients)
      .where(and(eq(textRecipients.textCampaignId, tc.id), isNotNull(textRecipients.claimedBy)));
    expect(held).toEqual([]);
  });

  it('lets an expired claim be claimed again, and refuses to send on it', async () => {
    const tc = await calls.active(manager.auth, [volunteer.id, staff.id]);
    const first = claimed(await calls.claim(volunteer.auth, tc.id));
    await db
      .update(textRecipients)
      .set({ claimExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(textRecipients.textCampaignId, tc.id));
    const voter = first[0]!.voter_id;
    const late = await sendAs(volunteer, tc.id, voter);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ detail: 'Claim this voter before texting them' });
    const others = [staff, manager, team.director];
    const second = (await Promise.all(others.map((who) => calls.claim(who.auth, tc.id)))).flatMap(claimed);
    expect(second.map((r) => r.voter_id)).toContain(voter);
  });

  it('never hands out an opted-out number', async () => {
    const tc = await calls.active(manager.auth, [volunteer.id]);
    const [recipient] = await db
      .select()
      .from(textRecipients)
      .where(eq(textRecipients.textCampaignId, tc.id))
      .limit(1);
    await optOut(recipient!.phone);
    const all = [
      ...claimed(await calls.claim(volunteer.auth, tc.id)),
      ...claimed(await calls.claim(manager.auth, tc.id)),
      ...claimed(await calls.claim(team.director.auth, tc.id)),
    ];
    expect(all).toHaveLength(59);
    expect(all.map((r) => r.phone)).not.toContain(recipient!.phone);
  });
});

describe('sending', () => {
  it('sends once per recipient, records the message and refuses a second first message', async () => {
    const tc = await calls.active(manager.auth, [volunteer.id]);
    const [first] = claimed(await calls.claim(volunteer.auth, tc.id));
    const [one, two] = await Promise.all([
      sendAs(volunteer, tc.id, first!.voter_id),
      sendAs(volunteer, tc.id, first!.voter_id),
    ]);
    expect([one!.statusCode, two!.statusCode].sort()).toEqual([201, 409]);
    const sent = [one!, two!].find((r) => r.statusCode === 201)!.json();
    expect(sent).toMatchObject({
      direction: 'outbound',
      body: 'Hi there',
      user_id: volunteer.id,
      status: 'queued',
    });
    const counts = await calls.inject(
      'GET',
      `/api/text-campaign/updated-recipients/?campaign_id=${campaign_id}&text_campaign_id=${tc.id}`,
      manager.auth,
    );
    const { counts: live } = counts.json<{
      counts: { sent: number; remaining: number; recipients: number };
    }>();
    // The one sent, and the rest of the texter's batch still held.
    expect(live.sent).toBe(1);
    expect(live.remaining).toBe(live.recipients - TEXT_LIMITS.claimBatch);
    expect(counts.json<{ recipients: { voter_id: string; last_status: string }[] }>().recipients).toEqual(
      expect.arrayContaining([expect.objectContaining({ voter_id: first!.voter_id, last_status: 'queued' })]),
    );
  });

  it('refuses an opted-out number, a foreign number, a non-recipient, another texter’s claim, and another user_id', async () => {
    const tc = await calls.active(manager.auth, [volunteer.id, staff.id]);
    const [a, b] = claimed(await calls.claim(volunteer.auth, tc.id));
    const [theirs] = claimed(await calls.claim(staff.auth, tc.id));
    await optOut(a!.phone);
    const expectRefusal = async (
      response: Awaited<ReturnType<typeof sendAs>>,
      status: number,
      detail: string,
    ) => {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ detail });
    };
    await expectRefusal(
      await sendAs(volunteer, tc.id, a!.voter_id),
      409,
      'This number has opted out of texts from the campaign',
    );
    await expectRefusal(
      await sendAs(volunteer, tc.id, b!.voter_id, rival.number),
      400,
      'sending_phone_number is not one of the campaign’s numbers',
    );
    await expectRefusal(
      await sendAs(volunteer, tc.id, rival.voters[0]!.id),
      404,
      "This voter is not one of the text campaign's recipients",
    );
    await expectRefusal(
      await sendAs(volunteer, tc.id, theirs!.voter_id),
      403,
      'Claim this voter before texting them',
    );
    const impersonate = await calls.send(volunteer.auth, tc.id, {
      user_id: staff.id,
      voter_id: b!.voter_id,
      sending_phone_number: number,
    });
    expect(impersonate.statusCode).toBe(403);
  });

  it('refuses a campaign not Active and a campaign without texting', async () => {
    const tc = await calls.active(manager.auth, [volunteer.id]);
    const [a] = claimed(await calls.claim(volunteer.auth, tc.id));
    await calls.update(manager.auth, tc.id, { status: 'Paused' });
    const paused = await sendAs(volunteer, tc.id, a!.voter_id);
    expect(paused.json()).toMatchObject({ detail: 'The text campaign is not active' });
    expect((await calls.claim(volunteer.auth, tc.id)).statusCode).toBe(409);
    await calls.update(manager.auth, tc.id, { status: 'Active' });
    await db.update(campaigns).set({ isTextingEnabled: false }).where(eq(campaigns.id, campaign_id));
    const disabled = await sendAs(volunteer, tc.id, a!.voter_id);
    await db.update(campaigns).set({ isTextingEnabled: true }).where(eq(campaigns.id, campaign_id));
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toMatchObject({
      detail: 'Texting is not enabled for this campaign: finish the registration and buy a number',
    });
  });

  it('denies claim, release and send to an unassigned Volunteer and across campaigns', async () => {
    const tc = await calls.active(manager.auth, [staff.id]);
    const [a] = claimed(await calls.claim(staff.auth, tc.id));
    for (const response of [
      await calls.claim(volunteer.auth, tc.id),
      await calls.release(volunteer.auth, tc.id),
      await sendAs(volunteer, tc.id, a!.voter_id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ detail: 'You are not assigned to this text campaign' });
    }
    for (const response of [
      await calls.claim(rival.manager.auth, tc.id),
      await calls.release(rival.manager.auth, tc.id),
      await sendAs(rival.manager, tc.id, a!.voter_id),
      await textCalls(t, rival.campaign_id).claim(rival.manager.auth, tc.id),
    ])
      expect(response.statusCode).toBe(404);
    const left = await db
      .select()
      .from(textRecipients)
      .where(and(eq(textRecipients.textCampaignId, tc.id), eq(textRecipients.voterId, a!.voter_id)));
    expect(left[0]?.claimedBy).toBe(staff.id);
  });

  it('sends a phone number printed any way as E.164', () => {
    expect(newPhone().e164).toMatch(/^\+1415\d{7}$/);
  });
});
