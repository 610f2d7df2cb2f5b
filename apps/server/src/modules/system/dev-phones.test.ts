import { describe, expect, it, vi } from 'vitest';
import type { DevPhone } from '@groundwork/shared/contracts/dev-phones';
import { campaignPhoneNumbers } from '../../db/schema/index.ts';
import { createCampaign, createPerson } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';
import { handleInboundMessage } from '../text-campaigns/inbound.ts';
import { twilioWebhookUrls } from '../../integrations/telephony/webhook-urls.ts';

vi.mock('../text-campaigns/inbound.ts', () => ({
  handleInboundMessage: vi.fn(() => Promise.resolve()),
  handleMessageStatus: vi.fn(() => Promise.resolve()),
}));

const t = await createTestApp({ SIMULATOR_VETTING_SECONDS: '0', SIMULATOR_DELIVERY_SECONDS: '0' });
const { telephony } = t.app.ctx;
const CAMPAIGN_NUMBER = '+19195550142';
const urls = twilioWebhookUrls(t.app.ctx.config);

const owner = await createPerson(t, { label: 'dev-phones' });
const campaign = await createCampaign(t, owner);
const [voter] = generateVoters(1).map((v) => ({ ...v, phone: '919-555-7781' }));
await insertVoters(t.database.db, campaign.id, [voter!]);
const owned = await telephony.purchaseNumber({
  phoneNumber: CAMPAIGN_NUMBER,
  smsUrl: urls.message,
});
await t.database.db.insert(campaignPhoneNumbers).values({
  campaignId: campaign.id,
  phoneNumber: CAMPAIGN_NUMBER,
  providerSid: owned.sid,
  capabilities: owned.capabilities,
});

const phones = async () => {
  const answer = await t.inject({ method: 'GET', url: '/api/dev/phones' });
  expect(answer.statusCode).toBe(200);
  return answer.json<DevPhone[]>();
};

describe('the development phones', () => {
  it("list each phone's thread with the voter it belongs to", async () => {
    await telephony.sendMessage({
      from: CAMPAIGN_NUMBER,
      to: '+19195557781',
      body: 'Hi Ana, can we count on your vote? Reply STOP to opt out',
      statusCallback: urls.status,
    });
    await t.drain();
    const [phone] = await phones();
    expect(phone).toMatchObject({
      number: '+19195557781',
      voter_id: voter!.id,
      messages: [
        {
          direction: 'outbound',
          campaign_number: CAMPAIGN_NUMBER,
          body: 'Hi Ana, can we count on your vote? Reply STOP to opt out',
          status: 'delivered',
          error_code: null,
        },
      ],
    });
  });

  it("reply as the voter: the reply reaches our inbound webhook, signed, and joins the phone's thread", async () => {
    const answer = await t.inject({
      method: 'POST',
      url: '/api/dev/phones/reply',
      payload: { from: '(919) 555-7781', to: CAMPAIGN_NUMBER, body: 'STOP' },
    });
    expect(answer.statusCode).toBe(200);
    const { sid } = answer.json<{ sid: string }>();
    expect(vi.mocked(handleInboundMessage)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(handleInboundMessage).mock.calls[0]![1]).toMatchObject({
      sid,
      from: '+19195557781',
      to: CAMPAIGN_NUMBER,
      body: 'STOP',
    });
    const [phone] = await phones();
    expect(phone!.messages.map((m) => [m.direction, m.body, m.status])).toEqual([
      ['outbound', 'Hi Ana, can we count on your vote? Reply STOP to opt out', 'delivered'],
      ['inbound', 'STOP', 'received'],
    ]);
  });

  it('refuse a reply to a number the simulator never sold, or from something not a phone number', async () => {
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/dev/phones/reply',
      payload: { from: '+19195557781', to: '+19195550999', body: 'Hi' },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.inject({
      method: 'POST',
      url: '/api/dev/phones/reply',
      payload: { from: 'nobody', to: CAMPAIGN_NUMBER, body: 'Hi' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ detail: string }>().detail).toMatch(/phone numbers/);
  });

  it('are refused to any other client', async () => {
    for (const [method, url] of [
      ['GET', '/api/dev/phones'],
      ['POST', '/api/dev/phones/reply'],
    ] as const) {
      const remote = await t.inject({
        method,
        url,
        remoteAddress: '192.168.1.23',
        payload: method === 'POST' ? { from: '+19195557781', to: CAMPAIGN_NUMBER, body: 'STOP' } : undefined,
      });
      expect(remote.statusCode, url).toBe(403);
      expect(remote.json<{ detail: string }>().detail).toMatch(/only served to the machine/);
      const proxied = await t.inject({ method, url, headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(proxied.statusCode, url).toBe(403);
    }
  });
});

describe('the development phones elsewhere', () => {
  it('are not served in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    expect((await prod.inject({ method: 'GET', url: '/api/dev/phones' })).statusCode).toBe(404);
    expect(
      (
        await prod.inject({
          method: 'POST',
          url: '/api/dev/phones/reply',
          payload: { from: '+19195557781', to: CAMPAIGN_NUMBER, body: 'STOP' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('are not served with Twilio (there is no simulator)', async () => {
    const live = await createTestApp({
      TWILIO_ACCOUNT_SID: `AC${'3'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
    });
    expect(live.app.ctx.telephony.kind).toBe('twilio');
    expect((await live.inject({ method: 'GET', url: '/api/dev/phones' })).statusCode).toBe(404);
  });
});
