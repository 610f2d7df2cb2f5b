import { describe, expect, it } from 'vitest';
import type { Election } from '@groundwork/shared/contracts/elections';
import { electionOptions, latestOfType, quickPicks } from './vote-history';

const election = (code: string, date: string | null, type: Election['type'], voters = 100): Election => ({
  code,
  date,
  type,
  voters,
  name: code,
});

const HISTORY: Election[] = [
  election('2024G-1105', '2024-11-05', 'GENERAL', 61_204),
  election('2024P-0305', '2024-03-05', 'PRIMARY'),
  election('2023M-1010', '2023-10-10', 'MUNICIPAL'),
  election('2022G-1108', '2022-11-08', 'GENERAL'),
  election('2022P-0517', '2022-05-17', 'PRIMARY'),
  election('2020G-1103', '2020-11-03', 'GENERAL'),
  election('2020P-0303', '2020-03-03', 'PRIMARY'),
  election('2016G-1108', '2016-11-08', 'GENERAL'),
  election('2018G-1106', '2018-11-06', 'GENERAL'),
  election('2014G', null, 'GENERAL'),
];

describe('vote history choices', () => {
  it('picks the newest elections of a type by date, whatever the order they came in', () => {
    expect(latestOfType(HISTORY, 'GENERAL', 4)).toEqual([
      '2024G-1105',
      '2022G-1108',
      '2020G-1103',
      '2018G-1106',
    ]);
    expect(latestOfType(HISTORY, 'SPECIAL', 2)).toEqual([]);
  });

  it('offers the last 4 generals and the last 2 primaries, only when there are some', () => {
    expect(quickPicks(HISTORY)).toEqual([
      { label: 'Last 4 generals', codes: ['2024G-1105', '2022G-1108', '2020G-1103', '2018G-1106'] },
      { label: 'Last 2 primaries', codes: ['2024P-0305', '2022P-0517'] },
    ]);
    expect(quickPicks([election('2023M-1010', '2023-10-10', 'MUNICIPAL')])).toEqual([]);
  });

  it('names each election with its voters, and keeps a chosen code the campaign no longer has', () => {
    const [first] = electionOptions([{ ...HISTORY[0]!, name: '2024 General' }], []);
    expect(first).toEqual({ value: '2024G-1105', label: '2024 General', voters: '61,204 voters' });
    expect(electionOptions([], ['G2010']).map((option) => option.label)).toEqual(['G2010']);
    expect(electionOptions([HISTORY[0]!], ['2024G-1105'])).toHaveLength(1);
  });
});
