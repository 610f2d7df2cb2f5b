/** The households test's voters and its own normalisation of their addresses, written apart from the SQL one. */
import { seededRandom } from '../../lib/random.ts';
import type { TestVoter } from './test-support.ts';

// ---- The test's own normalisation, written apart from the SQL one ----
const SHORT: Record<string, string> = {
  STREET: 'ST',
  STR: 'ST',
  AVENUE: 'AVE',
  AV: 'AVE',
  ROAD: 'RD',
  DRIVE: 'DR',
  NORTH: 'N',
  SOUTH: 'S',
  APARTMENT: '#',
  APT: '#',
  UNIT: '#',
  SUITE: '#',
  STE: '#',
};
const keyOf = (
  street: string | null | undefined,
  unit: string | null | undefined,
  zip: string | null | undefined,
) => {
  const zip5 = (zip ?? '').replace(/\D/g, '').slice(0, 5);
  if (!street?.trim() || zip5.length < 5) return null;
  const words = `${street} ${unit ?? ''}`
    .toUpperCase()
    .split(/([#])|[^A-Z0-9#/-]+/)
    .filter((w): w is string => Boolean(w))
    .map((w) => SHORT[w] ?? w)
    .filter((w, i, all) => !(w === '#' && all[i - 1] === '#'));
  return `${words.join(' ')}|${zip5}`;
};
export const voterKey = (v: TestVoter) =>
  v.mailStreet?.trim() ? keyOf(v.mailStreet, null, v.mailZip) : keyOf(v.resStreet, v.resUnit, v.resZip);

// ---- A group of voters spelled every which way ----
const random = seededRandom(13);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const SUFFIXES = {
  Street: ['St', 'St.', 'STREET', 'street', 'Str'],
  Avenue: ['Ave', 'Ave.', 'AVENUE', 'Av'],
  Road: ['Rd', 'ROAD', 'Rd.'],
};
const houses = Array.from({ length: 40 }, (_, i) => ({
  number: String(100 + i),
  north: i % 5 === 0,
  name: pick(['Oak', 'Maple', 'Pine']),
  suffix: pick(Object.keys(SUFFIXES) as (keyof typeof SUFFIXES)[]),
  unit: i % 4 === 0 ? '2' : null,
  zip: pick(['27601', '27603']),
}));
const spell = (house: (typeof houses)[number]) => {
  const north = house.north ? `${pick(['North', 'N.', 'N', 'NORTH'])} ` : '';
  const street = `${house.number}${pick([' ', '  '])}${north}${pick([house.name, house.name.toUpperCase()])} ${pick(SUFFIXES[house.suffix])}`;
  const unit = house.unit
    ? pick([`Apt ${house.unit}`, `#${house.unit}`, `APT # ${house.unit}`, `Unit ${house.unit}`])
    : null;
  return { street, unit, zip: pick([house.zip, `${house.zip}-1234`, ` ${house.zip} `]) };
};
const SURNAMES = ['REYES', 'SMITH', 'NGUYEN', 'OKAFOR'];
const generated = (): TestVoter[] =>
  Array.from({ length: 400 }, (_, i) => {
    const home = spell(pick(houses));
    const roll = random();
    const mailing = roll < 0.1 ? spell(pick(houses)) : null;
    return {
      stateVoterId: `HH${String(i)}`,
      firstName: pick(['ANA', 'BEN', 'CARLA', 'DEV']),
      lastName: pick(SURNAMES),
      resStreet: roll > 0.1 && roll < 0.15 ? pick(['', '  ', null]) : home.street,
      resUnit: home.unit,
      resZip: roll > 0.15 && roll < 0.18 ? pick(['', '276', null]) : home.zip,
      resCity: 'RALEIGH',
      resState: 'NC',
      mailStreet: mailing?.street ?? pick([null, '', ' ']),
      mailZip: mailing?.zip ?? null,
      mailCity: mailing ? 'DURHAM' : null,
      mailState: mailing ? 'NC' : null,
      registrationStatus:
        roll > 0.18 && roll < 0.23
          ? pick(['REMOVED', 'DENIED', 'Moved out of county'])
          : pick(['ACTIVE', 'INACTIVE', null]),
    };
  });
// A household of three with two surnames, a voter who lives alone, and a formula in a name.
/** 400 voters spelled every which way, then a household of three with two surnames, a voter who lives alone,
 * and a formula in a name. */
export const householdVoters = (): TestVoter[] => [
  ...generated(),
  ...['REYES', 'REYES', 'SMITH'].map((lastName, i) => ({
    stateVoterId: `FAM${String(i)}`,
    firstName: 'PAT',
    lastName,
    resStreet: i === 1 ? '7 Elm Street' : '7 ELM ST.',
    resZip: '27610',
    resCity: 'RALEIGH',
    resState: 'NC',
  })),
  {
    stateVoterId: 'ALONE',
    firstName: 'ANA',
    middleName: 'MARIA',
    lastName: 'LOPEZ',
    resStreet: '9 Birch Rd',
    resUnit: 'Apt 4',
    resZip: '27610',
    resCity: 'RALEIGH',
    resState: 'NC',
  },
  {
    stateVoterId: 'FORMULA',
    firstName: '',
    lastName: '=HYPERLINK("http://x")',
    resStreet: '@11 Cedar Ln',
    resZip: '27611',
    resCity: 'RALEIGH',
    resState: 'NC',
  },
];
