/**
 * Door visits (PUT /walkbook/'s service function: the visit's transaction, its triggers and the reply's count,
 * not the HTTP layer, which reads.bench.ts measures) in a 100,000-voter district cut into 50 walkbooks:
 * 1. PGlite: single visits one after another (goal: ≤ 50 ms each).
 * 2. PostgreSQL (`BENCH_DATABASE_URL`, default the local server; a scratch database is created and dropped):
 *    200 canvassers (4 a walkbook) recording visits at once, in closed loops, against a raw transaction that
 *    inserts one row and updates one over 20 connections, measured in the same run (goal: ratio ≥ 0.2); then
 *    20 canvassers at once: p99 (goal: ≤ 250 ms).
 * `BENCH_DOOR_PHASES=pglite,postgres` picks the phases.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../src/db/client.ts';
import { createSurvey } from '../src/modules/surveys/surveys.service.ts';
import { recordVisit } from '../src/modules/walkbooks/walkbook-visits.service.ts';
import { cutWalkbook } from '../src/modules/walkbooks/walkbooks.service.ts';
import type { Actor } from '../src/plugins/access.ts';
import { benchVolunteer } from './bench-members.ts';
import { median, percentile, table } from './bench-stats.ts';
import { openTarget, type BenchTarget } from './voter-bench-setup.ts';

const VOTERS = Number(process.env.BENCH_VOTERS ?? 100_000);
const WALKBOOKS = 50;
const PER_WALKBOOK = 4;
const CANVASSERS = WALKBOOKS * PER_WALKBOOK;
const P99_CANVASSERS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SINGLE_VISITS = 40;
const phases = (process.env.BENCH_DOOR_PHASES ?? 'pglite,postgres').split(',');
const RESULTS = ['contacted', 'not_home', 'refused', 'contacted', 'moved'] as const;

type Book = { id: string; voters: string[]; canvassers: Actor[] };

/** The district (2.5 voters a household, 50 precincts), a survey and one walkbook a precinct. */
const district = async (target: BenchTarget, withCanvassers: boolean) => {
  const { db } = target.database;
  const lead = target.actor;
  await db.execute(sql`
    insert into voters (campaign_id, state_voter_id, first_name, last_name, party, precinct, household_key,
                        res_street, res_city, lat, lng)
    select ${lead.campaignId}::uuid, 'B' || g, 'Voter' || g, 'Doe', (array['DEM','REP','UNA'])[1 + g % 3],
           'P' || lpad((g % ${WALKBOOKS})::text, 2, '0'), md5((g * 2 / 5)::text), (g * 2 / 5) || ' Main St',
           'Raleigh', 35.7 + (g % 1000) / 10000.0, -78.6 - (g / 1000) / 10000.0
    from generate_series(1, ${VOTERS}) g`);
  await db.execute(sql`analyze voters`);
  const survey = await createSurvey(db, lead, {
    name: 'Door survey',
    questions: [{ text: 'Support?', kind: 'single_choice', answers: [{ text: 'Yes' }, { text: 'No' }] }],
  });
  const books: Book[] = [];
  for (let w = 0; w < WALKBOOKS; w += 1) {
    const canvassers: Actor[] = [];
    for (let c = 0; withCanvassers && c < PER_WALKBOOK; c += 1) canvassers.push(await volunteer(db, lead));
    const precinct = `P${String(w).padStart(2, '0')}`;
    const where = sql`campaign_id = ${lead.campaignId}::uuid and precinct = ${precinct}`;
    const cut = await cutWalkbook(
      db,
      lead,
      { name: precinct, surveyId: survey.id, filterParams: {} },
      { where, count: null },
      canvassers.map((c) => c.userId),
    );
    const ids = await db.execute<{ id: string }>(sql`select id from voters where ${where} order by id`);
    books.push({ id: cut.id, voters: ids.rows.map((r) => r.id), canvassers });
  }
  await db.execute(sql`analyze`);
  const question = survey.questions[0]!;
  const answer = question.answers[0]!;
  /** A visit body: every other one answers the survey. */
  const body = (book: Book, voterId: string, n: number) => ({
    id: book.id,
    campaign_id: lead.campaignId,
    voter_id: voterId,
    touch_result: RESULTS[n % RESULTS.length]!,
    notes: null,
    survey_responses: n % 2 === 0 ? [{ question_id: question.id, answer_ids: [answer.id] }] : [],
  });
  return { books, body };
};

const volunteer = (db: Db, lead: Actor): Promise<Actor> =>
  benchVolunteer(db, lead.campaignId, 'D', 'Canvasser');

/** Runs `loops` closed loops of `step` for SECONDS; answers operations per second and each one's latency. */
const closedLoops = async (loops: number, step: (loop: number, n: number) => Promise<unknown>) => {
  const latencies: number[] = [];
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let n = 0; performance.now() < end; n += 1) {
        const began = performance.now();
        await step(loop, n);
        latencies.push(performance.now() - began);
      }
    }),
  );
  return { perSecond: Math.round((latencies.length / (performance.now() - start)) * 1000), latencies };
};

const rows: (string | number)[][] = [['door visits', 'visits', 'per second', 'p50 ms', 'p99 ms', 'ratio']];

if (phases.includes('pglite')) {
  const target = await openTarget('pglite', '');
  try {
    const { books, body } = await district(target, false);
    const book = books[0]!;
    const times: number[] = [];
    for (let n = 0; n < SINGLE_VISITS; n += 1) {
      const began = performance.now();
      await recordVisit(target.database.db, target.actor, body(book, book.voters[n]!, n));
      times.push(performance.now() - began);
    }
    rows.push([
      `PGlite, ${String(VOTERS)} voters: single visits`,
      times.length,
      '',
      Math.round(median(times) * 10) / 10,
      percentile(times, 99),
      '',
    ]);
  } finally {
    await target.close();
  }
}

if (phases.includes('postgres')) {
  const target = await openTarget(
    'postgres',
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const raw = new pg.Pool({ connectionString: target.url, max: 20 });
  try {
    const { db } = target.database;
    const { books, body } = await district(target, true);
    await raw.query(`create table raw_visits (id uuid primary key default gen_random_uuid(), walkbook_id uuid,
                       voter_id uuid, touch_result text, visited_at timestamptz not null default now());
                     create table raw_walkbooks (id uuid primary key, touches int not null default 0);
                     insert into raw_walkbooks (id) select id from walkbooks`);
    /** The raw transaction: one row in, one walkbook row's count up, over 20 connections. */
    const rawRun = () =>
      closedLoops(20, async (loop, n) => {
        const book = books[(loop + n) % WALKBOOKS]!;
        const client = await raw.connect();
        try {
          await client.query('begin');
          await client.query(
            'insert into raw_visits (walkbook_id, voter_id, touch_result) values ($1, $2, $3)',
            [book.id, book.voters[n % book.voters.length], 'contacted'],
          );
          await client.query('update raw_walkbooks set touches = touches + 1 where id = $1', [book.id]);
          await client.query('commit');
        } finally {
          client.release();
        }
      });
    // Each canvasser walks its share of its walkbook's voters (canvasser c of a book takes every 4th).
    const next = new Map<Actor, number>();
    const visitRun = (canvassers: { book: Book; actor: Actor; share: number }[]) =>
      closedLoops(canvassers.length, async (loop) => {
        const { book, actor, share } = canvassers[loop]!;
        const n = next.get(actor) ?? 0;
        next.set(actor, n + 1);
        const voter = book.voters[(share + n * PER_WALKBOOK) % book.voters.length]!;
        await recordVisit(db, actor, body(book, voter, n));
      });
    const everyone = books.flatMap((book) => book.canvassers.map((actor, share) => ({ book, actor, share })));
    const rawBefore = await rawRun();
    const visits = await visitRun(everyone);
    const rawAfter = await rawRun();
    const rawPerSecond = Math.round((rawBefore.perSecond + rawAfter.perSecond) / 2);
    const twenty = await visitRun(everyone.filter((c) => c.share === 0).slice(0, P99_CANVASSERS));
    const ratio = Math.round((visits.perSecond / rawPerSecond) * 1000) / 1000;
    rows.push(
      [
        'PostgreSQL raw transaction (insert one row, update one), 20 connections',
        rawBefore.latencies.length + rawAfter.latencies.length,
        rawPerSecond,
        percentile([...rawBefore.latencies, ...rawAfter.latencies], 50),
        percentile([...rawBefore.latencies, ...rawAfter.latencies], 99),
        '',
      ],
      [
        `PostgreSQL, ${String(VOTERS)} voters: ${String(CANVASSERS)} canvassers at once`,
        visits.latencies.length,
        visits.perSecond,
        percentile(visits.latencies, 50),
        percentile(visits.latencies, 99),
        ratio,
      ],
      [
        `PostgreSQL: ${String(P99_CANVASSERS)} canvassers at once`,
        twenty.latencies.length,
        twenty.perSecond,
        percentile(twenty.latencies, 50),
        percentile(twenty.latencies, 99),
        '',
      ],
    );
  } finally {
    await raw.end();
    await target.close();
  }
}

console.log(table(rows));
