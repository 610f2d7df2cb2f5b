import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { describe, expect, it } from 'vitest';
import { TURNOUT_BAND_ORDER, type GeoPolygon, type VoterFilter } from '@groundwork/shared/contracts/voters';
import { createCampaign, createPerson } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import {
  ELECTIONS,
  generateVoters,
  insertVoters,
  seededRandom,
  withHistoryDetails,
  type FixtureVoter,
} from '../../test/voter-fixtures.ts';
import { ageOf, voterWhere } from './voter-filter.ts';
import { breakdownVoters, countVoters } from './voters.repository.ts';

const t = await createTestApp();
const owner = await createPerson(t);
const campaign = await createCampaign(t, owner, 'Filter Campaign');
const other = await createCampaign(t, owner, 'Other Campaign');
const { voters: all, tagIds } = await insertVoters(
  t.database.db,
  campaign.id,
  withHistoryDetails(generateVoters(2500)),
);
await insertVoters(t.database.db, other.id, generateVoters(300, 99)); // must never be counted
const TODAY = new Date('2026-11-21T12:00:00Z');

/** The brute-force oracle: the filter's meaning, written plainly over the generated records. */
const matches = (v: FixtureVoter, f: VoterFilter): boolean => {
  const inList = (value: string | null, list?: string[]) =>
    !list?.length || (value !== null && list.map((x) => x.toUpperCase()).includes(value.toUpperCase()));
  const age = v.birthYear === null ? null : ageOf(v.birthYear, TODAY);
  const tagged = (i: string) => v.tagIndexes.some((t) => tagIds[t] === i.toLowerCase());
  type Votes = { elections: string[]; methods?: string[]; primary_party?: string[] };
  const voted = (q: Votes) =>
    v.elections.filter((e, k) => {
      const method = v.methods?.[k] ?? null;
      const party = v.ballotParties?.[k]?.toUpperCase() ?? null;
      return (
        q.elections.includes(e) &&
        (!q.methods || (method !== null && q.methods.includes(method))) &&
        (!q.primary_party || (party !== null && q.primary_party.map((p) => p.toUpperCase()).includes(party)))
      );
    }).length;
  const score = v.turnout ?? null;
  const present = (s: string | null) => s !== null && s !== '';
  const words = f.name?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  return (
    inList(v.party, f.parties) &&
    inList(v.gender, f.genders) &&
    (f.age_min === undefined || (age !== null && age >= f.age_min)) &&
    (f.age_max === undefined || (age !== null && age <= f.age_max)) &&
    inList(v.resZip?.slice(0, 5) ?? null, f.zips) &&
    inList(v.resCity, f.cities) &&
    (!f.precincts?.length || (v.precinct !== null && f.precincts.includes(v.precinct))) &&
    (!f.districts?.state_house?.length ||
      (v.stateHouse !== null && f.districts.state_house.includes(v.stateHouse))) &&
    inList(v.registrationStatus, f.registration_statuses) &&
    (!f.tags?.any?.length || f.tags.any.some(tagged)) &&
    (!f.tags?.all?.length || f.tags.all.every(tagged)) &&
    (!f.tags?.none?.length || !f.tags.none.some(tagged)) &&
    (!f.vote_history || voted(f.vote_history) >= (f.vote_history.min ?? 1)) &&
    (!f.vote_history_max || voted(f.vote_history_max) <= f.vote_history_max.max) &&
    (f.turnout_min === undefined || (score !== null && score >= f.turnout_min)) &&
    (f.turnout_max === undefined || (score !== null && score <= f.turnout_max)) &&
    (f.include_removed === true || !v.removed) &&
    (f.has_phone === undefined || present(v.phone) === f.has_phone) &&
    (f.has_email === undefined || present(v.email) === f.has_email) &&
    words.every((w) => v.firstName.toLowerCase().startsWith(w) || v.lastName.toLowerCase().startsWith(w)) &&
    (!f.polygon || (v.lat !== null && v.lng !== null && booleanPointInPolygon([v.lng, v.lat], f.polygon)))
  );
};

const bruteForce = (f: VoterFilter) => {
  const hit = all.filter((v) => matches(v, f));
  return { count: hit.length, doors: new Set(hit.map((v) => v.householdKey)).size };
};

const square: GeoPolygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-78.66, 35.76],
      [-78.62, 35.76],
      [-78.62, 35.8],
      [-78.66, 35.8],
      [-78.66, 35.76],
    ],
  ],
};
const withHole: GeoPolygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-78.68, 35.74],
      [-78.6, 35.74],
      [-78.6, 35.82],
      [-78.68, 35.82],
      [-78.68, 35.74],
    ],
    [
      [-78.65, 35.77],
      [-78.63, 35.77],
      [-78.63, 35.79],
      [-78.65, 35.79],
      [-78.65, 35.77],
    ],
  ],
};
const triangle: GeoPolygon = {
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [-78.67, 35.75],
        [-78.61, 35.75],
        [-78.64, 35.81],
        [-78.67, 35.75],
      ],
    ],
  ],
};

const FIXED: VoterFilter[] = [
  {},
  { parties: ['DEM'] },
  { parties: ['dem', 'una'], genders: ['F'] },
  { age_min: 18, age_max: 34 },
  { age_min: 65 },
  { zips: ['27601', '27605'], cities: ['raleigh'] },
  { precincts: ['01-01', '07-02'], districts: { state_house: ['33'] } },
  { tags: { any: [tagIds[0]!] } },
  { tags: { all: [tagIds[0]!, tagIds[1]!] } },
  { tags: { all: [tagIds[0]!, tagIds[0]!.toUpperCase()] } }, // one tag, two spellings
  { tags: { none: [tagIds[2]!] }, parties: ['REP'] },
  { vote_history: { elections: ELECTIONS, min: 3 } },
  { vote_history: { elections: ['2024G'] }, vote_history_max: { elections: ['2022P', '2024P'], max: 0 } },
  { has_phone: true },
  { has_phone: false, has_email: true },
  { name: 'an' },
  { name: 'grace pat' },
  { name: '100%_' },
  { polygon: square },
  { polygon: withHole, parties: ['DEM', 'REP'] },
  { polygon: triangle, age_min: 40 },
  { registration_statuses: ['inactive'], genders: ['m'] },
  { include_removed: true },
  { include_removed: false, parties: ['DEM'] },
  { vote_history: { elections: ELECTIONS, min: 2, methods: ['early', 'mail'] } },
  { vote_history: { elections: ['2022P', '2024P'], primary_party: ['dem', 'LIB'] } },
  { vote_history: { elections: ['2024P'], methods: ['in_person'], primary_party: ['REP'] } },
  { vote_history_max: { elections: ELECTIONS, max: 0, methods: ['early'] } },
  { vote_history_max: { elections: ELECTIONS, max: 1, primary_party: ['UNA'] }, include_removed: true },
  { turnout_min: 50 },
  { turnout_max: 33 },
  { turnout_min: 25, turnout_max: 75, include_removed: true },
  { turnout_min: 0 },
];

describe('the filter engine', () => {
  it.each(FIXED.map((f, i) => [i, f] as const))('counts exactly (fixed filter %i)', async (_i, filter) => {
    expect(await countVoters(t.database.db, voterWhere(campaign.id, filter, TODAY))).toEqual(
      bruteForce(filter),
    );
  });

  it('counts exactly for 60 random combinations of four filters', async () => {
    const rnd = seededRandom(2026);
    const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)] as T;
    const parts: (() => VoterFilter)[] = [
      () => ({ parties: [pick(['DEM', 'REP', 'UNA', 'LIB'])] }),
      () => ({ genders: [pick(['M', 'F'])] }),
      () => ({ age_min: 18 + Math.floor(rnd() * 40), age_max: 60 + Math.floor(rnd() * 40) }),
      () => ({ zips: [pick(['27601', '27603', '27604'])] }),
      () => ({ precincts: [pick(['01-01', '02-05', '03-11'])] }),
      () => ({ tags: { any: [pick(tagIds)] } }),
      () => ({ vote_history: { elections: [pick(ELECTIONS), pick(ELECTIONS)], min: 1 } }),
      () => ({
        vote_history: {
          elections: [pick(ELECTIONS), pick(ELECTIONS), pick(ELECTIONS)],
          min: 1 + Math.floor(rnd() * 2),
          methods: [pick(['in_person', 'early', 'mail', 'provisional', 'other'] as const)],
        },
      }),
      () => ({
        vote_history_max: { elections: [pick(ELECTIONS), pick(ELECTIONS)], max: 0, primary_party: ['DEM'] },
      }),
      () => ({ turnout_min: pick([0, 30, 50]), turnout_max: pick([50, 80, 100]) }),
      () => ({ include_removed: rnd() < 0.5 }),
      () => ({ has_phone: rnd() < 0.5 }),
      () => ({ polygon: pick([square, withHole, triangle]) }),
    ];
    for (let i = 0; i < 60; i += 1) {
      const filter = Object.assign(
        {},
        pick(parts)(),
        pick(parts)(),
        pick(parts)(),
        pick(parts)(),
      ) as VoterFilter;
      expect(
        await countVoters(t.database.db, voterWhere(campaign.id, filter, TODAY)),
        JSON.stringify(filter),
      ).toEqual(bruteForce(filter));
    }
  });

  it('counts a point on the polygon boundary as inside, like ST_Covers', async () => {
    const edge: GeoPolygon = {
      type: 'Polygon',
      coordinates: [
        [
          [-78.7, 35.7],
          [-78.5, 35.7],
          [-78.5, 35.9],
          [-78.7, 35.9],
          [-78.7, 35.7],
        ],
      ],
    };
    const v = all.find((x) => x.lat !== null && x.lng !== null && !x.removed)!;
    const onEdge: GeoPolygon = {
      type: 'Polygon',
      coordinates: [
        [
          [v.lng!, v.lat!],
          [v.lng! + 0.01, v.lat!],
          [v.lng! + 0.01, v.lat! + 0.01],
          [v.lng!, v.lat!],
        ],
      ],
    };
    const result = await countVoters(
      t.database.db,
      voterWhere(campaign.id, { polygon: onEdge, name: v.firstName }, TODAY),
    );
    expect(result.count).toBeGreaterThanOrEqual(1);
    expect(
      (
        await countVoters(
          t.database.db,
          voterWhere(campaign.id, { polygon: edge, include_removed: true }, TODAY),
        )
      ).count,
    ).toBe(all.filter((x) => x.lat !== null && x.lng !== null).length);
  });

  it('breaks a selection down by party, gender, age band, turnout band, precinct and ZIP, adding up to the total', async () => {
    const filter: VoterFilter = { parties: ['DEM', 'UNA'], age_min: 30 };
    const breakdown = await breakdownVoters(t.database.db, voterWhere(campaign.id, filter, TODAY), TODAY);
    const expected = bruteForce(filter).count;
    expect(breakdown.total).toBe(expected);
    for (const dim of ['party', 'gender', 'age_band', 'turnout_band', 'zip'] as const) {
      expect(
        breakdown[dim].reduce((sum, b) => sum + b.count, 0),
        dim,
      ).toBe(expected);
    }
    expect(breakdown.party.map((b) => b.key).sort()).toEqual(['DEM', 'UNA']);
    expect(breakdown.age_band.map((b) => b.key)).not.toContain('18-24');
    const dem = all.filter((v) => matches(v, filter) && v.party === 'DEM').length;
    expect(breakdown.party.find((b) => b.key === 'DEM')?.count).toBe(dem);
    // The fixture's scores 0, 25 … 100 and null, by band in TURNOUT_BAND_ORDER.
    const band = (s: number | null | undefined) =>
      s === null || s === undefined
        ? 'Unknown'
        : s === 0
          ? '0%'
          : s === 100
            ? '100%'
            : s < 50
              ? '1-49%'
              : '50-99%';
    const bands = new Map<string, number>();
    for (const v of all.filter((x) => matches(x, filter)))
      bands.set(band(v.turnout), (bands.get(band(v.turnout)) ?? 0) + 1);
    expect(breakdown.turnout_band).toEqual(
      TURNOUT_BAND_ORDER.filter((key) => bands.has(key)).map((key) => ({ key, count: bands.get(key) })),
    );
  });
});
