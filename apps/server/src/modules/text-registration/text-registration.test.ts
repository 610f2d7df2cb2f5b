import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CAMPAIGN } from '@groundwork/shared/contracts/text-registration-fixtures';
import { auditLog } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { registrationCalls, statusOf, statusUntil } from './test-support.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Texting Campaign');
const calls = registrationCalls(t, team.campaign.id);
const manager = team.manager.auth;

const auditActions = async (campaignId: string) =>
  (
    await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.campaignId, campaignId))
  ).map((row) => row.action);

describe('text-sender registration', () => {
  it.each([
    [{ state: 'ZZ' }, 'state must be a US state code such as NC'],
    [{ zip: 'ABCDE' }, 'zip must be a ZIP code such as 27601'],
    [{ contact_phone: 'call me' }, 'contact_phone must be a phone number'],
    [{ website_url: 'http://casey.example.org' }, 'website_url must be an https:// address'],
    [{ business_registration_number: '12345' }, 'An EIN has the shape NN-NNNNNNN'],
    [{ business_type: 'Campaign' }, undefined],
    [{ business_industry: 'POLITICS' }, undefined],
    [{ job_position: 'Boss' }, undefined],
    [{ friendly_name: undefined }, 'friendly_name was not provided'],
  ])('refuses %o with a 400', async (changes, detail) => {
    const reply = await calls.register(manager, changes);
    expect(reply.statusCode).toBe(400);
    if (detail) expect(reply.json()).toMatchObject({ detail });
  });

  it('enforces the pre-flight check: a 400 naming the failed items, and nothing stored', async () => {
    const reply = await calls.register(manager, {
      privacy_policy_url: null,
      website_url: 'https://bit.ly/casey',
    });
    expect(reply.statusCode).toBe(400);
    const body = reply.json<{ detail: string; errors: { path: string }[] }>();
    expect(body.detail).toBe(
      'The pre-flight check failed: Privacy policy present and https; No link shorteners in the website or privacy policy',
    );
    expect(body.errors.map((e) => e.path)).toEqual(['privacy_policy', 'sender_no_shorteners']);
    expect(statusOf(await calls.status(manager))).toMatchObject({ brand: null, is_texting_enabled: false });
  });

  it('refuses a message campaign before the sender is approved', async () => {
    const reply = await calls.createA2p(manager);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      detail: 'The text sender must be APPROVED before its message campaign is registered',
    });
  });

  it('registers, is vetted to APPROVED, and enables texting once a number is owned', async () => {
    const registered = await calls.register(team.director.auth);
    expect(registered.statusCode).toBe(201);
    expect(statusOf(registered)).toMatchObject({
      brand: { failure_reasons: [] },
      message_campaign: null,
      sender: { contact_phone: '+19195550142', state: 'NC' },
    });
    expect((await calls.register(manager)).statusCode).toBe(409);
    const brand = await statusUntil(() => calls.status(manager), (s) => s.brand?.status !== 'PENDING');
    expect(brand.brand?.status).toBe('APPROVED');

    const refused = await calls.createA2p(manager, {
      sample_messages: ['Casey for Council: polls open at 7.', 'Casey for Council: see you Saturday!'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      detail: 'The pre-flight check failed: A sample carries opt-out wording',
    });
    const tooFew = await calls.createA2p(manager, { sample_messages: ['Casey for Council. Reply STOP to opt out'] });
    expect(tooFew.json()).toMatchObject({ detail: 'Give 2 to 5 sample messages' });

    const submitted = await calls.createA2p(manager);
    expect(submitted.statusCode).toBe(201);
    expect(statusOf(submitted).message_campaign_fields).toMatchObject({ use_case: 'POLITICAL' });
    expect((await calls.createA2p(manager)).statusCode).toBe(409);
    const approved = await statusUntil(
      () => calls.status(team.director.auth),
      (s) => s.message_campaign?.status !== 'PENDING',
    );
    expect(approved).toMatchObject({
      brand: { status: 'APPROVED' },
      message_campaign: { status: 'APPROVED' },
      phone_numbers: 0,
      is_texting_enabled: false,
    });

    const [number] = (await calls.search(manager, '&area_code=919')).json<{ phone_number: string }[]>();
    expect((await calls.purchase(manager, team.manager.id, number?.phone_number ?? '')).statusCode).toBe(201);
    expect(statusOf(await calls.status(manager))).toMatchObject({ phone_numbers: 1, is_texting_enabled: true });
    const campaign = await t.inject({ method: 'GET', url: `/api/campaign/?id=${team.campaign.id}`, headers: manager });
    expect(campaign.json()).toMatchObject({ is_texting_enabled: true });
    expect(await auditActions(team.campaign.id)).toEqual(
      expect.arrayContaining(['text_sender.registered', 'text_message_campaign.registered', 'phone_number.purchased']),
    );
  }); // prettier-ignore

  it('needs a Campaign Verify token for a political message campaign', async () => {
    const other = await createCampaignWithTeam(t, 'No Token Campaign');
    const theirs = registrationCalls(t, other.campaign.id);
    expect((await theirs.register(other.manager.auth, { campaign_verify_token: null })).statusCode).toBe(201);
    await statusUntil(
      () => theirs.status(other.manager.auth),
      (s) => s.brand?.status !== 'PENDING',
    );
    const political = await theirs.createA2p(other.manager.auth);
    expect(political.json()).toMatchObject({
      detail: 'The pre-flight check failed: Political use case carries a Campaign Verify token',
    });
    const mixed = await theirs.createA2p(other.manager.auth, { use_case: 'MIXED' });
    expect(mixed.statusCode).toBe(201);
    expect(MESSAGE_CAMPAIGN.use_case).toBe('POLITICAL');
  });
});

const rival = await createCampaignWithTeam(t, 'Rival Texting');

describe('registration access', () => {
  const routes = {
    register: (auth: { authorization: string }) => calls.register(auth),
    'create-a2p-campaign': (auth: { authorization: string }) => calls.createA2p(auth),
    status: (auth: { authorization: string }) => calls.status(auth),
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
