import { describe, expect, it } from 'vitest';
import type {
  PickupRoute,
  Placement,
  PlacementDetail,
  RoadSignSummary,
} from '@groundwork/shared/contracts/road-sign-placements';
import { ROAD_SIGN_MESSAGES, type RoadSign } from '@groundwork/shared/contracts/road-signs';
import { voters } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { placementOf, roadSignCalls, signOf } from './test-support.ts';

/** Decision 0054: a missing sign is not standing, the stock follows the signs, a typed request finds its door. */
const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Sign Records');
const campaign_id = team.campaign.id;
const calls = roadSignCalls(t, campaign_id);
const manager = team.manager.auth;
const volunteer = team.volunteer.auth;
const RALEIGH = { lat: 35.7796, lng: -78.6382 };

const design = async (id: string) =>
  (await calls.get(manager, `/api/road-sign/?campaign_id=${campaign_id}&id=${id}`)).json<RoadSign>();
const request = (body: Record<string, unknown>) =>
  t.inject({
    method: 'POST',
    url: '/api/road-sign/placement/request/',
    headers: manager,
    payload: { campaign_id, ...body },
  });

describe('a sign found missing', () => {
  it('is neither standing, nor due for removal, nor a pickup stop', async () => {
    const sign = signOf(await calls.createSign(manager, 'Missing test'));
    const kept = placementOf(await calls.place(volunteer, { road_sign_id: sign.id, coordinates: RALEIGH }));
    const gone = placementOf(
      await calls.place(volunteer, { road_sign_id: sign.id, coordinates: { lat: 35.78, lng: -78.64 } }),
    );
    await calls.step(volunteer, 'inspection', { placement_id: kept.id, condition: 'damaged' });
    const inspected = await calls.step(volunteer, 'inspection', {
      placement_id: gone.id,
      condition: 'missing',
    });
    expect(inspected.statusCode).toBe(201);
    await t.inject({
      method: 'PUT',
      url: '/api/road-sign/settings/',
      headers: manager,
      payload: { campaign_id, removal_deadline: '2020-01-01', warning_days: 7 },
    });

    expect((await design(sign.id)).placement_counts).toEqual({
      requested: 0,
      installed: 0,
      inspected: 1,
      missing: 1,
      removed: 0,
    });
    const summary = (
      await calls.get(manager, `/api/road-sign/summary/?campaign_id=${campaign_id}`)
    ).json<RoadSignSummary>();
    expect(summary).toMatchObject({ due_for_removal: 1, overdue: 1 });
    const listed = (
      await calls.get(
        manager,
        `/api/road-sign/placement/all/?campaign_id=${campaign_id}&road_sign_id=${sign.id}`,
      )
    ).json<Placement[]>();
    expect(Object.fromEntries(listed.map((p) => [p.id, p.removal_flag]))).toEqual({
      [kept.id]: 'overdue',
      [gone.id]: null,
    });
    const route = await t.inject({
      method: 'POST',
      url: '/api/road-sign/pickup-route/',
      headers: manager,
      payload: { campaign_id, start: RALEIGH, road_sign_id: sign.id },
    });
    expect(route.json<PickupRoute>().stops.map((s) => s.id)).toEqual([kept.id]);

    // Found again at the next inspection: standing once more.
    await calls.step(volunteer, 'inspection', { placement_id: gone.id, condition: 'ok' });
    expect((await design(sign.id)).placement_counts).toMatchObject({ inspected: 2, missing: 0 });
  });
});

describe('the stock of a design', () => {
  it('goes down on install and up on removal, but not for a sign that went missing', async () => {
    const sign = signOf(await calls.createSign(manager, 'Stock test'));
    expect(sign.quantity).toBe(40);
    const first = placementOf(await calls.place(volunteer, { road_sign_id: sign.id, coordinates: RALEIGH }));
    const second = placementOf(await calls.place(volunteer, { road_sign_id: sign.id, coordinates: RALEIGH }));
    expect((await design(sign.id)).quantity).toBe(38);
    await calls.step(volunteer, 'removal', { placement_id: first.id });
    expect((await design(sign.id)).quantity).toBe(39);
    await calls.step(volunteer, 'inspection', { placement_id: second.id, condition: 'missing' });
    await calls.step(volunteer, 'removal', { placement_id: second.id });
    expect((await design(sign.id)).quantity).toBe(39);
  });

  it('never goes below zero', async () => {
    const sign = signOf(await calls.createSign(manager, 'Empty stock'));
    await t.inject({
      method: 'PUT',
      url: '/api/road-sign/',
      headers: manager,
      payload: { campaign_id, id: sign.id, quantity: 0 },
    });
    const placed = await calls.place(volunteer, { road_sign_id: sign.id, coordinates: RALEIGH });
    expect(placed.statusCode).toBe(201);
    expect((await design(sign.id)).quantity).toBe(0);
  });
});

const requestSign = signOf(await calls.createSign(manager, 'Requests'));
const [oak, , elm] = await t.database.db
  .insert(voters)
  .values([
    {
      campaignId: campaign_id,
      stateVoterId: 'SR1',
      householdKey: '12 OAK ST|27601',
      resStreet: '12 OAK ST',
      resCity: 'RALEIGH',
      resZip: '27601',
      lat: 35.7801,
      lng: -78.6391,
    },
    {
      campaignId: campaign_id,
      stateVoterId: 'SR2',
      householdKey: '12 OAK STREET|27601',
      resStreet: '12 Oak Street',
      resCity: 'Raleigh',
      resZip: '27601-0001',
      lat: 35.7801,
      lng: -78.6391,
    },
    {
      campaignId: campaign_id,
      stateVoterId: 'SR3',
      householdKey: '40 ELM AVE|27603',
      resStreet: '40 ELM AVE',
      resCity: 'RALEIGH',
      resZip: '27603',
      lat: 35.75,
      lng: -78.65,
    },
  ])
  .returning();

describe('a request typed by a Manager', () => {
  it('is placed at the voter file’s household with that address', async () => {
    const typed = await request({
      road_sign_id: requestSign.id,
      address: '12 Oak Street, Raleigh, NC 27601',
    });
    expect(typed.statusCode).toBe(201);
    expect(placementOf(typed)).toMatchObject({
      status: 'requested',
      coordinates: { lat: oak?.lat, lng: oak?.lng },
      location_source: 'voter_file',
    });
    const noZip = await request({ road_sign_id: requestSign.id, address: '40 Elm Avenue, Raleigh' });
    expect(placementOf(noZip)).toMatchObject({ coordinates: { lat: elm?.lat, lng: elm?.lng } });
  });

  it('asks for a point on the map when the address is no household, and stores nothing', async () => {
    const before = (await design(requestSign.id)).placement_counts.requested;
    const unknown = await request({
      road_sign_id: requestSign.id,
      address: '99 Nowhere Rd, Raleigh, NC 27601',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ detail: ROAD_SIGN_MESSAGES.addressNotFound });
    expect((await design(requestSign.id)).placement_counts.requested).toBe(before);
    const tapped = await request({
      road_sign_id: requestSign.id,
      address: '99 Nowhere Rd, Raleigh, NC 27601',
      coordinates: RALEIGH,
    });
    expect(placementOf(tapped)).toMatchObject({ coordinates: RALEIGH, location_source: 'sent' });
  });

  it('of a voter who asked is placed at the voter’s position', async () => {
    const reply = await request({ road_sign_id: requestSign.id, address: 'their porch', voter_id: elm?.id });
    expect(reply.json<PlacementDetail>()).toMatchObject({
      coordinates: { lat: elm?.lat, lng: elm?.lng },
      location_source: 'voter_file',
    });
  });
});
