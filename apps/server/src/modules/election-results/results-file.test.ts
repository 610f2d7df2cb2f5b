import { describe, expect, it } from 'vitest';
import { precinctRows, rankChoices } from './results-arithmetic.ts';
import { parseElectionDate, readResultsFile } from './results-file.ts';
import { proposeResultsMapping } from './results-mapping.ts';

describe('reading results files', () => {
  it('reads election dates in the common spellings and refuses impossible ones', () => {
    expect(parseElectionDate('2024-11-05')).toBe('2024-11-05');
    expect(parseElectionDate('11/8/2022')).toBe('2022-11-08');
    expect(parseElectionDate('20240305')).toBe('2024-03-05');
    expect(parseElectionDate('02/30/2024')).toBeNull();
    expect(parseElectionDate('Nov 5')).toBeNull();
  });

  it('maps common column names, whatever their case and spacing', () => {
    const header = [
      'Race',
      'Candidate Name',
      'PARTY',
      'Precinct_Code',
      'Vote Count',
      'Registered Voters',
      'Ballots',
    ];
    expect(proposeResultsMapping(header)).toEqual({
      layout: 'generic',
      fields: { contest: 0, choice: 1, party: 2, precinct: 3, votes: 4, registered: 5, ballots_cast: 6 },
    });
  });

  it('reads a tab-separated Latin-1 file with a multi-line cell', () => {
    const text = 'Contest\tChoice\tPrecinct\tVotes\nMayor\t"José\nNúñez"\t1\t5\nMayor\tAnn\t1\t7\n';
    const parsed = readResultsFile(Buffer.from(text, 'latin1'), { election_date: '2024-11-05' });
    const contest = parsed.elections[0]?.contests.get('Mayor');
    expect([...(contest?.choices.keys() ?? [])]).toEqual(['José\nNúñez', 'Ann']);
    expect(contest?.choices.get('Ann')?.votes.get('1')).toBe(7);
  });
});

describe('results arithmetic', () => {
  it('ranks choices by votes and crowns every choice tied at the cut', () => {
    const ranked = rankChoices(
      [
        { id: 'a', name: 'A', party: null, votes: 10 },
        { id: 'b', name: 'B', party: null, votes: 30 },
        { id: 'c', name: 'C', party: null, votes: 10 },
        { id: 'd', name: 'D', party: null, votes: 0 },
      ],
      2,
    );
    expect(ranked.map((c) => [c.id, c.share, c.is_winner])).toEqual([
      ['b', 0.6, true],
      ['a', 0.2, true],
      ['c', 0.2, true],
      ['d', 0, false],
    ]);
  });

  it('gives a precinct with no votes no leader and no margin', () => {
    const [row] = precinctRows({
      choiceIds: ['a', 'b'],
      votes: [{ choiceId: 'a', precinct: 'P', votes: 0 }],
      tallies: new Map(),
      largestContestBallots: new Map([['P', 0]]),
      voterCounts: new Map([['P', 40]]),
    });
    expect(row).toMatchObject({
      votes: { a: 0, b: 0 },
      leader_choice_id: null,
      margin: null,
      margin_share: null,
      ballots_cast: 0,
      registered: 40,
      turnout: 0,
    });
  });
});
