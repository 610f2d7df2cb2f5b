import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { afterAll, beforeEach } from 'vitest';
import { createTwilioTelephony } from './twilio.adapter.ts';

/*
 * Test support for the twilio adapter's tests: a local HTTP server standing in for Twilio's hosts, and the
 * adapter pointed at it through the SDK's own HTTP client. Every request is recorded in `seen`.
 */

export const ACCOUNT = `AC${'1'.repeat(32)}`;
export const TOKEN = 'test-auth-token';
export const sid = (prefix: string, n: number) => `${prefix}${String(n).padStart(32, '0')}`;

export interface Seen {
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

export const seen: Seen[] = [];
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

export const port = createTwilioTelephony({
  accountSid: ACCOUNT,
  authToken: TOKEN,
  httpClient: new LocalTwilio(),
});
export const BASIC = `Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`;
export const API = `api.twilio.com/2010-04-01/Accounts/${ACCOUNT}`;

beforeEach(() => {
  seen.length = 0;
});
