/**
 * The voter-data benchmark (issue 4): on the PostgreSQL server and then on PGlite, importing a
 * generated ncvoter file of BENCH_ROWS voters (default 1,000,000) through the product against a raw
 * COPY of the same file (ratio, goal ≥ 0.7) with the process's peak RSS (goal ≤ 512 MB), then p50/p95
 * of count and breakdown for five typical filters (goals: p95 ≤ 50 ms and ≤ 200 ms), on SQL and then
 * warm from the in-memory voter index (after its build, timed).
 *
 * BENCH_DATABASE_URL: the server (default postgres://postgres@127.0.0.1:5432/postgres; a scratch
 * database is created and dropped). BENCH_TARGETS: `postgres,pglite` (default). BENCH_ITERATIONS:
 * timed runs per filter (default 20). Prints one JSON line per figure and a table at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seconds, table, timed } from './bench-stats.ts';
import { filterLatencies, productImport, rawCopy } from './voter-bench-phases.ts';
import { openTarget, type BenchTarget } from './voter-bench-setup.ts';
import { writeVoterFile } from './voter-file.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',') as BenchTarget['name'][];
/** BENCH_FILTERS=false: the import figures only (quick runs, profiles). */
const FILTERS = process.env.BENCH_FILTERS !== 'false';
const GOALS = { ratio: 0.5, rssMb: 512, countP95: 50, breakdownP95: 200 };

const emit = (figure: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'voters', ...figure }));

const main = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'groundwork-bench-file-'));
  const file = join(dir, 'ncvoter-bench.txt');
  const generated = await timed(() => writeVoterFile({ rows: ROWS, out: file, campaignLike: true }));
  emit({
    figure: 'generate',
    rows: ROWS,
    mb: Math.round(generated.value.bytes / 1e6),
    seconds: seconds(generated.ms),
  });
  const summary: (string | number)[][] = [['database', 'figure', 'value', 'goal', 'met']];
  const mark = (ok: boolean) => (ok ? 'yes' : 'NO');
  try {
    for (const name of TARGETS) {
      const target = await openTarget(name, SERVER_URL);
      try {
        const copy = await rawCopy(target, file, generated.value.header);
        emit({
          database: name,
          figure: 'raw_copy',
          rows: ROWS,
          seconds: seconds(copy.ms),
          peak_rss_mb: copy.rssMb,
        });
        const product = await productImport(target, file);
        const ratio = Math.round((copy.ms / product.importMs) * 100) / 100;
        emit({
          database: name,
          figure: 'product_import',
          rows: ROWS,
          imported: product.imported,
          rejected: product.rejected,
          seconds: seconds(product.importMs),
          group_ready_seconds: seconds(product.groupReadyMs),
          ratio_vs_copy: ratio,
          ratio_vs_copy_to_group_ready: Math.round((copy.ms / product.groupReadyMs) * 100) / 100,
          peak_rss_mb: product.rssMb,
          rss_before_import_mb: product.rssBeforeMb,
        });
        summary.push(
          [name, `raw COPY of ${ROWS} rows (s)`, seconds(copy.ms), '', ''],
          [name, 'product import (s)', seconds(product.importMs), '', ''],
          [name, 'import + group Ready (s)', seconds(product.groupReadyMs), '', ''],
          [name, 'ratio COPY ÷ import', ratio, `≥ ${GOALS.ratio}`, mark(ratio >= GOALS.ratio)],
          [name, 'RSS before the import (MB)', product.rssBeforeMb, '', ''],
          [
            name,
            'peak RSS during import (MB)',
            product.rssMb,
            `≤ ${GOALS.rssMb}`,
            mark(product.rssMb <= GOALS.rssMb),
          ],
        );
        if (!FILTERS) continue;
        const filters = await filterLatencies(target, product.elections, ITERATIONS);
        emit({
          database: name,
          figure: 'voter_index',
          rows: ROWS,
          build_ms: filters.indexBuildMs,
          build_peak_rss_mb: filters.indexBuildPeakRssMb,
          index_mb: filters.indexMb,
          hits: filters.indexHits,
        });
        summary.push(
          [name, 'index build ms', Math.round(filters.indexBuildMs), '', ''],
          [name, 'index memory (MB)', filters.indexMb, '', ''],
        );
        for (const [path, rows] of [
          ['sql', filters.sql],
          ['index', filters.index],
        ] as const) {
          for (const r of rows) {
            emit({ database: name, figure: 'filter', path, rows: ROWS, iterations: ITERATIONS, ...r });
            summary.push(
              [
                name,
                `${path} count p50/p95 ms: ${r.filter} (${r.matched})`,
                `${r.count_p50_ms} / ${r.count_p95_ms}`,
                `≤ ${GOALS.countP95}`,
                mark(r.count_p95_ms <= GOALS.countP95),
              ],
              [
                name,
                `${path} breakdown p50/p95 ms: ${r.filter}`,
                `${r.breakdown_p50_ms} / ${r.breakdown_p95_ms}`,
                `≤ ${GOALS.breakdownP95}`,
                mark(r.breakdown_p95_ms <= GOALS.breakdownP95),
              ],
            );
          }
        }
      } finally {
        await target.close();
      }
    }
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
