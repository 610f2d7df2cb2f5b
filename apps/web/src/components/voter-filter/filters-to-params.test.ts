import { describe, expect, it } from 'vitest';
import { voterFilterSchema } from '@groundwork/shared/contracts/voters';
import { EMPTY_FILTER_FORM, filtersToParams, type VoterFilterForm } from './filters-to-params';

const TAG_A = '0b5c3f7e-1d2a-4e8b-9c6f-2a7d1e4b8c3a';
const TAG_B = '5e9a2c4d-7f1b-4a3e-8d6c-9b2e5f1a7c4d';

const form = (overrides: Partial<VoterFilterForm>): VoterFilterForm => ({
  ...EMPTY_FILTER_FORM,
  ...overrides,
});

describe('filtersToParams', () => {
  it('gives an empty filter (the whole voter file) for an untouched panel', () => {
    expect(filtersToParams(EMPTY_FILTER_FORM)).toEqual({});
  });

  it('omits empty fields and keeps set ones', () => {
    expect(filtersToParams(form({ parties: ['DEM'], ageMin: 30, ageMax: '' }))).toEqual({
      parties: ['DEM'],
      age_min: 30,
    });
    expect(filtersToParams(form({ ageMax: 45 }))).toEqual({ age_max: 45 });
  });

  it('cleans lists: trims, drops blanks and duplicates, upper-cases party and gender codes', () => {
    expect(
      filtersToParams(
        form({
          parties: [' dem', 'DEM', 'lib ', ''],
          genders: ['f'],
          zips: ['27601 ', '27601', '  '],
          precincts: ['P-12'],
        }),
      ),
    ).toEqual({ parties: ['DEM', 'LIB'], genders: ['F'], zips: ['27601'], precincts: ['P-12'] });
  });

  it('keeps only the tag modes in use', () => {
    expect(filtersToParams(form({ tagsAny: [TAG_A], tagsNone: [TAG_B] }))).toEqual({
      tags: { any: [TAG_A], none: [TAG_B] },
    });
    expect(filtersToParams(form({ tagsAll: [] }))).toEqual({});
  });

  it('adds the vote history only with elections, with the minimum when given', () => {
    expect(filtersToParams(form({ electionsMin: 2 }))).toEqual({});
    expect(filtersToParams(form({ elections: ['G2024', 'P2024'] }))).toEqual({
      vote_history: { elections: ['G2024', 'P2024'] },
    });
    expect(filtersToParams(form({ elections: ['G2024', 'P2024'], electionsMin: 2 }))).toEqual({
      vote_history: { elections: ['G2024', 'P2024'], min: 2 },
    });
  });

  it('counts only the chosen methods and primary ballots, in the minimum and the maximum alike', () => {
    const elections = ['2024G-1105', '2022G-1108', '2020G-1103', '2018G-1106'];
    expect(filtersToParams(form({ elections, electionsMin: 2, methods: ['early', 'early'] }))).toEqual({
      vote_history: { elections, min: 2, methods: ['early'] },
    });
    expect(
      filtersToParams(
        form({ elections, electionsMin: 1, electionsMax: 3, methods: ['mail'], primaryParties: [' dem'] }),
      ),
    ).toEqual({
      vote_history: { elections, min: 1, methods: ['mail'], primary_party: ['DEM'] },
      vote_history_max: { elections, max: 3, methods: ['mail'], primary_party: ['DEM'] },
    });
    // Methods and parties qualify elections: alone they are no condition.
    expect(filtersToParams(form({ methods: ['early'], primaryParties: ['REP'] }))).toEqual({});
  });

  it('gives only the maximum when no minimum is set, so voters of none of them are kept', () => {
    expect(filtersToParams(form({ elections: ['2024G-1105', '2022G-1108'], electionsMax: 1 }))).toEqual({
      vote_history_max: { elections: ['2024G-1105', '2022G-1108'], max: 1 },
    });
  });

  it('adds each end of the turnout range that is set', () => {
    expect(filtersToParams(form({ turnoutMin: 50 }))).toEqual({ turnout_min: 50 });
    expect(filtersToParams(form({ turnoutMin: 0, turnoutMax: '75' }))).toEqual({
      turnout_min: 0,
      turnout_max: 75,
    });
  });

  it('maps the tri-state switches: any is omitted, yes and no are booleans', () => {
    expect(filtersToParams(form({ hasPhone: 'any', hasEmail: 'any' }))).toEqual({});
    expect(filtersToParams(form({ hasPhone: 'yes', hasEmail: 'no' }))).toEqual({
      has_phone: true,
      has_email: false,
    });
  });

  it('trims the name search and drops it when blank', () => {
    expect(filtersToParams(form({ name: '  ann ' }))).toEqual({ name: 'ann' });
    expect(filtersToParams(form({ name: '   ' }))).toEqual({});
  });

  it('truncates ages typed as text and ignores ones that are not numbers', () => {
    expect(filtersToParams(form({ ageMin: '30.7', ageMax: 'abc' }))).toEqual({ age_min: 30 });
  });

  it('produces what the shared schema accepts', () => {
    const params = filtersToParams(
      form({
        parties: ['DEM', 'REP'],
        genders: ['F'],
        ageMin: 18,
        ageMax: 65,
        zips: ['27601'],
        precincts: ['12'],
        tagsAny: [TAG_A],
        elections: ['G2024'],
        electionsMin: 1,
        electionsMax: 1,
        methods: ['early', 'mail'],
        primaryParties: ['DEM'],
        turnoutMin: 25,
        turnoutMax: 100,
        hasPhone: 'yes',
        name: 'Lee',
      }),
    );
    expect(voterFilterSchema.parse(params)).toEqual(params);
  });
});
