import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { voterGroups, voters as votersTable } from '../../db/schema/index.ts';
import { createCampaignWithTeam, type Person } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';
import { groupSelectionJob } from './voter-groups.jobs.ts';
import { neutralizeFormula } from '../../lib/csv/neutralize-formula.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Groups Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Campaign');
const { voters } = await insertVoters(t.database.db, team.campaign.id, generateVoters(400));
const campaignId = team.campaign.id;

/** The group once the job queue has nothing left to run. */
const waitUntilSettled = async (who: Person, id: string, campaign = campaignId) => {
  await t.drain();
  return (
    await t.inject({
      method: 'GET',
      url: `/api/voter-group/?id=${id}&campaign_id=${campaign}`,
      headers: who.auth,
    })
  ).json<{ status: string }>();
};

const createGroup = async (name: string, filter_params: object, who = team.manager) => {
  const reply = await t.inject({
    method: 'POST',
    url: '/api/voter-group/',
    headers: who.auth,
    payload: { campaign_id: campaignId, name, filter_params },
  });
  expect(reply.statusCode).toBe(201);
  return reply.json<{ id: string; status: string }>();
};

describe('voter counts and breakdowns', () => {
  it('counts voters and doors for a filter', async () => {
    const reply = await t.inject({
      method: 'POST',
      url: `/api/voter-group/count/?campaign_id=${campaignId}`,
      headers: team.manager.auth,
      payload: { parties: ['DEM'] },
    });
    const dem = voters.filter((v) => v.party === 'DEM');
    expect(reply.json()).toEqual({ count: dem.length, doors: new Set(dem.map((v) => v.householdKey)).size });
  });

  it('breaks a filter down, with the campaign id in the body', async () => {
    const reply = await t.inject({
      method: 'POST',
      url: '/api/voter-group/voter-breakdown/',
      headers: team.director.auth,
      payload: { campaign_id: campaignId, genders: ['F'] },
    });
    const body = reply.json<{ total: number; gender: { key: string; count: number }[] }>();
    expect(body.total).toBe(voters.filter((v) => v.gender === 'F').length);
    expect(body.gender).toEqual([{ key: 'F', count: body.total }]);
  });

  it('rejects a malformed filter with a readable detail', async () => {
    const reply = await t.inject({
      method: 'POST',
      url: `/api/voter-group/count/?campaign_id=${campaignId}`,
      headers: team.manager.auth,
      payload: { age_min: 70, age_max: 20 },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ detail: 'age_min must not exceed age_max' });
  });

  it('lists the campaign voter tags with counts, for every title', async () => {
    const reply = await t.inject({
      method: 'GET',
      url: `/api/voter-tag/all/?campaign_id=${campaignId}`,
      headers: team.volunteer.auth,
    });
    const tags = reply.json<{ name: string; voter_count: number }[]>();
    expect(tags.map((x) => x.name)).toEqual(['Do not contact', 'Volunteer prospect', 'Yard sign']);
    expect(tags.find((x) => x.name === 'Yard sign')?.voter_count).toBe(
      voters.filter((v) => v.tagIndexes.includes(0)).length,
    );
  });
});

describe('voter groups', () => {
  it('starts Pending, becomes Ready with the filter’s voters, and pages them', async () => {
    const created = await createGroup('Women 30+', { genders: ['F'], age_min: 30 });
    expect(created).toMatchObject({ status: 'Pending', creation_method: 'Created', type: 'filter' });
    const ready = await waitUntilSettled(team.manager, created.id);
    const expected = voters.filter(
      (v) => v.gender === 'F' && v.birthYear !== null && new Date().getUTCFullYear() - v.birthYear >= 30,
    );
    expect(ready).toMatchObject({
      status: 'Ready',
      voter_count: expected.length,
      door_count: new Set(expected.map((v) => v.householdKey)).size,
    });

    const first = (
      await t.inject({
        method: 'GET',
        url: `/api/voter-group/voters/?id=${created.id}&campaign_id=${campaignId}&skip=0&limit=25`,
        headers: team.manager.auth,
      })
    ).json<{ total: number; voters: { id: string; gender: string; age: number }[] }>();
    const second = (
      await t.inject({
        method: 'GET',
        url: `/api/voter-group/voters/?id=${created.id}&campaign_id=${campaignId}&skip=25&limit=25`,
        headers: team.manager.auth,
      })
    ).json<{ voters: { id: string }[] }>();
    expect(first.total).toBe(expected.length);
    expect(first.voters).toHaveLength(25);
    expect(first.voters.every((v) => v.gender === 'F' && v.age >= 30)).toBe(true);
    expect(new Set([...first.voters, ...second.voters].map((v) => v.id)).size).toBe(50);
    const tooMany = await t.inject({
      method: 'GET',
      url: `/api/voter-group/voters/?id=${created.id}&campaign_id=${campaignId}&limit=5000`,
      headers: team.manager.auth,
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('lists, renames and re-filters a group', async () => {
    const created = await createGroup('Democrats', { parties: ['DEM'] });
    await waitUntilSettled(team.manager, created.id);
    const renamed = await t.inject({
      method: 'PUT',
      url: '/api/voter-group/',
      headers: team.director.auth,
      payload: {
        id: created.id,
        campaign_id: campaignId,
        name: 'Republicans',
        filter_params: { parties: ['REP'] },
      },
    });
    expect(renamed.json()).toMatchObject({ name: 'Republicans', status: 'Pending' });
    const ready = await waitUntilSettled(team.manager, created.id);
    expect(ready).toMatchObject({ voter_count: voters.filter((v) => v.party === 'REP').length });
    const all = (
      await t.inject({
        method: 'GET',
        url: `/api/voter-group/all/?campaign_id=${campaignId}`,
        headers: team.manager.auth,
      })
    ).json<{ name: string }[]>();
    expect(all.map((g) => g.name)).toContain('Republicans');
  });

  it('deletes with the spec message; another campaign’s group id is not found', async () => {
    const created = await createGroup('To delete', {});
    await waitUntilSettled(team.manager, created.id);
    const foreign = await t.inject({
      method: 'DELETE',
      url: `/api/voter-group/delete/?voter_group_id=${created.id}&campaign_id=${rival.campaign.id}`,
      headers: rival.manager.auth,
    });
    expect(foreign.statusCode).toBe(404);
    const read = await t.inject({
      method: 'GET',
      url: `/api/voter-group/?id=${created.id}&campaign_id=${rival.campaign.id}`,
      headers: rival.manager.auth,
    });
    expect(read.statusCode).toBe(404);
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/voter-group/delete/?voter_group_id=${created.id}&campaign_id=${campaignId}`,
      headers: team.manager.auth,
    });
    expect(deleted.json()).toEqual({ detail: 'Voter group deleted successfully' });
    const gone = await t.inject({
      method: 'GET',
      url: `/api/voter-group/?id=${created.id}&campaign_id=${campaignId}`,
      headers: team.manager.auth,
    });
    expect(gone.statusCode).toBe(404);
    const noId = await t.inject({
      method: 'DELETE',
      url: `/api/voter-group/delete/?campaign_id=${campaignId}`,
      headers: team.manager.auth,
    });
    expect(noId.json()).toMatchObject({ detail: 'ID was not provided' });
  });

  it('exports CSV with formula cells neutralised', async () => {
    const target = voters.find((v) => v.party === 'LIB')!;
    await t.database.db
      .update(votersTable)
      .set({ firstName: '=HYPERLINK("http://evil")', lastName: '+SUM(A1)' })
      .where(eq(votersTable.id, target.id!));
    const created = await createGroup('Libertarians', { parties: ['LIB'] });
    await waitUntilSettled(team.manager, created.id);
    const reply = await t.inject({
      method: 'GET',
      url: `/api/voter-group/export/?id=${created.id}&campaign_id=${campaignId}`,
      headers: team.manager.auth,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="Libertarians.csv"');
    const lines = reply.body.trim().split('\n');
    expect(lines[0]).toBe(
      'state_voter_id,first_name,last_name,res_street,res_city,res_zip,party,gender,age,phone,email,precinct,lat,lng',
    );
    expect(lines).toHaveLength(voters.filter((v) => v.party === 'LIB').length + 1);
    expect(reply.body).toContain(`"'=HYPERLINK(""http://evil"")",'+SUM(A1)`);
    expect(['=x', '+x', '-x', '@x', '\tx'].map(neutralizeFormula)).toEqual([
      "'=x",
      "'+x",
      "'-x",
      "'@x",
      "'\tx",
    ]);
    expect(neutralizeFormula('Smith')).toBe('Smith');
  });

  it('selects a group left Pending when its job runs again (its process stopped)', async () => {
    const [stuck] = await t.database.db
      .insert(voterGroups)
      .values({
        campaignId,
        name: 'Interrupted',
        status: 'Pending',
        type: 'filter',
        filterParams: { genders: ['M'] },
      })
      .returning();
    await t.app.ctx.jobs.enqueue(groupSelectionJob, { campaign_id: campaignId, group_id: stuck!.id });
    const group = await waitUntilSettled(team.manager, stuck!.id);
    expect(group).toMatchObject({
      status: 'Ready',
      voter_count: voters.filter((v) => v.gender === 'M').length,
    });
  });
});
