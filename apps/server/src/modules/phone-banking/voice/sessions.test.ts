import { describe, expect, it } from 'vitest';
import type { CallSession } from '@groundwork/shared/contracts/voice';
import { createCampaignWithTeam, createPerson } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/harness.ts';
import { callingCampaign, ok, phoneBank, voiceCalls } from './test-support.ts';

const t = await createTestApp();

describe('call sessions', () => {
  it('gives the caller one active session with a number, spread over the numbers, and ends it', async () => {
    const c = await callingCampaign(t, 'Sessions');
    const second = ok<{ phone_number: string }>(await c.calls.buy(c.manager.auth, c.manager.id, '984'), 201);
    const pb = await phoneBank(t, c.campaign_id, [c.volunteer.id, c.staff.id]);
    const body = { phone_banking_campaign_id: pb.id, user_id: c.volunteer.id };
    const first = ok<CallSession>(await c.calls.createSession(c.volunteer.auth, body), 201);
    expect(first).toMatchObject({ mode: 'browser', status: 'active', from_number: c.number });
    // The same again: the same session.
    const same = ok<CallSession>(await c.calls.createSession(c.volunteer.auth, body), 201);
    expect(same.call_session_id).toBe(first.call_session_id);
    // Another caller gets the other number.
    const staff = ok<CallSession>(
      await c.calls.createSession(c.staff.auth, { phone_banking_campaign_id: pb.id, user_id: c.staff.id }),
      201,
    );
    expect(staff.from_number).toBe(second.phone_number);
    // Another mode ends the first session and starts another.
    const phone = ok<CallSession>(
      await c.calls.createSession(c.volunteer.auth, {
        ...body,
        mode: 'phone',
        volunteer_phone: '(919) 555-0199',
      }),
      201,
    );
    expect(phone.call_session_id).not.toBe(first.call_session_id);
    expect(phone.mode).toBe('phone');
    const ended = await c.calls.end(c.volunteer.auth, { call_session_id: first.call_session_id });
    expect(ended.statusCode).toBe(404);
    expect(ended.json<{ detail: string }>().detail).toBe('This call session does not exist or has ended');

    // Release the number, acquire one again, end.
    const released = ok<CallSession>(
      await c.calls.release(c.volunteer.auth, { call_session_id: phone.call_session_id }),
    );
    expect(released.from_number).toBeNull();
    const acquired = ok<{ phone_number: string }>(await c.calls.acquire(c.volunteer.auth, body));
    expect([c.number, second.phone_number]).toContain(acquired.phone_number);
    const done = ok<CallSession>(
      await c.calls.end(c.volunteer.auth, { call_session_id: phone.call_session_id }),
    );
    expect(done).toMatchObject({ status: 'ended', from_number: null });
    expect(done.ended_at).not.toBeNull();
    expect((await c.calls.acquire(c.volunteer.auth, body)).statusCode).toBe(404);
    // Someone else's session is not found either.
    expect((await c.calls.end(c.volunteer.auth, { call_session_id: staff.call_session_id })).statusCode).toBe(
      404,
    );
  });

  it('validates: the phone for mode phone, the caller themselves, an Active phone bank, a number', async () => {
    const c = await callingCampaign(t, 'Session validation');
    const pb = await phoneBank(t, c.campaign_id, [c.volunteer.id]);
    const body = { phone_banking_campaign_id: pb.id, user_id: c.volunteer.id };
    const badPhone = await c.calls.createSession(c.volunteer.auth, {
      ...body,
      mode: 'phone',
      volunteer_phone: '12',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json<{ detail: string }>().detail).toBe('volunteer_phone must be a valid phone number');
    expect((await c.calls.createSession(c.volunteer.auth, { ...body, mode: 'fax' })).statusCode).toBe(400);
    expect((await c.calls.createSession(c.volunteer.auth, { ...body, user_id: c.staff.id })).statusCode).toBe(
      403,
    );
    expect((await c.calls.end(c.volunteer.auth, {})).statusCode).toBe(400);
    const draft = await phoneBank(t, c.campaign_id, [c.volunteer.id], 'Draft');
    const notActive = await c.calls.createSession(c.volunteer.auth, {
      ...body,
      phone_banking_campaign_id: draft.id,
    });
    expect(notActive.statusCode).toBe(409);

    const bare = await createCampaignWithTeam(t, 'No number');
    const calls = voiceCalls(t, bare.campaign.id);
    ok(await calls.setup(bare.manager.auth));
    const pb2 = await phoneBank(t, bare.campaign.id, [bare.volunteer.id]);
    const none = await calls.createSession(bare.volunteer.auth, {
      phone_banking_campaign_id: pb2.id,
      user_id: bare.volunteer.id,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json<{ detail: string }>().detail).toBe('The campaign owns no number that can make calls');
  });

  it('denies unassigned callers (403), other campaigns and strangers (404)', async () => {
    const c = await callingCampaign(t, 'Session access');
    const other = await callingCampaign(t, 'Other campaign');
    const pb = await phoneBank(t, c.campaign_id, [c.volunteer.id]);
    const otherPb = await phoneBank(t, other.campaign_id, [other.volunteer.id]);
    const as = (who: { id: string }) => ({ phone_banking_campaign_id: pb.id, user_id: who.id });
    expect((await c.calls.createSession(c.staff.auth, as(c.staff))).statusCode).toBe(403);
    expect((await c.calls.acquire(c.staff.auth, as(c.staff))).statusCode).toBe(403);
    // Another campaign's phone bank, named from this campaign: not found.
    const cross = await c.calls.createSession(c.volunteer.auth, {
      phone_banking_campaign_id: otherPb.id,
      user_id: c.volunteer.id,
    });
    expect(cross.statusCode).toBe(404);
    const mine = ok<CallSession>(await c.calls.createSession(c.volunteer.auth, as(c.volunteer)), 201);
    // Named under another campaign (where the caller is not a member): 404.
    const elsewhere = await other.calls.end(c.volunteer.auth, { call_session_id: mine.call_session_id });
    expect(elsewhere.statusCode).toBe(404);
    const stranger = await createPerson(t);
    for (const reply of [
      await c.calls.createSession(stranger.auth, as(stranger)),
      await c.calls.acquire(stranger.auth, as(stranger)),
      await c.calls.release(stranger.auth, { call_session_id: mine.call_session_id }),
      await c.calls.end(stranger.auth, { call_session_id: mine.call_session_id }),
    ])
      expect(reply.statusCode).toBe(404);
  });
});
