import { describe, expect, it } from 'vitest';
import type { Placement } from '@groundwork/shared/contracts/road-sign-placements';
import {
  chooseLocation,
  describeLocation,
  describePlacedFrom,
  filterPlacements,
  formatDistance,
  isStanding,
  standsNow,
  uploadPercent,
} from './placement-logic';

const device = { lat: 40.1, lng: -75.1 };
const nearDevice = { lat: 40.1003, lng: -75.1 };
const photo = { lat: 40.2, lng: -75.2 };
const tap = { lat: 40.3, lng: -75.3 };

describe('chooseLocation', () => {
  it("takes the phone's GPS when the photo's is within 50 m of it, and sends it", () => {
    expect(chooseLocation({ device, photo: nearDevice, map: null })).toEqual({
      source: 'device',
      at: device,
      send: device,
      from: 'device',
      gapM: 33,
    });
    expect(chooseLocation({ device, photo: null, map: null })).toMatchObject({
      source: 'device',
      gapM: null,
    });
  });
  it("shows the photo's GPS when the phone's is more than 50 m away, and says how far", () => {
    const location = chooseLocation({ device, photo, map: null });
    expect(location).toEqual({ source: 'photo', at: photo, send: device, from: 'device', gapM: 13_996 });
    expect(location && describeLocation(location)).toBe(
      "From the photo's GPS (this phone's was 14.0 km away)",
    );
  });
  it("falls back to the photo's GPS and leaves the server to read it", () => {
    expect(chooseLocation({ device: null, photo, map: null })).toEqual({
      source: 'photo',
      at: photo,
      send: null,
      from: 'device',
      gapM: null,
    });
  });
  it('lets a tap on the map override both', () => {
    expect(chooseLocation({ device, photo, map: tap })).toEqual({
      source: 'map',
      at: tap,
      send: tap,
      from: 'map',
      gapM: null,
    });
  });
  it('has nothing without any position', () => {
    expect(chooseLocation({ device: null, photo: null, map: null })).toBeNull();
  });
});

const placement = (over: Partial<Placement>): Placement => ({
  id: crypto.randomUUID(),
  campaign_id: 'c',
  road_sign_id: 'a',
  road_sign_name: 'A',
  user_id: null,
  requested_by: null,
  status: 'installed',
  coordinates: null,
  location_source: null,
  location_gap_m: null,
  address: null,
  contact: null,
  voter_id: null,
  notes: null,
  condition: null,
  photo: null,
  file: null,
  removal_flag: null,
  installed_at: null,
  inspected_at: null,
  removed_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('filterPlacements', () => {
  const list = [
    placement({ status: 'installed', road_sign_id: 'a', removal_flag: 'overdue' }),
    placement({ status: 'removed', road_sign_id: 'a' }),
    placement({ status: 'installed', road_sign_id: 'b' }),
  ];
  it('filters by status, sign and flag together', () => {
    expect(
      filterPlacements(list, { status: 'installed', roadSignId: null, flaggedOnly: false }),
    ).toHaveLength(2);
    expect(filterPlacements(list, { status: 'installed', roadSignId: 'a', flaggedOnly: false })).toHaveLength(
      1,
    );
    expect(filterPlacements(list, { status: null, roadSignId: null, flaggedOnly: true })).toEqual([list[0]]);
  });
});

describe('small helpers', () => {
  it('says where a placement was put and how far the other position was', () => {
    expect(describePlacedFrom({ location_source: 'photo', location_gap_m: 222 })).toBe(
      "At the photo's GPS position (the phone's was 222 m away)",
    );
    expect(describePlacedFrom({ location_source: 'sent', location_gap_m: 33 })).toBe(
      "At the phone's position or a tap on the map (the photo's GPS was 33 m away)",
    );
    expect(describePlacedFrom({ location_source: 'voter_file', location_gap_m: null })).toBe(
      "At the voter file's household for the address",
    );
    expect(describePlacedFrom({ location_source: null, location_gap_m: null })).toBeNull();
  });
  it('knows a sign found missing no longer stands', () => {
    expect(standsNow({ status: 'inspected', condition: 'missing' })).toBe(false);
    expect(standsNow({ status: 'inspected', condition: 'damaged' })).toBe(true);
  });
  it('knows which signs stand', () => {
    expect(['requested', 'installed', 'inspected', 'removed'].map((s) => isStanding(s as never))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
  it('formats distances and upload progress', () => {
    expect(formatDistance(849.6)).toBe('850 m');
    expect(formatDistance(2400)).toBe('2.4 km');
    expect(uploadPercent({ loaded: 50, total: 200 })).toBe(25);
    expect(uploadPercent({ loaded: 50, total: 0 })).toBeNull();
    expect(uploadPercent(null)).toBeNull();
  });
});
