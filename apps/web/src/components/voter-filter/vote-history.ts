import { TURNOUT_GENERALS } from '@groundwork/shared/contracts/voters';
import type { Election, ElectionType } from '@groundwork/shared/contracts/elections';
import { formatCount } from '../../lib/format';

/** Newest first by date; elections without a date last. */
const byDateDesc = (a: Election, b: Election) => (b.date ?? '').localeCompare(a.date ?? '');

/** The codes of the `count` newest elections of a type. */
export const latestOfType = (elections: readonly Election[], type: ElectionType, count: number): string[] =>
  elections
    .filter((election) => election.type === type)
    .sort(byDateDesc)
    .slice(0, count)
    .map((election) => election.code);

export interface QuickPick {
  label: string;
  codes: string[];
}

/** "Last 4 generals" (the turnout score's generals) and "Last 2 primaries", when the history has any. */
export const quickPicks = (elections: readonly Election[]): QuickPick[] =>
  [
    {
      label: `Last ${String(TURNOUT_GENERALS)} generals`,
      codes: latestOfType(elections, 'GENERAL', TURNOUT_GENERALS),
    },
    { label: 'Last 2 primaries', codes: latestOfType(elections, 'PRIMARY', 2) },
  ].filter((pick) => pick.codes.length > 0);

export interface ElectionOption {
  value: string;
  label: string;
  /** "61,204 voters", beside the name in the list. */
  voters: string | null;
}

/**
 * The elections as options, named ("2024 General"), in the server's order (newest first); a chosen code the
 * campaign no longer has stays, under its code, so it can be seen and removed.
 */
export const electionOptions = (
  elections: readonly Election[],
  chosen: readonly string[],
): ElectionOption[] => {
  const known = new Set(elections.map((election) => election.code));
  return [
    ...elections.map((election) => ({
      value: election.code,
      label: election.name,
      voters: formatCount(election.voters, 'voter'),
    })),
    ...chosen.filter((code) => !known.has(code)).map((code) => ({ value: code, label: code, voters: null })),
  ];
};
