import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { ConsentEvent, ConsentPage, VoterConsent } from '@groundwork/shared/contracts/consent';
import { consentEvents } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';
import { recordConsent } from './consent.repository.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Consent Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Consent');
const campaign_id = team.campaign.id;
const manager = team.manager.auth;

const people = generateVoters(3, 11).map((v, i) => ({
  ...v,
  firstName: ['Rosa', 'Tomas', '=Evil'][i]!,
  lastName: 'Reyes',
  phone: ['(919) 555-0101', '919.555.0102', null][i]!,
  email: ['rosa@example.org', null, null][i]!,
  householdKey: ['12 OAK ST|27601', '12 OAK ST|27601', '9 ELM AVE|27603'][i]!,
}));
const { voters } = await insertVoters(t.database.db, campaign_id, people);
const [rosa, tomas, evil] = voters.map((v) => v.id!) as [string, string, string];

const post = (body: Record<string, unknown>, auth = manager) =>
  t.inject({ method: 'POST', url: '/api/consent/', headers: auth, payload: { campaign_id, ...body } });
const get = (url: string, auth = manager) => t.inject({ method: 'GET', url, headers: auth });
const stateOf = async (voterId: string) =>
  (await get(`/api/consent/?campaign_id=${campaign_id}&voter_id=${voterId}`)).json<VoterConsent>();

describe('the consent ledger', () => {
  it('opts a voter out by hand on their phone, then back in with a reason: the reversal appends', async () => {
    const out = await post({
      voter_id: rosa,
      channel: 'sms',
      action: 'opt_out',
      reason: 'Asked at the door',
    });
    expect(out.statusCode).toBe(201);
    expect(out.json<ConsentEvent>()).toMatchObject({
      voter_id: rosa,
      voter_name: 'Rosa Reyes',
      contact_type: 'phone',
      contact: '+19195550101',
      channel: 'sms',
      action: 'opt_out',
      source: 'manual',
      user_id: team.manager.id,
      reason: 'Asked at the door',
    });
    expect((await stateOf(rosa)).channels.find((c) => c.channel === 'sms')?.opted_out).toBe(true);

    const twice = await post({ voter_id: rosa, channel: 'sms', action: 'opt_out' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ detail: 'This contact is already opted out of this channel' });

    const noReason = await post({ voter_id: rosa, channel: 'sms', action: 'opt_in' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ detail: 'A reason is required to opt a contact back in' });

    const back = await post({ voter_id: rosa, channel: 'sms', action: 'opt_in', reason: 'Texted START' });
    expect(back.statusCode).toBe(201);
    const state = await stateOf(rosa);
    expect(state.contacts).toEqual({
      phone: '+19195550101',
      email: 'rosa@example.org',
      address: '12 OAK ST|27601',
    });
    expect(state.channels.find((c) => c.channel === 'sms')).toMatchObject({
      opted_out: false,
      latest: { action: 'opt_in', reason: 'Texted START' },
    });
    expect(state.history.map((e) => [e.action, e.reason])).toEqual([
      ['opt_in', 'Texted START'],
      ['opt_out', 'Asked at the door'],
    ]);
    const [{ n }] = (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${consentEvents} where voter_id = ${rosa}`,
      )
    ).rows as [{ n: number }];
    expect(Number(n)).toBe(2);
  });

  it('refuses to edit history at the database (append-only)', async () => {
    await expect(
      t.database.db.execute(sql`update ${consentEvents} set reason = 'rewritten' where voter_id = ${rosa}`),
    ).rejects.toThrow();
  });

  it("shares a household's mail opt-out and a phone's opt-out from any source with every voter on them", async () => {
    await post({ voter_id: tomas, channel: 'mail', action: 'opt_out', reason: 'Return to sender' });
    await t.database.db.transaction((tx) =>
      recordConsent(tx, {
        campaignId: campaign_id,
        voterId: null,
        contactType: 'phone',
        contact: '+19195550102',
        channel: 'call',
        action: 'opt_out',
        source: 'call_result',
        userId: null,
        reason: null,
      }),
    );
    const rosaState = await stateOf(rosa);
    expect(rosaState.channels.find((c) => c.channel === 'mail')).toMatchObject({
      opted_out: true,
      latest: { contact_type: 'address', voter_name: 'Tomas Reyes' },
    });
    const tomasState = await stateOf(tomas);
    expect(tomasState.channels.map((c) => [c.channel, c.opted_out])).toEqual([
      ['sms', false],
      ['call', true],
      ['mail', true],
      ['door', false],
    ]);
    expect(tomasState.history[0]).toMatchObject({ source: 'call_result', voter_id: null, user_name: null });
  });

  it('takes raw contacts, normalised, and refuses bad ones with a clear detail', async () => {
    const raw = await post({
      contact_type: 'phone',
      contact: '+1 (252) 555-0199',
      channel: 'sms',
      action: 'opt_out',
    });
    expect(raw.json()).toMatchObject({ contact: '+12525550199', voter_id: null });
    const email = await post({
      contact_type: 'email',
      contact: ' Pat@Example.ORG ',
      channel: 'mail',
      action: 'opt_out',
    });
    expect(email.json()).toMatchObject({ contact: 'pat@example.org' });
    const bad = [
      [
        { contact_type: 'phone', contact: '12', channel: 'sms', action: 'opt_out' },
        'Enter a phone number such as (555) 201-3344',
      ],
      [
        { contact_type: 'email', contact: 'nope', channel: 'sms', action: 'opt_out' },
        'Enter a valid email address',
      ],
      [{ voter_id: evil, channel: 'sms', action: 'opt_out' }, 'This voter has no usable phone number'],
      [{ channel: 'sms', action: 'opt_out' }, 'Name a voter_id or a contact'],
      [{ voter_id: rosa, channel: 'fax', action: 'opt_out' }, 'channel must be one of sms, call, mail, door'],
    ] as const;
    for (const [body, detail] of bad) {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(detail);
    }
    const foreign = await post({ voter_id: rival.campaign.id, channel: 'sms', action: 'opt_out' });
    expect(foreign.statusCode).toBe(404);
  });

  it("gives one contact's history whether or not a voter is known by it", async () => {
    const raw = await get(
      `/api/consent/contact/?campaign_id=${campaign_id}&contact_type=phone&contact=${encodeURIComponent('252.555.0199')}`,
    );
    expect(raw.json()).toMatchObject({
      contact: '+12525550199',
      history: [{ action: 'opt_out', voter_id: null, source: 'manual' }],
    });
    const household = await get(
      `/api/consent/contact/?campaign_id=${campaign_id}&contact_type=address&contact=${encodeURIComponent('12 OAK ST|27601')}`,
    );
    expect(household.json<{ history: ConsentEvent[] }>().history.map((e) => e.channel)).toEqual(['mail']);
    const bad = await get(`/api/consent/contact/?campaign_id=${campaign_id}&contact_type=phone&contact=12`);
    expect(bad.statusCode).toBe(400);
  });

  it('lists current states paged with a total, filtered by channel, state and search', async () => {
    await post({ voter_id: evil, channel: 'door', action: 'opt_out', reason: 'Dog' });
    const page = (query: string) =>
      get(`/api/consent/all/?campaign_id=${campaign_id}${query}`).then((r) => r.json<ConsentPage>());
    const all = await page('');
    expect(all.total).toBe(5);
    expect(all.items.every((i) => i.opted_out)).toBe(true);
    expect(all.items[0]).toMatchObject({
      channel: 'door',
      voter_name: '=Evil Reyes',
      reason: 'Dog',
      source: 'manual',
    });
    expect((await page('&limit=2&skip=4')).items).toHaveLength(1);
    expect((await page('&channel=mail')).total).toBe(2);
    expect((await page('&state=opted_in')).items).toMatchObject([
      { contact: '+19195550101', reason: 'Texted START' },
    ]);
    expect((await page('&state=all')).total).toBe(6);
    expect((await page('&search=252-555-0199')).items.map((i) => i.contact)).toEqual(['+12525550199']);
    expect((await page('&search=tomas')).items.map((i) => i.channel)).toEqual(['mail']);
    expect((await page('&search=PAT@')).total).toBe(1);
    expect((await page('&search=%25')).total).toBe(0);
  });

  it('exports the current opt-outs as CSV with formula cells neutralised, and records the download', async () => {
    const response = await get(`/api/consent/export/?campaign_id=${campaign_id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({
      channel: 'door',
      voter_name: "'=Evil Reyes",
      recorded_by: expect.any(String),
    });
    expect(rows.some((r) => r.contact === '+19195550101')).toBe(false);
    const audit = await get(`/api/audit-log/?campaign_id=${campaign_id}&action=consent.exported`);
    expect(audit.json()).toMatchObject({ total: 1 });
  });
});

describe('consent access', () => {
  const routes = [
    { method: 'GET', url: `/api/consent/?campaign_id=${campaign_id}&voter_id=${rosa}` },
    { method: 'GET', url: `/api/consent/all/?campaign_id=${campaign_id}` },
    {
      method: 'GET',
      url: `/api/consent/contact/?campaign_id=${campaign_id}&contact_type=phone&contact=%2B19195550101`,
    },
    { method: 'GET', url: `/api/consent/export/?campaign_id=${campaign_id}` },
    {
      method: 'POST',
      url: '/api/consent/',
      payload: { campaign_id, voter_id: tomas, channel: 'door', action: 'opt_out' },
    },
  ] as const;

  it('refuses Staff and Volunteers on every route', async () => {
    for (const person of [team.staff, team.volunteer])
      for (const call of routes) {
        const response = await t.inject({ ...call, headers: person.auth });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
  });

  it("hides the campaign from another campaign's Manager on every route", async () => {
    for (const call of routes) {
      const response = await t.inject({ ...call, headers: rival.manager.auth });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json()).toMatchObject({ detail: 'Campaign not found' });
    }
  });

  it("does not show one campaign's voter to another campaign's Manager in their own campaign", async () => {
    const response = await get(
      `/api/consent/?campaign_id=${rival.campaign.id}&voter_id=${rosa}`,
      rival.manager.auth,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: 'Voter not found' });
  });

  it('lets a Director read and write', async () => {
    const response = await t.inject({ ...routes[4], headers: team.director.auth });
    expect(response.statusCode).toBe(201);
  });
});
