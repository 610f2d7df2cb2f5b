/**
 * `field-checks.ts`'s rules on a record's strings (`voterMapper`, `stage-row.ts`), and what a mapper is given
 * besides the mapping.
 */
import { btrim as trim } from '../../lib/addresses/mail-key.ts';
import { registrationDaysOf, WARNING, type WarningField, type WarningRows, isZip } from './field-checks.ts';

const COORDINATE = /^-?\d+(\.\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A date as ISO (`YYYY-MM-DD…` or `M/D/YYYY`), or null. */
export const isoDate = (value: string): string | null => {
  if (ISO_DATE.test(value)) return value.slice(0, 10);
  const us = US_DATE.exec(value);
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : null;
};

/** A registration date as ISO when it is one `registrationDaysOf` takes; else null. */
export const registrationDate = (value: string): string | null => {
  const iso = isoDate(value);
  if (iso === null) return null;
  const [year, month, day] = [iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10)].map(Number);
  return registrationDaysOf(year!, month!, day!) === undefined ? null : iso;
};

/** A coordinate field's value as `locationProblems` takes it: null when empty, NaN when not a number. */
export const coordinateOf = (value: string): number | null =>
  value === '' ? null : COORDINATE.test(value) ? Number(value) : Number.NaN;

/** What a mapper needs besides the mapping: the header's columns and where the warnings go. */
export interface MapperOptions {
  /** Columns of the file's header: a record's non-blank cells past them are a warning. */
  header: number;
  /** The file's delimiter (the extra cells are listed joined by it). */
  delimiter: string;
  warnings: WarningRows;
}
export const NO_OPTIONS = (): MapperOptions => ({ header: Infinity, delimiter: ',', warnings: [] });

/** The warning for a record's non-blank cells past the header, if it has any. */
export const extraCells = (
  record: string[],
  { header, delimiter }: MapperOptions,
): [WarningField, string, string] | undefined => {
  const extra = record.slice(header);
  return extra.some((cell) => cell.trim() !== '')
    ? ['row', extra.join(delimiter), WARNING.extra(record.length, header)]
    : undefined;
};

/** A ZIP field as read when it is blank or a ZIP (`isZip` once trimmed); else '' and a warning. */
export const checkedZip = (
  value: string,
  field: WarningField,
  warn: (f: WarningField, v: string, m: string) => void,
) => {
  const trimmed = trim(value);
  if (trimmed === '' || isZip(trimmed)) return value;
  warn(field, trimmed, WARNING.zip);
  return '';
};
