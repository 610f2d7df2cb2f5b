import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { API, BASIC, port, seen, sid, TOKEN } from './local-twilio.ts';

const SERVER_SRC = join(import.meta.dirname, '../..');

describe('the twilio adapter: texts, numbers and webhooks', () => {
  it('sends a text with its status callback', async () => {
    const sent = await port.sendMessage({
      from: '+19195550100',
      to: '+19195551234',
      body: 'Hi Ann, Reply STOP to opt out',
      statusCallback: 'https://gw.example.org/api/webhooks/twilio/status',
    });
    expect(sent).toEqual({ sid: sid('SM', 1), status: 'queued' });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: `${API}/Messages.json`,
        query: {},
        form: {
          From: '+19195550100',
          To: '+19195551234',
          Body: 'Hi Ann, Reply STOP to opt out',
          StatusCallback: 'https://gw.example.org/api/webhooks/twilio/status',
        },
        authorization: BASIC,
      },
    ]);
  });

  it('searches numbers by area code and ZIP code', async () => {
    const found = await port.searchAvailableNumbers({ areaCode: '919', postalCode: '27601', limit: 5 });
    expect(found).toEqual([
      {
        phone_number: '+19195550123',
        friendly_name: '(919) 555-0123',
        locality: 'Raleigh',
        region: 'NC',
        postal_code: '27601',
        capabilities: { sms: true, voice: true },
      },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: `${API}/AvailablePhoneNumbers/US/Local.json`,
      query: { AreaCode: '919', InPostalCode: '27601', SmsEnabled: 'true', PageSize: '5' },
      authorization: BASIC,
    });
  });

  it('buys a number pointed at our webhooks', async () => {
    const owned = await port.purchaseNumber({
      phoneNumber: '+19195550123',
      smsUrl: 'https://gw.example.org/api/webhooks/twilio/message',
      voiceUrl: 'https://gw.example.org/api/webhooks/twilio/voice',
    });
    expect(owned).toEqual({
      sid: sid('PN', 1),
      phone_number: '+19195550123',
      capabilities: { sms: true, voice: false },
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: `${API}/IncomingPhoneNumbers.json`,
      form: {
        PhoneNumber: '+19195550123',
        SmsUrl: 'https://gw.example.org/api/webhooks/twilio/message',
        SmsMethod: 'POST',
        VoiceUrl: 'https://gw.example.org/api/webhooks/twilio/voice',
        VoiceMethod: 'POST',
      },
    });
  });

  it('checks webhook signatures with the auth token', () => {
    const url = 'https://gw.example.org/api/webhooks/twilio/status';
    const params = { MessageSid: sid('SM', 1), MessageStatus: 'delivered' };
    const signature = twilio.getExpectedTwilioSignature(TOKEN, url, params);
    expect(port.validateWebhook(signature, url, params)).toBe(true);
    expect(port.validateWebhook(signature, url, { ...params, MessageStatus: 'failed' })).toBe(false);
    expect(port.validateWebhook(twilio.getExpectedTwilioSignature('other', url, params), url, params)).toBe(
      false,
    );
  });

  it('leaves the SDK unloaded until a client is first needed: no server module imports it at load', () => {
    const loaders = readdirSync(SERVER_SRC, { recursive: true, encoding: 'utf8' }).filter(
      (path) =>
        path.endsWith('.ts') &&
        !path.endsWith('.test.ts') &&
        !path.endsWith('local-twilio.ts') && // test support
        /^import (?!type )[^;]*? from 'twilio';/m.test(readFileSync(join(SERVER_SRC, path), 'utf8')),
    );
    expect(loaders).toEqual([]);
    expect(readFileSync(join(import.meta.dirname, 'twilio.adapter.ts'), 'utf8')).toContain(
      "import('twilio')",
    );
  });
});
