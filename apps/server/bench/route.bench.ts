/**
 * The walking-route optimizer against TSPLIB. `npm run bench:route -- FILE.tsp …` prints one JSON
 * line per instance: {"name","n","length","ms"}, where length is the closed tour's length under the
 * file's own metric and ms the optimizer's wall time. With no arguments it runs every .tsp in
 * /work/shared/data/tsplib, then 150 random doors in a 2 km square through optimizeRoute with its
 * defaults ({"name":"doors150",…}: length in metres for seed 1, ms the slowest of five seeds and
 * ms_median), and a summary line against optimal-lengths.txt (mean and max gap, max ms).
 *
 * Small instances end at the optimizer's iteration bound (deterministic: the same lengths on any
 * machine); large ones at their time budget, so their lengths depend on the machine's speed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optimizeRoute, optimizeTour } from '../src/modules/walkbooks/route/optimize.ts';
import { mulberry32 } from '../src/modules/walkbooks/route/prng.ts';
import { parseTsplib, tsplibDistance } from '../src/modules/walkbooks/route/tsplib.ts';

const DATA_DIR = fileURLToPath(new URL('../../../../shared/data/tsplib/', import.meta.url));

/** Time budget per instance: ~800 ms for the largest, less for small n. */
const budgetMs = (n: number): number => Math.min(800, 150 + 1.5 * n);

const runFile = (file: string): { name: string; n: number; length: number; ms: number } => {
  const instance = parseTsplib(readFileSync(file, 'utf8'));
  const dist = tsplibDistance(instance);
  const t0 = performance.now();
  const result = optimizeTour(instance.dimension, dist, {
    seed: 1,
    timeLimitMs: budgetMs(instance.dimension),
  });
  const ms = performance.now() - t0;
  return {
    name: instance.name || basename(file, '.tsp'),
    n: instance.dimension,
    length: result.length,
    ms: Math.round(ms),
  };
};

const doors = (count: number, seed: number): { lat: number; lng: number }[] => {
  const rng = mulberry32(seed);
  const lat0 = 51.5;
  const side = 2000; // metres
  const dLat = side / 111_195;
  const dLng = side / (111_195 * Math.cos((lat0 * Math.PI) / 180));
  return Array.from({ length: count }, () => ({
    lat: lat0 + rng.next() * dLat,
    lng: -0.1 + rng.next() * dLng,
  }));
};

/**
 * A file argument, relative to where the command was typed. npm runs workspace scripts in the
 * workspace folder and records the invoking folder in INIT_CWD (the repository root when called
 * through the root script); bare names such as berlin52.tsp also resolve in the shared data folder.
 */
const locate = (arg: string): string => {
  const bases = [process.env.INIT_CWD, process.cwd(), DATA_DIR].filter((b): b is string => b !== undefined);
  const found = bases.map((base) => resolve(base, arg)).find((path) => existsSync(path));
  if (found === undefined) throw new Error(`bench:route: no such file: ${arg}`);
  return found;
};

const args = process.argv.slice(2);
if (args.length > 0) {
  for (const arg of args) console.log(JSON.stringify(runFile(locate(arg))));
} else {
  const optimal = new Map<string, number>();
  for (const line of readFileSync(join(DATA_DIR, 'optimal-lengths.txt'), 'utf8').split('\n')) {
    const m = /^\s*(\S+)\s*:\s*(\d+)/.exec(line);
    if (m?.[1] && m[2]) optimal.set(m[1], Number(m[2]));
  }
  const gaps: number[] = [];
  let maxMs = 0;
  for (const file of readdirSync(DATA_DIR)
    .filter((f) => f.endsWith('.tsp'))
    .sort()) {
    const row = runFile(join(DATA_DIR, file));
    console.log(JSON.stringify(row));
    const opt = optimal.get(row.name);
    if (opt !== undefined) gaps.push((100 * (row.length - opt)) / opt);
    maxMs = Math.max(maxMs, row.ms);
  }
  const doorsMs: number[] = [];
  let doorsLength = 0;
  for (let seed = 1; seed <= 5; seed++) {
    const points = doors(150, seed);
    const t0 = performance.now();
    const route = optimizeRoute(points, { start: points[0], seed });
    doorsMs.push(performance.now() - t0);
    if (seed === 1) doorsLength = route.length_m;
  }
  doorsMs.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      name: 'doors150',
      n: 150,
      length: Math.round(doorsLength),
      ms: Math.round(doorsMs[doorsMs.length - 1] ?? 0),
      ms_median: Math.round(doorsMs[2] ?? 0),
    }),
  );
  const round = (x: number): number => Math.round(x * 1000) / 1000;
  console.log(
    JSON.stringify({
      summary: true,
      mean_gap_pct: round(gaps.reduce((s, g) => s + g, 0) / Math.max(1, gaps.length)),
      max_gap_pct: round(Math.max(...gaps)),
      max_ms: Math.round(maxMs),
    }),
  );
}
