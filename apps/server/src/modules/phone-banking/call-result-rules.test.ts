/**
 * Issue 32 §2 and §5 on call results: a call nobody picked up cannot be saved as Answered, and a result sent
 * again without call_start_time (a phone retrying a lost reply) returns the stored one instead of a 409.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CallResultRecord } from '@groundwork/shared/contracts/call-queue';
import type { InitiatedCall } from '@groundwork/shared/contracts/voice';
import { callResults, callSessions } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { pbCalls } from './test-support.ts';
import { callingCampaign, claim, ok, phoneBank } from './voice/test-support.ts';

const t = await createTestApp();
const db = t.database.db;
const VOLUNTEER = '+19195550177';

/** A voter claimed by the Volunteer, called through "call my phone" and the simulator run to the call's end. */
const calledVoter = async (name: string, voterPhone: string) => {
  const c = await callingCampaign(t, name, [{ phone: voterPhone }]);
  const pb = await phoneBank(t, c.campaign_id, [c.volunteer.id]);
  const voter = c.voters[0]!;
  await claim(t, pb, voter.id, voterPhone, c.volunteer.id);
  const placed = ok<InitiatedCall>(
    await c.calls.initiate(c.volunteer.auth, pb.id, {
      user_id: c.volunteer.id,
      voter_id: voter.id,
      volunteer_phone: VOLUNTEER,
    }),
    201,
  );
  await t.drain();
  const calls = pbCalls(t, c.campaign_id);
  const result = (call_result: string) =>
    calls.result(c.volunteer.auth, pb.id, {
      voter_id: voter.id,
      call_result,
      call_session_id: placed.call_session_id,
      call_start_time: new Date().toISOString(),
    });
  const sessionStatus = async () =>
    (await db.select().from(callSessions).where(eq(callSessions.id, placed.call_session_id)))[0]!
      .lastCallStatus;
  return { c, pb, voter, placed, result, sessionStatus };
};

describe('a failed call', () => {
  it('a busy voter cannot be saved as Answered (400, nothing written), and is saved as Busy', async () => {
    // The simulator: a number ending in 1 is busy.
    const call = await calledVoter('Busy voter', '+14155550111');
    // The caller's own leg ended after the voter's: the voter's busy stands.
    expect(await call.sessionStatus()).toBe('busy');
    const answered = await call.result('Answered');
    expect(answered.statusCode).toBe(400);
    expect(answered.json()).toMatchObject({
      detail: 'Nobody picked up this call (busy, no answer or failed): it cannot be saved as Answered',
    });
    expect(await db.select().from(callResults).where(eq(callResults.voterId, call.voter.id))).toHaveLength(0);
    expect((await call.result('Busy')).statusCode).toBe(201);
  });

  it('nor can a voter who did not answer or whose number failed', async () => {
    for (const [name, phone] of [
      ['No answer voter', '+14155550112'],
      ['Failed number voter', '+14155550114'],
    ] as const) {
      const call = await calledVoter(name, phone);
      expect((await call.result('Answered')).statusCode).toBe(400);
      expect((await call.result('Wrong number')).statusCode).toBe(201);
    }
  });

  it('a voter who picked up is saved as Answered', async () => {
    const call = await calledVoter('Answering voter', '+14155550115');
    expect((await call.result('Answered')).statusCode).toBe(201);
  });
});

describe('a result sent again', () => {
  it('without call_start_time returns the stored result (200), written once', async () => {
    const c = await callingCampaign(t, 'Retry without start', [{ phone: '+14155550125' }]);
    const pb = await phoneBank(t, c.campaign_id, [c.volunteer.id]);
    const voter = c.voters[0]!;
    await claim(t, pb, voter.id, '+14155550125', c.volunteer.id);
    const calls = pbCalls(t, c.campaign_id);
    const body = { voter_id: voter.id, call_result: 'Voicemail', call_notes: 'Left a message' };
    const first = await calls.result(c.volunteer.auth, pb.id, body);
    expect(first.statusCode).toBe(201);
    const again = await calls.result(c.volunteer.auth, pb.id, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<CallResultRecord>().id).toBe(first.json<CallResultRecord>().id);
    expect(await db.select().from(callResults).where(eq(callResults.voterId, voter.id))).toHaveLength(1);
    // Another result is not a retry: the voter is no longer the caller's.
    const other = await calls.result(c.volunteer.auth, pb.id, { ...body, call_result: 'Answered' });
    expect(other.statusCode).toBe(409);
    // Nor is one sent by another caller.
    expect((await calls.result(c.manager.auth, pb.id, body)).statusCode).toBe(409);
  });
});
