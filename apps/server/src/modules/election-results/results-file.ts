import { parse } from 'csv-parse/sync';
import {
  REQUIRED_RESULT_FIELDS,
  type RejectedResultRow,
  type ResultField,
  type ResultsImportFields,
  type ResultsMapping,
} from '@groundwork/shared/contracts/election-results';
import { badRequest } from '../../errors.ts';
import { assertTextFile, csvReadError, detectDelimiter, detectEncoding } from '../../lib/csv/file-sniff.ts';
import { proposeResultsMapping } from './results-mapping.ts';

export interface PrecinctTally {
  ballotsCast: number | null;
  registered: number | null;
  isReal: boolean;
  line: number;
}
export interface ParsedChoice {
  party: string | null;
  votes: Map<string, number>;
}
export interface ParsedContest {
  name: string;
  voteFor: number;
  choices: Map<string, ParsedChoice>;
}
export interface ParsedElection {
  date: string;
  name: string;
  code: string | null;
  /** In the order of the file. */
  contests: Map<string, ParsedContest>;
  precincts: Map<string, PrecinctTally>;
  rows: number;
}
export interface ParsedResults {
  header: string[];
  mapping: ResultsMapping;
  missing: ResultField[];
  counties: string[];
  rowsRead: number;
  rowsSkipped: number;
  rejected: RejectedResultRow[];
  /** Oldest first. */
  elections: ParsedElection[];
}

const LABELS = {
  contest: 'Contest',
  choice: 'Choice',
  precinct: 'Precinct',
  votes: 'Votes',
  vote_for: 'Vote for',
  ballots_cast: 'Ballots cast',
  registered: 'Registered',
} as const satisfies Partial<Record<ResultField, string>>;

/** A date as YYYY-MM-DD, from YYYY-MM-DD, MM/DD/YYYY or YYYYMMDD; null when it is none of these. */
export const parseElectionDate = (value: string): string | null => {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : us
      ? [us[3], us[1], us[2]]
      : compact
        ? [compact[1], compact[2], compact[3]]
        : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
};

/** A whole, non-negative count ("1,204" reads as 1204); null otherwise. */
const parseCount = (value: string): number | null => {
  const digits = value.replace(/[,\s]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
};

const NOT_REAL = new Set(['N', 'NO', 'FALSE', '0']);

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const defaultName = (date: string) => `Election of ${longDate.format(new Date(`${date}T00:00:00Z`))}`;

const readRecords = (buffer: Buffer) => {
  assertTextFile(buffer, 'results file');
  const text = buffer.toString(detectEncoding(buffer) === 'utf-8' ? 'utf8' : 'latin1').replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(text.slice(0, text.search(/\r?\n|$/)));
  try {
    return parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    throw csvReadError(error, 'results file', text, delimiter);
  }
};

/** Why a row cannot be read, or null. */
const rowProblem = (cell: (field: ResultField) => string): string | null => {
  for (const field of REQUIRED_RESULT_FIELDS) if (!cell(field)) return `No ${LABELS[field].toLowerCase()}`;
  for (const field of ['votes', 'vote_for', 'ballots_cast', 'registered'] as const) {
    if (cell(field) && parseCount(cell(field)) === null)
      return `${LABELS[field]} "${cell(field)}" is not a whole number`;
  }
  if (cell('vote_for') && parseCount(cell('vote_for')) === 0) return 'Vote for must be 1 or more';
  return null;
};

/** What the import still needs (see `missing_fields` in the contract). */
const missingFields = (
  fields: ResultsMapping['fields'],
  options: ResultsImportFields,
  counties: string[],
) => {
  const missing: ResultField[] = REQUIRED_RESULT_FIELDS.filter((field) => fields[field] === undefined);
  if (fields.election_date === undefined && !options.election_date) missing.push('election_date');
  if (counties.length > 1 && !options.county) missing.push('county');
  return missing;
};

/**
 * Adds a readable row to its election, contest, choice and precinct; returns why it cannot be added (a
 * second result for the same choice and precinct, or counts that differ from an earlier row), or null.
 */
const addRow = (
  elections: Map<string, ParsedElection>,
  seen: Map<string, number>,
  { date, cell, line }: { date: string; cell: (field: ResultField) => string; line: number },
): string | null => {
  const [contestName, choiceName, precinct] = [cell('contest'), cell('choice'), cell('precinct')];
  const key = [date, contestName, choiceName, precinct].join('\u0000');
  const firstLine = seen.get(key);
  if (firstLine !== undefined)
    return `A second result for ${choiceName} in ${contestName}, precinct ${precinct} (first on line ${firstLine})`;
  const election = elections.get(date) ?? {
    date,
    name: '',
    code: null,
    contests: new Map<string, ParsedContest>(),
    precincts: new Map<string, PrecinctTally>(),
    rows: 0,
  };
  const ballotsCast = cell('ballots_cast') ? parseCount(cell('ballots_cast')) : null;
  const registered = cell('registered') ? parseCount(cell('registered')) : null;
  const tally = election.precincts.get(precinct);
  const conflict = (
    [
      ['Ballots cast', ballotsCast, tally?.ballotsCast],
      ['Registered', registered, tally?.registered],
    ] as const
  ).find(([, value, before]) => value !== null && before != null && value !== before);
  if (conflict && tally) {
    const [label, value, before] = conflict;
    return `${label} ${String(value)} differs from ${String(before)} given for precinct ${precinct} on line ${tally.line}`;
  }
  seen.set(key, line);
  elections.set(date, election);
  election.rows += 1;
  election.name ||= cell('election_name');
  election.code ??= cell('election_code') || null;
  election.precincts.set(precinct, {
    ballotsCast: tally?.ballotsCast ?? ballotsCast,
    registered: tally?.registered ?? registered,
    isReal: (tally?.isReal ?? true) && !NOT_REAL.has(cell('real_precinct').toUpperCase()),
    line: tally?.line ?? line,
  });
  const contest = election.contests.get(contestName) ?? {
    name: contestName,
    voteFor: parseCount(cell('vote_for')) ?? 1,
    choices: new Map<string, ParsedChoice>(),
  };
  election.contests.set(contestName, contest);
  const choice = contest.choices.get(choiceName) ?? { party: null, votes: new Map<string, number>() };
  choice.party ??= cell('party') || null;
  choice.votes.set(precinct, parseCount(cell('votes')) ?? 0);
  contest.choices.set(choiceName, choice);
  return null;
};

/**
 * Reads a results file (CSV or tab-separated; UTF-8 or Latin-1) into elections, contests, choices and
 * precinct tallies, rejecting bad rows with their line and reason. Nothing is written.
 */
export const readResultsFile = (buffer: Buffer, options: ResultsImportFields): ParsedResults => {
  const [head, ...rows] = readRecords(buffer);
  const header = (head?.record ?? []).map((name) => name.trim());
  if (header.length < 2) throw badRequest('The file has no header row with column names');
  const mapping = options.mapping ?? proposeResultsMapping(header);
  const { fields } = mapping;
  if (Object.values(fields).some((index) => index >= header.length))
    throw badRequest('The mapping names a column the file does not have');

  const cellOf = (record: string[]) => (field: ResultField) => {
    const index = fields[field];
    return index === undefined ? '' : (record[index] ?? '').trim();
  };
  const counties =
    fields.county === undefined
      ? []
      : [...new Set(rows.map(({ record }) => cellOf(record)('county').toUpperCase()))].filter(Boolean).sort();
  const missing = missingFields(fields, options, counties);
  const result: ParsedResults = {
    header,
    mapping,
    missing,
    counties,
    rowsRead: rows.length,
    rowsSkipped: 0,
    rejected: [],
    elections: [],
  };
  if (missing.length > 0) return result;

  const county = options.county?.toUpperCase();
  const elections = new Map<string, ParsedElection>();
  const seen = new Map<string, number>();
  for (const { record, info } of rows) {
    const cell = cellOf(record);
    if (county && fields.county !== undefined && cell('county').toUpperCase() !== county) {
      result.rowsSkipped += 1;
      continue;
    }
    const rawDate = cell('election_date');
    const date = rawDate ? parseElectionDate(rawDate) : (options.election_date ?? null);
    const problem = rowProblem(cell);
    if (problem || !date) {
      const dateProblem = rawDate
        ? `Election date "${rawDate}" is not a date (use YYYY-MM-DD or MM/DD/YYYY)`
        : 'No election date';
      result.rejected.push({ line: info.lines, reason: problem ?? dateProblem });
      continue;
    }
    const reason = addRow(elections, seen, { date, cell, line: info.lines });
    if (reason) result.rejected.push({ line: info.lines, reason });
  }
  result.elections = [...elections.values()]
    .map((e) => ({ ...e, name: e.name || options.election_name || e.code || defaultName(e.date) }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return result;
};
