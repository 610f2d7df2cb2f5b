/**
 * The time-bounded improvement phase: iterated local search. Each round applies a local double-bridge
 * kick (swap two short adjacent segments), repairs the tour with 2-opt/Or-opt from the six touched
 * nodes only, and keeps the result only if it is strictly shorter; otherwise the best tour is
 * restored. The length therefore never increases.
 *
 * The phase stops after `maxIterations` rounds or at `deadline` (performance.now() milliseconds),
 * whichever comes first. Only the time bound depends on the machine: when the iteration bound is
 * reached first the result depends on the seed alone.
 */
import type { LocalSearch } from './local-search.ts';
import type { Rng } from './prng.ts';
import { type Costs, Tour } from './tour.ts';

export interface ImproveStats {
  length: number;
  iterations: number;
  accepted: number;
}

/** Longest segment a kick moves. Short segments keep kicks local, so repairs stay cheap. */
export const KICK_SEGMENT = 50;

/**
 * Swap the segments B and C in ...a B C d... (a double bridge whose three new edges stay local).
 * Returns the length change, or NaN when the kick would remove the fixed edge (nothing changed).
 */
const doubleBridge = (tour: Tour, costs: Costs, ls: LocalSearch, rng: Rng, buffer: Int32Array): number => {
  const n = tour.n;
  const maxSeg = Math.min(KICK_SEGMENT, (n - 2) >> 1);
  const l1 = 1 + rng.int(maxSeg);
  const l2 = 1 + rng.int(maxSeg);
  const p0 = rng.int(n);
  const a = tour.at(p0);
  const b1 = tour.at((p0 + 1) % n);
  const b2 = tour.at((p0 + l1) % n);
  const c1 = tour.at((p0 + l1 + 1) % n);
  const c2 = tour.at((p0 + l1 + l2) % n);
  const d = tour.at((p0 + l1 + l2 + 1) % n);
  if (ls.isFixed(a, b1) || ls.isFixed(b2, c1) || ls.isFixed(c2, d)) return Number.NaN;
  const delta =
    costs.d(a, c1) + costs.d(c2, b1) + costs.d(b2, d) - costs.d(a, b1) - costs.d(b2, c1) - costs.d(c2, d);
  for (let t = 0; t < l2; t++) buffer[t] = tour.at((p0 + l1 + 1 + t) % n);
  for (let t = 0; t < l1; t++) buffer[l2 + t] = tour.at((p0 + 1 + t) % n);
  for (let t = 0; t < l1 + l2; t++) {
    const p = (p0 + 1 + t) % n;
    const v = buffer[t] ?? 0;
    tour.order[p] = v;
    tour.pos[v] = p;
  }
  ls.push(a);
  ls.push(b1);
  ls.push(b2);
  ls.push(c1);
  ls.push(c2);
  ls.push(d);
  return delta;
};

/** Iterated local search from a local optimum `tour` of length `length`. Leaves the best in `tour`. */
export const iteratedLocalSearch = (
  tour: Tour,
  length: number,
  costs: Costs,
  ls: LocalSearch,
  rng: Rng,
  eps: number,
  maxIterations: number,
  deadline: number,
): ImproveStats => {
  const stats: ImproveStats = { length, iterations: 0, accepted: 0 };
  if (tour.n < 8) return stats;
  const best = new Tour(tour.order);
  const buffer = new Int32Array(tour.n);
  while (stats.iterations < maxIterations) {
    if ((stats.iterations & 7) === 0 && performance.now() >= deadline) break;
    stats.iterations++;
    const delta = doubleBridge(tour, costs, ls, rng, buffer);
    if (Number.isNaN(delta)) continue;
    const candidate = stats.length + delta - ls.run();
    if (candidate < stats.length - eps) {
      stats.length = candidate;
      stats.accepted++;
      best.copyFrom(tour);
    } else tour.copyFrom(best);
  }
  return stats;
};
