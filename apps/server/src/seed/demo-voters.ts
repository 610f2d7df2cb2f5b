import { randomUUID } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { voterTags, type voters } from '../db/schema/index.ts';
import { seededRandom, weightedPicker } from '../lib/random.ts';
import { refreshElections } from '../modules/voter-imports/history-elections.ts';
import { refreshTurnout } from '../modules/voters/turnout.ts';

/**
 * A synthetic district for the demo campaign, the same on every machine for a given seed: households
 * along a grid of downtown Raleigh's street names, in Raleigh ZIP codes, with names drawn by US census
 * frequency and plausible party, age and turnout mixes. (Real street geometry from a data package is
 * issue 4 §7's next step; see docs/decisions/0010-demo-district.md.)
 */

// The most frequent US surnames (2010 census), most frequent first.
const SURNAMES =
  `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez
Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson
Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell
Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook
Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks
Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster`.split(
    /\s+/,
  );
const FEMALE =
  `Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty Sandra Margaret
Ashley Kimberly Emily Donna Michelle Carol Amanda Melissa Deborah Stephanie Rebecca Sharon Laura Cynthia Dorothy Amy
Kathleen Angela Shirley Emma Brenda Pamela Nicole Anna Samantha Katherine Christine Debra Rachel Carolyn Janet Maria
Olivia Heather Helen Catherine Diane Julie Victoria Joyce Lauren Kelly Christina Ruth Joan Virginia Judith Evelyn
Hannah Andrea Megan Cheryl Jacqueline Madison Teresa Abigail Sophia Martha Sara Gloria Janice Kathryn Ann Isabella
Judy Charlotte Julia Grace Amber Alice Jean Denise Frances Danielle Marilyn Natalie Beverly Diana Brittany Theresa
Kayla Alexis Doris Lori Tiffany`.split(/\s+/);
const MALE =
  `James Robert John Michael David William Richard Joseph Thomas Christopher Charles Daniel Matthew Anthony
Mark Donald Steven Andrew Paul Joshua Kenneth Kevin Brian George Timothy Ronald Jason Edward Jeffrey Ryan Jacob Gary
Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory Alexander Patrick Frank Raymond Jack
Dennis Jerry Tyler Aaron Jose Adam Nathan Henry Zachary Douglas Peter Kyle Noah Ethan Jeremy Walter Christian Keith
Roger Terry Austin Sean Gerald Carl Harold Dylan Arthur Lawrence Jordan Jesse Bryan Billy Bruce Gabriel Joe Logan
Alan Juan Albert Willie Elijah Wayne Randy Vincent Mason Roy Ralph Bobby Russell Bradley Philip Eugene`.split(
    /\s+/,
  );
const zipf = (n: number) => Array.from({ length: n }, (_, i) => 1 / (i + 1) ** 0.8);

// Downtown Raleigh's street names, laid out as a grid (east–west rows, north–south columns).
const EAST_WEST =
  `Peace Johnson North Lane Edenton Jones Morgan Hargett Martin Davie Cabarrus Lenoir South Western
Hoke Bragg Cannon Bledsoe Worth Dorothea Boylan Gaston Whitaker Mill Franklin Polk Oakwood Pace Tucker Brooks`.split(
    /\s+/,
  );
const NORTH_SOUTH =
  `Glenwood Harrington West Dawson McDowell Salisbury Fayetteville Wilmington Blount Person Bloodworth
East Swain Tarboro State Pettigrew Chavis Bertie Idlewild Raleigh Boundary Saint Mary's Boylan Snow Hillsborough`.split(
    /\s+/,
  );
const ZIPS = ['27605', '27608', '27604', '27603', '27601', '27610'];
const BOX = { south: 35.758, north: 35.804, west: -78.668, east: -78.612 };
/** The grid's street model, shared by the voters' doors and the demo's streets (demo-streets.ts). */
const eastWestLatitude = (index: number) =>
  BOX.south + ((index + 0.5) / EAST_WEST.length) * (BOX.north - BOX.south);
const northSouthLongitude = (index: number) =>
  BOX.west + ((index + 0.5) / NORTH_SOUTH.length) * (BOX.east - BOX.west);
const streetName = (name: string | undefined) => `${name ?? ''} St`;

/** The district's streets: each grid row and column with its name, as the voters' addresses spell it. */
export const demoStreetGrid = () => ({
  box: BOX,
  eastWest: EAST_WEST.map((name, i) => ({ name: streetName(name), lat: eastWestLatitude(i) })),
  northSouth: NORTH_SOUTH.map((name, i) => ({ name: streetName(name), lng: northSouthLongitude(i) })),
});
/** Six precinct blocks (3 columns × 2 rows), each split into 2 × 2 precincts: a 6 × 4 grid of cells. */
const GRID = { columns: 6, rows: 4 };

/** The precinct code of a cell: block 01–06 west to east, south to north, then its sub-cell 01–04. */
const precinctCode = (column: number, row: number) => {
  const block = Math.floor(row / 2) * 3 + Math.floor(column / 2) + 1;
  const sub = (row % 2) * 2 + (column % 2) + 1;
  return `${String(block).padStart(2, '0')}-${String(sub).padStart(2, '0')}`;
};

/** The precinct a point lies in: the code follows location, so precincts are places on a map. */
const precinctAt = (lat: number, lng: number) => {
  const cell = (value: number, low: number, high: number, cells: number) =>
    Math.max(0, Math.min(cells - 1, Math.floor(((value - low) / (high - low)) * cells)));
  return precinctCode(
    cell(lng, BOX.west, BOX.east, GRID.columns),
    cell(lat, BOX.south, BOX.north, GRID.rows),
  );
};

/** Every demo precinct with its rectangle: [west, south, east, north]. */
export const demoPrecinctCells = () => {
  const width = (BOX.east - BOX.west) / GRID.columns;
  const height = (BOX.north - BOX.south) / GRID.rows;
  return Array.from({ length: GRID.columns * GRID.rows }, (_, i) => {
    const [column, row] = [i % GRID.columns, Math.floor(i / GRID.columns)];
    const west = BOX.west + column * width;
    const south = BOX.south + row * height;
    return {
      precinct: precinctCode(column, row),
      bounds: [west, south, west + width, south + height] as const,
    };
  });
};

const ELECTIONS = [
  { code: '2020G', date: '2020-11-03', base: 0.74 },
  { code: '2022P', date: '2022-05-17', base: 0.22 },
  { code: '2022G', date: '2022-11-08', base: 0.52 },
  { code: '2024P', date: '2024-03-05', base: 0.31 },
  { code: '2024G', date: '2024-11-05', base: 0.71 },
] as const;
export const DEMO_ELECTION_CODES = ELECTIONS.map((e) => e.code);
export const DEMO_ELECTIONS = ELECTIONS.map(({ code, date }) => ({ code, date }));
export const DEMO_TAGS = ['Yard sign', 'Volunteer prospect', 'Donor', 'Do not contact', 'Spanish speaker'];

/**
 * The turnout model: how much likelier than the average voter this one is to vote in any election (older
 * voters and party members more, unaffiliated less). An election's base turnout × this is the chance.
 */
export const turnoutPropensity = (age: number, party: string | null | undefined) =>
  Math.min(0.97, 0.35 + age / 120 + (party === 'UNA' ? -0.08 : 0.04)) / 0.72;

type VoterInsert = typeof voters.$inferInsert;
export interface DemoVoter {
  voter: VoterInsert;
  elections: string[];
}

/**
 * The district's voters one by one, household after household, without end: deterministic for
 * `seed`. The demo takes the first 50,000; the benchmark's file generator takes millions.
 */
export function* demoVoterStream(campaignId: string, seed = 2026): Generator<DemoVoter> {
  const random = seededRandom(seed);
  const surname = weightedPicker(SURNAMES, zipf(SURNAMES.length), random);
  const female = weightedPicker(FEMALE, zipf(FEMALE.length), random);
  const male = weightedPicker(MALE, zipf(MALE.length), random);
  const party = weightedPicker(['DEM', 'REP', 'UNA', 'LIB', 'GRE'], [45, 22, 31, 1.5, 0.5], random);
  const householdSize = weightedPicker([1, 2, 3, 4, 5], [34, 36, 15, 11, 4], random);
  let serial = 0;
  let house = 0;
  let previousParty: string | null | undefined;
  for (;;) {
    house += 1;
    // A door on a grid street: rows run east–west, columns north–south.
    const alongRow = random() < 0.5;
    const streetIndex = Math.floor(random() * (alongRow ? EAST_WEST.length : NORTH_SOUTH.length));
    const position = random();
    const lat = alongRow
      ? eastWestLatitude(streetIndex) + (random() - 0.5) * 0.0002
      : BOX.south + position * (BOX.north - BOX.south);
    const lng = alongRow
      ? BOX.west + position * (BOX.east - BOX.west)
      : northSouthLongitude(streetIndex) + (random() - 0.5) * 0.0002;
    const street = `${100 + Math.floor(position * 2400) * 2 + (random() < 0.5 ? 1 : 0)} ${alongRow ? streetName(EAST_WEST[streetIndex]) : streetName(NORTH_SOUTH[streetIndex])}`;
    const column = Math.min(2, Math.floor(((lng - BOX.west) / (BOX.east - BOX.west)) * 3));
    const row = Math.min(1, Math.floor(((lat - BOX.south) / (BOX.north - BOX.south)) * 2));
    const zip = ZIPS[row * 3 + column] ?? '27601';
    const precinct = precinctAt(lat, lng);
    const family = surname();
    const size = householdSize();
    for (let member = 0; member < size; member += 1) {
      serial += 1;
      const isFemale = random() < 0.52;
      const age = member < 2 ? 22 + Math.floor(random() * 66) : 18 + Math.floor(random() * 10);
      const birthYear = 2026 - age;
      const voterParty = member > 0 && random() < 0.6 ? (previousParty ?? party()) : party();
      previousParty = voterParty;
      const propensity = turnoutPropensity(age, voterParty);
      const elections = ELECTIONS.filter((e) => random() < e.base * propensity).map((e) => e.code);
      const first = isFemale ? female() : male();
      yield {
        elections,
        voter: {
          campaignId,
          stateVoterId: `DEMO${String(serial).padStart(7, '0')}`,
          firstName: first,
          lastName: member > 0 && random() < 0.15 ? surname() : family,
          middleName: random() < 0.6 ? String.fromCharCode(65 + Math.floor(random() * 26)) : null,
          resStreet: street,
          resCity: 'RALEIGH',
          resState: 'NC',
          resZip: zip,
          lat: Math.round(lat * 1e6) / 1e6,
          lng: Math.round(lng * 1e6) / 1e6,
          phone: random() < 0.55 ? `919${String(2000000 + Math.floor(random() * 7999999))}` : null,
          email: random() < 0.25 ? `${first}.${family}${serial % 97}@example.com`.toLowerCase() : null,
          party: voterParty,
          gender: isFemale ? 'F' : random() < 0.97 ? 'M' : 'U',
          birthYear,
          registrationDate: `${Math.max(birthYear + 18, 1990 + Math.floor(random() * 35))}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
          registrationStatus: random() < 0.93 ? 'ACTIVE' : 'INACTIVE',
          precinct,
          congressional: '2',
          stateSenate: '15',
          stateHouse: column === 0 ? '34' : column === 1 ? '33' : '38',
          county: 'WAKE',
          municipal: 'RALEIGH',
          ward: `C${row + 1}`,
          householdKey: `${street.toUpperCase()}|${zip}|H${house}`,
        },
      };
    }
  }
}

/** Generates the district: the first `target` voters of the stream. */
export const generateDemoVoters = (campaignId: string, target: number, seed = 2026): DemoVoter[] => {
  const out: DemoVoter[] = [];
  for (const voter of demoVoterStream(campaignId, seed)) {
    out.push(voter);
    if (out.length >= target) break;
  }
  return out;
};

const VOTER_COLUMNS = [
  ['id', 'id'],
  ['campaign_id', 'campaignId'],
  ['state_voter_id', 'stateVoterId'],
  ['first_name', 'firstName'],
  ['middle_name', 'middleName'],
  ['last_name', 'lastName'],
  ['res_street', 'resStreet'],
  ['res_city', 'resCity'],
  ['res_state', 'resState'],
  ['res_zip', 'resZip'],
  ['lat', 'lat'],
  ['lng', 'lng'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['party', 'party'],
  ['gender', 'gender'],
  ['birth_year', 'birthYear'],
  ['registration_date', 'registrationDate'],
  ['registration_status', 'registrationStatus'],
  ['precinct', 'precinct'],
  ['congressional', 'congressional'],
  ['state_senate', 'stateSenate'],
  ['state_house', 'stateHouse'],
  ['county', 'county'],
  ['municipal', 'municipal'],
  ['ward', 'ward'],
  ['household_key', 'householdKey'],
] as const;

/**
 * Loads the district with COPY (voters, vote history, tags): seconds, not minutes, on PGlite; then its
 * elections (`history_elections`) and turnout scores.
 */
export const insertDemoVoters = async (
  database: Database,
  campaignId: string,
  target: number,
  seed = 2026,
) => {
  const generated = generateDemoVoters(campaignId, target, seed);
  const tags = await database.db
    .insert(voterTags)
    .values(DEMO_TAGS.map((name) => ({ campaignId, name })))
    .returning();
  const random = seededRandom(seed + 1);
  const ids = generated.map(() => randomUUID());
  const voterRows = generated.map((g, i) =>
    VOTER_COLUMNS.map(([, key]) => (key === 'id' ? ids[i] : (g.voter[key] ?? null))),
  );
  await database.copyFrom(
    'voters',
    VOTER_COLUMNS.map(([column]) => column),
    stringify(voterRows),
  );
  const history = generated.flatMap((g, i) =>
    g.elections.map((code) => [
      ids[i],
      campaignId,
      code,
      ELECTIONS.find((e) => e.code === code)?.date,
      random() < 0.6 ? 'early' : 'in_person',
    ]),
  );
  await database.copyFrom(
    'vote_history',
    ['voter_id', 'campaign_id', 'election_code', 'election_date', 'voting_method'],
    stringify(history),
  );
  const shares = [0.03, 0.02, 0.01, 0.005, 0.04];
  const assignments = ids.flatMap((id) =>
    tags.filter((_, t) => random() < (shares[t] ?? 0)).map((tag) => [tag.id, id]),
  );
  await database.copyFrom('voter_tag_assignments', ['tag_id', 'voter_id'], stringify(assignments));
  // The elections list and the turnout scores, as an import leaves them (decision 0067).
  await refreshElections(database.db, campaignId);
  await refreshTurnout(database.db, campaignId);
  await database.db.execute(sql`analyze voters`);
  return { count: generated.length, generated };
};
