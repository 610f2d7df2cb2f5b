/** The voter benchmark's phases: a raw COPY of the file, the product's import, counts and breakdowns. */
import { createReadStream, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import { createVoterGroup, getVoterGroup } from '../src/modules/voter-groups/voter-groups.service.ts';
import {
  breakdownVotersForFilter,
  countVotersForFilter,
} from '../src/modules/voter-groups/voter-groups.service.ts';
import { voterIndexFor } from '../src/modules/voters/voter-index/voter-index.ts';
import { percentile, timed, trackPeakRss } from './bench-stats.ts';
import { importToDone, uploadFile } from './import-run.ts';
import type { BenchTarget } from './voter-bench-setup.ts';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The baseline: the file COPYed as it is into a plain table of text columns (no index), in a fresh
 * database of the same kind; a `published` file (quoted, Latin-1: NC's published form) with the options
 * that read it. Returns milliseconds and the peak RSS of this process.
 */
export const rawCopy = async (target: BenchTarget, file: string, header: string[], published = false) => {
  const create = `create table raw_voter_file (${header.map((h) => `${quote(h)} text`).join(', ')})`;
  const form = published ? `, encoding 'LATIN1', quote '"'` : '';
  const options = `with (format csv, delimiter E'\\t', header true${form})`;
  const rss = trackPeakRss();
  let ms: number;
  if (target.url) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    await client.query(create);
    ms = (
      await timed(() =>
        pipeline(
          createReadStream(file, { highWaterMark: 1 << 20 }),
          client.query(copyFrom(`copy raw_voter_file from stdin ${options}`)),
        ),
      )
    ).ms;
    await client.query('drop table raw_voter_file');
    await client.end();
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'groundwork-bench-copy-'));
    const client = await PGlite.create(join(dir, 'pglite'));
    await client.exec(create);
    ms = (
      await timed(async () =>
        client.query(`copy raw_voter_file from '/dev/blob' ${options}`, [], { blob: await openAsBlob(file) }),
      )
    ).ms;
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return { ms, rssMb: rss.stop() };
};

/**
 * The product's import as the HTTP calls drive it: the upload streams the file to storage and
 * proposes a mapping (not timed: the clock starts when the upload is complete), the import job runs
 * with that mapping untouched (timed to `done`, then to the end of its job: the index builds); then a
 * voter group of every imported voter until it is Ready.
 */
export const productImport = async (target: BenchTarget, file: string) => {
  const { ctx } = target.app;
  const uploaded = await uploadFile(ctx, target.actor, file, 'ncvoter-bench.txt');
  const rssBeforeMb = Math.round(process.memoryUsage().rss / 2 ** 20);
  const rss = trackPeakRss();
  const started = performance.now();
  const { result, doneMs: importMs, jobMs: indexedMs } = await importToDone(ctx, target.actor, uploaded);
  const group = await createVoterGroup(target.database.db, ctx.jobs, target.actor, {
    name: 'Everyone imported',
    filter_params: {},
  });
  await ctx.jobs.drain();
  const ready = await getVoterGroup(target.database.db, target.actor, group.id);
  const groupReadyMs = performance.now() - started;
  return {
    importMs,
    indexedMs,
    groupReadyMs,
    rssMb: rss.stop(),
    rssBeforeMb,
    imported: result.rows_imported,
    rejected: result.rows_rejected,
    groupStatus: ready.status,
    elections: uploaded.proposed.history.map((h) => h.election_code),
  };
};

/** Five filters a campaign uses every day. */
export const typicalFilters = (elections: string[]): { name: string; filter: VoterFilter }[] => [
  { name: 'party DEM', filter: { parties: ['DEM'] } },
  { name: 'women 18-34', filter: { genders: ['F'], age_min: 18, age_max: 34 } },
  { name: '3 precincts', filter: { precincts: ['02-01', '02-02', '05-03'] } },
  {
    name: 'UNA, voted 2 of last 3',
    filter: { parties: ['UNA'], vote_history: { elections: elections.slice(-3), min: 2 } },
  },
  {
    name: 'polygon + has phone',
    filter: {
      has_phone: true,
      polygon: {
        type: 'Polygon',
        coordinates: [
          [
            [-78.66, 35.765],
            [-78.628, 35.762],
            [-78.615, 35.78],
            [-78.64, 35.778],
            [-78.645, 35.798],
            [-78.662, 35.79],
            [-78.66, 35.765],
          ],
        ],
      },
    },
  },
];

/** Timed runs of one filter stop at `iterations` or, after at least this many, once its time budget is spent. */
const MIN_RUNS = 3;

/**
 * p50/p95 of count and of breakdown for each filter, through the voter-groups service: two untimed runs, then
 * up to `iterations` timed ones, fewer once `budgetMs` has passed (PGlite's SQL path takes seconds a filter at
 * 1M rows, and twenty runs of five filters kept `npm run bench` busy for half an hour).
 */
const latencies = async (target: BenchTarget, elections: string[], iterations: number, budgetMs: number) => {
  const { db } = target.database;
  const results = [];
  for (const { name, filter } of typicalFilters(elections)) {
    const counts: number[] = [];
    const breakdowns: number[] = [];
    let matched = 0;
    const started = performance.now();
    for (let i = -2; i < iterations; i += 1) {
      const count = await timed(() => countVotersForFilter(db, target.actor, filter));
      const breakdown = await timed(() => breakdownVotersForFilter(db, target.actor, filter));
      matched = count.value.count;
      if (i >= 0) {
        counts.push(count.ms);
        breakdowns.push(breakdown.ms);
        if (counts.length >= MIN_RUNS && performance.now() - started > budgetMs) break;
      }
    }
    results.push({
      filter: name,
      matched,
      runs: counts.length,
      count_p50_ms: percentile(counts, 50),
      count_p95_ms: percentile(counts, 95),
      breakdown_p50_ms: percentile(breakdowns, 50),
      breakdown_p95_ms: percentile(breakdowns, 95),
    });
  }
  return results;
};

/**
 * The filters on SQL (the voter index turned off), then the index's build (timed) and the same
 * filters answered warm from the index. Every index answer is checked against the SQL one.
 */
export const filterLatencies = async (
  target: BenchTarget,
  elections: string[],
  iterations: number,
  budgetMs: number,
) => {
  const index = voterIndexFor(target.database.db);
  index.enabled = false;
  const sql = await latencies(target, elections, iterations, budgetMs);
  index.enabled = true;
  const rss = trackPeakRss();
  const build = await timed(() => index.rebuild(target.actor.campaignId));
  const buildRssMb = rss.stop();
  if (index.stats.builds < 1) throw new Error('the voter index did not build');
  const hitsBefore = index.stats.hits;
  const warm = await latencies(target, elections, iterations, budgetMs);
  warm.forEach((r, k) => {
    if (r.matched !== sql[k]!.matched) throw new Error(`index and SQL disagree on ${r.filter}`);
  });
  return {
    sql,
    index: warm,
    indexBuildMs: build.ms,
    indexBuildPeakRssMb: buildRssMb,
    indexMb: Math.round((index.memory()[target.actor.campaignId] ?? 0) / 2 ** 20),
    indexHits: index.stats.hits - hitsBefore,
  };
};
