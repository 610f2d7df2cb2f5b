import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/client.ts';
import {
  importElectionResults,
  importPrecinctShapes,
} from '../modules/election-results/election-results.service.ts';
import { seededRandom } from '../lib/random.ts';
import { demoPrecinctCells, type DemoVoter } from './demo-voters.ts';

/**
 * Two past general elections of the demo district, precinct by precinct, drawn from its voters: whoever's
 * vote history holds the election cast a ballot in their precinct, and picks each contest's choice by party
 * (with a small lean per precinct). Fictional candidates; deterministic for a seed.
 */

type Leaning = Record<string, readonly number[]>;
interface DemoContest {
  name: string;
  choices: readonly { name: string; party: string }[];
  /** Weights of the choices by the voter's party (others: UNA's). */
  leaning: Leaning;
  /** Share of ballots that skip the contest. */
  skip: number;
  /** Only voters of this state house district vote in it. */
  house?: string;
}

const PARTISAN: Leaning = {
  DEM: [90, 7, 3],
  REP: [6, 91, 3],
  UNA: [48, 44, 8],
  LIB: [10, 30, 60],
  GRE: [60, 10, 30],
};
const house = (district: string, dem: string, rep: string): DemoContest => ({
  name: `NC House District ${district}`,
  choices: [
    { name: dem, party: 'DEM' },
    { name: rep, party: 'REP' },
  ],
  leaning: PARTISAN,
  skip: 0.05,
  house: district,
});

const DEMO_RESULTS = [
  {
    code: '2022G',
    name: '2022 General',
    date: '2022-11-08',
    contests: [
      {
        name: 'US Senate',
        choices: [
          { name: 'Marisol Grant', party: 'DEM' },
          { name: 'Thomas Whitfield', party: 'REP' },
          { name: 'Evan Holt', party: 'LIB' },
        ],
        leaning: PARTISAN,
        skip: 0.02,
      },
      house('33', 'Renee Walters', 'Gordon Pike'),
      house('34', 'Samuel Ortega', 'Lydia Marsh'),
      house('38', 'Tanya Brooks', 'Wesley Crane'),
      {
        name: 'Wake County Parks Bond',
        choices: [
          { name: 'For', party: '' },
          { name: 'Against', party: '' },
        ],
        leaning: { DEM: [80, 20], REP: [36, 64], UNA: [58, 42], LIB: [25, 75], GRE: [85, 15] },
        skip: 0.09,
      },
    ],
  },
  {
    code: '2024G',
    name: '2024 General',
    date: '2024-11-05',
    contests: [
      {
        name: 'Governor',
        choices: [
          { name: 'Adrienne Moss', party: 'DEM' },
          { name: 'Carl Pruitt', party: 'REP' },
          { name: 'Lena Ortiz', party: 'LIB' },
        ],
        leaning: PARTISAN,
        skip: 0.01,
      },
      {
        name: 'US House District 2',
        choices: [
          { name: 'Paula Kent', party: 'DEM' },
          { name: 'Mark Ashby', party: 'REP' },
        ],
        leaning: PARTISAN,
        skip: 0.03,
      },
      {
        name: 'Raleigh City Council District C',
        choices: [
          { name: 'Jerome Banks', party: '' },
          { name: 'Alicia Chen', party: '' },
          { name: 'Victor Hale', party: '' },
        ],
        leaning: {
          DEM: [48, 38, 14],
          REP: [18, 22, 60],
          UNA: [34, 36, 30],
          LIB: [20, 25, 55],
          GRE: [40, 50, 10],
        },
        skip: 0.12,
      },
      {
        name: 'Affordable Housing Bond',
        choices: [
          { name: 'For', party: '' },
          { name: 'Against', party: '' },
        ],
        leaning: { DEM: [82, 18], REP: [30, 70], UNA: [55, 45], LIB: [20, 80], GRE: [90, 10] },
        skip: 0.08,
      },
    ],
  },
] as const satisfies readonly {
  code: string;
  name: string;
  date: string;
  contests: readonly DemoContest[];
}[];

export const DEMO_RESULTS_ELECTIONS = DEMO_RESULTS.map(({ code, name, date }) => ({ code, name, date }));

/** Picks an index by weights, `lean` of the weight moved from the second choice to the first. */
const pick = (weights: readonly number[], lean: number, random: () => number) => {
  const weight = (i: number) => Math.max(0, (weights[i] ?? 0) + (i === 0 ? lean : i === 1 ? -lean : 0));
  let total = 0;
  for (let i = 0; i < weights.length; i += 1) total += weight(i);
  let r = random() * total;
  for (let i = 0; i < weights.length; i += 1) {
    r -= weight(i);
    if (r < 0) return i;
  }
  return weights.length - 1;
};

const COLUMNS = [
  'Election',
  'Election Code',
  'Election Date',
  'Contest',
  'Choice',
  'Party',
  'Precinct',
  'Votes',
  'Ballots Cast',
];

/** The results file: one row per election, contest, choice and precinct, with ballots cast per precinct. */
export const demoResultsCsv = (voters: readonly DemoVoter[], seed = 2026): string => {
  const random = seededRandom(seed + 7);
  const lean = new Map(demoPrecinctCells().map((c) => [c.precinct, (random() - 0.5) * 24]));
  const rows: (string | number)[][] = [];
  for (const election of DEMO_RESULTS) {
    const contests: readonly DemoContest[] = election.contests;
    const ballots = new Map<string, number>();
    const tallies = contests.map(() => new Map<string, number[]>()); // per contest: precinct → votes per choice
    for (const { voter, elections } of voters) {
      if (!elections.includes(election.code)) continue;
      const precinct = voter.precinct ?? '';
      ballots.set(precinct, (ballots.get(precinct) ?? 0) + 1);
      contests.forEach((contest, c) => {
        if (contest.house && contest.house !== voter.stateHouse) return;
        const byPrecinct = tallies[c];
        const tally = byPrecinct?.get(precinct) ?? contest.choices.map(() => 0);
        byPrecinct?.set(precinct, tally);
        if (random() < contest.skip) return;
        const weights = contest.leaning[voter.party ?? 'UNA'] ?? contest.leaning.UNA ?? [];
        const index = pick(weights, lean.get(precinct) ?? 0, random);
        tally[index] = (tally[index] ?? 0) + 1;
      });
    }
    contests.forEach((contest, c) => {
      for (const [precinct, cast] of [...ballots.entries()].sort(([a], [b]) => a.localeCompare(b))) {
        const tally = tallies[c]?.get(precinct);
        if (!tally) continue;
        const { name, code, date } = election;
        contest.choices.forEach((choice, i) => {
          rows.push([
            name,
            code,
            date,
            contest.name,
            choice.name,
            choice.party,
            precinct,
            tally[i] ?? 0,
            cast,
          ]);
        });
      }
    });
  }
  return stringify(rows, { header: true, columns: COLUMNS });
};

/** The precincts as rectangles, with properties named as North Carolina's precinct shapefile names them. */
export const demoPrecinctShapes = () => ({
  type: 'FeatureCollection',
  features: demoPrecinctCells().map(({ precinct, bounds }) => {
    const [west, south, east, north] = bounds.map((v) => Math.round(v * 1e6) / 1e6) as [
      number,
      number,
      number,
      number,
    ];
    return {
      type: 'Feature',
      properties: { prec_id: precinct, enr_desc: `PRECINCT ${precinct}`, county_nam: 'WAKE' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [west, south],
            [east, south],
            [east, north],
            [west, north],
            [west, south],
          ],
        ],
      },
    };
  }),
});

/** Imports the two elections and the precinct shapes through the same services as a person's upload. */
export const seedDemoElectionResults = async (db: Db, campaignId: string, voters: readonly DemoVoter[]) => {
  const actor = { campaignId };
  await importElectionResults(
    db,
    actor,
    { fileName: 'demo-results.csv', buffer: Buffer.from(demoResultsCsv(voters)) },
    {},
  );
  await importPrecinctShapes(
    db,
    actor,
    { fileName: 'demo-precincts.geojson', buffer: Buffer.from(JSON.stringify(demoPrecinctShapes())) },
    {},
  );
};
