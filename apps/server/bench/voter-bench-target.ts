/**
 * One database of the voter benchmark, in its own process (started by voters.bench.ts) so that the
 * import's peak RSS is a server process's own: the app on a scratch database (PGlite keeps its heap in
 * this process), the product's import first, then the raw COPY baseline, then the filters. Prints one
 * JSON line per figure and, last, `{"summary": rows}` for the parent's table.
 *
 * The machine's speed drifts within minutes, so on the PostgreSQL server the import and its COPY are taken
 * in turn, BENCH_ROUNDS pairs (default 3), each on a new scratch database, and the ratio is the pairs'
 * median (decision 0027). PGlite runs one pair: its figure is the memory, and a pair takes minutes.
 * With BENCH_PUBLISHED_FILE (the same voters in NC's published form: quoted, Latin-1, CRLF), the server
 * also takes BENCH_ROUNDS pairs of that file's import and its COPY (quoted, Latin-1), after the filters
 * (decision 0069).
 */
import { median, seconds } from './bench-stats.ts';
import { filterLatencies, productImport, rawCopy } from './voter-bench-phases.ts';
import { openTarget, type BenchTarget } from './voter-bench-setup.ts';
import { voterFileHeader } from './voter-file.ts';

const NAME = process.env.BENCH_TARGET as BenchTarget['name'];
const FILE = process.env.BENCH_FILE ?? '';
const PUBLISHED_FILE = process.env.BENCH_PUBLISHED_FILE ?? '';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20);
/** Seconds of timed runs per filter and path, after at least three (BENCH_FILTER_SECONDS, default 30). */
const FILTER_BUDGET_MS = Number(process.env.BENCH_FILTER_SECONDS ?? 30) * 1000;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** BENCH_FILTERS=false: the import figures only (quick runs, profiles). */
const FILTERS = process.env.BENCH_FILTERS !== 'false';
const GOALS = { ratio: 0.5, publishedRatio: 0.8, rssMb: 512, countP95: 50, breakdownP95: 200 };
const ROUNDS = NAME === 'pglite' ? 1 : Number(process.env.BENCH_ROUNDS ?? 3);

const emit = (figure: Record<string, unknown>) =>
  console.log(JSON.stringify({ bench: 'voters', database: NAME, rows: ROWS, ...figure }));
const mark = (ok: boolean) => (ok ? 'yes' : 'NO');

const ratioOf = (copyMs: number, importMs: number) => Math.round((copyMs / importMs) * 100) / 100;

type Round = Awaited<ReturnType<typeof productImport>> & { copyMs: number; ratio: number };

/**
 * One pair on a new scratch database: the product's import, then the raw COPY of the same file (the
 * generator's campaign-like file, or the `published` one).
 */
const round = async (target: BenchTarget, index: number, published = false): Promise<Round> => {
  const file = published ? PUBLISHED_FILE : FILE;
  const product = await productImport(target, file);
  const copy = await rawCopy(target, file, voterFileHeader(!published), published);
  const ratio = ratioOf(copy.ms, product.importMs);
  emit({
    figure: published ? 'published_import' : 'product_import',
    round: index + 1,
    imported: product.imported,
    rejected: product.rejected,
    raw_copy_seconds: seconds(copy.ms),
    seconds: seconds(product.importMs),
    indexed_seconds: seconds(product.indexedMs),
    ratio_vs_copy_to_indexed: ratioOf(copy.ms, product.indexedMs),
    group_ready_seconds: seconds(product.groupReadyMs),
    ratio_vs_copy: ratio,
    ratio_vs_copy_to_group_ready: ratioOf(copy.ms, product.groupReadyMs),
    peak_rss_mb: product.rssMb,
    rss_before_import_mb: product.rssBeforeMb,
  });
  return { ...product, copyMs: copy.ms, ratio };
};

const main = async () => {
  const summary: (string | number)[][] = [];
  const rounds: Round[] = [];
  let target = await openTarget(NAME, SERVER_URL);
  try {
    for (let index = 0; index < ROUNDS; index += 1) {
      if (index > 0) {
        await target.close();
        target = await openTarget(NAME, SERVER_URL);
      }
      rounds.push(await round(target, index));
    }
    const ratio = median(rounds.map((r) => r.ratio));
    const peakRss = Math.max(...rounds.map((r) => r.rssMb));
    const list = (pick: (r: Round) => number | string) => rounds.map(pick).join(', ');
    const product = rounds[rounds.length - 1] as Round;
    summary.push(
      [NAME, `raw COPY of ${ROWS} rows (s), by round`, list((r) => seconds(r.copyMs)), '', ''],
      [NAME, 'product import to done (s)', list((r) => seconds(r.importMs)), '', ''],
      [NAME, 'import + index builds (s)', list((r) => seconds(r.indexedMs)), '', ''],
      [NAME, 'import + group Ready (s)', list((r) => seconds(r.groupReadyMs)), '', ''],
      [NAME, 'ratio COPY ÷ import, by round', list((r) => r.ratio), '', ''],
      // The ratio goal is the server's; PGlite's figure is its memory.
      NAME === 'postgres'
        ? [
            NAME,
            `ratio COPY ÷ import, median of ${ROUNDS}`,
            ratio,
            `≥ ${GOALS.ratio}`,
            mark(ratio >= GOALS.ratio),
          ]
        : [NAME, 'ratio COPY ÷ import', ratio, '', ''],
      [NAME, 'server process RSS before the import (MB)', list((r) => r.rssBeforeMb), '', ''],
      [
        NAME,
        'server process peak RSS during import (MB)',
        peakRss,
        `≤ ${GOALS.rssMb}`,
        mark(peakRss <= GOALS.rssMb),
      ],
    );
    if (FILTERS) {
      const filters = await filterLatencies(target, product.elections, ITERATIONS, FILTER_BUDGET_MS);
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
          emit({ figure: 'filter', path, ...r });
          summary.push(
            [
              NAME,
              `${path} count p50/p95 ms: ${r.filter} (${r.matched}; ${r.runs} runs)`,
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
    if (NAME === 'postgres' && PUBLISHED_FILE) {
      const published: Round[] = [];
      for (let index = 0; index < ROUNDS; index += 1) {
        await target.close();
        target = await openTarget(NAME, SERVER_URL);
        published.push(await round(target, index, true));
      }
      const list = (pick: (r: Round) => number | string) => published.map(pick).join(', ');
      const ratio = median(published.map((r) => r.ratio));
      summary.push(
        [NAME, 'published form: raw COPY (s), by round', list((r) => seconds(r.copyMs)), '', ''],
        [NAME, 'published form: import to done (s)', list((r) => seconds(r.importMs)), '', ''],
        [NAME, 'published form: ratio COPY ÷ import, by round', list((r) => r.ratio), '', ''],
        [
          NAME,
          `published form: ratio COPY ÷ import, median of ${ROUNDS}`,
          ratio,
          `≥ ${GOALS.publishedRatio}`,
          mark(ratio >= GOALS.publishedRatio),
        ],
      );
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
