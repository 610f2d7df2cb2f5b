/**
 * An `ncvhis` file's labels as elections, and its values as the vote history stores them (decision 0067),
 * shared by the server's Node path (`history-direct.ts`) and PGlite's staged path (`history-load.ts`).
 */
import type { VotingMethod } from '@groundwork/shared/contracts/voters';
import { daysOf } from '../../lib/copy-binary.ts';
import { electionCode, electionTypeOf } from './history-elections.ts';

export const NOT_A_VOTER = 'No voter of the campaign has this ncid';
export const BAD_ELECTION = 'The election_lbl is not a date (MM/DD/YYYY)';

/** `ncvhis` voting methods as the vote history stores them; any other is `other`, a blank none. */
export const VOTING_METHOD_OF: Record<string, VotingMethod> = {
  'ABSENTEE ONESTOP': 'early',
  'ABSENTEE BY MAIL': 'mail',
  ABSENTEE: 'mail',
  'IN-PERSON': 'in_person',
  CURBSIDE: 'in_person',
  PROVISIONAL: 'provisional',
};

/** `11/05/2024` → `2024-11-05`, or null when it is no date. */
export const labelDate = (label: string): string | null => {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(label);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (daysOf(year, month, day) === undefined) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

interface Election {
  label: string;
  code: string;
  date: string;
}

/**
 * The file's elections: one per `election_lbl` that is a date, typed by the description most of its rows
 * give. A date the campaign already has an election of keeps that election's code (a later file whose
 * description differs adds no second election on the same day).
 */
export const fileElections = (
  labels: { label: string; description: string; rows: number }[],
  existing: { code: string; date: string | null }[],
): Election[] => {
  const tally = new Map<string, Map<ReturnType<typeof electionTypeOf>, number>>();
  for (const { label, description, rows } of labels) {
    const types = tally.get(label) ?? new Map();
    const type = electionTypeOf(description);
    types.set(type, (types.get(type) ?? 0) + rows);
    tally.set(label, types);
  }
  return [...tally].flatMap(([label, types]) => {
    const date = labelDate(label);
    if (date === null) return [];
    const [type] = [...types].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    const code = existing.find((e) => e.date === date)?.code ?? electionCode(date, type);
    return [{ label, code, date }];
  });
};
