/** Voter files in the layouts states publish, for import tests. */
import { delimitedLine, NCVOTER_HEADER } from '../lib/ncvoter-file.ts';
import { seededRandom } from '../lib/random.ts';

export { NCVOTER_HEADER };

export const OHIO_ELECTIONS = ['PRIMARY-03/05/2024', 'GENERAL-11/05/2024'];
export const OHIO_HEADER = [
  'SOS_VOTERID',
  'COUNTY_NUMBER',
  'COUNTY_ID',
  'LAST_NAME',
  'FIRST_NAME',
  'MIDDLE_NAME',
  'SUFFIX',
  'DATE_OF_BIRTH',
  'REGISTRATION_DATE',
  'VOTER_STATUS',
  'PARTY_AFFILIATION',
  'RESIDENTIAL_ADDRESS1',
  'RESIDENTIAL_SECONDARY_ADDR',
  'RESIDENTIAL_CITY',
  'RESIDENTIAL_STATE',
  'RESIDENTIAL_ZIP',
  'RESIDENTIAL_ZIP_PLUS4',
  'RESIDENTIAL_COUNTRY',
  'RESIDENTIAL_POSTALCODE',
  'MAILING_ADDRESS1',
  'MAILING_SECONDARY_ADDRESS',
  'MAILING_CITY',
  'MAILING_STATE',
  'MAILING_ZIP',
  'MAILING_ZIP_PLUS4',
  'MAILING_COUNTRY',
  'MAILING_POSTAL_CODE',
  'CAREER_CENTER',
  'CITY',
  'CITY_SCHOOL_DISTRICT',
  'COUNTY_COURT_DISTRICT',
  'CONGRESSIONAL_DISTRICT',
  'COURT_OF_APPEALS',
  'EDU_SERVICE_CENTER_DISTRICT',
  'EXEMPTED_VILL_SCHOOL_DISTRICT',
  'LIBRARY',
  'LOCAL_SCHOOL_DISTRICT',
  'MUNICIPAL_COURT_DISTRICT',
  'PRECINCT_NAME',
  'PRECINCT_CODE',
  'STATE_BOARD_OF_EDUCATION',
  'STATE_REPRESENTATIVE_DISTRICT',
  'STATE_SENATE_DISTRICT',
  'TOWNSHIP',
  'VILLAGE',
  'WARD',
  ...OHIO_ELECTIONS,
];

const LAST = ['Smith', 'Núñez', 'Brontë', 'Johnson', "O'Brien", 'García', 'Lee'];
const FIRST = ['José', 'Zoë', 'Ann', 'Björn', 'Mary', 'Luis'];

export interface NcvoterRow {
  ncid: string;
  last: string;
  first: string;
  party: string;
  birthYear: string;
  street: string;
  zip: string;
}

/** `count` ncvoter rows, deterministic for `seed`; `overrides` replaces fields of given rows (by index). */
export const ncvoterRows = (
  count: number,
  seed = 1,
  overrides: Record<number, Partial<NcvoterRow>> = {},
): NcvoterRow[] => {
  const random = seededRandom(seed);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => ({
    ncid: `AA${String(100000 + i)}`,
    last: pick(LAST),
    first: pick(FIRST),
    party: pick(['DEM', 'REP', 'UNA']),
    birthYear: String(1940 + Math.floor(random() * 65)),
    street: `${100 + Math.floor(i / 2)} ${pick(['OAK ST', 'ELM ST', 'PINE AVE'])}`,
    zip: pick(['27601', '27603']),
    ...overrides[i],
  }));
};

export const ncvoterText = (rows: NcvoterRow[]): string => {
  const lines = rows.map((r) => {
    const cells: Record<string, string> = {
      county_id: '92',
      county_desc: 'WAKE',
      ncid: r.ncid,
      last_name: r.last,
      first_name: r.first,
      res_street_address: r.street,
      res_city_desc: 'RALEIGH',
      state_cd: 'NC',
      zip_code: r.zip,
      party_cd: r.party,
      gender_code: 'F',
      birth_year: r.birthYear,
      registr_dt: '03/15/2012',
      voter_status_desc: 'ACTIVE',
      precinct_abbrv: '01-07',
      nc_house_abbrv: '034',
      cong_dist_abbrv: '2',
    };
    return delimitedLine(NCVOTER_HEADER, cells);
  });
  return [NCVOTER_HEADER.join('\t'), ...lines].join('\n') + '\n';
};

export const ohioText = (
  rows: { id: string; last: string; first: string; dob: string; voted: boolean[] }[],
): string => {
  const quote = (v: string) => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = rows.map((r) => {
    const cells: Record<string, string> = {
      SOS_VOTERID: r.id,
      LAST_NAME: r.last,
      FIRST_NAME: r.first,
      DATE_OF_BIRTH: r.dob,
      REGISTRATION_DATE: '2016-10-01',
      VOTER_STATUS: 'ACTIVE',
      PARTY_AFFILIATION: 'D',
      RESIDENTIAL_ADDRESS1: '12 MAIN ST',
      RESIDENTIAL_CITY: 'COLUMBUS',
      RESIDENTIAL_STATE: 'OH',
      RESIDENTIAL_ZIP: '43215',
      PRECINCT_CODE: '25-AAB',
    };
    OHIO_ELECTIONS.forEach((e, i) => (cells[e] = r.voted[i] ? 'X' : ''));
    return OHIO_HEADER.map((h) => quote(cells[h] ?? '')).join(',');
  });
  return `\uFEFF${[OHIO_HEADER.join(','), ...lines].join('\r\n')}\r\n`;
};
