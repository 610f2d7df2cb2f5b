import {
  IMPORT_FIELDS,
  type ColumnMapping,
  type ImportField,
  type VoterImport,
  type VoterImportSummary,
} from '@groundwork/shared/contracts/voter-imports';
import { formatNumber } from '../../../lib/format';

export const LAYOUT_LABELS: Record<ColumnMapping['layout'], string> = {
  ncvoter: 'North Carolina ncvoter',
  ncvhis: 'NC vote history (ncvhis)',
  ohio: 'Ohio statewide',
  generic: 'Other',
};

export const ENCODING_LABELS: Record<VoterImport['encoding'], string> = {
  'utf-8': 'UTF-8',
  latin1: 'Latin-1',
};

const DELIMITER_LABELS: Record<string, string> = {
  '\t': 'Tab',
  ',': 'Comma',
  ';': 'Semicolon',
  '|': 'Pipe',
};

export const delimiterLabel = (delimiter: string): string => DELIMITER_LABELS[delimiter] ?? `“${delimiter}”`;

/** Every field a column can fill, with its name for people. */
export const FIELD_LABELS: Record<ImportField, string> = {
  state_voter_id: 'Voter id',
  first_name: 'First name',
  middle_name: 'Middle name',
  last_name: 'Last name',
  name_suffix: 'Name suffix',
  res_street: 'Street',
  res_unit: 'Unit',
  res_city: 'City',
  res_state: 'State',
  res_zip: 'ZIP',
  mail_street: 'Mailing street',
  mail_city: 'Mailing city',
  mail_state: 'Mailing state',
  mail_zip: 'Mailing ZIP',
  lat: 'Latitude',
  lng: 'Longitude',
  phone: 'Phone',
  email: 'Email',
  party: 'Party',
  gender: 'Gender',
  birth_year: 'Birth year',
  birth_date: 'Birth date',
  registration_date: 'Registration date',
  registration_status: 'Registration status',
  precinct: 'Precinct',
  congressional: 'Congressional district',
  state_senate: 'State senate district',
  state_house: 'State house district',
  county: 'County',
  municipal: 'Municipality',
  ward: 'Ward',
};

const field = (name: ImportField) => ({ field: name, label: FIELD_LABELS[name] });

/** The fields the mapping step shows first, in order, with their names for people. */
export const MAPPED_FIELDS: readonly { field: ImportField; label: string }[] = (
  [
    'state_voter_id',
    'first_name',
    'last_name',
    'res_street',
    'res_city',
    'res_zip',
    'lat',
    'lng',
    'party',
    'gender',
    'birth_year',
    'birth_date',
    'phone',
    'email',
    'precinct',
  ] as const
).map(field);

/** The other fields, under "More fields": every field the import reads is on the screen. */
export const MORE_FIELDS: readonly { field: ImportField; label: string }[] = IMPORT_FIELDS.filter(
  (name) => !MAPPED_FIELDS.some((shown) => shown.field === name),
).map(field);

/** Why the import cannot start yet (the server checks the same), or null when it can. */
export const missingMapping = (fields: ColumnMapping['fields']): string | null => {
  if (fields.state_voter_id === undefined) return 'Map a column to the voter id';
  if (fields.first_name === undefined && fields.last_name === undefined)
    return 'Map a column to the first or last name';
  return null;
};

/** The downloads beside an import: its rejected rows, and its kept voters' warnings. */
export type ImportRowsKind = 'rejected' | 'warnings';

/** "rejected-rows-voters.csv" (or "warnings-voters.csv") for an import of "voters.tsv". */
export const importRowsFileName = (fileName: string, kind: ImportRowsKind = 'rejected'): string =>
  `${kind === 'rejected' ? 'rejected-rows' : 'warnings'}-${fileName.replace(/\.[^.]+$/, '')}.csv`;

/** What a voter file did to the campaign's voters: "12 added, 3 changed, 5 removed, 180 unchanged". */
export const summaryWords = ({ added, changed, removed, unchanged }: VoterImportSummary): string =>
  `${formatNumber(added)} added, ${formatNumber(changed)} changed, ${formatNumber(removed)} removed, ${formatNumber(unchanged)} unchanged`;

/** "Imported 3 voters" for a voter file, "Imported 3 votes" for a vote-history file. */
export const importedWords = (entry: VoterImport): string =>
  entry.mapping?.layout === 'ncvhis'
    ? `Imported ${formatNumber(entry.rows_imported)} ${entry.rows_imported === 1 ? 'vote' : 'votes'}`
    : `Imported ${formatNumber(entry.rows_imported)} voters`;
