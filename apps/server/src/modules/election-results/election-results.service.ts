import {
  MAX_REJECTED_LISTED,
  type ContestResult,
  type Election,
  type ElectionResults,
  type PrecinctResults,
  type PrecinctShapes,
  type ResultField,
  type ResultsImportFields,
  type ResultsImportReport,
  type ShapesImportFields,
  type ShapesImportReport,
} from '@groundwork/shared/contracts/election-results';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import * as repo from './election-results.repository.ts';
import type { UploadedFile } from './multipart-form.ts';
import { precinctRows, rankChoices } from './results-arithmetic.ts';
import { readResultsFile } from './results-file.ts';
import { readShapesFile } from './shapes-file.ts';

/** Services act in one campaign; the demo seed calls them with the campaign alone. */
type CampaignActor = Pick<Actor, 'campaignId'>;

const RESULTS_FILE = /\.(csv|tsv|txt)$/i;
const SHAPES_FILE = /\.(geojson|json)$/i;

const toElection = (row: repo.ElectionRow): Election => ({
  id: row.id,
  campaign_id: row.campaignId,
  name: row.name,
  code: row.code,
  election_date: row.electionDate,
  contest_count: Number(row.contestCount),
  precinct_count: Number(row.precinctCount),
  imported_at: row.importedAt.toISOString(),
});

const COLUMN_NAMES: Partial<Record<ResultField, string>> = {
  contest: 'contest',
  choice: 'choice',
  precinct: 'precinct',
  votes: 'votes',
};

/** Why the file cannot be imported yet, in words (see `missing_fields`). */
const missingDetail = (missing: ResultField[], counties: string[]) => {
  const columns = missing.flatMap((field) => COLUMN_NAMES[field] ?? []);
  return [
    columns.length > 0 ? `Choose the column that holds the ${columns.join(', the ')}` : '',
    missing.includes('election_date')
      ? 'Choose the column that holds the election date, or give the date'
      : '',
    missing.includes('county')
      ? `The file holds results from ${counties.length} counties (${counties.slice(0, 5).join(', ')}${counties.length > 5 ? ', …' : ''}): choose the county to import`
      : '',
  ]
    .filter(Boolean)
    .join('. ');
};

/**
 * Imports a results file in one transaction: each election in it (known by its date) is created or has its
 * results replaced, so importing a file again changes nothing. A dry run reads and reports only.
 */
export const importElectionResults = async (
  db: Db,
  actor: CampaignActor,
  file: UploadedFile,
  fields: ResultsImportFields,
  dryRun = false,
): Promise<ResultsImportReport> => {
  if (!RESULTS_FILE.test(file.fileName))
    throw badRequest('The results file must be a .csv, .tsv or .txt file');
  const parsed = readResultsFile(file.buffer, fields);
  if (!dryRun && parsed.missing.length > 0) throw badRequest(missingDetail(parsed.missing, parsed.counties));
  if (!dryRun && parsed.rowsRead === 0) throw badRequest('The file has no rows after its header');
  if (!dryRun && parsed.elections.length === 0) {
    const [first] = parsed.rejected;
    throw new AppError(
      'VALIDATION_FAILED',
      first
        ? `No row could be imported (${parsed.rejected.length} rejected; line ${first.line}: ${first.reason})`
        : `No row of the file is in ${fields.county ?? 'the chosen county'}`,
      parsed.rejected.slice(0, 20).map((r) => ({ path: `line ${r.line}`, message: r.reason })),
    );
  }
  const existing = await repo.electionsByDate(
    db,
    actor.campaignId,
    parsed.elections.map((e) => e.date),
  );
  const ids = dryRun
    ? new Map<string, string>()
    : await db.transaction(async (tx) => {
        const written = new Map<string, string>();
        for (const election of parsed.elections)
          written.set(election.date, await repo.writeElection(tx, actor.campaignId, election));
        return written;
      });
  return {
    dry_run: dryRun,
    file_name: file.fileName.slice(0, 200),
    header: parsed.header,
    mapping: parsed.mapping,
    missing_fields: parsed.missing,
    counties: parsed.counties,
    rows_read: parsed.rowsRead,
    rows_imported: parsed.elections.reduce((sum, e) => sum + e.rows, 0),
    rows_rejected: parsed.rejected.length,
    rows_skipped: parsed.rowsSkipped,
    elections: parsed.elections.map((e) => ({
      id: ids.get(e.date) ?? null,
      name: e.name,
      code: e.code,
      election_date: e.date,
      contests: e.contests.size,
      precincts: e.precincts.size,
      rows: e.rows,
      replaced: existing.has(e.date),
    })),
    rejected: parsed.rejected.slice(0, MAX_REJECTED_LISTED),
  };
};

export const listElections = async (db: Db, actor: CampaignActor): Promise<Election[]> =>
  (await repo.listElections(db, actor.campaignId)).map(toElection);

const electionOrThrow = async (db: Db, actor: CampaignActor, id: string) => {
  const row = await repo.findElection(db, actor.campaignId, id);
  if (!row) throw notFound('Election');
  return row;
};

/** Each contest with its choices' votes, shares and winners. */
const contestResults = async (db: Db, electionId: string): Promise<ContestResult[]> => {
  const contests = new Map<
    string,
    Omit<ContestResult, 'choices' | 'total_votes'> & { totals: repo.ChoiceTotalRow[] }
  >();
  for (const row of await repo.contestTotals(db, electionId)) {
    const contest = contests.get(row.contestId) ?? {
      id: row.contestId,
      name: row.contestName,
      vote_for: row.voteFor,
      precinct_count: Number(row.precincts),
      totals: [],
    };
    contest.totals.push(row);
    contests.set(row.contestId, contest);
  }
  return [...contests.values()].map(({ totals, ...contest }) => ({
    ...contest,
    total_votes: totals.reduce((sum, t) => sum + Number(t.votes), 0),
    choices: rankChoices(
      totals.map((t) => ({ id: t.choiceId, name: t.choiceName, party: t.party, votes: Number(t.votes) })),
      contest.vote_for,
    ),
  }));
};

export const getElectionResults = async (
  db: Db,
  actor: CampaignActor,
  id: string,
): Promise<ElectionResults> => {
  const election = await electionOrThrow(db, actor, id);
  return { election: toElection(election), contests: await contestResults(db, election.id) };
};

export const getPrecinctResults = async (
  db: Db,
  actor: CampaignActor,
  contestId: string,
): Promise<PrecinctResults> => {
  const found = await repo.findContest(db, actor.campaignId, contestId);
  if (!found) throw notFound('Contest');
  const [election, contests, votes, tallyRows, largest] = await Promise.all([
    electionOrThrow(db, actor, found.electionId),
    contestResults(db, found.electionId),
    repo.contestVotes(db, contestId),
    repo.precinctTallies(db, found.electionId),
    repo.largestContestBallots(db, found.electionId),
  ]);
  const contest = contests.find((c) => c.id === contestId);
  if (!contest) throw notFound('Contest');
  const tallies = new Map(tallyRows.map((t) => [t.precinct, t]));
  const needVoterCounts = [...new Set(votes.map((v) => v.precinct))].filter((p) => {
    const tally = tallies.get(p);
    return tally?.registered == null && tally?.isReal !== false;
  });
  return {
    election: toElection(election),
    contest,
    precincts: precinctRows({
      choiceIds: contest.choices.map((c) => c.id),
      votes,
      tallies,
      largestContestBallots: largest,
      voterCounts: await repo.voterCounts(db, actor.campaignId, needVoterCounts),
    }),
  };
};

export const deleteElection = async (db: Db, actor: CampaignActor, id: string) => {
  const election = await electionOrThrow(db, actor, id);
  await repo.deleteElection(db, election.id);
  return { detail: `Election ${election.name} deleted` };
};

/** Replaces the campaign's precinct shapes with the file's (features it cannot use are reported). */
export const importPrecinctShapes = async (
  db: Db,
  actor: CampaignActor,
  file: UploadedFile,
  fields: ShapesImportFields,
): Promise<ShapesImportReport> => {
  if (!SHAPES_FILE.test(file.fileName)) throw badRequest('The shapes file must be a .geojson or .json file');
  const parsed = readShapesFile(file.buffer, fields);
  await db.transaction((tx) => repo.replaceShapes(tx, actor.campaignId, parsed.shapes));
  return {
    property: parsed.property,
    imported: parsed.shapes.length,
    matched: await repo.countMatchedShapes(db, actor.campaignId),
    skipped: parsed.skipped.slice(0, MAX_REJECTED_LISTED),
  };
};

export const getPrecinctShapes = async (db: Db, actor: CampaignActor): Promise<PrecinctShapes> => ({
  type: 'FeatureCollection',
  features: (await repo.listShapes(db, actor.campaignId)).map((row) => ({
    type: 'Feature',
    properties: { precinct: row.precinct },
    geometry: row.geometry,
  })),
});
