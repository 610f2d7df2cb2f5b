import type { ColumnMapping, ImportField, VoterImport } from '@groundwork/shared/contracts/voter-imports';

export const LAYOUT_LABELS: Record<ColumnMapping['layout'], string> = {
  ncvoter: 'North Carolina ncvoter',
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

/** The fields the mapping step shows, in order, with their names for people. */
export const MAPPED_FIELDS: readonly { field: ImportField; label: string }[] = [
  { field: 'state_voter_id', label: 'Voter id' },
  { field: 'first_name', label: 'First name' },
  { field: 'last_name', label: 'Last name' },
  { field: 'res_street', label: 'Street' },
  { field: 'res_city', label: 'City' },
  { field: 'res_zip', label: 'ZIP' },
  { field: 'party', label: 'Party' },
  { field: 'gender', label: 'Gender' },
  { field: 'birth_year', label: 'Birth year' },
  { field: 'birth_date', label: 'Birth date' },
  { field: 'phone', label: 'Phone' },
  { field: 'email', label: 'Email' },
  { field: 'precinct', label: 'Precinct' },
];

/** Why the import cannot start yet (the server checks the same), or null when it can. */
export const missingMapping = (fields: ColumnMapping['fields']): string | null => {
  if (fields.state_voter_id === undefined) return 'Map a column to the voter id';
  if (fields.first_name === undefined && fields.last_name === undefined)
    return 'Map a column to the first or last name';
  return null;
};

/** "rejected-rows-voters.csv" for an import of "voters.tsv". */
export const rejectedFileName = (fileName: string): string =>
  `rejected-rows-${fileName.replace(/\.[^.]+$/, '')}.csv`;
