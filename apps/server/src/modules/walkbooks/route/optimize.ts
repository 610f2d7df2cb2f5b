/**
 * The walking-route optimizer: the order in which a canvasser knocks a walkbook's doors.
 *
 * `optimizeTour` is the metric-agnostic core (any symmetric distance function; TSPLIB uses it):
 * greedy-edge construction, then 2-opt + Or-opt local search with neighbour lists and don't-look
 * bits, then an iterated local search (double-bridge kicks, improvements only) bounded both by an
 * iteration count derived from n and by wall time. `optimizeRoute` applies it to doors given as
 * latitude/longitude with haversine metres, as an open path from the canvasser's location (or from
 * whichever door makes the shortest walk).
 *
 * Guarantees: the result is a permutation; it is never longer than the construction; it is
 * deterministic for a given seed whenever the iteration bound, not the clock, ends the improvement
 * phase (always so with a generous `timeLimitMs`). Inputs of at most EXACT_MAX_NODES nodes are solved
 * exactly by enumeration.
 */
import { type DistanceFn, haversineMetres, type LatLng, pathLength } from './distance.ts';
import { greedyPath } from './construct.ts';
import { iteratedLocalSearch } from './improve.ts';
import { LocalSearch } from './local-search.ts';
import { mulberry32 } from './prng.ts';
import { Costs, nearestNeighbours, Tour } from './tour.ts';

export interface TourOptions {
  /** 'closed' (default): a cycle back to the first node. 'open': a path with free ends. */
  mode?: 'closed' | 'open';
  /** Open mode: the node the path must begin at. */
  start?: number;
  /** PRNG seed for the improvement phase (default 1). */
  seed?: number;
  /** Wall-time budget for the whole call, construction included (default 1000 ms). */
  timeLimitMs?: number;
  /** Improvement rounds at most (default: iterationBudget(n)). */
  maxIterations?: number;
  /** Neighbour-list length K (default 10). */
  neighbours?: number;
}

export interface TourResult {
  /** Node indices in visiting order; open paths begin at `start` when given. Closed tours begin at 0. */
  order: number[];
  /** Length under `dist`: the cycle for closed mode, the path (no return leg) for open mode. */
  length: number;
  /** Length of the construction, before any improvement. */
  constructionLength: number;
  /** Length after the first local search, before the iterated phase. */
  localSearchLength: number;
  /** Improvement rounds run, and how many of them shortened the tour. */
  iterations: number;
  accepted: number;
}

/** Up to this many nodes the optimum is found by enumeration (8! = 40320 orders at worst). */
export const EXACT_MAX_NODES = 8;

/** Default improvement rounds of optimizeTour: thorough (benchmarks); clock-bound for large n. */
export const iterationBudget = (n: number): number => 1000 + 100 * n;

/**
 * Default improvement rounds of optimizeRoute: within about 0.1-0.2% of a 100 000-round run on 150
 * random doors, in some 30-60 ms on a slow, shared core once the JIT is warm.
 */
export const routeIterationBudget = (n: number): number => 500 + 10 * n;

/** Default wall-time budget of optimizeRoute, so a walkbook's route costs well under 100 ms. */
export const ROUTE_TIME_LIMIT_MS = 80;

/** Exhaustive search with pruning, for tiny inputs. */
const exact = (n: number, dist: DistanceFn, closed: boolean, start: number): number[] => {
  const firsts = closed ? [0] : start >= 0 ? [start] : Array.from({ length: n }, (_, i) => i);
  const used = new Uint8Array(n);
  const path: number[] = [];
  let best: number[] = Array.from({ length: n }, (_, i) => i);
  let bestLen = Number.POSITIVE_INFINITY;
  const extend = (len: number): void => {
    if (len >= bestLen) return;
    if (path.length === n) {
      const total = closed && n > 1 ? len + dist(path[n - 1] ?? 0, path[0] ?? 0) : len;
      if (total < bestLen) {
        bestLen = total;
        best = path.slice();
      }
      return;
    }
    const last = path[path.length - 1] ?? 0;
    for (let v = 0; v < n; v++) {
      if (used[v] === 1) continue;
      used[v] = 1;
      path.push(v);
      extend(len + dist(last, v));
      path.pop();
      used[v] = 0;
    }
  };
  for (const f of firsts) {
    used[f] = 1;
    path.push(f);
    extend(0);
    path.pop();
    used[f] = 0;
  }
  return best;
};

/** Canonical orientation: closed tours start at 0 and go to the smaller neighbour first. */
const canonical = (order: number[], closed: boolean, start: number): number[] => {
  if (order.length < 2) return order;
  if (closed) {
    const i = order.indexOf(0);
    const rotated = [...order.slice(i), ...order.slice(0, i)];
    if ((rotated[1] ?? 0) > (rotated[rotated.length - 1] ?? 0)) rotated.push(...rotated.splice(1).reverse());
    return rotated;
  }
  const first = order[0] ?? 0;
  const last = order[order.length - 1] ?? 0;
  const flip = start >= 0 ? first !== start : first > last;
  return flip ? order.reverse() : order;
};

/** Optimize a tour (closed) or path (open) over nodes 0..n-1 under a symmetric distance. */
export const optimizeTour = (n: number, dist: DistanceFn, options: TourOptions = {}): TourResult => {
  const t0 = performance.now();
  const closed = (options.mode ?? 'closed') === 'closed';
  const start = options.start ?? -1;
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`optimizeTour: bad node count ${n}`);
  if (start !== -1 && (closed || !Number.isInteger(start) || start < 0 || start >= n))
    throw new RangeError('optimizeTour: start must be a node index, in open mode');

  if (n === 0)
    return { order: [], length: 0, constructionLength: 0, localSearchLength: 0, iterations: 0, accepted: 0 };
  if (n <= EXACT_MAX_NODES) {
    const order = canonical(exact(n, dist, closed, start), closed, start);
    const length = pathLength(order, dist, closed);
    return {
      order,
      length,
      constructionLength: length,
      localSearchLength: length,
      iterations: 0,
      accepted: 0,
    };
  }

  // Open paths are closed tours through a dummy node D at distance 0 from every node. With a fixed
  // start, the edge D-start is fixed, so the cycle reads D, start, ..., end.
  const dummy = closed ? -1 : n;
  const total = closed ? n : n + 1;
  const costs = new Costs(total, closed ? dist : (i, j) => (i === dummy || j === dummy ? 0 : dist(i, j)));
  const k0 = Math.min(options.neighbours ?? 10, n - 1);
  const base = nearestNeighbours(costs, n, k0);
  const k = closed ? k0 : k0 + 1;
  const lists = closed ? base : new Int32Array(total * k).fill(-1);
  if (!closed)
    for (let v = 0; v < total; v++) {
      // Every door's nearest node is the dummy (a free path end); the dummy's list is plain.
      if (v !== dummy) lists[v * k] = dummy;
      lists.set(base.subarray(v * k0, v * k0 + k0), v * k + (v === dummy ? 0 : 1));
    }

  const path = greedyPath(costs, lists, k, n, start);
  const tour = new Tour(closed ? path : [dummy, ...path]);
  const constructionLength = tour.length(costs);
  const eps = Math.max(1e-12, (1e-9 * constructionLength) / total);
  const ls = new LocalSearch(tour, costs, lists, k, eps, start >= 0 ? dummy : -1, start, dummy);
  ls.pushAll();
  const localSearchLength = constructionLength - ls.run();
  const stats = iteratedLocalSearch(
    tour,
    localSearchLength,
    costs,
    ls,
    mulberry32(options.seed ?? 1),
    eps,
    options.maxIterations ?? iterationBudget(n),
    t0 + (options.timeLimitMs ?? 1000),
  );

  let order = Array.from(tour.order);
  if (!closed) {
    const i = order.indexOf(dummy);
    order = [...order.slice(i + 1), ...order.slice(0, i)];
  }
  order = canonical(order, closed, start);
  return {
    order,
    length: pathLength(order, dist, closed),
    constructionLength,
    localSearchLength,
    iterations: stats.iterations,
    accepted: stats.accepted,
  };
};

export interface RouteOptions {
  /** The canvasser's location: the walk begins here. Without it, it begins at the best door. */
  start?: LatLng;
  /** PRNG seed (default 1). */
  seed?: number;
  /** Wall-time budget (default ROUTE_TIME_LIMIT_MS). */
  timeLimitMs?: number;
  /** Improvement rounds at most (default routeIterationBudget(doors)). */
  maxIterations?: number;
}

export interface Route {
  /** Indices into `points`, in walking order. */
  order: number[];
  /** Walking distance in metres (great-circle), from `start` when given, with no return leg. */
  length_m: number;
}

/** The order in which to knock doors (one point per door), as an open walk. */
export const optimizeRoute = (points: readonly LatLng[], options: RouteOptions = {}): Route => {
  const nodes = options.start ? [...points, options.start] : [...points];
  const dist: DistanceFn = (i, j) => {
    const a = nodes[i];
    const b = nodes[j];
    return a && b ? haversineMetres(a, b) : 0;
  };
  const result = optimizeTour(nodes.length, dist, {
    mode: 'open',
    ...(options.start ? { start: points.length } : {}),
    seed: options.seed ?? 1,
    timeLimitMs: options.timeLimitMs ?? ROUTE_TIME_LIMIT_MS,
    maxIterations: options.maxIterations ?? routeIterationBudget(points.length),
  });
  return {
    order: options.start ? result.order.slice(1) : result.order,
    length_m: result.length,
  };
};
