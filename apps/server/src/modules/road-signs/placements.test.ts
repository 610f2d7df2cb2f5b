import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Placement } from '@groundwork/shared/contracts/road-sign-placements';
import { voters } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
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

  it('keeps the phone’s position within 50 m of the photo’s, else takes the photo’s (a map tap stays), and says which', async () => {
    // 0.0003° of latitude is about 33 m; 0.002° about 222 m.
    const near = placementOf(
      await calls.place(
        volunteer,
        { road_sign_id: sign.id, coordinates: { lat: RALEIGH.lat + 0.0003, lng: RALEIGH.lng } },
        await photo({ gps: RALEIGH }),
      ),
    );
    expect(near).toMatchObject({
      coordinates: { lat: RALEIGH.lat + 0.0003, lng: RALEIGH.lng },
      location_source: 'sent',
      location_gap_m: 33,
    });
    const far = placementOf(
      await calls.place(
        volunteer,
        { road_sign_id: sign.id, coordinates: { lat: RALEIGH.lat + 0.002, lng: RALEIGH.lng } },
        await photo({ gps: RALEIGH }),
      ),
    );
    expect(far.location_source).toBe('photo');
    expect(far.location_gap_m).toBe(222);
    expect(far.coordinates?.lat).toBeCloseTo(RALEIGH.lat, 4);
    expect(far.coordinates?.lng).toBeCloseTo(RALEIGH.lng, 4);
    const tapped = placementOf(
      await calls.place(
        volunteer,
        {
          road_sign_id: sign.id,
          coordinates: { lat: RALEIGH.lat + 0.002, lng: RALEIGH.lng },
          coordinates_from: 'map',
        },
        await photo({ gps: RALEIGH }),
      ),
    );
    expect(tapped).toMatchObject({
      coordinates: { lat: RALEIGH.lat + 0.002, lng: RALEIGH.lng },
      location_source: 'sent',
      location_gap_m: 222,
    });
    const phoneOnly = placementOf(
      await calls.place(volunteer, { road_sign_id: sign.id, coordinates: { lat: 35.8, lng: -78.7 } }),
    );
    expect(phoneOnly).toMatchObject({
      coordinates: { lat: 35.8, lng: -78.7 },
      location_source: 'sent',
      location_gap_m: null,
    });
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
    // An iPhone's HEIC (its ftyp box; the HEVC codec is not in sharp's libvips).
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(512, 7),
    ]);
    const heicReply = await calls.place(volunteer, { road_sign_id: sign.id, coordinates: RALEIGH }, heic);
    expect({ status: heicReply.statusCode, detail: heicReply.json<{ detail: string }>().detail }).toEqual({
      status: 415,
      detail:
        'This server cannot read HEIC images: send the photo as a JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible)',
    });
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
