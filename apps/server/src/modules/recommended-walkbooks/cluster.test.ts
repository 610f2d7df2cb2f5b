import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/random.ts';
import { walkbookCountFor } from '@groundwork/shared/contracts/recommended-walkbooks';
import { clusterDoors, SIZE_TOLERANCE, type GeoPoint } from './cluster.ts';
import { convexHull, hullPolygon, MIN_HALF_SIDE } from './hull.ts';

/** `n` doors spread over a ~9 km square around Raleigh. */
const scatter = (n: number, seed: number): GeoPoint[] => {
  const rnd = seededRandom(seed);
  return Array.from({ length: n }, () => ({ lat: 35.74 + rnd() * 0.08, lng: -78.68 + rnd() * 0.1 }));
};

/** Every index 0..n-1 exactly once across the clusters. */
const expectPartition = (clusters: number[][], n: number) => {
  const all = clusters.flat().sort((a, b) => a - b);
  expect(all).toEqual(Array.from({ length: n }, (_, i) => i));
};

/** Sum over clusters of squared distances (in local metres²) from each door to its cluster's centre. */
const spread = (points: GeoPoint[], clusters: number[][]) => {
  const metres = (p: GeoPoint) => [p.lng * 111_320 * Math.cos((35.78 * Math.PI) / 180), p.lat * 110_574];
  let total = 0;
  for (const cluster of clusters) {
    const xy = cluster.map((i) => metres(points[i]!));
    const cx = xy.reduce((s, [x]) => s + x!, 0) / xy.length;
    const cy = xy.reduce((s, [, y]) => s + y!, 0) / xy.length;
    total += xy.reduce((s, [x, y]) => s + (x! - cx) ** 2 + (y! - cy) ** 2, 0);
  }
  return total;
};

/** A balanced split that ignores geography: shuffled doors dealt into clusters of the same sizes. */
const randomSplit = (n: number, sizes: number[], seed: number) => {
  const rnd = seededRandom(seed);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(rnd() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  let at = 0;
  return sizes.map((size) => order.slice(at, (at += size)));
};

describe('walkbookCountFor', () => {
  it('picks the number of walkbooks whose equal share is nearest the target', () => {
    expect(walkbookCountFor(0, 60)).toBe(0);
    expect(walkbookCountFor(10, 60)).toBe(1);
    expect(walkbookCountFor(60, 60)).toBe(1);
    expect(walkbookCountFor(70, 60)).toBe(1); // 70 is nearer 60 than 35 is
    expect(walkbookCountFor(89, 60)).toBe(2); // 44.5 is nearer 60 than 89 is
    expect(walkbookCountFor(600, 60)).toBe(10);
    expect(walkbookCountFor(620, 60)).toBe(10);
    expect(walkbookCountFor(629, 60)).toBe(11);
  });
});

describe('clusterDoors', () => {
  it('puts every door in exactly one cluster, whatever the size', () => {
    for (const [n, target] of [
      [0, 60],
      [1, 60],
      [7, 3],
      [59, 60],
      [137, 40],
      [1000, 60],
      [2345, 25],
    ] as const) {
      const clusters = clusterDoors(scatter(n, n + 1), target);
      expectPartition(clusters, n);
      expect(clusters.length).toBe(walkbookCountFor(n, target));
    }
  });

  it('balances sizes: ⌊n/k⌋ or ⌈n/k⌉, within 20% of the target when the count allows it', () => {
    for (const [n, target] of [
      [1000, 60],
      [2345, 40],
      [333, 100],
      [130, 60],
      [5000, 250],
    ] as const) {
      const clusters = clusterDoors(scatter(n, 11), target);
      const sizes = clusters.map((c) => c.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      for (const size of sizes) {
        expect(size).toBeGreaterThanOrEqual(target * (1 - SIZE_TOLERANCE) - 1);
        expect(size).toBeLessThanOrEqual(target * (1 + SIZE_TOLERANCE) + 1);
      }
    }
    // 85 doors for 60 a walkbook: no equal split is within 20%; 2 × 42.5 (−29%) is nearer than 1 × 85 (+42%).
    expect(clusterDoors(scatter(85, 3), 60).map((c) => c.length)).toEqual([43, 42]);
  });

  it('is deterministic, and the same partition however the doors are listed', () => {
    const points = scatter(900, 5);
    const first = clusterDoors(points, 60);
    expect(clusterDoors(points, 60)).toEqual(first);
    const reversed = [...points].reverse();
    const back = (i: number) => points.length - 1 - i;
    const fromReversed = clusterDoors(reversed, 60).map((c) => c.map(back).sort((a, b) => a - b));
    const key = (clusters: number[][]) => clusters.map((c) => c.join(',')).sort();
    expect(key(fromReversed)).toEqual(key(first));
  });

  it('is compact: far less spread than a random balanced split of the same sizes', () => {
    const points = scatter(1200, 9);
    const clusters = clusterDoors(points, 60);
    const random = randomSplit(
      points.length,
      clusters.map((c) => c.length),
      9,
    );
    // 20 clusters of a uniform square: about 1/20 of the spread of a random split; allow a wide margin.
    expect(spread(points, clusters)).toBeLessThan(0.15 * spread(points, random));
  });

  it('never mixes two separate neighbourhoods in one walkbook when their sizes allow it', () => {
    const west = scatter(120, 21).map((p) => ({ lat: p.lat, lng: p.lng - 0.5 }));
    const east = scatter(120, 22).map((p) => ({ lat: p.lat, lng: p.lng + 0.5 }));
    const clusters = clusterDoors([...west, ...east], 60);
    expect(clusters).toHaveLength(4);
    for (const cluster of clusters) {
      const sides = new Set(cluster.map((i) => (i < 120 ? 'west' : 'east')));
      expect(sides.size).toBe(1);
    }
  });

  it('handles doors at the very same spot (an apartment block)', () => {
    const points = Array.from({ length: 50 }, () => ({ lat: 35.78, lng: -78.64 }));
    const clusters = clusterDoors(points, 20);
    expectPartition(clusters, 50);
    expect(clusters.map((c) => c.length)).toEqual([17, 17, 16]);
  });
});

describe('hullPolygon', () => {
  it('is the convex hull of the doors, closed, with interior doors left out', () => {
    const square: [number, number][] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0.5, 0.5],
      [0.2, 0.7],
    ];
    expect(convexHull(square)).toHaveLength(4);
    const ring = hullPolygon(square).coordinates[0]!;
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    expect(ring).not.toContainEqual([0.5, 0.5]);
  });

  it('draws a small square around one door or doors on a line', () => {
    const one = hullPolygon([[-78.64, 35.78]]).coordinates[0]!;
    expect(one).toHaveLength(5);
    expect(one[0]).toEqual([-78.64 - MIN_HALF_SIDE, 35.78 - MIN_HALF_SIDE]);
    const line = hullPolygon([
      [0, 0],
      [1, 1],
      [2, 2],
    ]).coordinates[0]!;
    expect(line[2]).toEqual([2 + MIN_HALF_SIDE, 2 + MIN_HALF_SIDE]);
  });
});
