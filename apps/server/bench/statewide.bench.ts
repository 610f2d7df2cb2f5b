/**
 * `npm run bench:statewide [-- --voters N]` (issue 34 item 6; docs/decisions/0070-statewide.md; not in CI):
 * a state's voter file on the PostgreSQL server. Generates N voters (default 7,500,000) and their vote
 * history (about 5.3 rows a voter) in NC's published form (ncvoter and ncvhis), imports them with the product's import job in a process of its own (its peak RSS), then starts
 * the product server on that database, twice: each time the first count and breakdown of five typical
 * filters on the process that just started, then (first start) the time until answers are fast, p50/p95
 * warm and the server's RSS. Goals: p95 ≤ 50 ms warm, ≤ 500 ms just started, RSS ≤ 1 GB for both.
 *
 * BENCH_DATABASE_URL: the server (default postgres://postgres@127.0.0.1:5432/postgres; a scratch database
 * is created and dropped). BENCH_ITERATIONS: warm runs per filter (default 20). STATEWIDE_FILES_DIR=DIR:
 * generate into DIR and reuse the files already there (the default: a temporary folder, removed after).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import { here, signIn, start, stop } from './bench-server.ts';
import { percentile, seconds, table, timed } from './bench-stats.ts';
import { scratchPostgres } from './voter-bench-setup.ts';
import { writeHistoryFile } from './history-file.ts';
import { writeVoterFile } from './voter-file.ts';

const { values: args } = parseArgs({ options: { voters: { type: 'string', default: '7500000' } } });
const VOTERS = Number(args.voters);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Statewide.bench.2026';
const GOALS = { warmP95: 50, firstMs: 500, rssMb: 1024 };
/** How long the first server may take to answer fast before the bench stops waiting. */
const WARM_TIMEOUT_MS = 30 * 60_000;

const mark = (ok: boolean) => (ok ? 'yes' : 'NO');
const emit = (figure: Record<string, unknown>) =>
  console.log(JSON.stringify({ bench: 'statewide', voters: VOTERS, ...figure }));

interface Imported {
  campaign_id: string;
  email: string;
  voters: number;
  history: number;
  generals: string[];
  precincts: string[];
}

const filtersOf = (imported: Imported): { name: string; filter: VoterFilter }[] => [
  { name: 'party DEM', filter: { parties: ['DEM'] } },
  { name: 'age 18-34, DEM or UNA', filter: { parties: ['DEM', 'UNA'], age_min: 18, age_max: 34 } },
  { name: '2+ of last 4 generals', filter: { vote_history: { elections: imported.generals, min: 2 } } },
  { name: 'turnout ≥ 75', filter: { turnout_min: 75 } },
  { name: '3 precincts + phone', filter: { precincts: imported.precincts, has_phone: true } },
];

/** The import in its own process; resolves with its figure lines. */
const runImport = (url: string, files: string[]) =>
  new Promise<{ figures: Record<string, unknown>[]; imported: Imported }>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, join(here, 'statewide-import.ts')], {
      env: {
        ...process.env,
        STATEWIDE_URL: url,
        STATEWIDE_FILES: files.join(','),
        STATEWIDE_PASSWORD: PASSWORD,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const figures: Record<string, unknown>[] = [];
    let imported: Imported | undefined;
    createInterface({ input: child.stdout }).on('line', (line) => {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      if (parsed.ready) imported = parsed.ready as Imported;
      else {
        figures.push(parsed);
        emit(parsed);
      }
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 && imported
        ? resolve({ figures, imported })
        : reject(new Error(`import exited with ${code}`)),
    );
  });

/** Resident and peak resident memory of a process (Linux), in MB. */
const rssOf = (pid: number | undefined) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+) kB`))?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
};

/** The product server on the database, signed in; `ask` POSTs a count or a breakdown and times it. */
const startServer = async (url: string, dataDir: string, imported: Imported) => {
  const started = performance.now();
  const server: { child: ChildProcess; port: number } = await start(
    join(here, '../src/server.ts'),
    {
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'false',
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      PUBLIC_URL: 'http://localhost:3000',
    },
    /running at http:\/\/localhost:(\d+)/,
  );
  const readyMs = performance.now() - started;
  const base = `http://127.0.0.1:${server.port}`;
  const headers = {
    authorization: `Bearer ${await signIn(base, imported.email, PASSWORD)}`,
    'content-type': 'application/json',
  };
  const ask = async (kind: 'count' | 'breakdown', filter: VoterFilter) =>
    timed(async () => {
      const response = await fetch(
        kind === 'count'
          ? `${base}/api/voter-group/count/?campaign_id=${imported.campaign_id}`
          : `${base}/api/voter-group/voter-breakdown/`,
        {
          method: 'POST',
          headers,
          body: JSON.stringify(kind === 'count' ? filter : { campaign_id: imported.campaign_id, ...filter }),
        },
      );
      const body = (await response.json()) as { count?: number; total?: number };
      if (response.status !== 200)
        throw new Error(`${kind} answered ${response.status}: ${JSON.stringify(body)}`);
      return body.count ?? body.total ?? 0;
    });
  return { server, readyMs, startedAt: started, ask };
};

type Server = Awaited<ReturnType<typeof startServer>>;

/** The first count and breakdown of each filter on a process that just started. */
const firstAnswers = async (s: Server, filters: ReturnType<typeof filtersOf>, start: string) => {
  const rows: (string | number)[][] = [];
  for (const { name, filter } of filters) {
    const count = await s.ask('count', filter);
    const breakdown = await s.ask('breakdown', filter);
    const worst = Math.round(Math.max(count.ms, breakdown.ms));
    emit({
      figure: 'first_answer',
      start,
      filter: name,
      matched: count.value,
      count_ms: count.ms,
      breakdown_ms: breakdown.ms,
    });
    rows.push([
      `${start}: first count / breakdown ms, ${name} (${count.value})`,
      `${Math.round(count.ms)} / ${Math.round(breakdown.ms)}`,
      `≤ ${GOALS.firstMs}`,
      mark(worst <= GOALS.firstMs),
    ]);
  }
  return rows;
};

/** Waits until three counts in a row take ≤ the warm goal; returns ms since the process started. */
const untilFast = async (s: Server, filter: VoterFilter) => {
  let fast = 0;
  while (fast < 3) {
    if (performance.now() - s.startedAt > WARM_TIMEOUT_MS) return Number.NaN;
    const { ms } = await s.ask('count', filter);
    fast = ms <= GOALS.warmP95 ? fast + 1 : 0;
    if (fast === 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return performance.now() - s.startedAt;
};

/** p50/p95 warm of each filter's count and breakdown. */
const warmAnswers = async (s: Server, filters: ReturnType<typeof filtersOf>) => {
  const rows: (string | number)[][] = [];
  for (const { name, filter } of filters) {
    const counts: number[] = [];
    const breakdowns: number[] = [];
    for (let i = -2; i < ITERATIONS; i += 1) {
      const count = await s.ask('count', filter);
      const breakdown = await s.ask('breakdown', filter);
      if (i >= 0) counts.push(count.ms);
      if (i >= 0) breakdowns.push(breakdown.ms);
    }
    const figure = {
      count_p50_ms: percentile(counts, 50),
      count_p95_ms: percentile(counts, 95),
      breakdown_p50_ms: percentile(breakdowns, 50),
      breakdown_p95_ms: percentile(breakdowns, 95),
    };
    emit({ figure: 'warm', filter: name, ...figure });
    rows.push(
      [
        `warm count p50 / p95 ms, ${name}`,
        `${figure.count_p50_ms} / ${figure.count_p95_ms}`,
        `≤ ${GOALS.warmP95}`,
        mark(figure.count_p95_ms <= GOALS.warmP95),
      ],
      [
        `warm breakdown p50 / p95 ms, ${name}`,
        `${figure.breakdown_p50_ms} / ${figure.breakdown_p95_ms}`,
        `≤ ${GOALS.warmP95}`,
        mark(figure.breakdown_p95_ms <= GOALS.warmP95),
      ],
    );
  }
  return rows;
};

/** Generates the files in NC's published form (or reuses them in STATEWIDE_FILES_DIR): ncvoter, then ncvhis. */
const generate = async (dir: string) => {
  const voters = join(dir, `ncvoter-${VOTERS}.txt`);
  const history = join(dir, `ncvhis-${VOTERS}.txt`);
  if (!existsSync(voters) || !existsSync(history)) {
    const made = await timed(async () => [
      await writeVoterFile({ rows: VOTERS, out: voters, realForm: true }),
      await writeHistoryFile({ rows: VOTERS, out: history }),
    ]);
    emit({
      figure: 'generate',
      mb: made.value.map((f) => Math.round(f.bytes / 1e6)),
      history_rows: (made.value[1] as { rows: number }).rows,
      seconds: seconds(made.ms),
    });
  }
  return [voters, history];
};

const main = async () => {
  const began = performance.now();
  const keep = process.env.STATEWIDE_FILES_DIR;
  const dir = keep ?? mkdtempSync(join(tmpdir(), 'groundwork-statewide-'));
  mkdirSync(dir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-statewide-data-'));
  const scratch = await scratchPostgres(SERVER_URL);
  const summary: (string | number)[][] = [['figure', 'value', 'goal', 'met']];
  try {
    const files = await generate(dir);
    const { figures, imported } = await runImport(scratch.url, files);
    for (const f of figures) {
      const rss = Number(f.peak_rss_mb);
      summary.push(
        [
          `import ${String(f.file)}: rows, seconds to done / job end`,
          `${String(f.imported)}, ${String(f.done_seconds)} / ${String(f.job_seconds)}`,
          '',
          '',
        ],
        [`import ${String(f.file)}: peak RSS (MB)`, rss, `≤ ${GOALS.rssMb}`, mark(rss <= GOALS.rssMb)],
      );
    }
    summary.push(['voters, history rows in the database', `${imported.voters}, ${imported.history}`, '', '']);
    const filters = filtersOf(imported);
    for (const start of ['first start', 'second start'] as const) {
      const s = await startServer(scratch.url, dataDir, imported);
      try {
        summary.push(
          [`${start}: process ready (s)`, seconds(s.readyMs), '', ''],
          ...(await firstAnswers(s, filters, start)),
        );
        if (start === 'first start') {
          const fastMs = await untilFast(s, filters[0]!.filter);
          emit({ figure: 'fast_after', seconds: seconds(fastMs) });
          summary.push(
            [`${start}: answers fast after (s since spawn)`, seconds(fastMs), '', ''],
            ...(await warmAnswers(s, filters)),
          );
        }
        const { rssMb, peakMb } = rssOf(s.server.child.pid);
        emit({ figure: 'server_rss', start, rss_mb: rssMb, peak_mb: peakMb });
        summary.push([
          `${start}: API process RSS now / peak (MB)`,
          `${rssMb} / ${peakMb}`,
          `≤ ${GOALS.rssMb}`,
          mark(peakMb <= GOALS.rssMb),
        ]);
      } finally {
        await stop(s.server.child);
      }
    }
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
  summary.push(['bench ran (min)', Math.round((performance.now() - began) / 6000) / 10, '', '']);
  console.log(`\n${table(summary)}`);
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
