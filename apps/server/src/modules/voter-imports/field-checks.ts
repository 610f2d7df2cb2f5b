/**
 * The checks of a voter's optional fields (issue 32, decision 0052): a bad value is left blank and the voter is
 * kept, with a warning the import's "warnings" download lists. Both mappers (`stage-row.ts` on strings,
 * `map-fields.ts` on bytes) use these rules; `map-fields.test.ts` holds them to the same rows and warnings.
 */
import type { ImportField } from '@groundwork/shared/contracts/voter-imports';
import { daysOf } from '../../lib/copy-binary.ts';

/** The field a warning is about; `row` for cells past the header. */
export type WarningField = ImportField | 'row';

/** Where a mapper puts a kept voter's warnings: [line, voter id, field, value as read, message] each. */
export type WarningRows = [number, string, WarningField, string, string][];

/** The earliest birth or registration year taken. */
const FIRST_YEAR = 1900;
/** The latest registration year taken. */
const LAST_REGISTRATION_YEAR = 2100;

/** The latest birth year taken: this year (read once per import). */
export const lastBirthYear = () => new Date().getUTCFullYear();

export const WARNING = {
  lat: 'The latitude is not a number from -90 to 90; the location was left blank',
  lng: 'The longitude is not a number from -180 to 180; the location was left blank',
  alone: 'A location needs both a latitude and a longitude; it was left blank',
  zeroZero: 'Latitude 0, longitude 0 is not a voter’s location; it was left blank',
  zip: 'A ZIP code has 5 or 9 digits; it was left blank',
  phone: 'Not a valid US phone number; it was left blank',
  birthYear: (last: number) => `A birth year is from ${FIRST_YEAR} to ${last}; it was left blank`,
  birthDate: (last: number) => `The birth date has no year from ${FIRST_YEAR} to ${last}; it was left blank`,
  registrationDate: 'Not a valid date (YYYY-MM-DD or M/D/YYYY); it was left blank',
  extra: (cells: number, header: number) =>
    `The row has ${cells} columns and the header ${header}; the extra ones were not imported`,
} as const;

/** Whether a year (read from a birth year or birth date) may be a voter's. */
export const isBirthYearIn = (year: number, last: number) => year >= FIRST_YEAR && year <= last;

/** A registration date's days since 2000-01-01 when it exists and is from 1900 to 2100; else undefined. */
export const registrationDaysOf = (year: number, month: number, day: number) =>
  year >= FIRST_YEAR && year <= LAST_REGISTRATION_YEAR ? daysOf(year, month, day) : undefined;

/**
 * Why a location is left blank, given its coordinates as numbers (null: the field is empty; NaN: not a
 * number): up to two [field, message], or none when the location is kept (or both are empty). Out of range
 * (-90..90, -180..180), one without the other, or 0,0 (a file's placeholder, off the coast of Africa).
 */
export const locationProblems = (lat: number | null, lng: number | null): [WarningField, string][] => {
  if (lat === null && lng === null) return NONE;
  const problems: [WarningField, string][] = [];
  if (lat !== null && !(lat >= -90 && lat <= 90)) problems.push(['lat', WARNING.lat]);
  if (lng !== null && !(lng >= -180 && lng <= 180)) problems.push(['lng', WARNING.lng]);
  if (problems.length > 0) return problems;
  if (lat === null || lng === null) return [[lat === null ? 'lng' : 'lat', WARNING.alone]];
  return lat === 0 && lng === 0 ? [['lat', WARNING.zeroZero]] : NONE;
};
const NONE: [WarningField, string][] = [];

const isDigit = (code: number | undefined) => code !== undefined && code >= 0x30 && code <= 0x39;

/** A ZIP code: `12345`, `123456789` or `12345-6789`. */
export const isZipBytes = (b: Uint8Array, s: number, e: number): boolean => {
  const length = e - s;
  if (length !== 5 && length !== 9 && length !== 10) return false;
  for (let i = s; i < e; i += 1) {
    if (!isDigit(b[i]) && !(length === 10 && i === s + 5 && b[i] === 0x2d)) return false;
  }
  return true;
};

const ZIP = /^\d{5}(-?\d{4})?$/;
/** `isZipBytes` of a string. */
export const isZip = (value: string) => ZIP.test(value);

/** `+1` and the ten digits `usPhoneBytes` writes. */
export const PHONE_LENGTH = 12;

/**
 * A US phone number (NANP: a ten-digit number whose area code and exchange start with 2–9, or eleven digits
 * starting with 1; a leading `+` needs the 1) written as E.164 into `out[0, 12)`; false when it is not one.
 * Spaces, dots, dashes and parentheses may separate the digits; anything else (letters, an extension) makes it
 * not one.
 */
export const usPhoneBytes = (b: Uint8Array, s: number, e: number, out: Uint8Array): boolean => {
  let digits = 0;
  let plus = false;
  for (let i = s; i < e; i += 1) {
    const code = b[i]!;
    if (isDigit(code)) {
      if (digits === 11) return false;
      out[1 + digits++] = code; // out[1] is the country code's 1 when there are eleven
    } else if (code === 0x2b && digits === 0 && !plus) plus = true;
    else if (code !== 0x20 && code !== 0x28 && code !== 0x29 && code !== 0x2d && code !== 0x2e) return false;
  }
  if (digits === 11) {
    if (out[1] !== 0x31) return false;
  } else if (digits !== 10 || plus) return false;
  else out.copyWithin(2, 1, 11); // ten digits: the country code goes before them
  out[0] = 0x2b;
  out[1] = 0x31;
  return out[2]! >= 0x32 && out[5]! >= 0x32;
};

const phone = Buffer.alloc(PHONE_LENGTH);
/** `usPhoneBytes` of a string: its E.164 form, or null. */
export const usPhone = (value: string): string | null => {
  const bytes = Buffer.from(value, 'utf8');
  return usPhoneBytes(bytes, 0, bytes.length, phone) ? phone.toString('latin1') : null;
};
