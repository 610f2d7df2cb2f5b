import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simulatedCalls } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/harness.ts';
import { outcomeOf } from './calls.ts';
import { runnableSteps } from './twiml.ts';

const t = await createTestApp({ SIMULATOR_RING_SECONDS: '60' });
const { telephony, simulator } = t.app.ctx;

describe("the simulator's calls", () => {
  it("decide the party by the number's last digit", () => {
    expect(['1', '2', '3', '4', '5', '0'].map((d) => outcomeOf(`+1415555010${d}`))).toEqual([
      'busy',
      'no-answer',
      'voicemail',
      'fail',
      'answer',
      'answer',
    ]);
  });

  it('ring for SIMULATOR_RING_SECONDS: nothing happens before, a hang-up cancels', async () => {
    const sub = await telephony.createSubaccount('Ringing');
    const number = await telephony.purchaseNumber({ phoneNumber: '+19195550142', smsUrl: 'https://x/sms' });
    const placed = await telephony.placeCall({
      accountSid: sub.sid,
      from: number.phone_number,
      to: '+14155550105',
      twiml: '<Response><Hangup/></Response>',
    });
    expect(placed.status).toBe('ringing');
    await simulator!.advanceCall(placed.sid);
    const [ringing] = await t.database.db
      .select()
      .from(simulatedCalls)
      .where(eq(simulatedCalls.sid, placed.sid));
    expect(ringing).toMatchObject({ status: 'ringing', answeredAt: null, accountSid: sub.sid });
    await telephony.hangupCall(sub.sid, placed.sid);
    const [ended] = await t.database.db
      .select()
      .from(simulatedCalls)
      .where(eq(simulatedCalls.sid, placed.sid));
    expect(ended).toMatchObject({ status: 'canceled', duration: 0 });
  });

  it('refuse a call from a number we did not sell, or in an account that is not ours', async () => {
    const sub = await telephony.createSubaccount('Refusals');
    await expect(
      telephony.placeCall({
        accountSid: sub.sid,
        from: '+19195550143',
        to: '+14155550105',
        twiml: '<Response/>',
      }),
    ).rejects.toThrow(/not yet verified/);
    await expect(telephony.accountStatus(`AC${'0'.repeat(32)}`)).rejects.toThrow(/not found/);
  });

  it('run only our own TwiML verbs', () => {
    expect(
      runnableSteps(
        '<Response><Say>Hi &amp; bye</Say><Dial callerId="+19195550100"><Number statusCallback="https://x/s?a=1&amp;b=2">+14155550105</Number></Dial><Hangup/></Response>',
      ),
    ).toEqual([
      { say: 'Hi & bye' },
      { dial: { callerId: '+19195550100', number: '+14155550105', statusCallback: 'https://x/s?a=1&b=2' } },
      { hangup: true },
    ]);
  });
});
