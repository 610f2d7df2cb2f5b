import { describe, expect, it } from 'vitest';
import { greedyPath } from './construct.ts';
import { mulberry32 } from './prng.ts';
import { Costs, nearestNeighbours } from './tour.ts';

const isPermutation = (order: ArrayLike<number>, n: number): boolean =>
  order.length === n &&
  new Set(Array.from(order)).size === n &&
  Array.from(order).every((v) => v >= 0 && v < n);

describe('greedyPath', () => {
  it('follows points on a line in order', () => {
    const xs = [5, 1, 9, 3, 7, 2, 8, 4, 6, 0];
    const costs = new Costs(xs.length, (i, j) => Math.abs(xs[i]! - xs[j]!));
    const lists = nearestNeighbours(costs, xs.length, 3);
    const path = Array.from(greedyPath(costs, lists, 3, xs.length, -1)).map((v) => xs[v]);
    expect([path, [...path].reverse()]).toContainEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('is a permutation beginning at the start, for any start', () => {
    const rng = mulberry32(3);
    const n = 200;
    const x = Array.from({ length: n }, () => rng.next());
    const y = Array.from({ length: n }, () => rng.next());
    const costs = new Costs(n, (i, j) => Math.hypot(x[i]! - x[j]!, y[i]! - y[j]!));
    const lists = nearestNeighbours(costs, n, 8);
    for (const start of [-1, 0, 17, 199]) {
      const path = greedyPath(costs, lists, 8, n, start);
      expect(isPermutation(path, n)).toBe(true);
      if (start >= 0) expect(path[0]).toBe(start);
    }
  });

  it('copes with duplicate points and tiny neighbour lists', () => {
    const n = 50;
    const costs = new Costs(n, (i, j) => Math.abs((i % 3) - (j % 3)));
    const lists = nearestNeighbours(costs, n, 2);
    const path = greedyPath(costs, lists, 2, n, 4);
    expect(isPermutation(path, n)).toBe(true);
    expect(path[0]).toBe(4);
  });
});

describe('nearestNeighbours', () => {
  it('lists the k nearest in ascending order, ties by index, padded with -1', () => {
    const xs = [0, 10, 3, 3, 7];
    const costs = new Costs(xs.length, (i, j) => Math.abs(xs[i]! - xs[j]!));
    expect(Array.from(nearestNeighbours(costs, 5, 3).subarray(0, 3))).toEqual([2, 3, 4]);
    expect(Array.from(nearestNeighbours(costs, 5, 3).subarray(6, 9))).toEqual([3, 0, 4]);
    expect(Array.from(nearestNeighbours(new Costs(2, () => 1), 2, 3))).toEqual([1, -1, -1, 0, -1, -1]);
  });
});
