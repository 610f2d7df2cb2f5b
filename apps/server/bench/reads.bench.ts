/**
 * Authenticated reads against a bare Fastify route, as ratios: `GET /api/users/me` and a typical list,
 * `GET /api/walkbook/all/?campaign_id=…` (token verification, access check, the route's queries and the
 * response serialisation), each loaded at 50 connections for 10 s in one run, in bursts taken in turn with
 * the bare route's (`loadInTurn`), with p99 latency, on embedded
 * PGlite and then on the PostgreSQL server (`BENCH_DATABASE_URL`, default the local one; a scratch
 * database is created and dropped). `BENCH_READS_DB=pglite|postgres` runs one only. Each server runs in
 * its own process; this process only generates load. `BENCH_CPU_PROF=DIR` writes the product server's
 * CPU profile to DIR. Each load also prints the server process's CPU time per request, and each ratio line
 * `cpu_ratio`: the bare route's CPU per request over the route's (on Linux; what the route costs, which the
 * other processes of a shared machine do not move as much as they move requests per second).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { checked, here, signIn, start, stop } from './bench-server.ts';
import { median } from './bench-stats.ts';
import { scratchPostgres } from './voter-bench-setup.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BURSTS = Number(process.env.BENCH_BURSTS ?? 5);

/**
 * CPU seconds a process has used (user + system, from /proc; Linux), or undefined elsewhere. Per request it
 * says what a route costs whatever the other processes on the machine do to its requests per second.
 */
const cpuSeconds = (pid: number | undefined): number | undefined => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
};

interface Target {
  url: string;
  server: ChildProcess;
  headers?: Record<string, string>;
}

interface Totals {
  requests: number;
  seconds: number;
  non2xx: number;
  errors: number;
  p50s: number[];
  p99s: number[];
  cpuSeconds: number | undefined;
}

/** One burst of load on one target, added to its totals. */
const burst = async (target: Target, seconds: number, totals: Totals) => {
  const cpuBefore = cpuSeconds(target.server.pid);
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections: CONNECTIONS,
    duration: seconds,
  });
  const cpuAfter = cpuSeconds(target.server.pid);
  totals.requests += result.requests.total;
  totals.seconds += result.duration;
  totals.non2xx += result.non2xx;
  totals.errors += result.errors;
  totals.p50s.push(result.latency.p50);
  totals.p99s.push(result.latency.p99);
  totals.cpuSeconds =
    totals.cpuSeconds === undefined || cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : totals.cpuSeconds + (cpuAfter - cpuBefore);
};

/**
 * The targets loaded in turn, `BURSTS` bursts each (DURATION_S in all per target), so that a machine whose
 * speed drifts during the run (a shared or throttled one: the bare route measured 21,000–39,000 req/s a
 * minute apart on one machine) slows every target alike, and the ratios compare like with like. p99 is the
 * worst burst's.
 */
const loadInTurn = async <K extends string>(targets: Record<K, Target>) => {
  const entries = Object.entries(targets) as [K, Target][];
  const totals = new Map(
    entries.map(([name]): [K, Totals] => [
      name,
      { requests: 0, seconds: 0, non2xx: 0, errors: 0, p50s: [], p99s: [], cpuSeconds: 0 },
    ]),
  );
  for (let round = 0; round < BURSTS; round += 1) {
    for (const [name, target] of entries) await burst(target, DURATION_S / BURSTS, totals.get(name)!);
  }
  const summary = (name: K, total: Totals) => {
    if (total.non2xx > 0) throw new Error(`${targets[name].url}: ${total.non2xx} answers were not 2xx`);
    return {
      rps: Math.round(total.requests / total.seconds),
      p50_ms: median(total.p50s),
      p99_ms: Math.max(...total.p99s),
      errors: total.errors, // connection errors and timeouts (a loaded machine)
      server_cpu_us_per_request:
        total.cpuSeconds === undefined || total.requests === 0
          ? undefined
          : Math.round((total.cpuSeconds * 1e6) / total.requests),
    };
  };
  return Object.fromEntries([...totals].map(([name, total]) => [name, summary(name, total)])) as Record<
    K,
    ReturnType<typeof summary>
  >;
};

type Kind = 'pglite' | 'postgres';
/** The bare route's server CPU per request over the route's: the ratio with the other load taken out. */
const cpuRatio = (bare: number | undefined, route: number | undefined) =>
  bare === undefined || route === undefined || route === 0 ? undefined : Number((bare / route).toFixed(3));
const print = (line: object) => console.log(JSON.stringify(line));

/** One database: the product server on it, then bare, users/me and the walkbook list, one run each. */
const benchOn = async (kind: Kind, bare: { child: ChildProcess; port: number }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-bench-'));
  const scratch =
    kind === 'postgres'
      ? await scratchPostgres(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
      : undefined;
  let server: { child: ChildProcess; port: number } | undefined;
  try {
    server = await start(
      join(here, '../src/server.ts'),
      {
        PORT: '0',
        DATA_DIR: dataDir,
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', // what `npm start` logs: a line per request
        RATE_LIMIT: 'false',
        NODE_ENV: 'production',
        AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
        PUBLIC_URL: 'http://localhost:3000',
      },
      /running at http:\/\/localhost:(\d+)/,
      true,
    );
    const base = `http://127.0.0.1:${server.port}`;
    // As a browser asks: replies over the compression threshold come compressed (plugins/compression.ts).
    const headers = {
      authorization: `Bearer ${await signIn(base)}`,
      'x-client-type': 'web',
      'accept-encoding': 'gzip, deflate, br',
    };
    const me = await checked<{ campaigns: { campaign_id: string }[] }>(`${base}/api/users/me`, headers);
    const campaignId = me.campaigns[0]?.campaign_id;
    if (!campaignId) throw new Error('the demo manager has no campaign');
    const listUrl = `${base}/api/walkbook/all/?campaign_id=${campaignId}`;
    const walkbooks = await checked<unknown[]>(listUrl, headers);

    const {
      bare: baseline,
      me: usersMe,
      list,
    } = await loadInTurn({
      bare: { url: `http://127.0.0.1:${bare.port}/bare`, server: bare.child },
      me: { url: `${base}/api/users/me`, server: server.child, headers },
      list: { url: listUrl, server: server.child, headers },
    });
    print({ bench: `bare fastify GET /bare (in turn with ${kind})`, ...baseline });
    print({ bench: `GET /api/users/me (${kind})`, ...usersMe });
    print({ bench: `GET /api/walkbook/all/ (${kind}, ${walkbooks.length} walkbooks)`, ...list });
    for (const [name, result] of [
      ['users/me', usersMe],
      ['walkbook list', list],
    ] as const) {
      print({
        bench: `ratio ${name} ÷ bare (${kind})`,
        ratio: Number((result.rps / baseline.rps).toFixed(3)),
        p99_ms: result.p99_ms,
        cpu_ratio: cpuRatio(baseline.server_cpu_us_per_request, result.server_cpu_us_per_request),
        connections: CONNECTIONS,
        seconds: DURATION_S,
      });
    }
  } finally {
    if (server) await stop(server.child);
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const main = async () => {
  const kinds: Kind[] = process.env.BENCH_READS_DB
    ? [process.env.BENCH_READS_DB as Kind]
    : ['pglite', 'postgres'];
  const bare = await start(join(here, 'bare-server.ts'), { PORT: '0' }, /ready (\d+)/);
  try {
    for (const kind of kinds) await benchOn(kind, bare);
  } finally {
    await stop(bare.child);
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
