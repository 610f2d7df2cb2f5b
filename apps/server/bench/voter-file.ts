/**
 * Writes voter files of any size in North Carolina's `ncvoter` layout, from the demo district's
 * generator (the same names, households, party, age and turnout mixes), in large buffered chunks.
 * `campaignLike` adds what a campaign's enriched copy of the file carries: coordinates from
 * geocoding, e-mail, and one column per past election (`GENERAL-11/05/2024`, X = voted).
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { delimitedLine, NCVOTER_HEADER } from '../src/lib/ncvoter-file.ts';
import { DEMO_ELECTIONS, demoVoterStream, type DemoVoter } from '../src/seed/demo-voters.ts';

const ELECTION_TYPES: Record<string, string> = { G: 'GENERAL', P: 'PRIMARY', S: 'SPECIAL' };
/** `2024-11-05` → `11/05/2024`. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const ELECTION_COLUMNS = DEMO_ELECTIONS.map((e) => ({
  code: e.code,
  column: `${ELECTION_TYPES[e.code.slice(-1)] ?? 'GENERAL'}-${usDate(e.date)}`,
}));

export const CAMPAIGN_COLUMNS = ['latitude', 'longitude', 'email', ...ELECTION_COLUMNS.map((e) => e.column)];

export const voterFileHeader = (campaignLike: boolean): string[] =>
  campaignLike ? [...NCVOTER_HEADER, ...CAMPAIGN_COLUMNS] : NCVOTER_HEADER;

const RACES = ['W', 'B', 'A', 'O', 'W', 'B', 'U', 'M'];
const ETHNICITIES = ['NL', 'NL', 'HL', 'UN'];
const YEAR = new Date().getUTCFullYear();

/** One voter as the cells of an ncvoter row (and, for `campaignLike`, the extra columns). */
const cells = ({ voter: v, elections }: DemoVoter, serial: number, campaignLike: boolean) => {
  const active = v.registrationStatus === 'ACTIVE';
  const street = (v.resStreet ?? '').toUpperCase();
  const row: Record<string, string> = {
    county_id: '92',
    county_desc: 'WAKE',
    voter_reg_num: String(serial).padStart(12, '0'),
    ncid: v.stateVoterId,
    last_name: (v.lastName ?? '').toUpperCase(),
    first_name: (v.firstName ?? '').toUpperCase(),
    middle_name: v.middleName ?? '',
    status_cd: active ? 'A' : 'I',
    voter_status_desc: v.registrationStatus ?? '',
    reason_cd: active ? 'AV' : 'IN',
    voter_status_reason_desc: active ? 'VERIFIED' : 'CONFIRMATION NOT RETURNED',
    res_street_address: street,
    res_city_desc: v.resCity ?? '',
    state_cd: v.resState ?? '',
    zip_code: v.resZip ?? '',
    mail_addr1: street,
    mail_city: v.resCity ?? '',
    mail_state: v.resState ?? '',
    mail_zipcode: v.resZip ?? '',
    full_phone_number: v.phone ?? '',
    confidential_ind: 'N',
    registr_dt: v.registrationDate ? usDate(String(v.registrationDate)) : '',
    race_code: RACES[serial % RACES.length] ?? 'U',
    ethnic_code: ETHNICITIES[serial % ETHNICITIES.length] ?? 'UN',
    party_cd: v.party ?? '',
    gender_code: v.gender ?? '',
    birth_year: String(v.birthYear ?? ''),
    age_at_year_end: v.birthYear ? String(YEAR - v.birthYear) : '',
    birth_state: 'NC',
    drivers_lic: 'Y',
    precinct_abbrv: v.precinct ?? '',
    precinct_desc: `PRECINCT ${v.precinct ?? ''}`,
    municipality_abbrv: 'RAL',
    municipality_desc: v.municipal ?? '',
    ward_abbrv: v.ward ?? '',
    ward_desc: `WARD ${v.ward ?? ''}`,
    cong_dist_abbrv: v.congressional ?? '',
    super_court_abbrv: '10A',
    judic_dist_abbrv: '10',
    nc_senate_abbrv: v.stateSenate ?? '',
    nc_house_abbrv: v.stateHouse ?? '',
    township_abbrv: 'RAL',
    township_desc: 'RALEIGH',
    school_dist_abbrv: '1',
    vtd_abbrv: v.precinct ?? '',
    vtd_desc: v.precinct ?? '',
  };
  if (campaignLike) {
    row.latitude = String(v.lat ?? '');
    row.longitude = String(v.lng ?? '');
    row.email = v.email ?? '';
    for (const e of ELECTION_COLUMNS) row[e.column] = elections.includes(e.code) ? 'X' : '';
  }
  return row;
};

const CHUNK_ROWS = 20_000;

/** Writes `rows` voters (deterministic for `seed`) to `out`; resolves when the file is on disk. */
export const writeVoterFile = async (options: {
  rows: number;
  out: string;
  seed?: number;
  campaignLike?: boolean;
}) => {
  const { rows, out, seed = 2026, campaignLike = false } = options;
  const header = voterFileHeader(campaignLike);
  const stream = createWriteStream(out, { highWaterMark: 4 << 20 });
  stream.write(`${header.join('\t')}\n`);
  let chunk: string[] = [];
  let written = 0;
  if (rows > 0) {
    for (const voter of demoVoterStream('file', seed)) {
      written += 1;
      chunk.push(delimitedLine(header, cells(voter, written, campaignLike)));
      const last = written >= rows;
      if (chunk.length >= CHUNK_ROWS || last) {
        if (!stream.write(`${chunk.join('\n')}\n`)) await once(stream, 'drain');
        chunk = [];
      }
      if (last) break;
    }
  }
  stream.end();
  await finished(stream);
  return { rows: written, bytes: stream.bytesWritten, header };
};
