/**
 * One database of the voter benchmark, in its own process (started by voters.bench.ts) so that the
 * import's peak RSS is a server process's own: the app on a scratch database (PGlite keeps its heap in
 * this process), the product's import first, then the raw COPY baseline, then the filters. Prints one
 * JSON line per figure and, last, `{"summary": rows}` for the parent's table.
 */
import { seconds } from './bench-stats.ts';
import { filterLatencies, productImport, rawCopy } from './voter-bench-phases.ts';
import { openTarget, type BenchTarget } from './voter-bench-setup.ts';
import { voterFileHeader } from './voter-file.ts';

const NAME = process.env.BENCH_TARGET as BenchTarget['name'];
const FILE = process.env.BENCH_FILE ?? '';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** BENCH_FILTERS=false: the import figures only (quick runs, profiles). */
const FILTERS = process.env.BENCH_FILTERS !== 'false';
const GOALS = { ratio: 0.5, rssMb: 512, countP95: 50, breakdownP95: 200 };

const emit = (figure: Record<string, unknown>) =>
  console.log(JSON.stringify({ bench: 'voters', database: NAME, rows: ROWS, ...figure }));
const mark = (ok: boolean) => (ok ? 'yes' : 'NO');

const main = async () => {
  const summary: (string | number)[][] = [];
  const target = await openTarget(NAME, SERVER_URL);
  try {
    const product = await productImport(target, FILE);
    const copy = await rawCopy(target, FILE, voterFileHeader(true));
    emit({ figure: 'raw_copy', seconds: seconds(copy.ms) });
    const ratio = Math.round((copy.ms / product.importMs) * 100) / 100;
    emit({
      figure: 'product_import',
      imported: product.imported,
      rejected: product.rejected,
      seconds: seconds(product.importMs),
      indexed_seconds: seconds(product.indexedMs),
      ratio_vs_copy_to_indexed: Math.round((copy.ms / product.indexedMs) * 100) / 100,
      group_ready_seconds: seconds(product.groupReadyMs),
      ratio_vs_copy: ratio,
      ratio_vs_copy_to_group_ready: Math.round((copy.ms / product.groupReadyMs) * 100) / 100,
      peak_rss_mb: product.rssMb,
      rss_before_import_mb: product.rssBeforeMb,
    });
    summary.push(
      [NAME, `raw COPY of ${ROWS} rows (s)`, seconds(copy.ms), '', ''],
      [NAME, 'product import to done (s)', seconds(product.importMs), '', ''],
      [NAME, 'import + index builds (s)', seconds(product.indexedMs), '', ''],
      [NAME, 'import + group Ready (s)', seconds(product.groupReadyMs), '', ''],
      [NAME, 'ratio COPY ÷ import', ratio, `≥ ${GOALS.ratio}`, mark(ratio >= GOALS.ratio)],
      [NAME, 'server process RSS before the import (MB)', product.rssBeforeMb, '', ''],
      [
        NAME,
        'server process peak RSS during import (MB)',
        product.rssMb,
        `≤ ${GOALS.rssMb}`,
        mark(product.rssMb <= GOALS.rssMb),
      ],
    );
    if (FILTERS) {
      const filters = await filterLatencies(target, product.elections, ITERATIONS);
      emit({
        figure: 'voter_index',
        build_ms: filters.indexBuildMs,
        build_peak_rss_mb: filters.indexBuildPeakRssMb,
        index_mb: filters.indexMb,
        hits: filters.indexHits,
      });
      summary.push(
        [NAME, 'index build ms', Math.round(filters.indexBuildMs), '', ''],
        [NAME, 'index memory (MB)', filters.indexMb, '', ''],
      );
      for (const [path, rows] of [
        ['sql', filters.sql],
        ['index', filters.index],
      ] as const) {
        for (const r of rows) {
          emit({ figure: 'filter', path, iterations: ITERATIONS, ...r });
          summary.push(
            [
              NAME,
              `${path} count p50/p95 ms: ${r.filter} (${r.matched})`,
              `${r.count_p50_ms} / ${r.count_p95_ms}`,
              `≤ ${GOALS.countP95}`,
              mark(r.count_p95_ms <= GOALS.countP95),
            ],
            [
              NAME,
              `${path} breakdown p50/p95 ms: ${r.filter}`,
              `${r.breakdown_p50_ms} / ${r.breakdown_p95_ms}`,
              `≤ ${GOALS.breakdownP95}`,
              mark(r.breakdown_p95_ms <= GOALS.breakdownP95),
            ],
          );
        }
      }
    }
  } finally {
    await target.close();
  }
  console.log(JSON.stringify({ summary }));
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
