import type { ColumnMapping, HistoryColumn, ImportField } from '@groundwork/shared/contracts/voter-imports';

type Layout = Partial<Record<ImportField, string>>;

/** North Carolina's statewide `ncvoter` file (tab-separated). */
const NCVOTER: Layout = {
  state_voter_id: 'ncid',
  first_name: 'first_name',
  middle_name: 'middle_name',
  last_name: 'last_name',
  name_suffix: 'name_suffix_lbl',
  res_street: 'res_street_address',
  res_city: 'res_city_desc',
  res_state: 'state_cd',
  res_zip: 'zip_code',
  mail_street: 'mail_addr1',
  mail_city: 'mail_city',
  mail_state: 'mail_state',
  mail_zip: 'mail_zipcode',
  phone: 'full_phone_number',
  party: 'party_cd',
  gender: 'gender_code',
  birth_year: 'birth_year',
  registration_date: 'registr_dt',
  registration_status: 'voter_status_desc',
  precinct: 'precinct_abbrv',
  congressional: 'cong_dist_abbrv',
  state_senate: 'nc_senate_abbrv',
  state_house: 'nc_house_abbrv',
  county: 'county_desc',
  municipal: 'municipality_abbrv',
  ward: 'ward_abbrv',
};

/**
 * North Carolina's vote-history file (`ncvhis`, tab-separated): one row per voter and election, loaded as
 * vote history matched to the campaign's voters by `ncid` (`history-load.ts`).
 */
export const NCVHIS_HEADER = [
  'county_id',
  'county_desc',
  'voter_reg_num',
  'election_lbl',
  'election_desc',
  'voting_method',
  'voted_party_cd',
  'voted_party_desc',
  'pct_label',
  'pct_description',
  'ncid',
  'voted_county_id',
  'voted_county_desc',
  'vtd_label',
  'vtd_description',
] as const;

/** Ohio's statewide voter file (SWVF, comma-separated, one wide column per election). */
const OHIO: Layout = {
  state_voter_id: 'sos_voterid',
  first_name: 'first_name',
  middle_name: 'middle_name',
  last_name: 'last_name',
  name_suffix: 'suffix',
  res_street: 'residential_address1',
  res_unit: 'residential_secondary_addr',
  res_city: 'residential_city',
  res_state: 'residential_state',
  res_zip: 'residential_zip',
  mail_street: 'mailing_address1',
  mail_city: 'mailing_city',
  mail_state: 'mailing_state',
  mail_zip: 'mailing_zip',
  party: 'party_affiliation',
  birth_date: 'date_of_birth',
  registration_date: 'registration_date',
  registration_status: 'voter_status',
  precinct: 'precinct_code',
  congressional: 'congressional_district',
  state_senate: 'state_senate_district',
  state_house: 'state_representative_district',
  county: 'county_number',
  municipal: 'city',
  ward: 'ward',
};

/** Other files: common names for each field, most specific first. */
const SYNONYMS: Record<ImportField, string[]> = {
  state_voter_id: [
    'state_voter_id',
    'voter_id',
    'voterid',
    'ncid',
    'sos_voterid',
    'state_id',
    'voter_reg_num',
    'registration_number',
    'id',
  ],
  first_name: ['first_name', 'firstname', 'first', 'given_name'],
  middle_name: ['middle_name', 'middlename', 'middle', 'middle_initial'],
  last_name: ['last_name', 'lastname', 'last', 'surname', 'family_name'],
  name_suffix: ['name_suffix', 'suffix', 'name_suffix_lbl'],
  res_street: [
    'res_street',
    'res_street_address',
    'residential_address1',
    'address',
    'street_address',
    'address1',
    'street',
  ],
  res_unit: ['res_unit', 'unit', 'apartment', 'apt', 'address2', 'residential_secondary_addr'],
  res_city: ['res_city', 'res_city_desc', 'residential_city', 'city'],
  res_state: ['res_state', 'state', 'state_cd', 'residential_state'],
  res_zip: ['res_zip', 'zip', 'zip_code', 'zipcode', 'postal_code', 'residential_zip'],
  mail_street: ['mail_street', 'mail_addr1', 'mailing_address1', 'mailing_address'],
  mail_city: ['mail_city', 'mailing_city'],
  mail_state: ['mail_state', 'mailing_state'],
  mail_zip: ['mail_zip', 'mail_zipcode', 'mailing_zip'],
  lat: ['lat', 'latitude', 'y'],
  lng: ['lng', 'lon', 'long', 'longitude', 'x'],
  phone: ['phone', 'phone_number', 'full_phone_number', 'telephone', 'cell', 'mobile'],
  email: ['email', 'email_address', 'e_mail'],
  party: ['party', 'party_cd', 'party_code', 'party_affiliation'],
  gender: ['gender', 'gender_code', 'sex'],
  birth_year: ['birth_year', 'year_of_birth', 'yob'],
  birth_date: ['birth_date', 'date_of_birth', 'dob', 'birthdate'],
  registration_date: ['registration_date', 'registr_dt', 'reg_date', 'date_registered'],
  registration_status: ['registration_status', 'voter_status', 'voter_status_desc', 'status', 'status_cd'],
  precinct: ['precinct', 'precinct_code', 'precinct_abbrv', 'precinct_name'],
  congressional: ['congressional', 'congressional_district', 'cong_dist_abbrv', 'cd'],
  state_senate: ['state_senate', 'state_senate_district', 'senate_district', 'nc_senate_abbrv'],
  state_house: [
    'state_house',
    'state_house_district',
    'state_representative_district',
    'house_district',
    'nc_house_abbrv',
  ],
  county: ['county', 'county_desc', 'county_name', 'county_number'],
  municipal: ['municipal', 'municipality', 'municipality_abbrv', 'city_code'],
  ward: ['ward', 'ward_abbrv'],
};

export const normalizeHeader = (name: string): string =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s\-./]+/g, '_')
    .replace(/[^a-z0-9_]/g, '');

/** Ohio-style election columns: `GENERAL-11/08/2022`, `PRIMARY-05/03/2022`, `SPECIAL-08/02/2022`. */
const ELECTION_COLUMN = /^(PRIMARY|GENERAL|SPECIAL)-(\d{2})\/(\d{2})\/(\d{4})$/i;
const TYPE_LETTER: Record<string, string> = { primary: 'P', general: 'G', special: 'S' };

const historyColumns = (header: string[]): HistoryColumn[] =>
  header.flatMap((raw, column) => {
    const match = raw.trim().match(ELECTION_COLUMN);
    if (!match) return [];
    const [, type = '', month, day, year] = match;
    const letter = TYPE_LETTER[type.toLowerCase()] ?? 'X';
    return [
      {
        column,
        election_code: `${year}${letter}-${month}${day}`,
        election_date: `${year}-${month}-${day}`,
        election_type: type.toUpperCase(),
      },
    ];
  });

const fromLayout = (layout: Layout, names: string[]): ColumnMapping['fields'] => {
  const fields: ColumnMapping['fields'] = {};
  for (const [field, column] of Object.entries(layout) as [ImportField, string][]) {
    const index = names.indexOf(column);
    if (index >= 0) fields[field] = index;
  }
  return fields;
};

/** A layout is recognised when all but a few of its columns are present. */
const matches = (layout: Layout, names: string[]) => {
  const columns = Object.values(layout);
  return columns.filter((c) => names.includes(c)).length >= columns.length - 3;
};

/** Fills the fields still unmapped from common column names, each column used once. */
const bySynonyms = (names: string[], fields: ColumnMapping['fields']): ColumnMapping['fields'] => {
  const filled = { ...fields };
  const taken = new Set<number>(Object.values(fields));
  for (const [field, synonyms] of Object.entries(SYNONYMS) as [ImportField, string[]][]) {
    if (filled[field] !== undefined) continue;
    const index = synonyms
      .map((s) => names.findIndex((n, i) => n === s && !taken.has(i)))
      .find((i) => i >= 0);
    if (index !== undefined) {
      filled[field] = index;
      taken.add(index);
    }
  }
  return filled;
};

/**
 * Proposes how the file's columns fill voter fields, from its header alone. A known layout maps its
 * own columns; columns a campaign's enriched copy adds (coordinates, e-mail) map by common names. A
 * vote-history file (`ncvhis`: all its columns present) maps none: its rows are history, not voters. A state
 * layout is the state's full list: its voters missing from a later file are marked removed (decision 0068).
 */
export const proposeMapping = (header: string[]): ColumnMapping => {
  const names = header.map(normalizeHeader);
  if (NCVHIS_HEADER.every((column) => names.includes(column)))
    return { layout: 'ncvhis', fields: {}, history: [] };
  const history = historyColumns(header);
  if (matches(NCVOTER, names))
    return {
      layout: 'ncvoter',
      fields: bySynonyms(names, fromLayout(NCVOTER, names)),
      history,
      remove_absent: true,
    };
  if (matches(OHIO, names))
    return {
      layout: 'ohio',
      fields: bySynonyms(names, fromLayout(OHIO, names)),
      history,
      remove_absent: true,
    };
  return { layout: 'generic', fields: bySynonyms(names, {}), history, remove_absent: false };
};
