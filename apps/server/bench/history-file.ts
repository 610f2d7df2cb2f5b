/**
 * Writes North Carolina's vote-history file (`ncvhis`) for the voters of a generated `ncvoter` file (the
 * same `rows` and `seed`: the same voters, ncids and registration numbers), in the published form
 * (published-form.ts), one row per voter per election voted in, streamed in constant memory.
 *
 * Fifteen elections 2016–2024 (generals, primaries, a second primary, two municipals in one year). The
 * demo's five elections keep the demo voter's own turnout; the others draw from the demo's turnout model
 * (an election's base × the voter's propensity). Nobody votes before registering or turning 18. About 5.3
 * rows a voter. `unknown` rows name ncids no voter has (`ZZ0000001`…); `duplicates` rows repeat an earlier
 * row exactly (the first the file's first row, each next one the row its predecessor followed): both
 * spread evenly through the file.
 */
import { seededRandom, weightedPicker } from '../src/lib/random.ts';
import { NCVHIS_HEADER as NCVHIS_COLUMNS } from '../src/modules/voter-imports/column-mapping.ts';
import { demoVoterStream, turnoutPropensity } from '../src/seed/demo-voters.ts';
import { lineWriter, publishedLine } from './published-form.ts';
import { usDate, voterRegNum } from './voter-file.ts';

/** The product's `ncvhis` header, as plain column names. */
export const NCVHIS_HEADER: readonly string[] = NCVHIS_COLUMNS;

/** The elections of the history file; `demo` names the demo election whose turnout it keeps. */
export const HISTORY_ELECTIONS = [
  { date: '2016-03-15', type: 'PRIMARY', base: 0.55 },
  { date: '2016-11-08', type: 'GENERAL', base: 0.98 },
  { date: '2018-05-08', type: 'PRIMARY', base: 0.3 },
  { date: '2018-11-06', type: 'GENERAL', base: 0.85 },
  { date: '2019-11-05', type: 'MUNICIPAL', base: 0.25 },
  { date: '2020-03-03', type: 'PRIMARY', base: 0.6 },
  { date: '2020-11-03', type: 'GENERAL', demo: '2020G' },
  { date: '2021-11-02', type: 'MUNICIPAL', base: 0.25 },
  { date: '2022-05-17', type: 'PRIMARY', demo: '2022P' },
  { date: '2022-11-08', type: 'GENERAL', demo: '2022G' },
  { date: '2023-10-10', type: 'MUNICIPAL', base: 0.22 },
  { date: '2023-11-07', type: 'MUNICIPAL', base: 0.32 },
  { date: '2024-03-05', type: 'PRIMARY', demo: '2024P' },
  { date: '2024-05-14', type: 'SECOND PRIMARY', base: 0.15 },
  { date: '2024-11-05', type: 'GENERAL', demo: '2024G' },
] as const;

const PARTY_DESC: Record<string, string> = {
  DEM: 'DEMOCRATIC',
  REP: 'REPUBLICAN',
  UNA: 'UNAFFILIATED',
  LIB: 'LIBERTARIAN',
  GRE: 'GREEN',
};
export const VOTING_METHODS = [
  'ABSENTEE ONESTOP',
  'IN-PERSON',
  'ABSENTEE BY MAIL',
  'PROVISIONAL',
  'CURBSIDE',
  'TRANSFER',
];

/** Writes the history of the first `rows` voters of `seed`'s file to `out`; resolves when it is on disk. */
export const writeHistoryFile = async (options: {
  rows: number;
  out: string;
  seed?: number;
  unknown?: number;
  duplicates?: number;
}) => {
  const { rows, out, seed = 2026, unknown = 0, duplicates = 0 } = options;
  const random = seededRandom(seed + 7919);
  const method = weightedPicker(VOTING_METHODS, [48, 38, 9, 2, 2, 1], random);
  const writer = lineWriter(out, 'latin1');
  const counts = { rows: 0, voters: 0, unknown: 0, duplicates: 0 };
  let last: string[] | undefined;
  let remembered: string[] | undefined;
  const emit = async (cells: string[]) => {
    remembered ??= cells;
    counts.rows += 1;
    if (writer.add(publishedLine(cells))) await writer.flush();
  };
  /** The voter after which the `index`th of `count` extra rows goes: evenly spread over the file. */
  const spot = (index: number, count: number) => Math.floor(((index + 1) * rows) / (count + 1));
  writer.add(publishedLine(NCVHIS_HEADER));
  if (rows > 0) {
    for (const { voter: v, elections } of demoVoterStream('file', seed)) {
      counts.voters += 1;
      const age = 2026 - (v.birthYear ?? 1970);
      const propensity = turnoutPropensity(age, v.party);
      const registered = String(v.registrationDate ?? '');
      const party = v.party ?? 'UNA';
      for (const e of HISTORY_ELECTIONS) {
        const voted = 'demo' in e ? elections.includes(e.demo) : random() < e.base * propensity;
        if (!voted || e.date < registered || Number(e.date.slice(0, 4)) < (v.birthYear ?? 0) + 18) continue;
        // An unaffiliated voter picks a party's ballot in a primary (or the nonpartisan one).
        const ballot =
          party === 'UNA' && e.type.includes('PRIMARY')
            ? random() < 0.55
              ? 'DEM'
              : random() < 0.9
                ? 'REP'
                : 'UNA'
            : party;
        const election = usDate(e.date);
        last = [
          '92',
          'WAKE',
          voterRegNum(counts.voters),
          election,
          `${election} ${e.type}`,
          method(),
          ballot,
          PARTY_DESC[ballot] ?? '',
          v.precinct ?? '',
          `PRECINCT ${v.precinct ?? ''}`,
          v.stateVoterId,
          '92',
          'WAKE',
          v.precinct ?? '',
          v.precinct ?? '',
        ];
        await emit(last);
      }
      while (counts.unknown < unknown && spot(counts.unknown, unknown) <= counts.voters && last) {
        counts.unknown += 1;
        const ncid = `ZZ${String(counts.unknown).padStart(7, '0')}`;
        await emit(
          last.map((cell, k) => (k === 10 ? ncid : k === 2 ? voterRegNum(9e8 + counts.unknown) : cell)),
        );
      }
      while (counts.duplicates < duplicates && spot(counts.duplicates, duplicates) <= counts.voters && last) {
        counts.duplicates += 1;
        await emit(remembered ?? last);
        remembered = last;
      }
      if (counts.voters >= rows) break;
    }
  }
  return { ...counts, bytes: await writer.close(), header: NCVHIS_HEADER };
};
