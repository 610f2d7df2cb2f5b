import { beforeAll, describe, expect, it } from 'vitest';
import type { Placement, RoadSignSummary } from '@groundwork/shared/contracts/road-sign-placements';
import { voters } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { todayIn } from './placement-views.ts';
import { placementOf, roadSignCalls, signOf } from './test-support.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Deadline Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Deadline');
const campaign_id = team.campaign.id;
const calls = roadSignCalls(t, campaign_id);
const manager = team.manager.auth;
const volunteer = team.volunteer.auth;
const sign = signOf(await calls.createSign(manager, 'Casey for Council'));
const RALEIGH = { lat: 35.7796, lng: -78.6382 };

const listed = async (query = '') =>
  (await calls.get(manager, `/api/road-sign/placement/all/?campaign_id=${campaign_id}${query}`)).json<
    Placement[]
  >();
const putSettings = (removal_deadline: string | null, warning_days = 7) =>
  t.inject({
    method: 'PUT',
    url: '/api/road-sign/settings/',
    headers: manager,
    payload: { campaign_id, removal_deadline, warning_days },
  });
const daysFromToday = (days: number) => {
  const today = new Date(`${todayIn(t.app.ctx.config.timeZone)}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
};

/** Three signs standing, one removed, one requested. */
beforeAll(async () => {
  for (const lat of [35.77, 35.78, 35.79]) {
    await calls.place(volunteer, { road_sign_id: sign.id, coordinates: { lat, lng: -78.64 } });
  }
  const gone = placementOf(await calls.place(manager, { road_sign_id: sign.id, coordinates: RALEIGH }));
  await calls.step(manager, 'removal', { placement_id: gone.id });
  await t.inject({
    method: 'POST',
    url: '/api/road-sign/placement/request/',
    headers: volunteer,
    payload: { campaign_id, road_sign_id: sign.id, address: '5 Pine St', coordinates: RALEIGH },
  });
});

describe('the removal deadline, the dashboard numbers and the pickup route', () => {
  it('flags standing signs due soon or overdue, and only those', async () => {
    expect((await listed()).every((p) => p.removal_flag === null)).toBe(true);
    expect((await putSettings(daysFromToday(3))).json()).toMatchObject({
      removal_deadline: daysFromToday(3),
      warning_days: 7,
    });
    const soon = await listed();
    expect(
      soon
        .filter((p) => p.removal_flag === 'due_soon')
        .map((p) => p.status)
        .sort(),
    ).toEqual(
      soon
        .filter((p) => ['installed', 'inspected'].includes(p.status))
        .map((p) => p.status)
        .sort(),
    );
    expect(soon.filter((p) => p.status === 'removed').every((p) => p.removal_flag === null)).toBe(true);
    await putSettings(daysFromToday(30));
    expect((await listed()).every((p) => p.removal_flag === null)).toBe(true);
    await putSettings(daysFromToday(-1));
    const standing = (await listed('&status=installed')).length;
    expect(standing).toBeGreaterThan(0);
    expect((await listed('&status=installed')).every((p) => p.removal_flag === 'overdue')).toBe(true);
    const summary = (
      await calls.get(manager, `/api/road-sign/summary/?campaign_id=${campaign_id}`)
    ).json<RoadSignSummary>();
    expect(summary).toEqual({
      installed_this_week: (await listed()).filter((p) => p.installed_at !== null).length,
      requests_waiting: 1,
      due_for_removal: standing,
      overdue: standing,
      removal_deadline: daysFromToday(-1),
    });
    expect((await putSettings('31/12/2026')).json()).toMatchObject({
      detail: 'removal_deadline must be a date (YYYY-MM-DD)',
    });
    const volunteerPut = await t.inject({
      method: 'PUT',
      url: '/api/road-sign/settings/',
      headers: volunteer,
      payload: { campaign_id, removal_deadline: null },
    });
    expect(volunteerPut.statusCode).toBe(403);
  });

  it('orders the standing signs of an area from a start point', async () => {
    const line = [0.01, 0.03, 0.02, 0.04].map((d) => ({ lat: 35.9 + d, lng: -78.5 }));
    for (const coordinates of line) await calls.place(volunteer, { road_sign_id: sign.id, coordinates });
    const area = {
      type: 'Polygon',
      coordinates: [
        [
          [-78.51, 35.905],
          [-78.49, 35.905],
          [-78.49, 35.945],
          [-78.51, 35.945],
          [-78.51, 35.905],
        ],
      ],
    };
    const route = await t.inject({
      method: 'POST',
      url: '/api/road-sign/pickup-route/',
      headers: volunteer,
      payload: { campaign_id, start: { lat: 35.9, lng: -78.5 }, area },
    });
    expect(route.statusCode).toBe(200);
    const { stops, length_m } = route.json<{ stops: Placement[]; length_m: number }>();
    expect(stops.map((s) => s.coordinates?.lat)).toEqual([35.91, 35.92, 35.93, 35.94]);
    expect(length_m).toBeGreaterThan(4000);
    const everywhere = await t.inject({
      method: 'POST',
      url: '/api/road-sign/pickup-route/',
      headers: volunteer,
      payload: { campaign_id, start: RALEIGH },
    });
    const all = everywhere.json<{ stops: Placement[] }>().stops;
    expect(all.length).toBe(
      (await listed()).filter((p) => p.status === 'installed' || p.status === 'inspected').length,
    );
  });
});

describe('the suggested address', () => {
  beforeAll(async () => {
    await t.database.db.insert(voters).values([
      {
        campaignId: campaign_id,
        stateVoterId: 'A1',
        householdKey: 'A1',
        resStreet: '100 Main St',
        resCity: 'Raleigh',
        resState: 'NC',
        resZip: '27601',
        lat: 35.7,
        lng: -78.6,
      },
      {
        campaignId: campaign_id,
        stateVoterId: 'A2',
        householdKey: 'A2',
        resStreet: '200 Main St',
        resCity: 'Raleigh',
        resState: 'NC',
        resZip: '27601',
        lat: 35.701,
        lng: -78.6,
      },
      {
        campaignId: rival.campaign.id,
        stateVoterId: 'A3',
        householdKey: 'A3',
        resStreet: '1 Rival Rd',
        lat: 35.70001,
        lng: -78.60001,
      },
    ]);
  });
  const nearest = (lat: number, lng: number) =>
    calls.get(
      volunteer,
      `/api/road-sign/nearest-address/?campaign_id=${campaign_id}&lat=${String(lat)}&lng=${String(lng)}`,
    );

  it('suggests the nearest household of the campaign within 250 m', async () => {
    expect((await nearest(35.7008, -78.6)).json()).toMatchObject({
      address: '200 Main St, Raleigh, NC 27601',
      distance_m: 22,
    });
    expect((await nearest(35.70002, -78.60002)).json()).toMatchObject({
      address: '100 Main St, Raleigh, NC 27601',
    });
    expect((await nearest(35.71, -78.6)).json()).toEqual({
      address: null,
      voter_id: null,
      distance_m: null,
      coordinates: null,
    });
    const outOfRange = await nearest(95, 0);
    expect(outOfRange.json()).toMatchObject({ detail: 'lat must be between -90 and 90' });
  });
});
