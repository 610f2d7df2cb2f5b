import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { seededRandom } from '../lib/random.ts';
import { VOTING_METHODS, type VotingMethod } from '@groundwork/shared/contracts/voters';
import { voteHistory, voterTagAssignments, voterTags, voters } from '../db/schema/index.ts';

export { seededRandom } from '../lib/random.ts';

export interface FixtureVoter {
  id?: string;
  stateVoterId: string;
  firstName: string;
  lastName: string;
  party: string | null;
  gender: string | null;
  birthYear: number | null;
  resZip: string | null;
  resCity: string | null;
  precinct: string | null;
  stateHouse: string | null;
  registrationStatus: string | null;
  phone: string | null;
  email: string | null;
  lat: number | null;
  lng: number | null;
  householdKey: string;
  elections: string[];
  tagIndexes: number[];
  /** Beside `elections`, in its order: each vote's method and ballot party (null when absent). */
  methods?: (VotingMethod | null)[];
  ballotParties?: (string | null)[];
  turnout?: number | null;
  removed?: boolean;
}

export const ELECTIONS = ['2020G', '2022P', '2022G', '2024P', '2024G'];
const FIRST = [
  'Ana',
  'Ben',
  'Carla',
  'Dmitri',
  'Ella',
  'Femi',
  'Grace',
  'Hugo',
  'Ines',
  'Jamal',
  'Kai',
  'Lena',
];
const LAST = [
  'Nguyen',
  'Okafor',
  'Patel',
  'Quinn',
  'Rossi',
  'Smith',
  'Tanaka',
  'Underwood',
  'Vargas',
  'Walsh',
];

/** `count` voters around Raleigh (35.78, -78.64), in households of one to four. */
export const generateVoters = (count: number, seed = 7): FixtureVoter[] => {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const out: FixtureVoter[] = [];
  let household = 0;
  while (out.length < count) {
    household += 1;
    const lat = 35.74 + rnd() * 0.08;
    const lng = -78.68 + rnd() * 0.08;
    const zip = pick(['27601', '27603', '27604', '27605', '27608']);
    const size = 1 + Math.floor(rnd() * 4);
    for (let i = 0; i < size && out.length < count; i += 1) {
      const n = out.length;
      out.push({
        stateVoterId: `NC${String(n).padStart(8, '0')}`,
        firstName: pick(FIRST),
        lastName: pick(LAST),
        party: rnd() < 0.05 ? null : pick(['DEM', 'REP', 'UNA', 'LIB', 'GRE']),
        gender: rnd() < 0.05 ? null : pick(['M', 'F', 'U']),
        birthYear: rnd() < 0.03 ? null : 1930 + Math.floor(rnd() * 78),
        resZip: rnd() < 0.02 ? null : `${zip}${rnd() < 0.3 ? '-1234' : ''}`,
        resCity: pick(['RALEIGH', 'Raleigh', 'GARNER']),
        precinct: pick(['01-01', '01-02', '02-05', '03-11', '07-02']),
        stateHouse: pick(['33', '34', '38']),
        registrationStatus: pick(['ACTIVE', 'INACTIVE']),
        phone: rnd() < 0.4 ? null : rnd() < 0.1 ? '' : `919555${String(n % 10000).padStart(4, '0')}`,
        email: rnd() < 0.7 ? null : `v${n}@example.org`,
        lat: rnd() < 0.02 ? null : lat,
        lng: rnd() < 0.02 ? null : lng,
        householdKey: `H${household}`,
        elections: ELECTIONS.filter(() => rnd() < 0.45),
        tagIndexes: [0, 1, 2].filter(() => rnd() < 0.2),
      });
    }
  }
  return out;
};

/**
 * The voters with each vote's method and ballot party, a turnout score and some removed (a stream of its
 * own, so `generateVoters`' voters stay as they were): nulls and lower case included.
 */
export const withHistoryDetails = (list: FixtureVoter[], seed = 11): FixtureVoter[] => {
  const rnd = seededRandom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(rnd() * values.length)] as T;
  return list.map((v) => ({
    ...v,
    methods: v.elections.map(() => (rnd() < 0.1 ? null : pick(VOTING_METHODS))),
    ballotParties: v.elections.map(() => (rnd() < 0.1 ? null : pick(['DEM', 'REP', 'UNA', 'lib']))),
    turnout: rnd() < 0.15 ? null : pick([0, 25, 33, 50, 67, 75, 100]),
    removed: rnd() < 0.08,
  }));
};

/** Inserts the voters, their history and tags; returns them with ids and the tag ids. */
export const insertVoters = async (db: DbOrTx, campaignId: string, list: FixtureVoter[]) => {
  const tags = await db
    .insert(voterTags)
    .values(['Yard sign', 'Volunteer prospect', 'Do not contact'].map((name) => ({ campaignId, name })))
    .returning();
  const tagIds = tags.map((t) => t.id);
  for (let start = 0; start < list.length; start += 500) {
    const batch = list.slice(start, start + 500);
    const rows = await db
      .insert(voters)
      .values(
        batch.map(
          ({ elections: _e, tagIndexes: _t, id: _i, methods: _m, ballotParties: _b, removed, ...v }) => ({
            ...v,
            campaignId,
            removedAt: removed ? new Date('2026-10-01T00:00:00Z') : null,
          }),
        ),
      )
      .returning({ id: voters.id });
    const history = batch.flatMap((v, i) =>
      v.elections.map((electionCode, k) => ({
        voterId: rows[i]!.id,
        campaignId,
        electionCode,
        votingMethod: v.methods?.[k] ?? null,
        party: v.ballotParties?.[k] ?? null,
      })),
    );
    if (history.length) await db.insert(voteHistory).values(history);
    const assignments = batch.flatMap((v, i) =>
      v.tagIndexes.map((t) => ({ tagId: tagIds[t]!, voterId: rows[i]!.id })),
    );
    if (assignments.length) await db.insert(voterTagAssignments).values(assignments);
    batch.forEach((v, i) => (v.id = rows[i]!.id));
  }
  // As imports and the demo do: the filters' plans rely on statistics (PGlite has no autovacuum).
  await db.execute(sql`analyze ${voters}, ${voteHistory}`);
  return { voters: list, tagIds };
};
