import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { type DistanceFn, haversineMetres, type LatLng, pathLength } from './distance.ts';
import { optimizeRoute, optimizeTour } from './optimize.ts';
import { mulberry32 } from './prng.ts';
import { parseTsplib, tsplibDistance } from './tsplib.ts';

const DATA_DIR = fileURLToPath(new URL('../../../../../../../shared/data/tsplib/', import.meta.url));
const hasData = existsSync(join(DATA_DIR, 'optimal-lengths.txt'));

/** A generous budget: the iteration bound, not the clock, ends the search (deterministic). */
const GENEROUS = 60_000;

const plane = (n: number, seed: number): DistanceFn => {
  const rng = mulberry32(seed);
  const x = Array.from({ length: n }, () => Math.round(rng.next() * 1000));
  const y = Array.from({ length: n }, () => Math.round(rng.next() * 1000));
  return (i, j) => Math.hypot(x[i]! - x[j]!, y[i]! - y[j]!);
};

/** Doors scattered over a square of `side` metres. */
const doors = (n: number, seed: number, side = 2000): LatLng[] => {
  const rng = mulberry32(seed);
  const lat0 = 51.5;
  const dLat = side / 111_195;
  const dLng = side / (111_195 * Math.cos((lat0 * Math.PI) / 180));
  return Array.from({ length: n }, () => ({ lat: lat0 + rng.next() * dLat, lng: -0.1 + rng.next() * dLng }));
};

const isPermutation = (order: readonly number[], n: number): boolean =>
  order.length === n &&
  new Set(order).size === n &&
  order.every((v) => Number.isInteger(v) && v >= 0 && v < n);

/** Exhaustive optimum, for checking the heuristic on small inputs. */
const bruteForce = (n: number, dist: DistanceFn, closed: boolean, start: number): number => {
  let best = Number.POSITIVE_INFINITY;
  const used = new Array<boolean>(n).fill(false);
  const go = (last: number, count: number, len: number, first: number): void => {
    if (len >= best) return;
    if (count === n) {
      best = Math.min(best, closed ? len + dist(last, first) : len);
      return;
    }
    for (let v = 0; v < n; v++)
      if (!used[v]) {
        used[v] = true;
        go(v, count + 1, len + dist(last, v), first);
        used[v] = false;
      }
  };
  const firsts = closed ? [0] : start >= 0 ? [start] : Array.from({ length: n }, (_, i) => i);
  for (const f of firsts) {
    used[f] = true;
    go(f, 1, 0, f);
    used[f] = false;
  }
  return best;
};

describe('optimizeTour', () => {
  it('handles 0, 1, 2 and 3 nodes in every mode', () => {
    const d = plane(3, 1);
    for (const n of [0, 1, 2, 3]) {
      for (const options of [
        {},
        { mode: 'open' as const },
        ...(n > 0 ? [{ mode: 'open' as const, start: n - 1 }] : []),
      ]) {
        const result = optimizeTour(n, d, options);
        expect(isPermutation(result.order, n)).toBe(true);
        if ('start' in options) expect(result.order[0]).toBe(options.start);
        expect(result.length).toBeCloseTo(pathLength(result.order, d, !('mode' in options)), 9);
      }
    }
    expect(optimizeTour(0, d).length).toBe(0);
    expect(optimizeTour(1, d).length).toBe(0);
    expect(optimizeTour(2, d).length).toBeCloseTo(2 * d(0, 1), 9);
  });

  it('rejects a bad node count or start', () => {
    const d = plane(5, 1);
    expect(() => optimizeTour(-1, d)).toThrow(RangeError);
    expect(() => optimizeTour(5, d, { start: 1 })).toThrow(RangeError); // closed tours have no start
    expect(() => optimizeTour(5, d, { mode: 'open', start: 5 })).toThrow(RangeError);
  });

  it('returns a permutation of the right length for many sizes and modes', () => {
    for (const n of [4, 8, 9, 10, 13, 25, 64, 150])
      for (const options of [{}, { mode: 'open' as const }, { mode: 'open' as const, start: n >> 1 }]) {
        const d = plane(n, n);
        const result = optimizeTour(n, d, { ...options, maxIterations: 300, timeLimitMs: GENEROUS });
        expect(isPermutation(result.order, n)).toBe(true);
        expect(result.length).toBeCloseTo(pathLength(result.order, d, !('mode' in options)), 6);
      }
  });

  it('finds the exhaustive optimum on small random inputs (closed, open, open from a start)', () => {
    for (const seed of [1, 2, 3, 4]) {
      const n = 9 + (seed % 2);
      const d = plane(n, seed * 31);
      const tour = { timeLimitMs: GENEROUS, seed };
      expect(optimizeTour(n, d, tour).length).toBeCloseTo(bruteForce(n, d, true, -1), 6);
      expect(optimizeTour(n, d, { ...tour, mode: 'open' }).length).toBeCloseTo(
        bruteForce(n, d, false, -1),
        6,
      );
      const start = seed % n;
      const fromStart = optimizeTour(n, d, { ...tour, mode: 'open', start });
      expect(fromStart.order[0]).toBe(start);
      expect(fromStart.length).toBeCloseTo(bruteForce(n, d, false, start), 6);
    }
  });

  it('is never worse than its construction, nor than its first local search', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const mode of ['closed', 'open'] as const) {
        const n = 60 + 37 * seed;
        const result = optimizeTour(n, plane(n, seed), {
          mode,
          seed,
          maxIterations: 2000,
          timeLimitMs: GENEROUS,
        });
        expect(result.localSearchLength).toBeLessThanOrEqual(result.constructionLength + 1e-9);
        expect(result.length).toBeLessThanOrEqual(result.localSearchLength + 1e-6);
        expect(result.length).toBeLessThan(result.constructionLength);
        expect(result.accepted).toBeGreaterThan(0);
      }
    }
  });

  it('is deterministic for a seed when the iteration bound ends the search', () => {
    const n = 200;
    const d = plane(n, 9);
    const run = (seed: number): number[] =>
      optimizeTour(n, d, { mode: 'open', seed, maxIterations: 3000, timeLimitMs: GENEROUS }).order;
    const first = run(42);
    expect(run(42)).toEqual(first);
    expect(isPermutation(run(43), n)).toBe(true); // other seeds may differ, but stay valid
  });

  it('an open path is no longer than the best tour with its longest edge removed', () => {
    for (const seed of [1, 2, 3]) {
      const n = 120;
      const d = plane(n, seed + 100);
      const closed = optimizeTour(n, d, { seed, timeLimitMs: GENEROUS, maxIterations: 5000 });
      const open = optimizeTour(n, d, { mode: 'open', seed, timeLimitMs: GENEROUS, maxIterations: 5000 });
      let longest = 0;
      for (let k = 0; k < n; k++)
        longest = Math.max(longest, d(closed.order[k]!, closed.order[(k + 1) % n]!));
      expect(open.length).toBeLessThanOrEqual(closed.length - longest + 1e-6);
    }
  });

  it('handles duplicate points', () => {
    const same = optimizeTour(30, () => 0, { mode: 'open', start: 7 });
    expect(isPermutation(same.order, 30)).toBe(true);
    expect(same.order[0]).toBe(7);
    expect(same.length).toBe(0);
    // Three distinct spots, ten doors each (a block of flats): the optimum visits each spot once.
    const spot = (i: number): number => i % 3;
    const d: DistanceFn = (i, j) => [0, 1, 3][spot(i)]! - [0, 1, 3][spot(j)]!;
    const abs: DistanceFn = (i, j) => Math.abs(d(i, j));
    const path = optimizeTour(30, abs, { mode: 'open', timeLimitMs: GENEROUS });
    expect(isPermutation(path.order, 30)).toBe(true);
    expect(path.length).toBe(3);
    expect(optimizeTour(30, abs, { timeLimitMs: GENEROUS }).length).toBe(6);
  });

  it('accepts an explicit matrix (any metric)', () => {
    const m = [
      [0, 3, 5, 7, 9, 2, 6, 8, 4, 5],
      [3, 0, 4, 6, 8, 5, 2, 7, 9, 6],
      [5, 4, 0, 2, 7, 8, 5, 3, 6, 9],
      [7, 6, 2, 0, 3, 9, 8, 5, 4, 7],
      [9, 8, 7, 3, 0, 4, 9, 6, 5, 3],
      [2, 5, 8, 9, 4, 0, 7, 9, 3, 2],
      [6, 2, 5, 8, 9, 7, 0, 4, 8, 7],
      [8, 7, 3, 5, 6, 9, 4, 0, 2, 8],
      [4, 9, 6, 4, 5, 3, 8, 2, 0, 6],
      [5, 6, 9, 7, 3, 2, 7, 8, 6, 0],
    ];
    const d: DistanceFn = (i, j) => m[i]![j]!;
    expect(optimizeTour(10, d, { timeLimitMs: GENEROUS }).length).toBe(bruteForce(10, d, true, -1));
  });
});

describe.skipIf(!hasData)('optimizeTour on TSPLIB', () => {
  const solve = (name: string): number => {
    const instance = parseTsplib(readFileSync(join(DATA_DIR, `${name}.tsp`), 'utf8'));
    return optimizeTour(instance.dimension, tsplibDistance(instance), { timeLimitMs: 2000 }).length;
  };

  it('ulysses22 (GEO) within 3% of its optimum 7013, never below it', () => {
    const length = solve('ulysses22');
    expect(length).toBeGreaterThanOrEqual(7013);
    expect(length).toBeLessThanOrEqual(7013 * 1.03);
  });

  it('berlin52 (EUC_2D) within 2% of its optimum 7542', () => {
    const length = solve('berlin52');
    expect(length).toBeGreaterThanOrEqual(7542);
    expect(length).toBeLessThanOrEqual(7542 * 1.02);
  });
});

describe('optimizeRoute', () => {
  it('walks from the canvasser to every door once, measuring metres from the start', () => {
    const points = doors(40, 1);
    const start = { lat: 51.5, lng: -0.1 };
    const route = optimizeRoute(points, { start, timeLimitMs: GENEROUS });
    expect(isPermutation(route.order, 40)).toBe(true);
    const walk = [start, ...route.order.map((i) => points[i]!)];
    let metres = 0;
    for (let k = 1; k < walk.length; k++) metres += haversineMetres(walk[k - 1]!, walk[k]!);
    expect(route.length_m).toBeCloseTo(metres, 6);
  });

  it('begins at the door nearest a start placed at the end of a street', () => {
    // Doors along a street, 20 m apart; the canvasser stands just past the last one.
    const street = Array.from({ length: 30 }, (_, i) => ({ lat: 51.5 + (i * 20) / 111_195, lng: -0.1 }));
    const shuffled = [...street].sort((a, b) => Math.sin(a.lat * 1e6) - Math.sin(b.lat * 1e6));
    const start = { lat: 51.5 + 600 / 111_195, lng: -0.1 };
    const route = optimizeRoute(shuffled, { start, timeLimitMs: GENEROUS });
    const visited = route.order.map((i) => shuffled[i]!.lat);
    expect(visited).toEqual([...street].reverse().map((p) => p.lat));
    expect(route.length_m).toBeCloseTo(600, 3);
  });

  it('without a start, picks the best door to begin from', () => {
    const points = doors(60, 2);
    const free = optimizeRoute(points, { timeLimitMs: GENEROUS });
    expect(isPermutation(free.order, 60)).toBe(true);
    // Never longer than starting from any particular door.
    for (const first of [0, 13, 59]) {
      const fixed = optimizeRoute(points, { start: points[first]!, timeLimitMs: GENEROUS });
      expect(free.length_m).toBeLessThanOrEqual(fixed.length_m + 1e-6);
    }
  });

  it('handles no door, one door, two doors and a crowd at one address', () => {
    const start = { lat: 51.5, lng: -0.1 };
    expect(optimizeRoute([])).toEqual({ order: [], length_m: 0 });
    expect(optimizeRoute([], { start })).toEqual({ order: [], length_m: 0 });
    expect(optimizeRoute([start]).order).toEqual([0]);
    const two = [
      { lat: 51.501, lng: -0.1 },
      { lat: 51.5005, lng: -0.1 },
    ];
    expect(optimizeRoute(two, { start }).order).toEqual([1, 0]);
    const flats = Array.from({ length: 25 }, () => ({ lat: 51.5, lng: -0.1 }));
    const crowd = optimizeRoute(flats, { start });
    expect(isPermutation(crowd.order, 25)).toBe(true);
    expect(crowd.length_m).toBe(0);
  });

  it('is deterministic for a seed', () => {
    const points = doors(120, 3);
    const a = optimizeRoute(points, { seed: 5, timeLimitMs: GENEROUS });
    const b = optimizeRoute(points, { seed: 5, timeLimitMs: GENEROUS });
    expect(b).toEqual(a);
  });

  it('stops improving once its time budget has passed, however slow the machine', () => {
    // Its speed is a benchmark's figure (npm run bench:route), not a timed test's: here each look at the
    // clock finds 10 ms more gone, so an 80 ms budget ends the search within 8 looks.
    const points = doors(150, 4);
    const dist: DistanceFn = (i, j) => haversineMetres(points[i]!, points[j]!);
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 10));
    try {
      const slow = optimizeTour(150, dist, { mode: 'open', timeLimitMs: 80, maxIterations: 1_000_000 });
      expect(isPermutation(slow.order, 150)).toBe(true);
      expect(slow.iterations).toBeGreaterThan(0);
      expect(slow.iterations).toBeLessThanOrEqual(8 * 8); // looked at every 8 rounds
    } finally {
      clock.mockRestore();
    }
    // Not vacuous: with the time to spare, the same search runs its whole round budget.
    expect(
      optimizeTour(150, dist, { mode: 'open', timeLimitMs: GENEROUS, maxIterations: 500 }).iterations,
    ).toBe(500);
  });
});
