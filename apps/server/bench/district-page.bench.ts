/**
 * The district voters screen's first page (issue 33 item 7; docs/decisions/0064-manager-screens.md): the
 * demo district of BENCH_DISTRICT_VOTERS voters (default 50,000) loaded on PGlite and then on the PostgreSQL
 * server (`BENCH_DATABASE_URL`, a scratch database), then what the screen asks when it opens and after a
 * filter change, through the services the routes call: the table's first page (`POST /district/voters/`,
 * 50 rows by last name) and the header's counts (`POST /voter-group/count/`), p50/p95 of BENCH_DISTRICT_RUNS
 * runs (default 10) each, on SQL alone (the voter index off: a server just started or just after an import)
 * and with the voter index built. Goal: the first page ≤ 1,000 ms. BENCH_TARGETS: `pglite,postgres`.
 */
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import { pageDistrictVoters } from '../src/modules/district/district.service.ts';
import { countVotersForFilter } from '../src/modules/voter-groups/voter-groups.service.ts';
import { voterIndexFor } from '../src/modules/voters/voter-index/voter-index.ts';
import { insertDemoVoters } from '../src/seed/demo-voters.ts';
import { percentile, table, timed } from './bench-stats.ts';
import { openTarget, type BenchTarget } from './voter-bench-setup.ts';

const VOTERS = Number(process.env.BENCH_DISTRICT_VOTERS ?? 50_000);
const RUNS = Number(process.env.BENCH_DISTRICT_RUNS ?? 10);
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',') as BenchTarget['name'][];
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GOAL_MS = 1000;

/** The screen as it opens (no filter) and after two filter changes. */
const FILTERS: { name: string; filter: VoterFilter }[] = [
  { name: 'everyone', filter: {} },
  { name: 'party DEM', filter: { parties: ['DEM'] } },
  { name: 'women 18-34', filter: { genders: ['F'], age_min: 18, age_max: 34 } },
];

const firstPage = (target: BenchTarget, filter: VoterFilter) =>
  pageDistrictVoters(target.database.db, target.actor, {
    filter_params: filter,
    skip: 0,
    limit: 50,
    sort: 'last_name',
    order: 'asc',
  });

const counts = (target: BenchTarget, filter: VoterFilter) =>
  countVotersForFilter(target.database.db, target.actor, filter);

const benchOn = async (name: BenchTarget['name'], summary: (string | number)[][]) => {
  const target = await openTarget(name, SERVER_URL);
  try {
    await insertDemoVoters(target.database, target.actor.campaignId, VOTERS);
    if (target.database.kind === 'postgres') await target.database.db.execute('analyze voters');
    const index = voterIndexFor(target.database.db);
    for (const path of ['sql', 'index'] as const) {
      index.enabled = path === 'index';
      if (path === 'index') await index.rebuild(target.actor.campaignId);
      for (const { name: filterName, filter } of FILTERS) {
        const pages: number[] = [];
        const countsMs: number[] = [];
        let matched = 0;
        for (let i = -1; i < RUNS; i += 1) {
          const page = await timed(() => firstPage(target, filter));
          const count = await timed(() => counts(target, filter));
          if (page.value.voters.length === 0) throw new Error(`${filterName}: an empty first page`);
          matched = page.value.total;
          if (i < 0) continue; // one untimed run first
          pages.push(page.ms);
          countsMs.push(count.ms);
        }
        const figure = {
          bench: 'district first page',
          database: name,
          path,
          voters: VOTERS,
          filter: filterName,
          matched,
          page_p50_ms: percentile(pages, 50),
          page_p95_ms: percentile(pages, 95),
          count_p50_ms: percentile(countsMs, 50),
          count_p95_ms: percentile(countsMs, 95),
        };
        console.log(JSON.stringify(figure));
        summary.push([
          name,
          path,
          `${filterName} (${matched})`,
          `${figure.page_p50_ms} / ${figure.page_p95_ms}`,
          `${figure.count_p50_ms} / ${figure.count_p95_ms}`,
          `≤ ${GOAL_MS}`,
          figure.page_p95_ms <= GOAL_MS ? 'yes' : 'NO',
        ]);
      }
    }
  } finally {
    await target.close();
  }
};

const main = async () => {
  const summary: (string | number)[][] = [
    ['database', 'path', 'filter (matched)', 'page p50 / p95 ms', 'count p50 / p95 ms', 'page goal', 'met'],
  ];
  for (const name of TARGETS) await benchOn(name, summary);
  console.log(`\n${table(summary)}`);
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
