import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RecipientPreview, TextCampaign } from '@groundwork/shared/contracts/text-campaigns';
import { textLandlines } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { recordConsent } from '../consent/consent.repository.ts';
import { newPhone, textCalls, textingCampaign } from './test-support.ts';

const t = await createTestApp();
const optedOutPhone = newPhone();
const landline = newPhone();
const shared = newPhone();
const team = await textingCampaign(t, 'Texting Campaign', [
  { firstName: 'Ana' },
  { firstName: 'Ben', phone: optedOutPhone.printed },
  { firstName: 'Cy', phone: landline.e164 },
  { firstName: 'Di', phone: null },
  { firstName: 'Ed', phone: '555-1234' },
  { firstName: 'Fay', phone: shared.printed },
  { firstName: 'Gus', phone: `1-${shared.printed}` },
  { firstName: 'Rep', party: 'REP' },
]);
const rival = await textingCampaign(t, 'Rival Texting', [{ firstName: 'Zed' }]);
const { campaign_id, manager, volunteer, director, staff } = team;
const calls = textCalls(t, campaign_id);
await recordConsent(t.database.db, {
  campaignId: campaign_id,
  voterId: null,
  contactType: 'phone',
  contact: optedOutPhone.e164,
  channel: 'sms',
  action: 'opt_out',
  source: 'manual',
  userId: manager.id,
  reason: null,
});
await t.database.db.insert(textLandlines).values({ campaignId: campaign_id, phone: landline.e164 });

describe('text campaigns', () => {
  it('creates a Draft (creation method Created) counting its recipients live', async () => {
    const created = await calls.create(manager.auth, {
      user_ids: [volunteer.id],
      quick_replies: ['Thanks!'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<TextCampaign>()).toMatchObject({
      status: 'Draft',
      creation_method: 'Created',
      user_ids: [volunteer.id],
      quick_replies: ['Thanks!'],
      help_text: null,
      // Ana and one of the two voters sharing a number: not the opted-out, the landline, no phone or a short one.
      counts: { recipients: 2, sent: 0 },
    });
  });

  it('previews the recipients, what is left out and why, and a sample voter', async () => {
    const response = await calls.inject('POST', '/api/text-campaign/recipients/preview/', manager.auth, {
      campaign_id,
      filter_params: { parties: ['DEM'] },
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json<RecipientPreview>();
    expect(preview).toMatchObject({ recipients: 2, excluded: { no_phone: 2, opted_out: 1, landline: 1 } });
    expect(Object.keys(preview.sample ?? {}).sort()).toEqual(
      ['city', 'first_name', 'last_name', 'precinct', 'texter_first_name'].sort(),
    );
  });

  it('snapshots the recipients on activation, and locks the content after Draft', async () => {
    const created = (await calls.create(manager.auth)).json<TextCampaign>();
    const active = await calls.update(manager.auth, created.id, { status: 'Active' });
    expect(active.json<TextCampaign>()).toMatchObject({
      status: 'Active',
      counts: { recipients: 2, remaining: 2 },
    });
    const { rows } = await t.database.db.execute<{ phone: string }>(
      sql`select phone from text_recipients where text_campaign_id = ${created.id} order by phone`,
    );
    expect(rows.map((r) => r.phone)).toContain(shared.e164);
    expect(rows.map((r) => r.phone)).not.toContain(optedOutPhone.e164);
    const edit = await calls.update(manager.auth, created.id, { message: 'Changed' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({
      detail: 'Only a Draft text campaign can change its message or recipients',
    });
    const texters = await calls.update(manager.auth, created.id, { user_ids: [staff.id] });
    expect(texters.json<TextCampaign>().user_ids).toEqual([staff.id]);
  });

  it('moves Draft → Active ⇄ Paused → Completed and no other way', async () => {
    const { id } = (await calls.create(manager.auth)).json<TextCampaign>();
    const move = (status: string) => calls.update(manager.auth, id, { status });
    expect((await move('Paused')).statusCode).toBe(409);
    expect((await move('Active')).statusCode).toBe(200);
    expect((await move('Paused')).statusCode).toBe(200);
    expect((await move('Active')).statusCode).toBe(200);
    expect((await move('Completed')).statusCode).toBe(200);
    const back = await move('Active');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ detail: 'A text campaign cannot move from this status to that one' });
  });

  it('refuses texters who are not members, a foreign voter group, and no recipients source', async () => {
    const outsider = await calls.create(manager.auth, { user_ids: [rival.volunteer.id] });
    expect(outsider.statusCode).toBe(400);
    const group = await calls.create(manager.auth, { voter_group_id: rival.campaign_id });
    expect(group.statusCode).toBe(404);
    const none = await calls.create(manager.auth, { filter_params: {} });
    expect(none.json()).toMatchObject({ detail: 'Choose a voter group or filters for the recipients' });
  });

  it('lists all, minimal, and a texter their own assigned campaigns', async () => {
    const all = await calls.inject(
      'GET',
      `/api/text-campaign/all/?campaign_id=${campaign_id}`,
      director.auth,
    );
    expect(all.json<TextCampaign[]>()).toHaveLength(3);
    const minimal = await calls.inject(
      'GET',
      `/api/text-campaign/minimal/?campaign_id=${campaign_id}`,
      manager.auth,
    );
    expect(Object.keys(minimal.json<object[]>()[0] ?? {}).sort()).toEqual(['id', 'name', 'status']);
    const mine = await calls.inject(
      'GET',
      `/api/text-campaign/all-user/?campaign_id=${campaign_id}&user_id=${volunteer.id}`,
      volunteer.auth,
    );
    expect(mine.json<TextCampaign[]>().map((c) => c.user_ids)).toEqual([[volunteer.id]]);
    const other = await calls.inject(
      'GET',
      `/api/text-campaign/all-user/?campaign_id=${campaign_id}&user_id=${staff.id}`,
      volunteer.auth,
    );
    expect(other.statusCode).toBe(403);
  });

  it('lets an assigned texter read their campaign, and no one else below a lead', async () => {
    const mine = (await calls.create(manager.auth, { user_ids: [volunteer.id] })).json<TextCampaign>();
    const read = (auth: Record<string, string>, cid = campaign_id) =>
      calls.inject('GET', `/api/text-campaign/?campaign_id=${cid}&text_campaign_id=${mine.id}`, auth);
    expect((await read(volunteer.auth)).statusCode).toBe(200);
    expect((await read(staff.auth)).statusCode).toBe(403);
    expect((await read(rival.manager.auth, rival.campaign_id)).statusCode).toBe(404);
    expect((await read(rival.manager.auth)).statusCode).toBe(404);
  });

  it('denies the lead routes to Staff and Volunteers, and every route across campaigns', async () => {
    const { id } = (await calls.create(manager.auth)).json<TextCampaign>();
    const leadRoutes = [
      () => calls.create(volunteer.auth),
      () => calls.update(volunteer.auth, id, { name: 'No' }),
      () => calls.inject('GET', `/api/text-campaign/all/?campaign_id=${campaign_id}`, staff.auth),
      () => calls.inject('GET', `/api/text-campaign/minimal/?campaign_id=${campaign_id}`, volunteer.auth),
      () =>
        calls.inject('POST', '/api/text-campaign/recipients/preview/', volunteer.auth, {
          campaign_id,
          filter_params: {},
        }),
      () =>
        calls.inject(
          'GET',
          `/api/text-campaign/updated-recipients/?campaign_id=${campaign_id}&text_campaign_id=${id}`,
          volunteer.auth,
        ),
    ];
    for (const call of leadRoutes) expect((await call()).statusCode).toBe(403);
    // A rival's Manager names our campaign: not a member, so not found.
    const rivalCalls = [
      () => calls.create(rival.manager.auth),
      () => calls.update(rival.manager.auth, id, { name: 'No' }),
      () => calls.inject('GET', `/api/text-campaign/all/?campaign_id=${campaign_id}`, rival.manager.auth),
      () => calls.inject('GET', `/api/text-campaign/minimal/?campaign_id=${campaign_id}`, rival.manager.auth),
      () =>
        calls.inject(
          'GET',
          `/api/text-campaign/all-user/?campaign_id=${campaign_id}&user_id=${rival.manager.id}`,
          rival.manager.auth,
        ),
      () =>
        calls.inject('POST', '/api/text-campaign/recipients/preview/', rival.manager.auth, {
          campaign_id,
          filter_params: {},
        }),
      () =>
        calls.inject(
          'GET',
          `/api/text-campaign/updated-recipients/?campaign_id=${campaign_id}&text_campaign_id=${id}`,
          rival.manager.auth,
        ),
    ];
    for (const call of rivalCalls) expect((await call()).statusCode).toBe(404);
    // …and in their own campaign our text campaign does not exist.
    const theirs = await textCalls(t, rival.campaign_id).update(rival.manager.auth, id, { name: 'No' });
    expect(theirs.statusCode).toBe(404);
  });
});
