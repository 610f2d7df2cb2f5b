import exifr from 'exifr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Placement, PlacementDetail, RoadSignSummary } from '@groundwork/shared/contracts/road-signs';
import { voters } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { todayIn } from './placement-views.ts';
import { photo, placementOf, roadSignCalls, signOf, storedFiles } from './test-support.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Placements Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Placements');
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

describe('placements from a phone', () => {
  it('takes the location from the photo’s EXIF GPS, and serves the photo with no EXIF at all', async () => {
    const withGps = await photo({ width: 3000, height: 2000, gps: RALEIGH });
    expect(await exifr.gps(withGps)).toMatchObject({ latitude: expect.closeTo(RALEIGH.lat, 4) });
    const reply = await calls.place(volunteer, { road_sign_id: sign.id }, withGps);
    expect(reply.statusCode).toBe(201);
    const placement = placementOf(reply);
    expect(placement).toMatchObject({
      status: 'installed',
      user_id: team.volunteer.id,
      road_sign_name: sign.name,
    });
    expect(placement.coordinates?.lat).toBeCloseTo(RALEIGH.lat, 4);
    expect(placement.coordinates?.lng).toBeCloseTo(RALEIGH.lng, 4);
    const served = await calls.get(volunteer, placement.photo?.url ?? '');
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('private');
    expect(await exifr.parse(served.rawPayload, true)).toBeUndefined();
    expect(await exifr.gps(served.rawPayload)).toBeUndefined();
    const metadata = await sharp(served.rawPayload).metadata();
    expect({ width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({
      width: 2048,
      height: 1365,
      exif: undefined,
    });
    const thumbnail = await calls.get(volunteer, placement.photo?.thumbnail_url ?? '');
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(320);
    expect(await exifr.parse(thumbnail.rawPayload, true)).toBeUndefined();
  });

  it('prefers the coordinates sent over the photo’s', async () => {
    const reply = await calls.place(
      volunteer,
      { road_sign_id: sign.id, coordinates: { lat: 35.8, lng: -78.7 } },
      await photo({ gps: RALEIGH }),
    );
    expect(placementOf(reply).coordinates).toEqual({ lat: 35.8, lng: -78.7 });
  });

  it('refuses a placement with no location, or out of range, and stores nothing', async () => {
    const before = storedFiles(t);
    const count = (await listed()).length;
    const none = await calls.place(volunteer, { road_sign_id: sign.id });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      detail: 'The placement has no location: send coordinates, or a photo that carries its GPS position',
    });
    for (const [coordinates, detail] of [
      [{ lat: 91, lng: 0 }, 'placement.coordinates.lat: lat must be between -90 and 90'],
      [{ lat: 0, lng: -181 }, 'placement.coordinates.lng: lng must be between -180 and 180'],
      [{ lat: '35', lng: 0 }, 'placement.coordinates.lat: lat must be a number'],
    ] as const) {
      const reply = await calls.place(
        volunteer,
        { road_sign_id: sign.id, coordinates },
        await photo({ gps: RALEIGH }),
      );
      expect({ status: reply.statusCode, detail: reply.json<{ detail: string }>().detail }).toEqual({
        status: 400,
        detail,
      });
    }
    const pdf = await calls.place(
      volunteer,
      { road_sign_id: sign.id, coordinates: RALEIGH },
      Buffer.from('%PDF-1.4\n%%EOF\n'),
    );
    expect(pdf.statusCode).toBe(415);
    expect(storedFiles(t)).toEqual(before);
    expect(await listed()).toHaveLength(count);
  });

  it("answers 404 for another campaign's placement and photo", async () => {
    const [placement] = await listed();
    const outsider = rival.manager.auth;
    for (const url of [
      `/api/road-sign/placement/?campaign_id=${rival.campaign.id}&id=${placement?.id ?? ''}`,
      `/api/road-sign/placement/photo/?campaign_id=${rival.campaign.id}&id=${placement?.photo?.id ?? ''}`,
    ]) {
      expect((await calls.get(outsider, url)).statusCode, url).toBe(404);
    }
    const theirs = await roadSignCalls(t, rival.campaign.id).place(outsider, {
      road_sign_id: sign.id,
      coordinates: RALEIGH,
    });
    expect(theirs.json()).toMatchObject({ detail: 'Road sign not found' });
  });
});

describe('the lifecycle: requested → installed → inspected → removed', () => {
  it('installs a request, inspects and removes it, and never installs it again', async () => {
    const requested = await t.inject({
      method: 'POST',
      url: '/api/road-sign/placement/request/',
      headers: volunteer,
      payload: {
        campaign_id,
        road_sign_id: sign.id,
        address: '12 Oak St, Raleigh',
        contact: 'Pat, 919-555-0100',
        coordinates: RALEIGH,
      },
    });
    expect(requested.statusCode).toBe(201);
    const request = placementOf(requested);
    expect(request).toMatchObject({ status: 'requested', requested_by: team.volunteer.id, photo: null });
    expect(
      (await calls.get(volunteer, `/api/road-sign/summary/?campaign_id=${campaign_id}`)).json(),
    ).toMatchObject({ requests_waiting: 1 });

    // No location sent and none in the photo: the request's own.
    const installed = placementOf(
      await calls.place(team.staff.auth, { road_sign_id: sign.id, request_id: request.id }),
    );
    expect(installed).toMatchObject({
      id: request.id,
      status: 'installed',
      coordinates: RALEIGH,
      address: '12 Oak St, Raleigh',
      user_id: team.staff.id,
    });
    const again = await calls.place(team.staff.auth, { road_sign_id: sign.id, request_id: request.id });
    expect(again.statusCode).toBe(409);

    const inspected = await calls.step(manager, 'inspection', {
      placement_id: request.id,
      condition: 'damaged',
    });
    expect(placementOf(inspected)).toMatchObject({ status: 'inspected', condition: 'damaged' });
    const badCondition = await calls.step(manager, 'inspection', {
      placement_id: request.id,
      condition: 'gone',
    });
    expect(badCondition.json()).toMatchObject({
      detail: 'inspection.condition: condition must be ok, damaged or missing',
    });

    const removed = placementOf(await calls.step(volunteer, 'removal', { placement_id: request.id }));
    expect(removed.status).toBe('removed');
    expect(removed.events.map((e) => e.status)).toEqual(['requested', 'installed', 'inspected', 'removed']);
    expect(removed.events.map((e) => e.photo === null)).toEqual([true, false, false, false]);

    const reinstall = await calls.place(manager, {
      road_sign_id: sign.id,
      request_id: request.id,
      coordinates: RALEIGH,
    });
    expect(reinstall.statusCode).toBe(409);
    expect(reinstall.json()).toMatchObject({
      detail: 'This sign was removed: record a new placement to install it again',
    });
    for (const kind of ['inspection', 'removal'] as const) {
      const late = await calls.step(manager, kind, { placement_id: request.id, condition: 'ok' });
      expect(late.json(), kind).toMatchObject({
        code: 'CONFLICT',
        detail: 'Only an installed or inspected sign can be inspected or removed',
      });
    }
    // A new placement at the same spot is the way back.
    const fresh = await calls.place(manager, { road_sign_id: sign.id, coordinates: RALEIGH });
    expect(placementOf(fresh)).toMatchObject({ status: 'installed' });
    expect(placementOf(fresh).id).not.toBe(request.id);
  });

  it('refuses an installer or a voter from outside the campaign', async () => {
    const outsider = await calls.place(manager, {
      road_sign_id: sign.id,
      coordinates: RALEIGH,
      user_id: rival.volunteer.id,
    });
    expect(outsider.json()).toMatchObject({ detail: 'user_id is not a member of this campaign' });
    const [theirVoter] = await t.database.db
      .insert(voters)
      .values({ campaignId: rival.campaign.id, stateVoterId: 'R1', householdKey: 'R1' })
      .returning();
    const request = await t.inject({
      method: 'POST',
      url: '/api/road-sign/placement/request/',
      headers: manager,
      payload: { campaign_id, road_sign_id: sign.id, address: '1 Elm St', voter_id: theirVoter?.id },
    });
    expect(request.json()).toMatchObject({ detail: 'Voter not found' });
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
      requests_waiting: 0,
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
