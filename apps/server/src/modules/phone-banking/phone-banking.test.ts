import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PhoneBankingCampaign } from '@groundwork/shared/contracts/phone-banking';
import { auditLog, campaigns } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { recordConsent } from '../consent/consent.repository.ts';
import { callingCampaign, newPhone, pbCalls } from './test-support.ts';

const t = await createTestApp();
const db = t.database.db;
const noCalls = newPhone();
const noTexts = newPhone();
const shared = newPhone();
const team = await callingCampaign(t, 'Calling Campaign', [
  { firstName: 'Ana' },
  { firstName: 'Ben', phone: noCalls.printed },
  { firstName: 'Cy', phone: noTexts.e164 },
  { firstName: 'Di', phone: null },
  { firstName: 'Ed', phone: '555-1234' },
  { firstName: 'Fay', phone: shared.printed },
  { firstName: 'Gus', phone: `1-${shared.printed}` },
  { firstName: 'Rep', party: 'REP' },
]);
const rival = await callingCampaign(t, 'Rival Calling', [{ firstName: 'Zed' }]);
const { campaign_id, manager, volunteer, director, staff } = team;
const calls = pbCalls(t, campaign_id);
const optOut = (contact: string, channel: 'call' | 'sms') =>
  recordConsent(db, {
    campaignId: campaign_id,
    voterId: null,
    contactType: 'phone',
    contact,
    channel,
    action: 'opt_out',
    source: 'manual',
    userId: manager.id,
    reason: null,
  });
await optOut(noCalls.e164, 'call');
await optOut(noTexts.e164, 'sms');

describe('call campaigns', () => {
  it('creates a Draft (creation method Created) counting its recipients live', async () => {
    const created = await calls.create(manager.auth, { user_ids: [volunteer.id] });
    expect(created.statusCode).toBe(201);
    expect(created.json<PhoneBankingCampaign>()).toMatchObject({
      status: 'Draft',
      creation_method: 'Created',
      user_ids: [volunteer.id],
      owner_id: manager.id,
      user_id: manager.id,
      // Ana, Cy (opted out of texts, not of calls) and one of the two sharing a number; not Ben, Di or Ed.
      counts: { recipients: 3, remaining: 3, called: 0 },
    });
  });

  it('sanitises the script and keeps its {field} placeholders', async () => {
    const created = await calls.create(manager.auth, {
      script:
        '<h2 onclick="x()">Hello {first_name}</h2><script>alert(1)</script><img src="x">' +
        '<p><a href="javascript:alert(1)">bad</a> <a href="tel:+15551234567">call</a> <u>u</u></p>',
    });
    const { script } = created.json<PhoneBankingCampaign>();
    expect(script).toContain('<h2>Hello {first_name}</h2>');
    expect(script).toContain('<a href="tel:+15551234567" target="_blank" rel="noopener noreferrer">call</a>');
    expect(script).toContain('<u>u</u>');
    expect(script).not.toMatch(/script|onclick|img|javascript/);
    const empty = await calls.create(manager.auth, { script: '<script>alert(1)</script><img src="x">' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ detail: 'script must keep some text once unsafe HTML is removed' });
  });

  it('names each missing required field', async () => {
    const expectDetail = async (response: Promise<{ json: () => unknown }>, detail: string) =>
      expect((await response).json()).toMatchObject({ code: 'VALIDATION_FAILED', detail });
    await expectDetail(calls.create(manager.auth, { name: '' }), 'name was not provided');
    await expectDetail(calls.create(manager.auth, { script: undefined }), 'script was not provided');
    await expectDetail(
      calls.inject('POST', '/api/phone-banking/', manager.auth, { name: 'x', script: 'x' }),
      'campaign_id was not provided',
    );
    await expectDetail(
      calls.inject('PUT', '/api/phone-banking/', manager.auth, { campaign_id, name: 'x' }),
      'ID was not provided',
    );
    await expectDetail(
      calls.update(manager.auth, campaign_id, { status: 'Running' }),
      'status must be Draft, Active, Paused or Completed',
    );
    await expectDetail(
      calls.inject('GET', `/api/phone-banking/?campaign_id=${campaign_id}`, manager.auth),
      'ID was not provided',
    );
    await expectDetail(
      calls.inject('GET', `/api/phone-banking/minimal/?campaign_id=${campaign_id}`, manager.auth),
      'ID was not provided',
    );
    await expectDetail(
      calls.inject('GET', '/api/phone-banking/all/', manager.auth),
      'campaign_id was not provided',
    );
    await expectDetail(
      calls.inject('GET', `/api/phone-banking/all-user/?campaign_id=${campaign_id}`, manager.auth),
      'ID was not provided',
    );
    await expectDetail(
      calls.inject('GET', `/api/phone-banking/updated-recipients/?campaign_id=${campaign_id}`, manager.auth),
      'ID was not provided',
    );
    await expectDetail(
      calls.inject('GET', '/api/phone-banking/stats/', manager.auth),
      'campaign_id was not provided',
    );
    const long = await calls.create(manager.auth, { name: 'x'.repeat(121) });
    expect(long.json()).toMatchObject({ detail: 'The name can be at most 120 characters' });
  });

  it('refuses callers or an owner who are not members, a foreign group or survey, and no recipients source', async () => {
    const outsider = await calls.create(manager.auth, { user_ids: [rival.volunteer.id] });
    expect(outsider.json()).toMatchObject({
      detail: 'Every caller in user_ids must be a member of the campaign',
    });
    const owner = await calls.create(manager.auth, { owner_id: rival.manager.id });
    expect(owner.json()).toMatchObject({ detail: 'owner_id must be a member of the campaign' });
    expect((await calls.create(manager.auth, { voter_group_id: rival.campaign_id })).statusCode).toBe(404);
    expect((await calls.create(manager.auth, { survey_id: rival.campaign_id })).statusCode).toBe(404);
    const none = await calls.create(manager.auth, { filter_params: {} });
    expect(none.json()).toMatchObject({ detail: 'Choose a voter group or filters for the voters to call' });
  });

  it('activates only with phone banking enabled, snapshotting voters minus numbers opted out of calls', async () => {
    const created = (await calls.create(manager.auth)).json<PhoneBankingCampaign>();
    await db.update(campaigns).set({ isPhoneBankingEnabled: false }).where(eq(campaigns.id, campaign_id));
    const refused = await calls.update(manager.auth, created.id, { status: 'Active' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: 'Phone banking is not enabled for this campaign: set up the account and buy a number',
    });
    await db.update(campaigns).set({ isPhoneBankingEnabled: true }).where(eq(campaigns.id, campaign_id));
    const active = await calls.update(manager.auth, created.id, { status: 'Active' });
    expect(active.json<PhoneBankingCampaign>()).toMatchObject({
      status: 'Active',
      counts: { recipients: 3, remaining: 3 },
    });
    const { rows } = await db.execute<{ phone: string; time_zone: string | null }>(
      sql`select phone, time_zone from call_recipients where phone_banking_campaign_id = ${created.id}`,
    );
    expect(rows.map((r) => r.phone).sort()).toEqual([noTexts.e164, shared.e164, expect.any(String)].sort());
    expect(rows.map((r) => r.phone)).not.toContain(noCalls.e164);
    // Raleigh's ZIP reads New York's time zone.
    expect(new Set(rows.map((r) => r.time_zone))).toEqual(new Set(['America/New_York']));
    const edit = await calls.update(manager.auth, created.id, { script: 'Changed' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({
      detail: 'Only a Draft phone banking campaign can change its script or recipients',
    });
    const callers = await calls.update(manager.auth, created.id, { user_ids: [staff.id] });
    expect(callers.json<PhoneBankingCampaign>().user_ids).toEqual([staff.id]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'phone_banking.created',
      'phone_banking.status_changed',
    ]);
  });

  it('moves Draft → Active ⇄ Paused → Completed and no other way', async () => {
    const { id } = (await calls.create(manager.auth)).json<PhoneBankingCampaign>();
    const move = (status: string) => calls.update(manager.auth, id, { status });
    expect((await move('Paused')).statusCode).toBe(409);
    expect((await move('Active')).statusCode).toBe(200);
    expect((await move('Paused')).statusCode).toBe(200);
    expect((await move('Active')).statusCode).toBe(200);
    expect((await move('Completed')).statusCode).toBe(200);
    const back = await move('Active');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({
      detail: 'A phone banking campaign cannot move from this status to that one',
    });
  });

  it('lists all, minimal, and a caller their own assigned campaigns', async () => {
    const all = await calls.inject(
      'GET',
      `/api/phone-banking/all/?campaign_id=${campaign_id}`,
      director.auth,
    );
    expect(all.json<PhoneBankingCampaign[]>().length).toBeGreaterThanOrEqual(4);
    const mine = (
      await calls.create(manager.auth, { user_ids: [volunteer.id] })
    ).json<PhoneBankingCampaign>();
    const minimal = await calls.inject(
      'GET',
      `/api/phone-banking/minimal/?campaign_id=${campaign_id}&id=${mine.id}`,
      volunteer.auth,
    );
    expect(minimal.json()).toEqual({ id: mine.id, name: mine.name, status: 'Draft' });
    const assigned = await calls.inject(
      'GET',
      `/api/phone-banking/all-user/?campaign_id=${campaign_id}&user_id=${volunteer.id}`,
      volunteer.auth,
    );
    expect(assigned.json<PhoneBankingCampaign[]>().every((c) => c.user_ids.includes(volunteer.id))).toBe(
      true,
    );
    expect(assigned.json<PhoneBankingCampaign[]>().map((c) => c.id)).toContain(mine.id);
    const other = await calls.inject(
      'GET',
      `/api/phone-banking/all-user/?campaign_id=${campaign_id}&user_id=${staff.id}`,
      volunteer.auth,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ detail: 'A caller can only act for themselves' });
    const forStaff = await calls.inject(
      'GET',
      `/api/phone-banking/all-user/?campaign_id=${campaign_id}&user_id=${staff.id}`,
      manager.auth,
    );
    expect(forStaff.statusCode).toBe(200);
  });

  it('lets an assigned caller read their campaign, and no one else below a lead', async () => {
    const mine = (
      await calls.create(manager.auth, { user_ids: [volunteer.id] })
    ).json<PhoneBankingCampaign>();
    expect((await calls.get(volunteer.auth, mine.id)).statusCode).toBe(200);
    const unassigned = await calls.get(staff.auth, mine.id);
    expect(unassigned.statusCode).toBe(403);
    expect(unassigned.json()).toMatchObject({
      detail: 'You are not assigned to this phone banking campaign',
    });
    expect((await calls.get(rival.manager.auth, mine.id, rival.campaign_id)).statusCode).toBe(404);
    expect((await calls.get(rival.manager.auth, mine.id)).statusCode).toBe(404);
  });
});
