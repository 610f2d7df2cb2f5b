import { describe, expect, it } from 'vitest';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'District Campaign');
const { voters } = await insertVoters(t.database.db, team.campaign.id, generateVoters(250));
const campaign_id = team.campaign.id;
const post = (url: string, payload: object, auth = team.manager.auth) =>
  t.inject({ method: 'POST', url, headers: auth, payload: { campaign_id, ...payload } });

describe('district voters', () => {
  it('pages a filter sorted by any column, with the exact total', async () => {
    const filter_params = { parties: ['REP', 'UNA'] };
    const expected = voters.filter((v) => v.party === 'REP' || v.party === 'UNA');
    const first = (
      await post('/api/district/voters/', { filter_params, limit: 40, sort: 'last_name' })
    ).json<{ total: number; voters: { id: string; last_name: string }[] }>();
    expect(first.total).toBe(expected.length);
    const names = first.voters.map((v) => v.last_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const rest = (
      await post('/api/district/voters/', { filter_params, skip: 40, limit: 500, sort: 'last_name' })
    ).json<{ voters: { id: string }[] }>();
    expect(new Set([...first.voters, ...rest.voters].map((v) => v.id)).size).toBe(expected.length);
    const byAge = (await post('/api/district/voters/', { sort: 'age', order: 'desc', limit: 10 })).json<{
      voters: { age: number }[];
    }>();
    const oldest = Math.max(
      ...voters.filter((v) => v.birthYear !== null).map((v) => new Date().getUTCFullYear() - v.birthYear!),
    );
    expect(byAge.voters[0]?.age).toBe(oldest);
  });

  it('gives one map point per door with its voter count', async () => {
    const reply = (await post('/api/district/voters/doors/', { filter_params: {} })).json<{
      doors: [number, number, number][];
      total_doors: number;
      truncated: boolean;
    }>();
    const located = voters.filter((v) => v.lat !== null && v.lng !== null);
    expect(reply.total_doors).toBe(new Set(located.map((v) => v.householdKey)).size);
    expect(reply.doors.reduce((sum, d) => sum + d[2], 0)).toBe(located.length);
    expect(reply.truncated).toBe(false);
  });

  it('is for Managers and Directors only', async () => {
    expect((await post('/api/district/voters/', {}, team.volunteer.auth)).statusCode).toBe(403);
    expect((await post('/api/district/voters/', { sort: 'nonsense' })).statusCode).toBe(400);
  });
});
