import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import type { CallSession } from '@groundwork/shared/contracts/voice';
import { callSessions, telephonyAccounts, telephonyWebhookEvents } from '../../../db/schema/index.ts';
import { PUBLIC_URL, createTestApp } from '../../../test/harness.ts';
import { callingCampaign, claim, ok, phoneBank } from './test-support.ts';
import { AUTH_TOKEN, identityOf } from './voice-access.ts';

const t = await createTestApp();
const db = t.database.db;
const VOTER = '+14155550108';

/** A browser call's webhook as Twilio posts it, signed with the subaccount's token (or `token`). */
const post = (path: string, params: Record<string, string>, token: string | null) =>
  t.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token === null
        ? {}
        : { 'x-twilio-signature': twilio.getExpectedTwilioSignature(token, `${PUBLIC_URL}${path}`, params) }),
    },
    payload: new URLSearchParams(params).toString(),
  });

const ready = async (name: string) => {
  const c = await callingCampaign(t, name, [{ phone: VOTER }]);
  const pb = await phoneBank(t, c.campaign_id, [c.volunteer.id]);
  const voter = c.voters[0]!;
  await claim(t, pb, voter.id, VOTER, c.volunteer.id);
  const session = ok<CallSession>(
    await c.calls.createSession(c.volunteer.auth, {
      phone_banking_campaign_id: pb.id,
      user_id: c.volunteer.id,
    }),
    201,
  );
  const [account] = await db
    .select()
    .from(telephonyAccounts)
    .where(eq(telephonyAccounts.campaignId, c.campaign_id));
  const token = t.app.ctx.sealer.unseal(AUTH_TOKEN, account!.authTokenSealed!);
  const params = {
    AccountSid: account!.accountSid,
    CallSid: `CA${'7'.repeat(32)}`,
    From: `client:${identityOf(c.volunteer.id)}`,
    To: VOTER,
    phone_banking_campaign_id: pb.id,
    call_session_id: session.call_session_id,
    voter_id: voter.id,
  };
  return { ...c, pb, voter, session, token, params };
};

describe('the voice webhook', () => {
  it('dials the claimed voter from the session number for the caller', async () => {
    const c = await ready('Voice allowed');
    const reply = await post('/api/webhooks/twilio/voice', c.params, c.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/xml/);
    expect(reply.body).toContain(`<Dial callerId="${c.number}" answerOnBridge="true">`);
    expect(reply.body).toContain(
      `<Number statusCallback="${PUBLIC_URL}/api/webhooks/twilio/call-status?call_session_id=${c.session.call_session_id}"`,
    );
    expect(reply.body).toContain(`>${VOTER}</Number></Dial>`);
  });

  it('says why and hangs up otherwise', async () => {
    const c = await ready('Voice refused');
    const refused = async (params: Record<string, string>) => {
      const reply = await post('/api/webhooks/twilio/voice', params, c.token);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toMatch(/<Say>.+<\/Say><Hangup\/><\/Response>$/);
      expect(reply.body).not.toContain('<Dial');
      return /<Say>(.+)<\/Say>/.exec(reply.body)![1];
    };
    expect(await refused({ ...c.params, To: '+14155550199' })).toMatch(/not claimed by you/);
    expect(await refused({ ...c.params, From: `client:${identityOf(c.staff.id)}` })).toMatch(
      /only act for themselves/,
    );
    expect(await refused({ ...c.params, voter_id: 'nope' })).toMatch(/takes none/);
    const { call_session_id: _s, ...noSession } = c.params;
    expect(await refused(noSession)).toMatch(/takes none/);
    // An inbound call to a campaign number.
    expect(
      await refused({
        AccountSid: c.params.AccountSid,
        CallSid: c.params.CallSid,
        From: '+19195550100',
        To: c.number,
      }),
    ).toMatch(/takes none/);
    await claim(t, c.pb, c.voter.id, VOTER, null);
    expect(await refused(c.params)).toMatch(/not claimed by you/);
    await claim(t, c.pb, c.voter.id, VOTER, c.volunteer.id);
    await db
      .update(callSessions)
      .set({ status: 'ended' })
      .where(eq(callSessions.id, c.session.call_session_id));
    expect(await refused(c.params)).toMatch(/does not exist or has ended/);
  });

  it("checks the subaccount's signature: ours, a forged one or none are refused", async () => {
    const c = await ready('Voice signature');
    const main = t.app.ctx.config.telephony; // the simulator: our own token is not the subaccount's
    expect(main.twilio).toBeUndefined();
    for (const token of ['not-the-token', null]) {
      const reply = await post('/api/webhooks/twilio/voice', c.params, token);
      expect(reply.statusCode).toBe(403);
    }
    // Signed for another campaign's account but claiming this one's: refused.
    const other = await ready('Voice other account');
    expect((await post('/api/webhooks/twilio/voice', c.params, other.token)).statusCode).toBe(403);
    // Another account's signed request about this session is refused in TwiML.
    const reply = await post(
      '/api/webhooks/twilio/voice',
      { ...c.params, AccountSid: other.params.AccountSid },
      other.token,
    );
    expect(reply.body).toMatch(/Set up the phone banking account first/);
  });
});

describe('the call-status webhook', () => {
  it("records the session's last status once per call and status", async () => {
    const c = await ready('Call status');
    const path = `/api/webhooks/twilio/call-status?call_session_id=${c.session.call_session_id}`;
    const status = (value: string) => ({
      AccountSid: c.params.AccountSid,
      CallSid: c.params.CallSid,
      CallStatus: value,
    });
    for (const value of ['ringing', 'in-progress', 'in-progress', 'completed', 'completed'])
      expect((await post(path, status(value), c.token)).statusCode).toBe(200);
    // A replay of an earlier status changes nothing.
    expect((await post(path, status('ringing'), c.token)).statusCode).toBe(200);
    const [session] = await db
      .select()
      .from(callSessions)
      .where(eq(callSessions.id, c.session.call_session_id));
    expect(session!.lastCallStatus).toBe('completed');
    const events = await db
      .select()
      .from(telephonyWebhookEvents)
      .where(eq(telephonyWebhookEvents.messageSid, c.params.CallSid));
    expect(events.map((e) => e.event).sort()).toEqual(['call:completed', 'call:in-progress', 'call:ringing']);
    expect((await post(path, status('completed'), null)).statusCode).toBe(403);
    expect(
      (await post(path, { AccountSid: c.params.AccountSid, CallSid: c.params.CallSid }, c.token)).statusCode,
    ).toBe(400);
  });
});
