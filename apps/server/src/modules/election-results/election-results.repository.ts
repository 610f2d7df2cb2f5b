import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { PrecinctGeometry } from '@groundwork/shared/contracts/election-results';
import type { ParsedElection } from './results-file.ts';
import {
  electionChoices,
  electionContests,
  electionPrecincts,
  electionResults,
  elections,
  precinctShapes,
  voters,
} from '../../db/schema/index.ts';

const CHUNK = 1000;

/** Inserts many rows, a chunk at a time (a statement holds at most 65,535 parameters). */
const insertChunked = async <T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][]) => {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(table).values(rows.slice(i, i + CHUNK));
};

const electionColumns = {
  id: elections.id,
  campaignId: elections.campaignId,
  name: elections.name,
  code: elections.code,
  electionDate: elections.electionDate,
  importedAt: elections.importedAt,
  contestCount: sql<number>`(select count(*)::int from ${electionContests} c where c.election_id = ${elections}.id)`,
  precinctCount: sql<number>`(select count(*)::int from ${electionPrecincts} p where p.election_id = ${elections}.id)`,
};

/** The campaign's elections, newest first, with how many contests and precincts each holds. */
export const listElections = (db: DbOrTx, campaignId: string) =>
  db
    .select(electionColumns)
    .from(elections)
    .where(eq(elections.campaignId, campaignId))
    .orderBy(desc(elections.electionDate));

export const findElection = async (db: DbOrTx, campaignId: string, id: string) => {
  const [row] = await db
    .select(electionColumns)
    .from(elections)
    .where(and(eq(elections.campaignId, campaignId), eq(elections.id, id)));
  return row;
};

export type ElectionRow = NonNullable<Awaited<ReturnType<typeof findElection>>>;

/** The election of these dates already imported, by date. */
export const electionsByDate = async (db: DbOrTx, campaignId: string, dates: string[]) => {
  const rows = await db
    .select({ id: elections.id, electionDate: elections.electionDate })
    .from(elections)
    .where(and(eq(elections.campaignId, campaignId), inArray(elections.electionDate, dates)));
  return new Map(rows.map((r) => [r.electionDate, r.id]));
};

/** Creates the election of this date, or renames the one there and empties it of results. */
const resetElection = async (
  tx: DbOrTx,
  values: { campaignId: string; name: string; code: string | null; electionDate: string },
) => {
  const [row] = await tx
    .insert(elections)
    .values(values)
    .onConflictDoUpdate({
      target: [elections.campaignId, elections.electionDate],
      set: { name: values.name, code: values.code, importedAt: sql`now()` },
    })
    .returning({ id: elections.id });
  if (!row) throw new Error('upsert returned no row');
  await tx.delete(electionContests).where(eq(electionContests.electionId, row.id));
  await tx.delete(electionPrecincts).where(eq(electionPrecincts.electionId, row.id));
  return row.id;
};

/** Replaces the election of that date (or creates it) with the file's contests, choices and precincts. */
export const writeElection = async (tx: DbOrTx, campaignId: string, election: ParsedElection) => {
  const id = await resetElection(tx, {
    campaignId,
    name: election.name,
    code: election.code,
    electionDate: election.date,
  });
  const contests = [...election.contests.values()];
  const insertedContests = await tx
    .insert(electionContests)
    .values(contests.map((c, position) => ({ electionId: id, name: c.name, voteFor: c.voteFor, position })))
    .returning({ id: electionContests.id, name: electionContests.name });
  const contestIds = new Map(insertedContests.map((row) => [row.name, row.id]));
  const choiceRows = contests.flatMap((contest) =>
    [...contest.choices.entries()].map(([name, choice]) => ({
      contestId: contestIds.get(contest.name) ?? '',
      name,
      party: choice.party,
    })),
  );
  const insertedChoices = await tx
    .insert(electionChoices)
    .values(choiceRows)
    .returning({ id: electionChoices.id, contestId: electionChoices.contestId, name: electionChoices.name });
  const choiceIds = new Map(insertedChoices.map((row) => [`${row.contestId}\u0000${row.name}`, row.id]));
  await insertChunked(
    tx,
    electionResults,
    contests.flatMap((contest) => {
      const contestId = contestIds.get(contest.name) ?? '';
      return [...contest.choices.entries()].flatMap(([name, choice]) =>
        [...choice.votes.entries()].map(([precinct, votes]) => ({
          contestId,
          choiceId: choiceIds.get(`${contestId}\u0000${name}`) ?? '',
          precinct,
          votes,
        })),
      );
    }),
  );
  await insertChunked(
    tx,
    electionPrecincts,
    [...election.precincts.entries()].map(([precinct, tally]) => ({
      electionId: id,
      precinct,
      ballotsCast: tally.ballotsCast,
      registered: tally.registered,
      isReal: tally.isReal,
    })),
  );
  return id;
};

export const deleteElection = (db: DbOrTx, id: string) => db.delete(elections).where(eq(elections.id, id));

/** Every choice of the election's contests with its votes, contests in file order. */
export const contestTotals = (db: DbOrTx, electionId: string) =>
  db
    .select({
      contestId: electionContests.id,
      contestName: electionContests.name,
      voteFor: electionContests.voteFor,
      choiceId: electionChoices.id,
      choiceName: electionChoices.name,
      party: electionChoices.party,
      votes: sql<number>`coalesce(sum(${electionResults.votes}), 0)::int`,
      precincts: sql<number>`(select count(distinct r.precinct)::int from ${electionResults} r where r.contest_id = ${electionContests}.id)`,
    })
    .from(electionContests)
    .innerJoin(electionChoices, eq(electionChoices.contestId, electionContests.id))
    .leftJoin(electionResults, eq(electionResults.choiceId, electionChoices.id))
    .where(eq(electionContests.electionId, electionId))
    .groupBy(electionContests.id, electionChoices.id)
    .orderBy(asc(electionContests.position));

export type ChoiceTotalRow = Awaited<ReturnType<typeof contestTotals>>[number];

/** A contest of one of the campaign's elections. */
export const findContest = async (db: DbOrTx, campaignId: string, contestId: string) => {
  const [row] = await db
    .select({ id: electionContests.id, electionId: electionContests.electionId })
    .from(electionContests)
    .innerJoin(elections, eq(elections.id, electionContests.electionId))
    .where(and(eq(electionContests.id, contestId), eq(elections.campaignId, campaignId)));
  return row;
};

export const contestVotes = (db: DbOrTx, contestId: string) =>
  db
    .select({
      choiceId: electionResults.choiceId,
      precinct: electionResults.precinct,
      votes: electionResults.votes,
    })
    .from(electionResults)
    .where(eq(electionResults.contestId, contestId));

export const precinctTallies = (db: DbOrTx, electionId: string) =>
  db
    .select({
      precinct: electionPrecincts.precinct,
      ballotsCast: electionPrecincts.ballotsCast,
      registered: electionPrecincts.registered,
      isReal: electionPrecincts.isReal,
    })
    .from(electionPrecincts)
    .where(eq(electionPrecincts.electionId, electionId));

/** Per precinct, the most ballots any contest of the election implies: its votes ÷ vote for, rounded up. */
export const largestContestBallots = async (db: DbOrTx, electionId: string) => {
  const result = await db.execute<{ precinct: string; ballots: number }>(sql`
    select precinct, max(ballots)::int as ballots from (
      select r.precinct, ceil(sum(r.votes)::numeric / c.vote_for) as ballots
      from ${electionResults} r join ${electionContests} c on c.id = r.contest_id
      where c.election_id = ${electionId}
      group by r.precinct, c.id
    ) as per_contest group by precinct`);
  return new Map(result.rows.map((r) => [r.precinct, Number(r.ballots)]));
};

/**
 * The campaign's registered voters in each of these precincts (the voter file's precinct code, matched
 * exactly): a voter the latest file no longer lists (removed, decision 0068) is not counted.
 */
export const voterCounts = async (db: DbOrTx, campaignId: string, precincts: string[]) => {
  if (precincts.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ precinct: voters.precinct, count: sql<number>`count(*)::int` })
    .from(voters)
    .where(
      and(eq(voters.campaignId, campaignId), inArray(voters.precinct, precincts), isNull(voters.removedAt)),
    )
    .groupBy(voters.precinct);
  return new Map(rows.map((r) => [r.precinct ?? '', Number(r.count)]));
};

export const replaceShapes = async (
  tx: DbOrTx,
  campaignId: string,
  rows: { precinct: string; geometry: PrecinctGeometry }[],
) => {
  await tx.delete(precinctShapes).where(eq(precinctShapes.campaignId, campaignId));
  await insertChunked(
    tx,
    precinctShapes,
    rows.map((r) => ({ ...r, campaignId })),
  );
};

export const listShapes = (db: DbOrTx, campaignId: string) =>
  db
    .select({ precinct: precinctShapes.precinct, geometry: precinctShapes.geometry })
    .from(precinctShapes)
    .where(eq(precinctShapes.campaignId, campaignId))
    .orderBy(asc(precinctShapes.precinct));

/** How many of the campaign's shapes name a precinct of one of its elections. */
export const countMatchedShapes = async (db: DbOrTx, campaignId: string) => {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${precinctShapes} s
    where s.campaign_id = ${campaignId} and exists (
      select 1 from ${electionPrecincts} p join ${elections} e on e.id = p.election_id
      where e.campaign_id = ${campaignId} and p.precinct = s.precinct)`);
  return Number(result.rows[0]?.n ?? 0);
};
