import type { ResultField, ResultsMapping } from '@groundwork/shared/contracts/election-results';
import { normalizeHeader } from '../voter-imports/column-mapping.ts';

/**
 * North Carolina's `results_pct` files: County, Election Date, Precinct, Contest Group ID, Contest Type,
 * Contest Name, Choice, Choice Party, Vote For, Election Day, One Stop, Absentee by Mail, Provisional,
 * Total Votes, Real Precinct. The vote-method columns add up to Total Votes, which is imported.
 */
const NC_RESULTS_PCT: Partial<Record<ResultField, string>> = {
  county: 'county',
  election_date: 'election_date',
  precinct: 'precinct',
  contest: 'contest_name',
  choice: 'choice',
  party: 'choice_party',
  vote_for: 'vote_for',
  votes: 'total_votes',
  real_precinct: 'real_precinct',
};

/** Other files: common names for each field (normalised: lower case, `_` for spaces), most specific first. */
const SYNONYMS: Record<ResultField, string[]> = {
  election_name: ['election_name', 'election', 'election_title', 'election_desc', 'election_description'],
  election_code: ['election_code', 'election_id', 'election_cd'],
  election_date: ['election_date', 'election_dt', 'date'],
  contest: ['contest_name', 'contest', 'race', 'race_name', 'office', 'contest_title', 'measure'],
  choice: ['choice', 'candidate', 'candidate_name', 'choice_name', 'option', 'selection', 'response'],
  party: ['choice_party', 'party', 'party_cd', 'candidate_party', 'party_code'],
  precinct: ['precinct', 'precinct_code', 'precinct_abbrv', 'precinct_id', 'prec_id', 'pct', 'precinct_name'],
  votes: ['total_votes', 'votes', 'vote_count', 'vote_total', 'total', 'count'],
  vote_for: ['vote_for', 'votefor', 'number_to_elect', 'seats'],
  ballots_cast: ['ballots_cast', 'ballots', 'total_ballots', 'ballots_cast_total'],
  registered: ['registered', 'registered_voters', 'registration', 'reg_voters', 'total_registered'],
  county: ['county', 'county_name', 'county_desc'],
  real_precinct: ['real_precinct', 'is_real_precinct'],
};

/** Proposes how the file's columns fill result fields, from its header alone. */
export const proposeResultsMapping = (header: string[]): ResultsMapping => {
  const names = header.map(normalizeHeader);
  const ncColumns = Object.values(NC_RESULTS_PCT);
  if (ncColumns.every((column) => names.includes(column))) {
    const fields: ResultsMapping['fields'] = {};
    for (const [field, column] of Object.entries(NC_RESULTS_PCT) as [ResultField, string][]) {
      fields[field] = names.indexOf(column);
    }
    return { layout: 'nc_results_pct', fields };
  }
  const fields: ResultsMapping['fields'] = {};
  const taken = new Set<number>();
  for (const [field, synonyms] of Object.entries(SYNONYMS) as [ResultField, string[]][]) {
    const index = synonyms
      .map((s) => names.findIndex((n, i) => n === s && !taken.has(i)))
      .find((i) => i >= 0);
    if (index !== undefined) {
      fields[field] = index;
      taken.add(index);
    }
  }
  return { layout: 'generic', fields };
};
