import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simulatedMessages, telephonyWebhookEvents } from '../../../db/schema/index.ts';
import { twilioWebhookUrls } from '../webhook-urls.ts';
import { createTestApp } from '../../../test/harness.ts';
import { createSimulator } from './simulator.ts';
import { goodBrand, goodCampaign } from './test-registration.ts';

const t = await createTestApp({ SIMULATOR_VETTING_SECONDS: '0', SIMULATOR_DELIVERY_SECONDS: '0' });
const { telephony } = t.app.ctx;
const urls = twilioWebhookUrls(t.app.ctx.config);
const STATUS_URL = urls.status;

const buy = async (phoneNumber: string) => telephony.purchaseNumber({ phoneNumber, smsUrl: urls.message });

const eventsOf = async (sid: string) =>
  (
    await t.database.db
      .select()
      .from(telephonyWebhookEvents)
      .where(eq(telephonyWebhookEvents.messageSid, sid))
  )
    .map((e) => e.event)
    .sort();

describe('the simulator', () => {
  it('is the default without Twilio credentials', () => {
    expect(telephony.kind).toBe('simulator');
    expect(t.app.ctx.simulator).not.toBeNull();
  });

  it('offers numbers in a real area code', async () => {
    const numbers = await telephony.searchAvailableNumbers({ areaCode: '919', limit: 5 });
    expect(numbers).toHaveLength(5);
    for (const n of numbers) {
      expect(n.phone_number).toMatch(/^\+1919[2-9]\d{6}$/);
      expect(n).toMatchObject({
        locality: 'Raleigh',
        region: 'NC',
        capabilities: { sms: true, voice: true },
      });
    }
    expect(new Set(numbers.map((n) => n.phone_number)).size).toBe(5);
  });

  it('offers numbers by ZIP code in the area codes serving it', async () => {
    const raleigh = await telephony.searchAvailableNumbers({ postalCode: '27601', limit: 6 });
    expect(raleigh).toHaveLength(6);
    expect(new Set(raleigh.map((n) => n.phone_number.slice(2, 5)))).toEqual(new Set(['919', '984']));
    const charlotte = await telephony.searchAvailableNumbers({
      postalCode: '28202',
      areaCode: '980',
      limit: 3,
    });
    expect(charlotte.map((n) => n.phone_number.slice(2, 5))).toEqual(['980', '980', '980']);
    expect(await telephony.searchAvailableNumbers({ postalCode: '99501' })).toEqual([]);
  });

  it('refuses an area code that is not one, as Twilio does', async () => {
    await expect(telephony.searchAvailableNumbers({ areaCode: '911' })).rejects.toThrow(
      /not a valid area code/,
    );
  });

  it('never offers a number already bought', async () => {
    const [first] = await telephony.searchAvailableNumbers({ areaCode: '336', limit: 1 });
    const owned = await buy(first!.phone_number);
    expect(owned).toMatchObject({
      phone_number: first!.phone_number,
      capabilities: { sms: true, voice: true },
    });
    expect(owned.sid).toMatch(/^PN[0-9a-f]{32}$/);
    const again = await telephony.searchAvailableNumbers({ areaCode: '336', limit: 20 });
    expect(again.map((n) => n.phone_number)).not.toContain(first!.phone_number);
    await expect(buy(first!.phone_number)).rejects.toThrow(/not available/);
  });

  it('delivers a text: queued, then sent and delivered through our status webhook', async () => {
    const from = (await buy('+19195550111')).phone_number;
    const sent = await telephony.sendMessage({
      from,
      to: '+19195551234',
      body: 'Hi',
      statusCallback: STATUS_URL,
    });
    expect(sent.status).toBe('queued');
    expect(sent.sid).toMatch(/^SM[0-9a-f]{32}$/);
    await t.drain();
    const [stored] = await t.database.db
      .select()
      .from(simulatedMessages)
      .where(eq(simulatedMessages.sid, sent.sid));
    expect(stored).toMatchObject({ status: 'delivered', errorCode: null });
    expect(await eventsOf(sent.sid)).toEqual(['delivered', 'sent']);
  });

  it('ends a text to a landline undelivered with error 30006', async () => {
    const sent = await telephony.sendMessage({
      from: '+19195550111',
      to: '+19195551230',
      body: 'Hi',
      statusCallback: STATUS_URL,
    });
    await t.drain();
    const [stored] = await t.database.db
      .select()
      .from(simulatedMessages)
      .where(eq(simulatedMessages.sid, sent.sid));
    expect(stored).toMatchObject({ status: 'undelivered', errorCode: 30006 });
    expect(await eventsOf(sent.sid)).toEqual(['sent', 'undelivered']);
  });

  it('refuses to send from a number the campaign does not own', async () => {
    await expect(
      telephony.sendMessage({
        from: '+19195550999',
        to: '+19195551234',
        body: 'Hi',
        statusCallback: STATUS_URL,
      }),
    ).rejects.toThrow(/not a valid, SMS-capable inbound phone number/);
  });
});

describe("the simulator's vetting", () => {
  it('approves a sound brand and campaign at once when the vetting takes 0 seconds', async () => {
    const brand = await telephony.registerBrand(goodBrand);
    expect(brand).toMatchObject({ status: 'APPROVED', failure_reasons: [] });
    expect(brand.sid).toMatch(/^BN[0-9a-f]{32}$/);
    const campaign = await telephony.registerMessagingCampaign(brand.sid, goodCampaign);
    expect(campaign).toMatchObject({ status: 'APPROVED', failure_reasons: [] });
    expect(campaign.sid).toMatch(/^MG[0-9a-f]{32}\/QE[0-9a-f]{32}$/);
    expect(await telephony.messagingCampaignStatus(campaign.sid)).toEqual(campaign);
    expect(await telephony.brandStatus(brand.sid)).toEqual(brand);
  });

  it('fails a brand the carriers would refuse, with their reasons', async () => {
    const brand = await telephony.registerBrand({
      ...goodBrand,
      website_url: 'http://danareyes.example.org',
      business_registration_number: '123',
    });
    expect(brand.status).toBe('FAILED');
    expect(brand.failure_reasons).toEqual([
      'Brand website must be reachable over https',
      'EIN does not match IRS records (expected NN-NNNNNNN)',
    ]);
  });

  it('fails a campaign whose samples lack opt-out wording or misdeclare links, and a political one unverified', async () => {
    const brand = await telephony.registerBrand({ ...goodBrand, campaign_verify_token: null });
    const campaign = await telephony.registerMessagingCampaign(brand.sid, {
      ...goodCampaign,
      sample_messages: ['Vote Dana! https://bit.ly/dana', 'Early voting starts Thursday'],
    });
    expect(campaign.status).toBe('FAILED');
    expect(campaign.failure_reasons).toEqual([
      'Public URL shorteners are not allowed in messages',
      'Sample messages must include opt-out language such as "Reply STOP to opt out"',
      'Embedded links declaration does not match the sample messages',
      'Political use cases require a Campaign Verify token on the brand',
    ]);
  });

  it('shows PENDING until the vetting time has passed', async () => {
    const slow = createSimulator({
      db: t.database.db,
      secret: 'another-secret-long-enough-for-the-simulator',
      vettingSeconds: 3600,
      deliverySeconds: 0,
      ringSeconds: 0,
      schedule: () => Promise.resolve(),
      scheduleCall: () => Promise.resolve(),
      post: () => Promise.resolve({ status: 200, body: '' }),
    });
    const brand = await slow.port.registerBrand(goodBrand);
    expect(brand).toEqual({ sid: brand.sid, status: 'PENDING', failure_reasons: [] });
    expect((await slow.port.brandStatus(brand.sid)).status).toBe('PENDING');
  });
});
