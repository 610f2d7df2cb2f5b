/**
 * The voter-data benchmark (issues 4 and 10): generates an ncvoter file of BENCH_ROWS voters (default
 * 1,000,000) and, for the PostgreSQL server and then PGlite, each in a child process of its own (the
 * server process whose RSS counts, voter-bench-target.ts): the product's import of the file against a
 * raw COPY of it (ratio, goal ≥ 0.5) with the process's peak RSS (goal ≤ 512 MB), then p50/p95 of count
 * and breakdown for five typical filters (goals: p95 ≤ 50 ms and ≤ 200 ms), on SQL and then warm from
 * the in-memory voter index (after its build, timed). On the server it also imports the same voters in
 * NC's published form (every field quoted, tabs, Latin-1, CRLF: `writeVoterFile({ realForm: true })`)
 * against a COPY of that file (quoted, Latin-1), goal ≥ 0.8 (decision 0069).
 *
 * BENCH_DATABASE_URL: the server (default postgres://postgres@127.0.0.1:5432/postgres; a scratch
 * database is created and dropped). BENCH_TARGETS: `postgres,pglite` (default). BENCH_ITERATIONS:
 * timed runs per filter (default 20), fewer once BENCH_FILTER_SECONDS (default 30) have passed, at least three.
 * BENCH_ROUNDS: import and COPY pairs on the server (default 3). BENCH_FILTERS=false: the import figures only. Prints one JSON
 * line per figure and a table at the end.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { seconds, table, timed } from './bench-stats.ts';
import { writeVoterFile } from './voter-file.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',');
const CHILD = fileURLToPath(new URL('./voter-bench-target.ts', import.meta.url));

/** Runs one target's child, passing its figure lines through; returns its summary rows. */
const runTarget = (name: string, file: string, published: string) =>
  new Promise<(string | number)[][]>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, CHILD], {
      env: {
        ...process.env,
        BENCH_TARGET: name,
        BENCH_FILE: file,
        BENCH_PUBLISHED_FILE: published,
        BENCH_ROWS: String(ROWS),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let summary: (string | number)[][] = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{"summary"')) summary = (JSON.parse(line) as { summary: typeof summary }).summary;
      else console.log(line);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(summary) : reject(new Error(`${name}: the benchmark exited with ${code}`)),
    );
  });

const main = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'groundwork-bench-file-'));
  const file = join(dir, 'ncvoter-bench.txt');
  const published = join(dir, 'ncvoter-published.txt');
  const forms = [
    { out: file, campaignLike: true, realForm: false },
    ...(TARGETS.includes('postgres') ? [{ out: published, campaignLike: false, realForm: true }] : []),
  ];
  for (const form of forms) {
    const generated = await timed(() => writeVoterFile({ rows: ROWS, ...form }));
    console.log(
      JSON.stringify({
        bench: 'voters',
        figure: 'generate',
        form: form.realForm ? 'published' : 'campaign-like',
        rows: ROWS,
        mb: Math.round(generated.value.bytes / 1e6),
        seconds: seconds(generated.ms),
      }),
    );
  }
  const summary: (string | number)[][] = [['database', 'figure', 'value', 'goal', 'met']];
  try {
    for (const name of TARGETS) summary.push(...(await runTarget(name, file, published)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\n${table(summary)}`);
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
