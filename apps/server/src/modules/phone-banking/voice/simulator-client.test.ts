import { describe, expect, it } from 'vitest';
import type { AccessToken, CallSession, SimulatedCallView } from '@groundwork/shared/contracts/voice';
import { createTestApp } from '../../../test/harness.ts';
import { callingCampaign, claim, ok, phoneBank } from './test-support.ts';

const t = await createTestApp();

const ready = async (name: string, voterPhone: string) => {
  const c = await callingCampaign(t, name, [{ phone: voterPhone }]);
  const pb = await phoneBank(t, c.campaign_id, [c.volunteer.id, c.staff.id]);
  const voter = c.voters[0]!;
  await claim(t, pb, voter.id, voterPhone, c.volunteer.id);
  const session = ok<CallSession>(
    await c.calls.createSession(c.volunteer.auth, {
      phone_banking_campaign_id: pb.id,
      user_id: c.volunteer.id,
    }),
    201,
  );
  const { token } = ok<AccessToken>(await c.calls.token(c.volunteer.auth, c.volunteer.id));
  const headers: Record<string, string> = { ...c.volunteer.auth, 'x-voice-token': token };
  const params = {
    To: voterPhone,
    phone_banking_campaign_id: pb.id,
    call_session_id: session.call_session_id,
    voter_id: voter.id,
  };
  const api = {
    connect: (h = headers, p: object = params) =>
      t.inject({ method: 'POST', url: '/api/simulator/voice/calls', headers: h, payload: { params: p } }),
    view: (sid: string, h = headers) =>
      t.inject({ method: 'GET', url: `/api/simulator/voice/calls/${sid}`, headers: h }),
    hangup: (sid: string, h = headers) =>
      t.inject({ method: 'POST', url: `/api/simulator/voice/calls/${sid}/hangup`, headers: h }),
    digits: (sid: string, digits: string, h = headers) =>
      t.inject({
        method: 'POST',
        url: `/api/simulator/voice/calls/${sid}/digits`,
        headers: h,
        payload: { digits },
      }),
  };
  return { ...c, pb, voter, headers, params, api };
};

describe("the simulator's voice client", () => {
  it('rings, connects to an answering voter, takes keypad digits, and hangs up', async () => {
    const c = await ready('Browser call', '+14155550116');
    const placed = ok<SimulatedCallView>(await c.api.connect(), 201);
    expect(placed).toMatchObject({ outcome: 'answer', to: '+14155550116', from: c.number });
    // Rings 0 s in tests: answered by the first look.
    expect(['ringing', 'in-progress']).toContain(placed.status);
    const live = ok<SimulatedCallView>(await c.api.view(placed.sid));
    expect(live.status).toBe('in-progress');
    expect(live.answered_at).not.toBeNull();
    expect((await c.api.digits(placed.sid, '1#')).statusCode).toBe(204);
    expect((await c.api.digits(placed.sid, 'abc')).statusCode).toBe(400);
    const ended = ok<SimulatedCallView>(await c.api.hangup(placed.sid));
    expect(ended).toMatchObject({ status: 'completed' });
    expect(ended.duration).toBeGreaterThanOrEqual(0);
    expect(ended.events.map((e) => e.text)).toEqual(
      expect.arrayContaining(['Answered', 'Keypad: 1#', `Dialing +14155550116 from ${c.number}`]),
    );
  });

  it.each([
    ['+14155550111', 'busy', 'busy'],
    ['+14155550112', 'no-answer', 'no-answer'],
    ['+14155550114', 'fail', 'failed'],
  ])('a voter at %s is %s', async (phone, outcome, status) => {
    const c = await ready(`Outcome ${outcome}`, phone);
    const placed = ok<SimulatedCallView>(await c.api.connect(), 201);
    await t.drain();
    expect(ok<SimulatedCallView>(await c.api.view(placed.sid))).toMatchObject({
      outcome,
      status,
      answered_at: null,
    });
  });

  it('lets a voicemail answer and run until hung up', async () => {
    const c = await ready('Voicemail', '+14155550113');
    const placed = ok<SimulatedCallView>(await c.api.connect(), 201);
    expect(ok<SimulatedCallView>(await c.api.view(placed.sid))).toMatchObject({
      outcome: 'voicemail',
      status: 'in-progress',
    });
    expect(ok<SimulatedCallView>(await c.api.hangup(placed.sid)).status).toBe('completed');
  });

  it('refuses the call in TwiML when the voter is not claimed by the caller', async () => {
    const c = await ready('Refused browser call', '+14155550117');
    await claim(t, c.pb, c.voter.id, '+14155550117', c.staff.id);
    const placed = ok<SimulatedCallView>(await c.api.connect(), 201);
    expect(placed).toMatchObject({ status: 'completed', outcome: 'fail' });
    expect(placed.events.map((e) => e.text)).toContain(
      'Said: This voter is not claimed by you in this phone banking campaign',
    );
  });

  it("needs the caller's own valid voice token, and shows a call only to its caller", async () => {
    const c = await ready('Voice token checks', '+14155550118');
    expect((await c.api.connect(c.volunteer.auth)).statusCode).toBe(401);
    expect((await c.api.connect({ ...c.volunteer.auth, 'x-voice-token': 'a.b.c' })).statusCode).toBe(401);
    const voiceToken = c.headers['x-voice-token']!;
    const [h, p] = voiceToken.split('.');
    // Another payload (a longer life) under the same signature.
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as { exp: number };
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url');
    const tampered = `${h}.${longer}.${voiceToken.split('.')[2]!}`;
    expect((await c.api.connect({ ...c.volunteer.auth, 'x-voice-token': tampered })).statusCode).toBe(401);
    // The volunteer's token in the staff member's hands.
    expect((await c.api.connect({ ...c.staff.auth, 'x-voice-token': voiceToken })).statusCode).toBe(403);
    expect((await c.api.connect(c.headers, { To: '+14155550118' })).statusCode).toBe(400);
    const placed = ok<SimulatedCallView>(await c.api.connect(), 201);
    const { token } = ok<AccessToken>(await c.calls.token(c.staff.auth, c.staff.id));
    const staff = { ...c.staff.auth, 'x-voice-token': token };
    expect((await c.api.view(placed.sid, staff)).statusCode).toBe(404);
    expect((await c.api.hangup(placed.sid, staff)).statusCode).toBe(404);
    expect((await c.api.view('CA123')).statusCode).toBe(400);
    // Signed out: 401.
    expect(
      (await t.inject({ method: 'GET', url: `/api/simulator/voice/calls/${placed.sid}` })).statusCode,
    ).toBe(401);
  });
});
