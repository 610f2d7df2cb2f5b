import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { telephonyWebhookEvents } from '../../db/schema/index.ts';
import { PUBLIC_URL, createTestApp } from '../../test/harness.ts';
import { handleInboundMessage, handleMessageStatus } from '../text-campaigns/inbound.ts';
import { EMPTY_TWIML } from './webhooks.routes.ts';

vi.mock('../text-campaigns/inbound.ts', () => ({
  handleInboundMessage: vi.fn(() => Promise.resolve()),
  handleMessageStatus: vi.fn(() => Promise.resolve()),
}));

const TOKEN = 'webhook-test-auth-token';
const t = await createTestApp({ TWILIO_ACCOUNT_SID: `AC${'2'.repeat(32)}`, TWILIO_AUTH_TOKEN: TOKEN });
const inbound = vi.mocked(handleInboundMessage);
const status = vi.mocked(handleMessageStatus);

let counter = 0;
const messageSid = () => `SM${String((counter += 1)).padStart(32, '0')}`;

/** Posts a form as Twilio does, signed with `token` over our public URL (or with `signature` as given). */
const post = (path: string, params: Record<string, string>, signature?: string | null) =>
  t.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null
        ? {}
        : {
            'x-twilio-signature':
              signature ?? twilio.getExpectedTwilioSignature(TOKEN, `${PUBLIC_URL}${path}`, params),
          }),
    },
    payload: new URLSearchParams(params).toString(),
  });

const reply = (sid: string, body = 'Yes!') => ({
  MessageSid: sid,
  AccountSid: `AC${'2'.repeat(32)}`,
  From: '+19195551234',
  To: '+19195550100',
  Body: body,
  NumMedia: '0',
});

beforeEach(() => {
  inbound.mockReset().mockResolvedValue();
  status.mockReset().mockResolvedValue();
});

describe('the inbound-message webhook', () => {
  it('hands a signed message to the texting module and answers empty TwiML', async () => {
    const sid = messageSid();
    const answer = await post('/api/webhooks/twilio/message', reply(sid));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/xml/);
    expect(answer.body).toBe(EMPTY_TWIML);
    expect(inbound).toHaveBeenCalledTimes(1);
    expect(inbound.mock.calls[0]![1]).toMatchObject({
      sid,
      from: '+19195551234',
      to: '+19195550100',
      body: 'Yes!',
    });
  });

  it('refuses a bad or missing signature with 403 and no effect', async () => {
    const sid = messageSid();
    const forged = twilio.getExpectedTwilioSignature(
      'not-our-token',
      `${PUBLIC_URL}/api/webhooks/twilio/message`,
      reply(sid),
    );
    for (const signature of [forged, 'garbage', null]) {
      const answer = await post('/api/webhooks/twilio/message', reply(sid), signature);
      expect(answer.statusCode, String(signature)).toBe(403);
      expect(answer.json<{ detail: string }>().detail).toMatch(/not signed by Twilio/);
    }
    // Signed over another URL (a copied request replayed elsewhere): refused too.
    const elsewhere = twilio.getExpectedTwilioSignature(TOKEN, 'https://evil.example.org/hook', reply(sid));
    expect((await post('/api/webhooks/twilio/message', reply(sid), elsewhere)).statusCode).toBe(403);
    // A signed body altered after signing.
    const signed = twilio.getExpectedTwilioSignature(
      TOKEN,
      `${PUBLIC_URL}/api/webhooks/twilio/message`,
      reply(sid),
    );
    expect((await post('/api/webhooks/twilio/message', reply(sid, 'STOP'), signed)).statusCode).toBe(403);
    expect(inbound).not.toHaveBeenCalled();
  });

  it('handles a replay once: 200 again, no second effect', async () => {
    const sid = messageSid();
    expect((await post('/api/webhooks/twilio/message', reply(sid))).statusCode).toBe(200);
    expect((await post('/api/webhooks/twilio/message', reply(sid))).statusCode).toBe(200);
    expect(inbound).toHaveBeenCalledTimes(1);
  });

  it("lets Twilio's retry through when handling failed", async () => {
    const sid = messageSid();
    inbound.mockRejectedValueOnce(new Error('database went away'));
    expect((await post('/api/webhooks/twilio/message', reply(sid))).statusCode).toBe(500);
    expect((await post('/api/webhooks/twilio/message', reply(sid))).statusCode).toBe(200);
    expect(inbound).toHaveBeenCalledTimes(2);
    const events = await t.database.db
      .select()
      .from(telephonyWebhookEvents)
      .where(eq(telephonyWebhookEvents.messageSid, sid));
    expect(events.map((e) => e.event)).toEqual(['inbound']);
  });

  it('answers a signed form missing its fields with 400', async () => {
    const answer = await post('/api/webhooks/twilio/message', { AccountSid: 'AC1' });
    expect(answer.statusCode).toBe(400);
    expect(inbound).not.toHaveBeenCalled();
  });
});

describe('the status webhook', () => {
  const statusOf = (sid: string, value: string, extra: Record<string, string> = {}) => ({
    MessageSid: sid,
    MessageStatus: value,
    SmsStatus: value,
    ...extra,
  });

  it('hands each status of a message over once', async () => {
    const sid = messageSid();
    for (const value of ['sent', 'sent', 'undelivered', 'undelivered']) {
      const params = statusOf(sid, value, value === 'undelivered' ? { ErrorCode: '30006' } : {});
      expect((await post('/api/webhooks/twilio/status', params)).statusCode).toBe(200);
    }
    expect(status.mock.calls.map(([, update]) => [update.status, update.errorCode])).toEqual([
      ['sent', null],
      ['undelivered', 30006],
    ]);
  });

  it('refuses an unsigned status with 403', async () => {
    expect(
      (await post('/api/webhooks/twilio/status', statusOf(messageSid(), 'delivered'), null)).statusCode,
    ).toBe(403);
    expect(status).not.toHaveBeenCalled();
  });

  it('acknowledges a status it does not track without handing it over', async () => {
    expect((await post('/api/webhooks/twilio/status', statusOf(messageSid(), 'read'))).statusCode).toBe(200);
    expect(status).not.toHaveBeenCalled();
  });
});
