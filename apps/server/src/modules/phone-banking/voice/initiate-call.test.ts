import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CallSession, InitiatedCall } from '@groundwork/shared/contracts/voice';
import { callSessions, campaigns, simulatedCalls } from '../../../db/schema/index.ts';
import { createPerson } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/harness.ts';
import { recordConsent } from '../../consent/consent.repository.ts';
import { callingCampaign, claim, ok, phoneBank } from './test-support.ts';

const t = await createTestApp();
const db = t.database.db;
const VOTER = '+14155550105'; // answers
const VOLUNTEER = '(919) 555-0177'; // answers

const legs = (volunteerSid: string) =>
  db
    .select()
    .from(simulatedCalls)
    .where(eq(simulatedCalls.parentCallSid, volunteerSid))
    .orderBy(asc(simulatedCalls.createdAt));
const call = async (sid: string) =>
  (await db.select().from(simulatedCalls).where(eq(simulatedCalls.sid, sid)))[0]!;

const ready = async (name: string) => {
  const c = await callingCampaign(t, name, [{ phone: VOTER }]);
  const pb = await phoneBank(t, c.campaign_id, [c.volunteer.id]);
  const voter = c.voters[0]!;
  await claim(t, pb, voter.id, VOTER, c.volunteer.id);
  const body = { user_id: c.volunteer.id, voter_id: voter.id, volunteer_phone: VOLUNTEER };
  return { ...c, pb, voter, body };
};

describe('call my phone', () => {
  it('calls the volunteer from the campaign number, and dials the voter only once they answer', async () => {
    const c = await ready('Call my phone');
    const placed = ok<InitiatedCall>(await c.calls.initiate(c.volunteer.auth, c.pb.id, c.body), 201);
    expect(placed.call_sid).toMatch(/^CA[0-9a-f]{32}$/);
    expect(placed.status).toBe('ringing');
    const volunteerLeg = await call(placed.call_sid);
    expect(volunteerLeg).toMatchObject({ fromNumber: c.number, toNumber: '+19195550177', status: 'ringing' });
    expect(await legs(placed.call_sid)).toHaveLength(0); // ringing: the voter is not dialled yet

    await t.drain(); // the volunteer answers; our webhook dials the voter, who answers
    expect((await call(placed.call_sid)).status).toBe('in-progress');
    const [voterLeg] = await legs(placed.call_sid);
    expect(voterLeg).toMatchObject({ fromNumber: c.number, toNumber: VOTER, status: 'in-progress' });
    const [session] = await db.select().from(callSessions).where(eq(callSessions.id, placed.call_session_id));
    expect(session).toMatchObject({
      mode: 'phone',
      volunteerPhone: '+19195550177',
      providerCallSid: placed.call_sid,
    });
    expect(session!.lastCallStatus).toBe('in-progress');

    // Ending the session hangs the call up, both legs.
    ok<CallSession>(await c.calls.end(c.volunteer.auth, { call_session_id: placed.call_session_id }));
    expect((await call(placed.call_sid)).status).toBe('completed');
    expect((await call(voterLeg!.sid)).status).toBe('completed');
  });

  it('never dials the voter when the volunteer does not answer', async () => {
    const c = await ready('Volunteer away');
    const placed = ok<InitiatedCall>(
      await c.calls.initiate(c.volunteer.auth, c.pb.id, { ...c.body, volunteer_phone: '919-555-0172' }),
      201,
    );
    await t.drain();
    expect((await call(placed.call_sid)).status).toBe('no-answer');
    expect(await legs(placed.call_sid)).toHaveLength(0);
  });

  it('refuses a voter not claimed by the caller, an opted-out number, and quiet hours', async () => {
    const c = await ready('Refusals');
    const detail = async (body: object) => {
      const reply = await c.calls.initiate(c.volunteer.auth, c.pb.id, body);
      return [reply.statusCode, reply.json<{ detail: string }>().detail];
    };
    await claim(t, c.pb, c.voter.id, VOTER, c.manager.id);
    expect(await detail(c.body)).toEqual([
      409,
      'This voter is not claimed by you in this phone banking campaign',
    ]);
    await claim(t, c.pb, c.voter.id, VOTER, c.volunteer.id);

    await recordConsent(db, {
      campaignId: c.campaign_id,
      voterId: c.voter.id,
      contactType: 'phone',
      contact: VOTER,
      channel: 'call',
      action: 'opt_out',
      source: 'manual',
      userId: c.manager.id,
      reason: null,
    });
    expect(await detail(c.body)).toEqual([409, 'This number has asked not to be called']);
    await recordConsent(db, {
      campaignId: c.campaign_id,
      voterId: c.voter.id,
      contactType: 'phone',
      contact: VOTER,
      channel: 'call',
      action: 'opt_in',
      source: 'manual',
      userId: c.manager.id,
      reason: null,
    });

    // Calling hours that start two hours from now where the voter lives (Raleigh).
    const hour = Number(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date()),
    );
    const at = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    await db
      .update(campaigns)
      .set({ callingHours: { start: at(hour + 2), end: at(hour + 3) } })
      .where(eq(campaigns.id, c.campaign_id));
    expect(await detail(c.body)).toEqual([
      409,
      "It is outside the campaign's calling hours where this voter lives",
    ]);
    await db
      .update(campaigns)
      .set({ callingHours: { start: '00:00', end: '24:00' } })
      .where(eq(campaigns.id, c.campaign_id));

    expect(await detail({ ...c.body, volunteer_phone: 'call me' })).toEqual([
      400,
      'volunteer_phone must be a valid phone number',
    ]);
    expect(
      (await c.calls.initiate(c.volunteer.auth, c.pb.id, { ...c.body, voter_id: undefined })).statusCode,
    ).toBe(400);
    expect((await c.calls.initiate(c.volunteer.auth, c.pb.id, c.body)).statusCode).toBe(201);
  });

  it('denies other callers (403), other campaigns and strangers (404)', async () => {
    const c = await ready('Initiate access');
    const other = await callingCampaign(t, 'Initiate other');
    const otherPb = await phoneBank(t, other.campaign_id, [other.volunteer.id]);
    expect(
      (await c.calls.initiate(c.staff.auth, c.pb.id, { ...c.body, user_id: c.staff.id })).statusCode,
    ).toBe(403);
    expect((await c.calls.initiate(c.staff.auth, c.pb.id, c.body)).statusCode).toBe(403);
    expect((await c.calls.initiate(c.volunteer.auth, otherPb.id, c.body)).statusCode).toBe(404);
    const stranger = await createPerson(t);
    expect(
      (await c.calls.initiate(stranger.auth, c.pb.id, { ...c.body, user_id: stranger.id })).statusCode,
    ).toBe(404);
  });
});
