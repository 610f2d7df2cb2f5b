import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { goodBrand, goodCampaign } from './simulator/test-registration.ts';
import {
  A2P_PROFILE_POLICY_SID,
  CUSTOMER_PROFILE_POLICY_SID,
  createTwilioTelephony,
} from './twilio.adapter.ts';

const ACCOUNT = `AC${'1'.repeat(32)}`;
const TOKEN = 'test-auth-token';
const sid = (prefix: string, n: number) => `${prefix}${String(n).padStart(32, '0')}`;

interface Seen {
  method: string;
  /** Host and path as Twilio would receive them, e.g. `api.twilio.com/2010-04-01/…`. */
  path: string;
  query: Record<string, string>;
  form: Record<string, string | string[]>;
  authorization: string | undefined;
}

const formOf = (body: string): Seen['form'] => {
  const form: Seen['form'] = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const had = form[key];
    form[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return form;
};

/** What the stand-in answers each request with: enough of Twilio's JSON for the adapter to read. */
const answerFor = (seen: Seen, n: number): Record<string, unknown> => {
  const p = seen.path;
  if (p.endsWith('/Messages.json')) return { sid: sid('SM', n), status: 'queued' };
  if (p.includes('/AvailablePhoneNumbers/')) {
    return {
      available_phone_numbers: [
        {
          phone_number: '+19195550123',
          friendly_name: '(919) 555-0123',
          locality: 'Raleigh',
          region: 'NC',
          postal_code: '27601',
          capabilities: { voice: true, SMS: true, MMS: true },
        },
      ],
    };
  }
  if (p.endsWith('/IncomingPhoneNumbers.json'))
    return {
      sid: sid('PN', n),
      phone_number: seen.form.PhoneNumber,
      capabilities: { sms: true, voice: false },
    };
  if (p.endsWith('/Addresses.json')) return { sid: sid('AD', n) };
  if (p.endsWith('/EndUsers')) return { sid: sid('IT', n) };
  if (p.endsWith('/SupportingDocuments')) return { sid: sid('RD', n) };
  if (p.endsWith('/EntityAssignments')) return { sid: sid('BV', n) };
  if (/\/(CustomerProfiles|TrustProducts)$/.test(p)) return { sid: sid('BU', n), status: 'draft' };
  if (/\/(CustomerProfiles|TrustProducts)\/BU\w+$/.test(p))
    return { sid: p.split('/').pop(), status: 'pending-review' };
  if (p.endsWith('/Vettings')) return { brand_vetting_sid: sid('VT', n) };
  if (p.endsWith('/a2p/BrandRegistrations')) return { sid: sid('BN', 1), status: 'PENDING', errors: [] };
  if (p.includes('/a2p/BrandRegistrations/'))
    return { sid: sid('BN', 1), status: 'FAILED', failure_reason: 'TCR rejected', errors: [] };
  if (p.endsWith('/Services')) return { sid: sid('MG', 1) };
  if (p.endsWith('/Compliance/Usa2p'))
    return { sid: sid('QE', 1), campaign_status: 'IN_PROGRESS', errors: [] };
  if (p.includes('/Compliance/Usa2p/'))
    return {
      sid: sid('QE', 1),
      campaign_status: 'FAILED',
      errors: [{ code: 30896, description: 'No opt-out' }],
    };
  return {};
};

const seen: Seen[] = [];
const server = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const url = new URL(request.url!, 'http://stand-in');
    const entry: Seen = {
      method: request.method!,
      path: url.pathname.slice(1),
      query: Object.fromEntries(url.searchParams),
      form: formOf(body),
      authorization: request.headers.authorization,
    };
    seen.push(entry);
    response.writeHead(request.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answerFor(entry, seen.length)));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** The SDK's own HTTP client, sending to the local server instead of Twilio's hosts (host kept in the path). */
class LocalTwilio extends twilio.RequestClient {
  override request<T>(opts: RequestClient.RequestOptions<T>) {
    const target = new URL(opts.uri);
    return super.request({ ...opts, uri: `${base}/${target.host}${target.pathname}${target.search}` });
  }
}

const port = createTwilioTelephony({ accountSid: ACCOUNT, authToken: TOKEN, httpClient: new LocalTwilio() });
const BASIC = `Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`;
const API = `api.twilio.com/2010-04-01/Accounts/${ACCOUNT}`;

beforeEach(() => {
  seen.length = 0;
});

describe('the twilio adapter', () => {
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

  it('registers a brand through Trust Hub, then the A2P brand and its Campaign Verify vetting', async () => {
    const brand = await port.registerBrand(goodBrand);
    expect(brand).toEqual({ sid: sid('BN', 1), status: 'PENDING', failure_reasons: [] });
    expect(seen.every((s) => s.authorization === BASIC)).toBe(true);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST trusthub.twilio.com/v1/CustomerProfiles',
      'POST trusthub.twilio.com/v1/EndUsers',
      'POST trusthub.twilio.com/v1/EndUsers',
      `POST ${API}/Addresses.json`,
      'POST trusthub.twilio.com/v1/SupportingDocuments',
      `POST trusthub.twilio.com/v1/CustomerProfiles/${sid('BU', 1)}/EntityAssignments`,
      `POST trusthub.twilio.com/v1/CustomerProfiles/${sid('BU', 1)}/EntityAssignments`,
      `POST trusthub.twilio.com/v1/CustomerProfiles/${sid('BU', 1)}/EntityAssignments`,
      `POST trusthub.twilio.com/v1/CustomerProfiles/${sid('BU', 1)}`,
      'POST trusthub.twilio.com/v1/TrustProducts',
      'POST trusthub.twilio.com/v1/EndUsers',
      `POST trusthub.twilio.com/v1/TrustProducts/${sid('BU', 10)}/EntityAssignments`,
      `POST trusthub.twilio.com/v1/TrustProducts/${sid('BU', 10)}/EntityAssignments`,
      `POST trusthub.twilio.com/v1/TrustProducts/${sid('BU', 10)}`,
      'POST messaging.twilio.com/v1/a2p/BrandRegistrations',
      `POST messaging.twilio.com/v1/a2p/BrandRegistrations/${sid('BN', 1)}/Vettings`,
    ]);
    expect(seen[0]!.form).toEqual({
      FriendlyName: 'Friends of Dana Reyes',
      Email: 'dana@example.org',
      PolicySid: CUSTOMER_PROFILE_POLICY_SID,
    });
    expect(seen[1]!.form.Type).toBe('customer_profile_business_information');
    expect(JSON.parse(seen[1]!.form.Attributes as string)).toMatchObject({
      business_name: 'Friends of Dana Reyes',
      business_registration_identifier: 'EIN',
      business_registration_number: '12-3456789',
      website_url: 'https://danareyes.example.org',
    });
    expect(seen[2]!.form.Type).toBe('authorized_representative_1');
    expect(JSON.parse(seen[2]!.form.Attributes as string)).toEqual({
      first_name: 'Dana',
      last_name: 'Reyes',
      email: 'dana@example.org',
      phone_number: '+19195550100',
      business_title: 'Campaign manager',
      job_position: 'Director',
    });
    expect(seen[3]!.form).toEqual({
      CustomerName: 'Friends of Dana Reyes',
      Street: '100 Fayetteville St',
      City: 'Raleigh',
      Region: 'NC',
      PostalCode: '27601',
      IsoCountry: 'US',
    });
    expect(JSON.parse(seen[4]!.form.Attributes as string)).toEqual({ address_sids: sid('AD', 4) });
    expect(seen.slice(5, 8).map((s) => s.form.ObjectSid)).toEqual([sid('IT', 2), sid('IT', 3), sid('RD', 5)]);
    expect(seen[8]!.form).toEqual({ Status: 'pending-review' });
    expect(seen[9]!.form.PolicySid).toBe(A2P_PROFILE_POLICY_SID);
    expect(seen.slice(11, 13).map((s) => s.form.ObjectSid)).toEqual([sid('IT', 11), sid('BU', 1)]);
    expect(seen[14]!.form).toEqual({
      CustomerProfileBundleSid: sid('BU', 1),
      A2PProfileBundleSid: sid('BU', 10),
      BrandType: 'STANDARD',
    });
    expect(seen[15]!.form).toEqual({
      VettingProvider: 'campaign-verify',
      VettingId: goodBrand.campaign_verify_token,
    });
  });

  it('reads a brand status with its failure reason', async () => {
    expect(await port.brandStatus(sid('BN', 1))).toEqual({
      sid: sid('BN', 1),
      status: 'FAILED',
      failure_reasons: ['TCR rejected'],
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      `GET messaging.twilio.com/v1/a2p/BrandRegistrations/${sid('BN', 1)}`,
    ]);
  });

  it('registers a messaging campaign under a new messaging service, and reads its status', async () => {
    const campaign = await port.registerMessagingCampaign(sid('BN', 1), goodCampaign);
    expect(campaign).toEqual({
      sid: `${sid('MG', 1)}/${sid('QE', 1)}`,
      status: 'PENDING',
      failure_reasons: [],
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST messaging.twilio.com/v1/Services',
      `POST messaging.twilio.com/v1/Services/${sid('MG', 1)}/Compliance/Usa2p`,
    ]);
    expect(seen[1]!.form).toEqual({
      BrandRegistrationSid: sid('BN', 1),
      Description: goodCampaign.description,
      MessageFlow: goodCampaign.consent_description,
      MessageSamples: goodCampaign.sample_messages,
      UsAppToPersonUsecase: 'POLITICAL',
      HasEmbeddedLinks: 'false',
      HasEmbeddedPhone: 'false',
      OptInKeywords: 'JOIN',
      OptInMessage: goodCampaign.opt_in_message,
    });
    seen.length = 0;
    expect(await port.messagingCampaignStatus(campaign.sid)).toEqual({
      sid: campaign.sid,
      status: 'FAILED',
      failure_reasons: ['No opt-out'],
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      `GET messaging.twilio.com/v1/Services/${sid('MG', 1)}/Compliance/Usa2p/${sid('QE', 1)}`,
    ]);
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
});
