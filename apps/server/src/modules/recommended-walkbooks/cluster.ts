/**
 * Cutting doors into balanced, compact walkbooks by recursive bisection (docs/decisions/0018-recommended-walkbooks.md).
 * Pure and deterministic: the same points and target give the same clusters.
 */

import { walkbookCountFor } from '@groundwork/shared/contracts/recommended-walkbooks';

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** How far a walkbook may stray from the target size (one door of rounding aside). */
export const SIZE_TOLERANCE = 0.2;

/** Leaf sizes: `n` split into `k` parts of ⌊n/k⌋ or ⌈n/k⌉, the larger ones first. */
const leafSizes = (n: number, k: number): number[] => {
  const base = Math.floor(n / k);
  const extra = n % k;
  return Array.from({ length: k }, (_, i) => base + (i < extra ? 1 : 0));
};

/**
 * Reorders `items` so that the first `k` are the k smallest under `compare` (a total order), in O(n) on
 * average (quickselect with a median-of-three pivot). The set that comes first depends only on the order.
 */
const selectSmallest = (items: number[], k: number, compare: (a: number, b: number) => number) => {
  const swap = (i: number, j: number) => {
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  };
  let lo = 0;
  let hi = items.length - 1;
  while (hi > lo) {
    const mid = (lo + hi) >> 1;
    if (compare(items[mid]!, items[lo]!) < 0) swap(lo, mid);
    if (compare(items[hi]!, items[lo]!) < 0) swap(lo, hi);
    if (compare(items[mid]!, items[hi]!) < 0) swap(mid, hi);
    const pivot = items[hi]!;
    let store = lo;
    for (let i = lo; i < hi; i += 1) {
      if (compare(items[i]!, pivot) < 0) {
        swap(store, i);
        store += 1;
      }
    }
    swap(store, hi);
    if (store === k) return;
    if (k < store) hi = store - 1;
    else lo = store + 1;
  }
};

/**
 * Splits the doors into walkbooks of about `target` doors each. Every door lands in exactly one cluster
 * (clusters are lists of indices into `points`), every cluster holds ⌊n/k⌋ or ⌈n/k⌉ doors for the k of
 * `walkbookCountFor`, and each split is a straight cut across the longer side of the doors' bounding box, so a
 * cluster is a compact block of neighbouring doors. Clusters come out in sweep order (neighbours adjacent).
 */
export const clusterDoors = (points: readonly GeoPoint[], target: number): number[][] => {
  if (!(target >= 1)) throw new RangeError('target must be at least 1');
  const n = points.length;
  const k = walkbookCountFor(n, target);
  if (k === 0) return [];
  // Local planar coordinates: a degree of longitude is shorter than one of latitude by cos(latitude).
  const meanLat = points.reduce((sum, p) => sum + p.lat, 0) / n;
  const scale = Math.cos((meanLat * Math.PI) / 180);
  const x = Float64Array.from(points, (p) => p.lng * scale);
  const y = Float64Array.from(points, (p) => p.lat);
  const sizes = leafSizes(n, k);
  const clusters: number[][] = [];

  const split = (indices: number[], firstLeaf: number, leaves: number) => {
    if (leaves === 1) {
      clusters.push(indices.sort((a, b) => a - b));
      return;
    }
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const i of indices) {
      minX = Math.min(minX, x[i]!);
      maxX = Math.max(maxX, x[i]!);
      minY = Math.min(minY, y[i]!);
      maxY = Math.max(maxY, y[i]!);
    }
    const [along, across] = maxX - minX >= maxY - minY ? [x, y] : [y, x];
    const leftLeaves = Math.floor(leaves / 2);
    let leftSize = 0;
    for (let leaf = firstLeaf; leaf < firstLeaf + leftLeaves; leaf += 1) leftSize += sizes[leaf]!;
    // Ties broken by the other axis, then by index: the order is total, so the result is deterministic.
    selectSmallest(indices, leftSize, (a, b) => along[a]! - along[b]! || across[a]! - across[b]! || a - b);
    split(indices.slice(0, leftSize), firstLeaf, leftLeaves);
    split(indices.slice(leftSize), firstLeaf + leftLeaves, leaves - leftLeaves);
  };

  split(
    Array.from({ length: n }, (_, i) => i),
    0,
    k,
  );
  return clusters;
};
