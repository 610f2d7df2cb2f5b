/**
 * Readers of one field's bytes in a batch (`lib/csv/field-reader.ts`), each the byte form of a string rule of
 * `stage-row.ts` / `field-checks.ts`: the voter import's byte mapper (`map-fields.ts`) reads values with these
 * and never makes a string of a printable-ASCII value.
 */
import type { FieldBatch } from '../../lib/csv/field-reader.ts';
import { registrationDaysOf } from './field-checks.ts';

export const SPACE = 0x20;
const DASH = 0x2d;
const DOT = 0x2e;
const SLASH = 0x2f;
const ZERO = 0x30;
export const BAR = 0x7c;
export const VOTER = Buffer.from('VOTER:');
/** Digits a coordinate may have and still be read exactly as an integer over a power of ten. */
const EXACT_DIGITS = 15;

const digit = (bytes: Uint8Array, at: number) => bytes[at]! - ZERO;
const isDigit = (code: number | undefined) => code !== undefined && code >= ZERO && code <= 0x39;
/** PostgreSQL's `\s` in the C locale: what `oneSpace` folds. */
export const isSpace = (code: number) => code === SPACE || (code >= 0x09 && code <= 0x0d);

/** `^(19|20)\d{2}$`. */
export const isBirthYear = (b: Uint8Array, s: number, e: number) =>
  e - s === 4 &&
  ((b[s] === 0x31 && b[s + 1] === 0x39) || (b[s] === 0x32 && b[s + 1] === ZERO)) &&
  isDigit(b[s + 2]) &&
  isDigit(b[s + 3]);

/** `^-?\d+(\.\d+)?$`. */
export const isCoordinate = (b: Uint8Array, s: number, e: number) => {
  if (b[s] === DASH) s += 1;
  let i = s;
  while (i < e && isDigit(b[i])) i += 1;
  if (i === s) return false;
  if (i === e) return true;
  if (b[i] !== DOT) return false;
  const fraction = (i += 1);
  while (i < e && isDigit(b[i])) i += 1;
  return i === e && i > fraction;
};

/** A valid coordinate's value, as `Number()` reads it: exact when its digits fit a double's integers. */
export const coordinate = (batch: FieldBatch, s: number, e: number): number => {
  const b = batch.bytes;
  const negative = b[s] === DASH;
  let mantissa = 0;
  let digits = 0;
  let scale = 1;
  let fraction = false;
  for (let i = negative ? s + 1 : s; i < e; i += 1) {
    if (b[i] === DOT) fraction = true;
    else {
      mantissa = mantissa * 10 + digit(b, i);
      digits += 1;
      if (fraction) scale *= 10;
    }
  }
  if (digits > EXACT_DIGITS) return Number(batch.text(s, e));
  const value = mantissa / scale;
  return negative ? -value : value;
};

/** The first four digits in a row, as `/(\d{4})/` finds them, as a number; undefined when none. */
export const fourDigits = (b: Uint8Array, s: number, e: number): number | undefined => {
  let run = 0;
  for (let i = s; i < e; i += 1) {
    run = isDigit(b[i]) ? run + 1 : 0;
    if (run === 4) return digit(b, i - 3) * 1000 + digit(b, i - 2) * 100 + digit(b, i - 1) * 10 + digit(b, i);
  }
  return undefined;
};

/** Reads `count` digits at `at`, or -1. */
export const number = (b: Uint8Array, at: number, count: number): number => {
  let value = 0;
  for (let i = at; i < at + count; i += 1) {
    if (!isDigit(b[i])) return -1;
    value = value * 10 + digit(b, i);
  }
  return value;
};

/** `registrationDate` (ISO `YYYY-MM-DD…` or US `M/D/YYYY`, `registrationDaysOf`) as days since 2000-01-01, or null. */
export const registrationDays = (b: Uint8Array, s: number, e: number): number | null => {
  let date: [number, number, number] | undefined;
  if (e - s >= 10 && b[s + 4] === DASH && b[s + 7] === DASH) {
    date = [number(b, s, 4), number(b, s + 5, 2), number(b, s + 8, 2)];
    if (date.includes(-1)) date = undefined;
  }
  if (!date) {
    const first = b[s + 1] === SLASH ? 1 : 2;
    const second = b[s + first + 2] === SLASH ? 1 : 2;
    const year = s + first + second + 2;
    if (b[s + first] !== SLASH || b[year - 1] !== SLASH || e - year !== 4) return null;
    date = [number(b, year, 4), number(b, s, first), number(b, s + first + 1, second)];
    if (date.includes(-1)) return null;
  }
  return registrationDaysOf(...date) ?? null;
};

/** Whether JavaScript's `trim()` leaves something: undefined when the field is not ASCII (decode and ask). */
export const hasText = (b: Uint8Array, s: number, e: number): boolean | undefined => {
  let found = false;
  for (let i = s; i < e; i += 1) {
    const code = b[i]!;
    if (code >= 0x80) return undefined;
    if (!isSpace(code)) found = true;
  }
  return found;
};
