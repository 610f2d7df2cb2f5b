import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VOTING_METHODS, type GeoPolygon, type VoterFilter } from '@groundwork/shared/contracts/voters';
import { voteHistory } from '../../../db/schema/index.ts';
import { createCampaign, createPerson } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/harness.ts';
import {
  ELECTIONS,
  generateVoters,
  insertVoters,
  seededRandom,
  withHistoryDetails,
  type FixtureVoter,
} from '../../../test/voter-fixtures.ts';
import { voterWhere } from '../voter-filter.ts';
import { breakdownVoters, countVoters } from '../voters.repository.ts';
import { loadVoterColumns, readVersion, VoterDataChanged } from './load.ts';
import { VoterIndex } from './voter-index.ts';

const t = await createTestApp();
const { db } = t.database;
const owner = await createPerson(t);
const campaign = await createCampaign(t, owner, 'Index Campaign');
const other = await createCampaign(t, owner, 'Other Campaign');
const TODAY = new Date('2026-11-21T12:00:00Z');

/** Values the generator never writes: lower case, the breakdown's own fallback keys, odd ages. */
const oddities: FixtureVoter[] = generateVoters(40, 5).map((v, i) => ({
  ...v,
  stateVoterId: `ODD${i}`,
  householdKey: `ODD-H${i % 7}`,
  party: ['dem', 'UNKNOWN', 'Una', null][i % 4]!,
  gender: ['f', 'u', 'X', null][i % 4]!,
  precinct: ['Unknown', '01-01', null][i % 3]!,
  resZip: ['Unknown', '2760', '27601-0001', null][i % 4]!,
  birthYear: [2015, 1800, 2026, null, 1990][i % 5]!,
  registrationStatus: ['active', null][i % 2]!,
  resCity: [null, 'raleigh', 'Straße'][i % 3]!,
  phone: ['', null, '9195550000'][i % 3]!,
  email: ['', null, 'a@b.org'][i % 3]!,
}));
const { tagIds, voters: inserted } = await insertVoters(
  db,
  campaign.id,
  withHistoryDetails([...generateVoters(2000), ...oddities]),
);
await insertVoters(db, other.id, generateVoters(300, 99));
// A history row filed under the other campaign: `vote_history` ignores it, `vote_history_max` counts it.
await db.insert(voteHistory).values({
  voterId: inserted[0]!.id!,
  campaignId: other.id,
  electionCode: 'X1',
  votingMethod: 'early',
  party: 'dem',
});

const sqlCount = (f: VoterFilter) => countVoters(db, voterWhere(campaign.id, f, TODAY));
const sqlBreakdown = async (f: VoterFilter) => {
  const where = voterWhere(campaign.id, f, TODAY);
  return { ...(await breakdownVoters(db, where, TODAY)), doors: (await countVoters(db, where)).doors };
};

const ring = (x: number, y: number, w: number, h: number): [number, number][] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];
const POLYGONS: GeoPolygon[] = [
  { type: 'Polygon', coordinates: [[...ring(-78.66, 35.76, 0.04, 0.04), [-78.66, 35.76]]] },
  { type: 'Polygon', coordinates: [ring(-78.68, 35.74, 0.08, 0.08), ring(-78.65, 35.77, 0.02, 0.02)] },
  {
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
      [ring(-78.64, 35.78, 0.01, 0.005)],
    ],
  },
];

/** A random filter over every field the index answers: lists (some empty), bounds, tags, history. */
const randomFilter = (rnd: () => number): VoterFilter => {
  const maybe = () => rnd() < 0.3;
  const some = <T>(list: readonly T[]) => list.filter(() => rnd() < 0.35);
  const f: VoterFilter = {};
  if (maybe()) f.parties = some(['DEM', 'dem', 'REP', 'UNA', 'LIB', 'GRE', 'UNKNOWN', 'XYZ']);
  if (maybe()) f.genders = some(['M', 'f', 'U', 'X']);
  if (maybe()) f.age_min = Math.floor(rnd() * 90);
  if (maybe()) f.age_max = (f.age_min ?? 0) + Math.floor(rnd() * 80);
  if (maybe()) f.zips = some(['27601', '27603-1234', '27604', '2760', 'Unknown', '99999']);
  if (maybe()) f.cities = some(['raleigh', 'GARNER', 'Cary', 'STRASSE', 'straße']);
  if (maybe()) f.precincts = some(['01-01', '02-05', 'Unknown', '07-02', '03-11']);
  if (maybe()) f.districts = { state_house: some(['33', '34', '38', '99']), congressional: some(['4']) };
  if (maybe()) f.registration_statuses = some(['active', 'INACTIVE', 'Purged']);
  if (maybe()) {
    const ids = [...tagIds, tagIds[0]!.toUpperCase(), '00000000-0000-4000-8000-000000000000'];
    f.tags = {};
    if (rnd() < 0.5) f.tags.any = some(ids);
    if (rnd() < 0.5) f.tags.all = some(ids);
    if (rnd() < 0.5) f.tags.none = some(ids);
  }
  const elections = () => {
    const list = some([...ELECTIONS, 'X1', 'NONE', ELECTIONS[0]!]);
    return list.length ? list : [ELECTIONS[1]!];
  };
  const qualifiers = () => ({
    ...(rnd() < 0.4 && { methods: [...new Set(some([...VOTING_METHODS, 'early'] as const))] }),
    ...(rnd() < 0.4 && { primary_party: some(['DEM', 'rep', 'LIB', 'UNA', 'XYZ']) }),
  });
  const nonEmpty = <T extends { methods?: unknown[]; primary_party?: unknown[] }>(q: T): T => {
    if (q.methods?.length === 0) delete q.methods;
    if (q.primary_party?.length === 0) delete q.primary_party;
    return q;
  };
  if (maybe()) {
    f.vote_history = nonEmpty({ elections: elections(), ...qualifiers() });
    if (rnd() < 0.7) f.vote_history.min = Math.floor(rnd() * 4);
  }
  if (maybe()) {
    f.vote_history_max = nonEmpty({ elections: elections(), max: Math.floor(rnd() * 3), ...qualifiers() });
  }
  if (maybe()) f.turnout_min = Math.floor(rnd() * 101);
  if (maybe()) f.turnout_max = (f.turnout_min ?? 0) + Math.floor(rnd() * (101 - (f.turnout_min ?? 0)));
  if (maybe()) f.include_removed = rnd() < 0.6;
  if (maybe()) f.has_phone = rnd() < 0.5;
  if (maybe()) f.has_email = rnd() < 0.5;
  if (rnd() < 0.15) f.polygon = POLYGONS[Math.floor(rnd() * POLYGONS.length)]!;
  return f;
};

describe('the voter index', () => {
  const index = new VoterIndex(db);

  it('counts and breaks down exactly as SQL for 300 random filters', async () => {
    await index.rebuild(campaign.id);
    expect(index.stats.builds).toBe(1);
    const rnd = seededRandom(4711);
    for (let i = 0; i < 300; i += 1) {
      const filter = i === 0 ? {} : randomFilter(rnd);
      const label = JSON.stringify(filter);
      expect(await index.count(campaign.id, filter, TODAY), label).toEqual(await sqlCount(filter));
      if (i % 3 === 0) {
        expect(await index.breakdown(campaign.id, filter, TODAY), label).toEqual(await sqlBreakdown(filter));
      }
    }
    expect(index.stats.misses).toBe(0);
    expect(index.stats.hits).toBe(400);
  }, 90_000); // 400 answers from SQL beside them: 21 s alone on PGlite, over 30 s on a loaded machine

  it('leaves free-text names to SQL, and everything when turned off', async () => {
    expect(await index.count(campaign.id, { name: 'an' }, TODAY)).toBeNull();
    index.enabled = false;
    expect(await index.count(campaign.id, {}, TODAY)).toBeNull();
    index.enabled = true;
    expect(index.stats.unsupported).toBe(2);
  });

  it('keeps a campaign to itself: the other campaign has its own version and columns', async () => {
    await index.rebuild(other.id);
    expect(await index.count(other.id, {}, TODAY)).toEqual(
      await countVoters(db, voterWhere(other.id, {}, TODAY)),
    );
    expect(Object.keys(index.memory()).sort()).toEqual([campaign.id, other.id].sort());
  });

  it('is told apart from a stale copy after every kind of change', async () => {
    const filter: VoterFilter = {
      tags: { none: [tagIds[2]!] },
      vote_history: { elections: ['2024G', 'Z9'] },
    };
    const v = inserted[1]!.id!;
    const changes = [
      sql`insert into voters (campaign_id, state_voter_id, household_key) values (${campaign.id}, 'NEW1', 'HNEW')`,
      sql`update voters set party = 'GRE' where id = ${v}`,
      sql`insert into voter_tag_assignments (tag_id, voter_id) values (${tagIds[2]!}, ${v}) on conflict do nothing`,
      sql`delete from voter_tag_assignments where voter_id = ${v}`,
      sql`insert into vote_history (voter_id, campaign_id, election_code) values (${v}, ${campaign.id}, 'Z9')`,
      sql`update vote_history set election_code = 'Z8' where voter_id = ${v} and election_code = 'Z9'`,
      sql`delete from vote_history where voter_id = ${v}`,
      sql`delete from voters where state_voter_id = 'NEW1' and campaign_id = ${campaign.id}`,
    ];
    for (const change of changes) {
      await index.rebuild(campaign.id);
      const before = { ...index.stats };
      expect(await index.count(campaign.id, filter, TODAY)).toEqual(await sqlCount(filter));
      await db.execute(change);
      expect(await index.count(campaign.id, filter, TODAY), String(change.queryChunks[0])).toBeNull();
      expect(index.stats.misses).toBe(before.misses + 1);
      await index.idle();
      expect(await index.count(campaign.id, filter, TODAY)).toEqual(await sqlCount(filter));
      expect(index.stats.hits).toBe(before.hits + 2);
    }
  });

  it('throws a build away when a write lands between its pages, and keeps one that saw none', async () => {
    const clean = await loadVoterColumns(db, campaign.id);
    expect(clean.version).toBe(await readVersion(db, campaign.id));
    expect(clean.columns.size).toBe((await sqlCount({ include_removed: true })).count);
    let writes = 0;
    const interrupted = loadVoterColumns(db, campaign.id, {
      afterPage: async () => {
        if (writes++ === 0)
          await db.execute(sql`update voters set party = 'REP' where id = ${inserted[3]!.id!}`);
      },
    });
    await expect(interrupted).rejects.toBeInstanceOf(VoterDataChanged);
  });

  it('bumps only the changed campaign, and a deleted campaign takes its version along', async () => {
    const version = async (id: string) =>
      (
        await db.execute<{ v: string }>(
          sql`select version as v from voter_data_versions where campaign_id = ${id}`,
        )
      ).rows[0]?.v;
    const before = await version(other.id);
    await db.execute(sql`update voters set party = 'LIB' where id = ${inserted[2]!.id!}`);
    expect(await version(other.id)).toBe(before);
    await db.execute(sql`delete from campaigns where id = ${other.id}`);
    expect(await version(other.id)).toBeUndefined();
  });
});
