import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignPhoneNumbers } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp, PUBLIC_URL } from '../../test/harness.ts';
import { registrationCalls } from './test-support.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Numbers Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Numbers');
const calls = registrationCalls(t, team.campaign.id);
const manager = team.manager.auth;

describe('available numbers', () => {
  it('needs an area code or a ZIP code (service §5)', async () => {
    const reply = await calls.search(manager, '');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ detail: 'Area code or zip code is required' });
    expect((await calls.search(manager, '&area_code=&zip_code=')).json()).toMatchObject({
      detail: 'Area code or zip code is required',
    });
  });

  it('searches by area code, by ZIP code, or both', async () => {
    for (const query of ['&area_code=919', '&zip_code=27601', '&area_code=919&zip_code=27601']) {
      const reply = await calls.search(team.director.auth, query);
      expect(reply.statusCode).toBe(200);
      const numbers = reply.json<{ phone_number: string; capabilities: { sms: boolean } }[]>();
      expect(numbers.length).toBeGreaterThan(0);
      for (const number of numbers) expect(number.phone_number).toMatch(/^\+1\d{10}$/);
    }
  });

  it('refuses a malformed area code or ZIP code', async () => {
    expect((await calls.search(manager, '&area_code=12')).json()).toMatchObject({
      detail: 'area_code is 3 digits, such as 919',
    });
    expect((await calls.search(manager, '&zip_code=2760')).json()).toMatchObject({
      detail: 'zip_code is 5 digits',
    });
  });
});

describe('buying a number', () => {
  it('stores it with the provider sid and the webhook address, lists it, and refuses it twice', async () => {
    const [offer] = (await calls.search(manager, '&area_code=984')).json<{ phone_number: string }[]>();
    const phone = offer?.phone_number ?? '';
    const bought = await calls.purchase(team.director.auth, team.director.id, phone);
    expect(bought.statusCode).toBe(201);
    expect(bought.json()).toMatchObject({ phone_number: phone, purchased_by: team.director.id });
    const [row] = await t.database.db
      .select()
      .from(campaignPhoneNumbers)
      .where(eq(campaignPhoneNumbers.phoneNumber, phone));
    expect(row).toMatchObject({
      campaignId: team.campaign.id,
      providerSid: expect.stringMatching(/^PN/),
      smsUrl: `${PUBLIC_URL}/api/webhooks/twilio/message`,
      releasedAt: null,
    });
    const listed = (await calls.numbers(manager)).json<{ phone_number: string }[]>();
    expect(listed.map((n) => n.phone_number)).toEqual([phone]);

    const again = await calls.purchase(manager, team.manager.id, phone);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'This number is already owned' });
    const elsewhere = await registrationCalls(t, rival.campaign.id).purchase(rival.manager.auth, rival.manager.id, phone);
    expect(elsewhere.statusCode).toBe(409);
    expect((await registrationCalls(t, rival.campaign.id).numbers(rival.manager.auth)).json()).toEqual([]);
  }); // prettier-ignore

  it('buys only as the caller, and only a phone number', async () => {
    const other = await calls.purchase(manager, team.director.id, '+19195550199');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ detail: 'user_id must be your own' });
    const junk = await calls.purchase(manager, team.manager.id, 'not a number');
    expect(junk.json()).toMatchObject({ detail: 'phone_number must be a phone number' });
  });
});

describe('numbers access', () => {
  const routes = {
    'available-numbers': (auth: { authorization: string }) => calls.search(auth, '&area_code=919'),
    'purchase-number': (auth: { authorization: string }) =>
      calls.purchase(auth, team.manager.id, '+19195550177'),
    numbers: (auth: { authorization: string }) => calls.numbers(auth),
  };

  it.each(Object.entries(routes))(
    '%s: 403 for Staff and Volunteers, 404 for another campaign',
    async (_, call) => {
      expect((await call(team.staff.auth)).statusCode).toBe(403);
      expect((await call(team.volunteer.auth)).statusCode).toBe(403);
      expect((await call(rival.manager.auth)).statusCode).toBe(404);
    },
  );
});
