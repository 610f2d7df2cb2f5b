import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTwilioTelephony } from './twilio.adapter.ts';

const ACCOUNT = `AC${'1'.repeat(32)}`;
const SUB = `AC${'5'.repeat(32)}`;
const TOKEN = 'test-auth-token';
const BASIC = `Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`;
const sid = (prefix: string) => `${prefix}${'9'.repeat(32)}`;

interface Seen {
  method: string;
  path: string;
  form: Record<string, string | string[]>;
  authorization: string | undefined;
}
const seen: Seen[] = [];

/** Enough of Twilio's answers for the adapter's voice methods. */
const answerFor = ({ method, path }: Seen): Record<string, unknown> => {
  if (path.endsWith('/Accounts.json')) return { sid: SUB, auth_token: 'sub-token', status: 'active' };
  if (path.endsWith(`/Accounts/${SUB}.json`)) return { sid: SUB, status: 'suspended' };
  if (path.endsWith('/Keys.json')) return { sid: sid('SK'), secret: 'key-secret' };
  if (path.endsWith('/Applications.json')) return { sid: sid('AP') };
  if (path.endsWith('/Calls.json')) return { sid: sid('CA'), status: 'queued' };
  if (path.includes('/Calls/') && method === 'POST') return { sid: sid('CA'), status: 'completed' };
  return {};
};

const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const form: Seen['form'] = {};
    for (const [k, v] of new URLSearchParams(body)) {
      const had = form[k];
      form[k] = had === undefined ? v : [...(Array.isArray(had) ? had : [had]), v];
    }
    const entry = {
      method: request.method!,
      path: new URL(request.url!, 'http://x').pathname.slice(1),
      form,
      authorization: request.headers.authorization,
    };
    seen.push(entry);
    response.writeHead(request.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answerFor(entry)));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

class LocalTwilio extends twilio.RequestClient {
  override request<T>(opts: RequestClient.RequestOptions<T>) {
    const target = new URL(opts.uri);
    return super.request({ ...opts, uri: `${base}/${target.host}${target.pathname}${target.search}` });
  }
}
const port = createTwilioTelephony({ accountSid: ACCOUNT, authToken: TOKEN, httpClient: new LocalTwilio() });
const SUB_API = `api.twilio.com/2010-04-01/Accounts/${SUB}`;

beforeEach(() => {
  seen.length = 0;
});

describe('the twilio adapter: voice', () => {
  it('creates a subaccount and reads its status, with our credentials', async () => {
    expect(await port.createSubaccount('Groundwork: Test')).toEqual({
      sid: SUB,
      authToken: 'sub-token',
      status: 'active',
    });
    expect(await port.accountStatus(SUB)).toEqual({ sid: SUB, status: 'suspended' });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: 'api.twilio.com/2010-04-01/Accounts.json',
        form: { FriendlyName: 'Groundwork: Test' },
        authorization: BASIC,
      },
      { method: 'GET', path: `${SUB_API}.json`, form: {}, authorization: BASIC },
    ]);
  });

  it("makes the subaccount's API key and TwiML app", async () => {
    const url = 'https://gw.example.org/api/webhooks/twilio/voice';
    expect(await port.createVoiceCredentials(SUB, url)).toEqual({
      apiKeySid: sid('SK'),
      apiKeySecret: 'key-secret',
      twimlAppSid: sid('AP'),
    });
    expect(seen.map((s) => [s.method, s.path, s.form])).toEqual([
      ['POST', `${SUB_API}/Keys.json`, { FriendlyName: 'Groundwork browser calling' }],
      [
        'POST',
        `${SUB_API}/Applications.json`,
        { FriendlyName: 'Groundwork phone banking', VoiceUrl: url, VoiceMethod: 'POST' },
      ],
    ]);
  });

  it('signs a voice access token with the API key: identity, outgoing app, expiry', () => {
    const jwt = port.voiceAccessToken({
      accountSid: SUB,
      apiKeySid: sid('SK'),
      apiKeySecret: 'key-secret',
      twimlAppSid: sid('AP'),
      identity: 'u_abc',
      ttlSeconds: 600,
    });
    const [h, p, s] = jwt.split('.');
    expect(createHmac('sha256', 'key-secret').update(`${h}.${p}`).digest('base64url')).toBe(s);
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown> & {
      exp: number;
      iat: number;
    };
    expect(claims).toMatchObject({
      iss: sid('SK'),
      sub: SUB,
      grants: { identity: 'u_abc', voice: { outgoing: { application_sid: sid('AP') } } },
    });
    expect(claims.exp - claims.iat).toBe(600);
    expect(seen).toHaveLength(0);
  });

  it('places a call with its URL and status callback, and hangs it up', async () => {
    const placed = await port.placeCall({
      accountSid: SUB,
      from: '+19195550100',
      to: '+19195550177',
      url: 'https://gw.example.org/api/webhooks/twilio/voice?call_session_id=x',
      statusCallback: 'https://gw.example.org/api/webhooks/twilio/call-status?call_session_id=x',
    });
    expect(placed).toEqual({ sid: sid('CA'), status: 'queued' });
    await port.hangupCall(SUB, sid('CA'));
    expect(seen.map((s) => [s.method, s.path, s.form])).toEqual([
      [
        'POST',
        `${SUB_API}/Calls.json`,
        {
          From: '+19195550100',
          To: '+19195550177',
          Url: 'https://gw.example.org/api/webhooks/twilio/voice?call_session_id=x',
          Method: 'POST',
          StatusCallback: 'https://gw.example.org/api/webhooks/twilio/call-status?call_session_id=x',
          StatusCallbackMethod: 'POST',
          StatusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
        },
      ],
      ['POST', `${SUB_API}/Calls/${sid('CA')}.json`, { Status: 'completed' }],
    ]);
  });

  it('builds TwiML: dial one number with a caller id, or say and hang up', () => {
    expect(
      port.voiceTwiml([
        {
          dial: { callerId: '+19195550100', number: '+14155550105', statusCallback: 'https://x/cs?a=1&b=2' },
        },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Dial callerId="+19195550100" answerOnBridge="true">' +
        '<Number statusCallback="https://x/cs?a=1&amp;b=2" statusCallbackMethod="POST" ' +
        'statusCallbackEvent="initiated ringing answered completed">+14155550105</Number></Dial></Response>',
    );
    expect(port.voiceTwiml([{ say: 'Not now & not here' }, { hangup: true }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Say>Not now &amp; not here</Say><Hangup/></Response>',
    );
  });

  it('checks a webhook with the subaccount token when given', () => {
    const url = 'https://gw.example.org/api/webhooks/twilio/voice';
    const params = { CallSid: sid('CA'), AccountSid: SUB };
    const signature = twilio.getExpectedTwilioSignature('sub-token', url, params);
    expect(port.validateWebhook(signature, url, params, 'sub-token')).toBe(true);
    expect(port.validateWebhook(signature, url, params)).toBe(false);
  });
});
