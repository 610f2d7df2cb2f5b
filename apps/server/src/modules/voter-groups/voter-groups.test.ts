import { describe, expect, it } from 'vitest';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Count Campaign');
const { voters } = await insertVoters(t.database.db, team.campaign.id, generateVoters(400));

describe('voter counts and breakdowns', () => {
  it('counts voters and doors for a filter', async () => {
    const reply = await t.inject({
      method: 'POST',
      url: `/api/voter-group/count/?campaign_id=${team.campaign.id}`,
      headers: team.manager.auth,
      payload: { parties: ['DEM'] },
    });
    expect(reply.statusCode).toBe(200);
    const dem = voters.filter((v) => v.party === 'DEM');
    expect(reply.json()).toEqual({ count: dem.length, doors: new Set(dem.map((v) => v.householdKey)).size });
  });

  it('breaks a filter down, with the campaign id in the body', async () => {
    const reply = await t.inject({
      method: 'POST',
      url: '/api/voter-group/voter-breakdown/',
      headers: team.director.auth,
      payload: { campaign_id: team.campaign.id, genders: ['F'] },
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json<{ total: number; gender: { key: string; count: number }[] }>();
    expect(body.total).toBe(voters.filter((v) => v.gender === 'F').length);
    expect(body.gender).toEqual([{ key: 'F', count: body.total }]);
  });

  it('rejects a malformed filter with a readable detail', async () => {
    const reply = await t.inject({
      method: 'POST',
      url: `/api/voter-group/count/?campaign_id=${team.campaign.id}`,
      headers: team.manager.auth,
      payload: { age_min: 70, age_max: 20 },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ detail: 'age_min must not exceed age_max' });
  });

  it('lists the campaign voter tags with counts, for every title', async () => {
    const reply = await t.inject({
      method: 'GET',
      url: `/api/voter-tag/all/?campaign_id=${team.campaign.id}`,
      headers: team.volunteer.auth,
    });
    expect(reply.statusCode).toBe(200);
    const tags = reply.json<{ name: string; voter_count: number }[]>();
    expect(tags.map((x) => x.name)).toEqual(['Do not contact', 'Volunteer prospect', 'Yard sign']);
    expect(tags.find((x) => x.name === 'Yard sign')?.voter_count).toBe(
      voters.filter((v) => v.tagIndexes.includes(0)).length,
    );
  });
});
