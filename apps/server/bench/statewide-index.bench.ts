/**
 * `npx tsx bench/statewide-index.bench.ts [--voters N]` (docs/decisions/0070-statewide.md; not in CI): the
 * voter index's build on the PostgreSQL server alone, without generating and importing files. A database of
 * its own (INDEX_BENCH_DB, default groundwork_index_bench_N; kept for the next run, `--drop` removes it)
 * gets N voters and their history (about 5.4 rows a voter over fifteen elections) written by SQL; then a
 * process of its own builds the index (time, peak RSS, the columns' bytes), stores the snapshot, and a new
 * index opens it for a first count of party DEM.
 *
 * BENCH_DATABASE_URL: the server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../src/db/client.ts';
import { insertCampaign } from '../src/modules/campaigns/campaigns.repository.ts';
import { columnBytes } from '../src/modules/voters/voter-index/columns.ts';
import { loadVoterColumns } from '../src/modules/voters/voter-index/load.ts';
import { writeSnapshot } from '../src/modules/voters/voter-index/snapshot.ts';
import { VoterIndex } from '../src/modules/voters/voter-index/voter-index.ts';
import { seconds, timed, trackPeakRss } from './bench-stats.ts';

const { values: args } = parseArgs({
  options: {
    voters: { type: 'string', default: '1000000' },
    child: { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
  },
});
const VOTERS = Number(args.voters);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = process.env.INDEX_BENCH_DB ?? `groundwork_index_bench_${VOTERS}`;
const url = (() => {
  const u = new URL(SERVER_URL);
  u.pathname = `/${NAME}`;
  return u.toString();
})();
const ELECTIONS = Array.from({ length: 15 }, (_, k) => {
  const year = 2026 - Math.floor(k / 2) * 2;
  return k % 2 === 0
    ? { code: `${year}-11-0${3 + (k % 5)}`, type: 'GENERAL' }
    : { code: `${year}-03-0${1 + (k % 5)}`, type: 'PRIMARY' };
});
const MB = 1024 * 1024;

/** N voters and their history written by the database itself. */
const fill = async (db: Db) => {
  const campaign = await insertCampaign(db, {
    name: 'Index Bench',
    ownerEmail: 'index-bench@example.org',
    candidateName: 'Casey Candidate',
  });
  await db.execute(sql`
    insert into voters (campaign_id, state_voter_id, first_name, last_name, res_city, res_zip, party, gender,
      birth_year, registration_status, precinct, congressional, state_senate, state_house, county, municipal,
      household_key, lat, lng, phone, turnout)
    select ${campaign.id}, 'AA' || lpad(i::text, 9, '0'), 'F' || (i % 997), 'L' || (i % 4999),
      (array['RALEIGH','CARY','DURHAM','GARNER','APEX','WAKE FOREST'])[1 + i % 6], (27500 + i % 700)::text,
      (array['DEM','REP','UNA','UNA','DEM','LIB','GRE'])[1 + (i * 3) % 7], (array['M','F','U'])[1 + i % 3],
      1930 + (i * 31) % 78, (array['A','A','A','I','R'])[1 + i % 5], 'P' || (i * 17 % 2700),
      (1 + i % 14)::text, (1 + i % 50)::text, (1 + i % 120)::text, (1 + i % 100)::text,
      case when i % 3 = 0 then null else 'M' || (i % 500) end,
      (i / 2 + i % 3)::text || ' MAIN ST|' || (27500 + i % 700), 35 + (i % 1000) / 1000.0,
      -78 - (i % 997) / 1000.0, case when i % 4 <> 0 then '919555' || lpad((i % 10000)::text, 4, '0') end,
      (i * 13) % 101
    from generate_series(1, ${VOTERS}) i`);
  for (const [k, e] of ELECTIONS.entries()) {
    await db.execute(sql`
      insert into vote_history (voter_id, campaign_id, election_code, election_date, voting_method, party)
      select id, ${campaign.id}, ${e.code}, ${e.code}::date,
        (array['in-person','early','absentee','early','in-person','provisional'])[1 + abs(hashtext(state_voter_id)) % 6],
        case when ${e.type} = 'PRIMARY' then (array['DEM','REP','UNA'])[1 + abs(hashtext(state_voter_id)) % 3] end
      from voters where campaign_id = ${campaign.id}
        and abs(hashtext(state_voter_id || ${k})) % 100 < ${k < 4 ? 60 : 30}`);
    await db.execute(sql`insert into history_elections (campaign_id, code, date, type)
      values (${campaign.id}, ${e.code}, ${e.code}::date, ${e.type})`);
  }
  await db.execute(sql`analyze`);
};

/** The child: builds, stores, opens; prints one JSON line. */
const child = async () => {
  const database = await openDatabase({ url });
  const { db } = database;
  const campaignId = (await db.execute<{ id: string }>(sql`select id from campaigns limit 1`)).rows[0]!.id;
  await db.execute(sql`delete from voter_index_snapshots`);
  const baseMb = Math.round(process.memoryUsage().rss / MB);
  const rss = trackPeakRss();
  const built = await timed(() => loadVoterColumns(db, campaignId));
  const buildPeakMb = rss.stop();
  const stored = await timed(() => writeSnapshot(db, campaignId, built.value.version, built.value.columns));
  const opened = new VoterIndex(db);
  const first = await timed(() => opened.count(campaignId, { parties: ['DEM'] }));
  console.log(
    JSON.stringify({
      bench: 'statewide-index',
      voters: built.value.columns.size,
      build_seconds: seconds(built.ms),
      base_rss_mb: baseMb,
      build_peak_rss_mb: buildPeakMb,
      columns_mb: Math.round(columnBytes(built.value.columns) / MB),
      store_seconds: seconds(stored.ms),
      opened_first_count_ms: Math.round(first.ms),
      opened_count: first.value?.count,
    }),
  );
  await opened.close();
  await database.close();
};

const main = async () => {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [NAME]);
  if (!exists.rowCount) {
    await admin.query(`create database ${NAME}`);
    const database = await openDatabase({ url });
    const made = await timed(() => fill(database.db));
    console.log(JSON.stringify({ bench: 'statewide-index', filled_seconds: seconds(made.ms) }));
    await database.close();
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const run = spawn(
        process.execPath,
        [...process.execArgv, fileURLToPath(import.meta.url), '--child', '--voters', String(VOTERS)],
        { stdio: 'inherit', env: process.env },
      );
      run.on('error', reject);
      run.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`child exited ${code}`))));
    });
  } finally {
    if (args.drop) await admin.query(`drop database if exists ${NAME}`);
    await admin.end();
  }
};

(args.child ? child() : main()).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
