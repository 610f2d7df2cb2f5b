/**
 * Writes voter files of any size in North Carolina's `ncvoter` layout, from the demo district's
 * generator (the same names, households, party, age and turnout mixes), in large buffered chunks.
 * `campaignLike` adds what a campaign's enriched copy of the file carries: coordinates from
 * geocoding, e-mail, and one column per past election (`GENERAL-11/05/2024`, X = voted).
 * `realForm` writes the file as the State Board publishes it (published-form.ts: every field quoted,
 * tabs, Latin-1, CRLF) and gives some voters accented names (JOSÉ, PEÑA, MÜLLER); otherwise it is the
 * clean form: UTF-8, unquoted, LF.
 */
import { NCVOTER_HEADER } from '../src/lib/ncvoter-file.ts';
import { DEMO_ELECTIONS, demoVoterStream, type DemoVoter } from '../src/seed/demo-voters.ts';
import { cleanLine, lineWriter, publishedLine } from './published-form.ts';

const ELECTION_TYPES: Record<string, string> = { G: 'GENERAL', P: 'PRIMARY', S: 'SPECIAL' };
/** `2024-11-05` → `11/05/2024`. */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
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
/** Accented names (all in Latin-1) the published form gives every 37th voter's surname, every 53rd's first name. */
const ACCENTED_LAST = ['PEÑA', 'MUÑOZ', 'NÚÑEZ', 'MÜLLER', 'IBÁÑEZ', 'GONZÁLEZ'];
const ACCENTED_FIRST = ['JOSÉ', 'RENÉE', 'JESÚS', 'CHLOÉ', 'ZOË', 'ANDRÉ'];

/** The voter registration number of the file's `serial`th voter (1-based), as both files spell it. */
export const voterRegNum = (serial: number) => String(serial).padStart(12, '0');

/** One voter as the cells of an ncvoter row (and, for `campaignLike`, the extra columns). */
const cells = (
  { voter: v, elections }: DemoVoter,
  serial: number,
  campaignLike: boolean,
  accents: boolean,
) => {
  const active = v.registrationStatus === 'ACTIVE';
  const street = (v.resStreet ?? '').toUpperCase();
  const row: Record<string, string> = {
    county_id: '92',
    county_desc: 'WAKE',
    voter_reg_num: voterRegNum(serial),
    ncid: v.stateVoterId,
    last_name:
      accents && serial % 37 === 0
        ? (ACCENTED_LAST[(serial / 37) % ACCENTED_LAST.length] ?? '')
        : (v.lastName ?? '').toUpperCase(),
    first_name:
      accents && serial % 53 === 0
        ? (ACCENTED_FIRST[(serial / 53) % ACCENTED_FIRST.length] ?? '')
        : (v.firstName ?? '').toUpperCase(),
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

/**
 * Writes `rows` voters (deterministic for `seed`) to `out`, in the published form with `realForm`;
 * resolves when the file is on disk.
 */
export const writeVoterFile = async (options: {
  rows: number;
  out: string;
  seed?: number;
  campaignLike?: boolean;
  realForm?: boolean;
}) => {
  const { rows, out, seed = 2026, campaignLike = false, realForm = false } = options;
  const header = voterFileHeader(campaignLike);
  const line = realForm ? publishedLine : cleanLine;
  const writer = lineWriter(out, realForm ? 'latin1' : 'utf8');
  writer.add(line(header));
  let written = 0;
  if (rows > 0) {
    for (const voter of demoVoterStream('file', seed)) {
      written += 1;
      const row = cells(voter, written, campaignLike, realForm);
      if (writer.add(line(header.map((column) => row[column] ?? '')))) await writer.flush();
      if (written >= rows) break;
    }
  }
  return { rows: written, bytes: await writer.close(), header };
};
