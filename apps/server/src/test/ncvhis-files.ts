/**
 * North Carolina's files in their published form for import tests: every field double-quoted, tab-separated,
 * Latin-1, CRLF — a voter file (`ncvoter`) and its vote history (`ncvhis`, one row per voter and election).
 */
import { NCVHIS_HEADER } from '../modules/voter-imports/column-mapping.ts';
import { seededRandom } from '../lib/random.ts';
import { NCVOTER_HEADER, ncvoterRows, type NcvoterRow } from './voter-files.ts';

/** Rows as the State Board publishes them, header first, as Latin-1 bytes. */
export const publishedFile = (header: readonly string[], rows: readonly (readonly string[])[]): Buffer =>
  Buffer.from(
    [header, ...rows].map((r) => `"${r.map((c) => c.replaceAll('"', '""')).join('"\t"')}"\r\n`).join(''),
    'latin1',
  );

/** An `ncvoter` file of `rows` (accented names among them), registered on `registered` (MM/DD/YYYY). */
export const publishedNcvoter = (rows: NcvoterRow[], registered = '03/15/2012') =>
  publishedFile(
    NCVOTER_HEADER,
    rows.map((r) => {
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
        birth_year: r.birthYear,
        registr_dt: registered,
        voter_status_desc: 'ACTIVE',
      };
      return NCVOTER_HEADER.map((c) => cells[c] ?? '');
    }),
  );

export { ncvoterRows };

/** One `ncvhis` row: the voter, the election (`label` MM/DD/YYYY, `description`), how and which ballot. */
export interface NcvhisRow {
  ncid: string;
  label: string;
  description: string;
  method: string;
  party: string;
}

export const NCVHIS_METHODS = [
  'IN-PERSON',
  'ABSENTEE ONESTOP',
  'ABSENTEE BY MAIL',
  'CURBSIDE',
  'PROVISIONAL',
  'TRANSFER',
];

/** Each of `ncids` takes part in each election with a chance of one in two, deterministic for `seed`. */
export const ncvhisRows = (
  ncids: string[],
  elections: { label: string; description: string }[],
  seed = 7,
): NcvhisRow[] => {
  const random = seededRandom(seed);
  return ncids.flatMap((ncid) =>
    elections.flatMap((e) =>
      random() < 0.5
        ? []
        : [
            {
              ncid,
              ...e,
              method: NCVHIS_METHODS[Math.floor(random() * NCVHIS_METHODS.length)]!,
              party: e.description.includes('PRIMARY') ? (random() < 0.5 ? 'DEM' : 'REP') : '',
            },
          ],
    ),
  );
};

export const publishedNcvhis = (rows: NcvhisRow[]) =>
  publishedFile(
    NCVHIS_HEADER,
    rows.map((r) => {
      const cells: Record<string, string> = {
        county_id: '92',
        county_desc: 'WAKE',
        voter_reg_num: '000000012345',
        election_lbl: r.label,
        election_desc: r.description,
        voting_method: r.method,
        voted_party_cd: r.party,
        voted_party_desc: r.party === 'DEM' ? 'DEMOCRATIC' : r.party === 'REP' ? 'REPUBLICAN' : '',
        pct_label: '01-07',
        pct_description: 'PRÉCINCT 01-07',
        ncid: r.ncid,
        voted_county_id: '92',
        voted_county_desc: 'WAKE',
        vtd_label: '01-07',
        vtd_description: '01-07',
      };
      return NCVHIS_HEADER.map((c) => cells[c] ?? '');
    }),
  );
