import type { ChoiceResult, PrecinctResult } from '@groundwork/shared/contracts/election-results';

export interface ChoiceTotal {
  id: string;
  name: string;
  party: string | null;
  votes: number;
}

/** Most votes first, with each choice's share of the contest and its winners (ties at the cut all win). */
export const rankChoices = (choices: readonly ChoiceTotal[], voteFor: number): ChoiceResult[] => {
  const total = choices.reduce((sum, c) => sum + c.votes, 0);
  const ranked = [...choices].sort((a, b) => b.votes - a.votes || a.name.localeCompare(b.name));
  const cut = ranked[Math.min(voteFor, ranked.length) - 1]?.votes ?? 0;
  return ranked.map((c) => ({
    ...c,
    share: total > 0 ? c.votes / total : 0,
    is_winner: c.votes > 0 && c.votes >= cut,
  }));
};

export interface PrecinctTallyRow {
  ballotsCast: number | null;
  registered: number | null;
  isReal: boolean;
}

export interface PrecinctInputs {
  choiceIds: readonly string[];
  /** This contest's votes. */
  votes: readonly { choiceId: string; precinct: string; votes: number }[];
  /** The election's precincts as imported. */
  tallies: ReadonlyMap<string, PrecinctTallyRow>;
  /** Per precinct, the most ballots any contest of the election implies (its votes ÷ vote for, rounded up). */
  largestContestBallots: ReadonlyMap<string, number>;
  /** The campaign's voters per precinct code. */
  voterCounts: ReadonlyMap<string, number>;
}

const byCode = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/**
 * One row per precinct of the contest: votes per choice, the leader and its margin over the runner-up, and
 * turnout (ballots cast ÷ registered). Ballots fall back to the largest contest's votes and registered to the
 * voter file when the results file gave neither; tallies that are no place (absentee) have no turnout.
 */
export const precinctRows = (inputs: PrecinctInputs): PrecinctResult[] => {
  const byPrecinct = new Map<string, Record<string, number>>();
  for (const row of inputs.votes) {
    const votes = byPrecinct.get(row.precinct) ?? Object.fromEntries(inputs.choiceIds.map((id) => [id, 0]));
    votes[row.choiceId] = row.votes;
    byPrecinct.set(row.precinct, votes);
  }
  return [...byPrecinct.entries()]
    .sort(([a], [b]) => byCode(a, b))
    .map(([precinct, votes]) => {
      const ranked = Object.entries(votes).sort(([, a], [, b]) => b - a);
      const total = ranked.reduce((sum, [, v]) => sum + v, 0);
      const [first, second] = ranked;
      const lead = (first?.[1] ?? 0) - (second?.[1] ?? 0);
      const tally = inputs.tallies.get(precinct);
      const isReal = tally?.isReal ?? true;
      const ballots = tally?.ballotsCast ?? inputs.largestContestBallots.get(precinct) ?? null;
      const fromVoterFile = tally?.registered == null && isReal;
      const registered = fromVoterFile
        ? (inputs.voterCounts.get(precinct) ?? 0)
        : (tally?.registered ?? null);
      return {
        precinct,
        is_real: isReal,
        votes,
        total_votes: total,
        leader_choice_id: total > 0 && lead > 0 ? (first?.[0] ?? null) : null,
        margin: total > 0 ? lead : null,
        margin_share: total > 0 ? lead / total : null,
        ballots_cast: ballots,
        ballots_estimated: tally?.ballotsCast == null,
        registered,
        registered_from_voter_file: fromVoterFile,
        turnout: isReal && registered && ballots !== null ? ballots / registered : null,
      };
    });
};
