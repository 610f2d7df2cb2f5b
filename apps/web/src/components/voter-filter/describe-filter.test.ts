import { describe, expect, it } from 'vitest';
import { describeFilter, joinWords } from './describe-filter';

const TAG_A = '0b5c3f7e-1d2a-4e8b-9c6f-2a7d1e4b8c3a';
const TAG_B = '5e9a2c4d-7f1b-4a3e-8d6c-9b2e5f1a7c4d';
const tagNames = new Map([
  [TAG_A, 'Volunteer'],
  [TAG_B, 'Donor'],
]);

describe('joinWords', () => {
  it('joins one, two and more values', () => {
    expect(joinWords([])).toBe('');
    expect(joinWords(['A'])).toBe('A');
    expect(joinWords(['A', 'B'])).toBe('A or B');
    expect(joinWords(['A', 'B', 'C'], 'and')).toBe('A, B and C');
  });
});

describe('describeFilter', () => {
  it('names the whole voter file for an empty or missing filter', () => {
    expect(describeFilter({})).toEqual(['Every voter in the voter file']);
    expect(describeFilter(null)).toEqual(['Every voter in the voter file']);
  });

  it('describes each condition in words', () => {
    expect(
      describeFilter({
        parties: ['DEM', 'UNA'],
        genders: ['F', 'X'],
        age_min: 30,
        age_max: 45,
        zips: ['27601'],
        precincts: ['12', '14', '15'],
        has_phone: true,
        has_email: false,
        name: 'ann',
      }),
    ).toEqual([
      'Parties: DEM or UNA',
      'Gender: Female or Non-binary',
      'Aged 30 to 45',
      'In ZIP code 27601',
      'In precincts 12, 14 or 15',
      'Has a phone number',
      'Has no email address',
      'Name starts with “ann”',
    ]);
  });

  it('describes open age ranges', () => {
    expect(describeFilter({ age_min: 65 })).toEqual(['Aged 65 or older']);
    expect(describeFilter({ age_max: 29 })).toEqual(['Aged 29 or younger']);
    expect(describeFilter({ age_min: 40, age_max: 40 })).toEqual(['Aged 40']);
  });

  it('names tags, and says when one no longer exists', () => {
    expect(
      describeFilter(
        {
          tags: { any: [TAG_A, TAG_B], all: [TAG_A, TAG_B], none: ['9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a'] },
        },
        { tagNames },
      ),
    ).toEqual(['Tagged Volunteer or Donor', 'Tagged Volunteer and Donor', 'Not tagged a deleted tag']);
  });

  it('describes the vote history', () => {
    expect(describeFilter({ vote_history: { elections: ['G2024'] } })).toEqual(['Voted in G2024']);
    expect(describeFilter({ vote_history: { elections: ['G2024', 'P2024', 'G2022'], min: 2 } })).toEqual([
      'Voted in at least 2 of G2024, P2024 and G2022',
    ]);
    expect(describeFilter({ vote_history_max: { elections: ['G2024', 'G2022'], max: 0 } })).toEqual([
      'Voted in at most 0 of G2024 and G2022',
    ]);
  });

  it('names the elections, and says which votes count', () => {
    const electionNames = new Map([
      ['2024G-1105', '2024 General'],
      ['2022G-1108', '2022 General'],
      ['2024P-0305', '2024 Primary'],
    ]);
    expect(
      describeFilter(
        {
          vote_history: { elections: ['2024G-1105', '2022G-1108'], min: 2, methods: ['early', 'mail'] },
          vote_history_max: { elections: ['2024P-0305'], max: 0, primary_party: ['DEM', 'REP'] },
        },
        { electionNames },
      ),
    ).toEqual([
      'Voted in at least 2 of 2024 General and 2022 General, cast early or by mail',
      'Voted in at most 0 of 2024 Primary, on a DEM or REP ballot',
    ]);
    expect(
      describeFilter(
        { vote_history: { elections: ['2024P-0305'], methods: ['in_person'], primary_party: ['UNA'] } },
        { electionNames },
      ),
    ).toEqual(['Voted in 2024 Primary, cast in person on election day, on a UNA ballot']);
  });

  it('describes the turnout range and removed voters', () => {
    expect(describeFilter({ turnout_min: 50, turnout_max: 100 })).toEqual(['Turnout score 50% to 100%']);
    expect(describeFilter({ turnout_min: 75 })).toEqual(['Turnout score 75% to 100%']);
    expect(describeFilter({ turnout_max: 0 })).toEqual(['Turnout score 0%']);
    expect(describeFilter({ turnout_min: 100, turnout_max: 100 })).toEqual(['Turnout score 100%']);
    expect(describeFilter({ include_removed: true })).toEqual([
      'Including voters removed from the voter file',
    ]);
  });

  it('describes districts, cities, statuses and a drawn area', () => {
    expect(
      describeFilter({
        cities: ['Raleigh'],
        districts: { state_house: ['33', '34'] },
        registration_statuses: ['ACTIVE'],
        polygon: {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 0],
            ],
          ],
        },
      }),
    ).toEqual([
      'In Raleigh',
      'In state house district 33 or 34',
      'Registration status: ACTIVE',
      'Lives inside the area drawn on the map',
    ]);
  });
});
