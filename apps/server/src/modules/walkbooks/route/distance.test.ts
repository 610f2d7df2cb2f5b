import { describe, expect, it } from 'vitest';
import {
  att,
  ceil2d,
  EARTH_RADIUS_M,
  euc2d,
  geo,
  geoRadians,
  GEO_PI,
  haversineMetres,
  nint,
  pathLength,
} from './distance.ts';

describe('haversineMetres', () => {
  it('measures one degree of a meridian as R·π/180', () => {
    expect(haversineMetres({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(
      (EARTH_RADIUS_M * Math.PI) / 180,
      6,
    );
    expect(haversineMetres({ lat: 0, lng: 10 }, { lat: 0, lng: 11 })).toBeCloseTo(111_195.08, 1);
  });

  it('measures Paris to London as about 343.5 km, symmetrically', () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    const london = { lat: 51.5074, lng: -0.1278 };
    const d = haversineMetres(paris, london);
    expect(d).toBeGreaterThan(343_000);
    expect(d).toBeLessThan(344_000);
    expect(haversineMetres(london, paris)).toBeCloseTo(d, 9);
  });

  it('is zero for the same point and small for neighbouring doors', () => {
    const door = { lat: 51.5, lng: -0.1 };
    expect(haversineMetres(door, door)).toBe(0);
    // 10 m north: 10 / 111 195 degrees of latitude.
    expect(haversineMetres(door, { lat: 51.5 + 10 / 111_195.08, lng: -0.1 })).toBeCloseTo(10, 3);
  });
});

describe('TSPLIB metrics', () => {
  it('EUC_2D rounds to the nearest integer', () => {
    expect(nint(2.5)).toBe(3);
    expect(nint(2.4999)).toBe(2);
    expect(euc2d(0, 0, 3, 4)).toBe(5);
    expect(euc2d(0, 0, 1, 1)).toBe(1); // 1.414
    expect(euc2d(0, 0, 2, 3)).toBe(4); // 3.606
    expect(euc2d(565, 575, 25, 185)).toBe(666); // berlin52 nodes 1-2: 666.1
  });

  it('CEIL_2D rounds up', () => {
    expect(ceil2d(0, 0, 1, 1)).toBe(2);
    expect(ceil2d(0, 0, 3, 4)).toBe(5);
    expect(ceil2d(0, 0, 0, 0)).toBe(0);
  });

  it('ATT is the pseudo-Euclidean distance, rounded up when nint falls short', () => {
    // sqrt(100/10) = 3.162: nint gives 3 < 3.162, so 4.
    expect(att(0, 0, 10, 0)).toBe(4);
    // sqrt(1000/10) = 10 exactly.
    expect(att(0, 0, 30, 10)).toBe(10);
    // att532 nodes 1-2: sqrt((12² + 344²)/10) = 108.85: nint 109.
    expect(att(7810, 6053, 7798, 5709)).toBe(109);
  });

  it('GEO reads DDD.MM as degrees and minutes, with PI = 3.141592', () => {
    expect(geoRadians(38.24)).toBeCloseTo((GEO_PI * (38 + 24 / 60)) / 180, 12);
    expect(geoRadians(-25.4)).toBeCloseTo((GEO_PI * -(25 + 40 / 60)) / 180, 12);
    // A point to itself: acos(1) = 0, then TSPLIB adds 1 and truncates.
    expect(geo(0.5, 0.5, 0.5, 0.5)).toBe(1);
    // One degree along the equator: 6378.388 km · 3.141592 / 180 = 111.32 km → 112 (int(d + 1)).
    expect(geo(0, 0, 0, geoRadians(1))).toBe(112);
  });

  it('pathLength sums a path, and closes it on request', () => {
    const d = (i: number, j: number): number => Math.abs(i - j);
    expect(pathLength([0, 1, 2, 3], d, false)).toBe(3);
    expect(pathLength([0, 1, 2, 3], d, true)).toBe(6);
    expect(pathLength([], d, true)).toBe(0);
    expect(pathLength([2], d, true)).toBe(0);
  });
});
