/**
 * `voterMapper`'s rules read off a quote-free file's bytes (`lib/csv/field-reader.ts`) for a bulk load's
 * binary COPY (decision 0027, ninth round). A value of printable ASCII goes from the file's bytes to the
 * COPY's bytes without becoming a string; any other value (accented names, NUL) is decoded and written as
 * `voterMapper` writes it; so is a coordinate of many digits. The mailing key is read off the bytes too
 * (`MailKeyBytes`, decision 0027, tenth round), or computed from strings when its address is not ASCII.
 * `map-fields.test.ts` holds the two mappers to the same rows and rejects.
 */
import type { ColumnMapping } from '@groundwork/shared/contracts/voter-imports';
import { isBlank, MailKeyBytes, voterMailKey } from '../../lib/addresses/mail-key.ts';
import type { FieldBatch } from '../../lib/csv/field-reader.ts';
import {
  isBirthYearIn,
  isZipBytes,
  lastBirthYear,
  locationProblems,
  PHONE_LENGTH,
  registrationDaysOf,
  usPhoneBytes,
  WARNING,
  type WarningField,
} from './field-checks.ts';
import { extraCells, NO_OPTIONS } from './field-strings.ts';
import { householdKey, idMaker, mappingPlan, REJECT, type VoterWriter } from './stage-row.ts';

/** A `VoterWriter` that also takes values as bytes and numbers. */
export interface FieldWriter extends VoterWriter {
  /** Bytes as a text value when they are printable ASCII (`upper`: a-z upper-cased); false, nothing written, otherwise. */
  ascii(source: Uint8Array, start: number, end: number, upper?: boolean): boolean;
  number(value: number): void;
  integer(value: number): void;
  days(value: number | null): void;
}

const SPACE = 0x20;
const DASH = 0x2d;
const DOT = 0x2e;
const SLASH = 0x2f;
const ZERO = 0x30;
const BAR = 0x7c;
const VOTER = Buffer.from('VOTER:');
/** Digits a coordinate may have and still be read exactly as an integer over a power of ten. */
const EXACT_DIGITS = 15;

const digit = (bytes: Uint8Array, at: number) => bytes[at]! - ZERO;
const isDigit = (code: number | undefined) => code !== undefined && code >= ZERO && code <= 0x39;
/** PostgreSQL's `\s` in the C locale: what `oneSpace` folds. */
const isSpace = (code: number) => code === SPACE || (code >= 0x09 && code <= 0x0d);

/** `^(19|20)\d{2}$`. */
const isBirthYear = (b: Uint8Array, s: number, e: number) =>
  e - s === 4 &&
  ((b[s] === 0x31 && b[s + 1] === 0x39) || (b[s] === 0x32 && b[s + 1] === ZERO)) &&
  isDigit(b[s + 2]) &&
  isDigit(b[s + 3]);

/** `^-?\d+(\.\d+)?$`. */
const isCoordinate = (b: Uint8Array, s: number, e: number) => {
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
const coordinate = (batch: FieldBatch, s: number, e: number): number => {
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
const fourDigits = (b: Uint8Array, s: number, e: number): number | undefined => {
  let run = 0;
  for (let i = s; i < e; i += 1) {
    run = isDigit(b[i]) ? run + 1 : 0;
    if (run === 4) return digit(b, i - 3) * 1000 + digit(b, i - 2) * 100 + digit(b, i - 1) * 10 + digit(b, i);
  }
  return undefined;
};

/** Reads `count` digits at `at`, or -1. */
const number = (b: Uint8Array, at: number, count: number): number => {
  let value = 0;
  for (let i = at; i < at + count; i += 1) {
    if (!isDigit(b[i])) return -1;
    value = value * 10 + digit(b, i);
  }
  return value;
};

/** `registrationDate` (ISO `YYYY-MM-DD…` or US `M/D/YYYY`, `registrationDaysOf`) as days since 2000-01-01, or null. */
const registrationDays = (b: Uint8Array, s: number, e: number): number | null => {
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
const hasText = (b: Uint8Array, s: number, e: number): boolean | undefined => {
  let found = false;
  for (let i = s; i < e; i += 1) {
    const code = b[i]!;
    if (code >= 0x80) return undefined;
    if (!isSpace(code)) found = true;
  }
  return found;
};

/**
 * Maps record `r` of a byte batch with `mapping` into `writer`, as `voterMapper` maps the same record's
 * strings; returns why it is rejected (nothing written), or undefined.
 */
export const fieldMapper = (mapping: ColumnMapping, writer: FieldWriter, options = NO_OPTIONS()) => {
  const plan = mappingPlan(mapping);
  const { columns, history } = plan;
  const nextId = idMaker();
  const slots: number[] = [];
  const { warnings } = options;
  const lastYear = lastBirthYear();
  const phone = Buffer.alloc(PHONE_LENGTH);
  // What the checks found (`field-checks.ts`), for the writes.
  let year: number | undefined;
  let latitude: number | null = null;
  let longitude: number | null = null;
  let zipOk = true;
  let mailZipOk = true;
  let registered: number | null = null;
  let phoneOk = false;
  let key = Buffer.alloc(256);
  let batch: FieldBatch;
  let b: Buffer;
  let r = 0;
  // The field `locate` found last: its bytes are `b[from, to)`.
  let from = 0;
  let to = 0;

  /** Finds field `f` of the record (spaces trimmed, as `btrim`, when `trim`); false when it is missing. */
  const locate = (f: number, trim: boolean): boolean => {
    from = batch.start(r, f);
    if (from < 0) {
      from = to = 0;
      return false;
    }
    to = batch.end(r, f);
    if (trim) {
      while (from < to && b[from] === SPACE) from += 1;
      while (to > from && b[to - 1] === SPACE) to -= 1;
    }
    return true;
  };
  const text = (f: number) => (locate(f, false) ? batch.text(from, to) : '');
  let keyLength = 0;
  const put = (code: number) => {
    if (keyLength === key.length) key = Buffer.concat([key, Buffer.alloc(key.length)]);
    key[keyLength++] = code;
  };
  const door = [plan.street, plan.unit];
  /** The record's voter id, `b[ids[0], ids[1])`, for its warnings. */
  const ids = [0, 0];
  /** A warning about the field `locate` found last (or `value`). */
  const warn = (field: WarningField, message: string, value = batch.text(from, to)) =>
    warnings.push([batch.line(r), batch.text(ids[0]!, ids[1]!), field, value, message]);
  /** Field `f` as `locationProblems` takes it: null when blank, NaN when not a number. */
  const coordinateAt = (f: number): number | null =>
    !locate(f, true) || from === to ? null : isCoordinate(b, from, to) ? coordinate(batch, from, to) : NaN;

  /** The household key from the bytes when they are ASCII (`householdKey`'s rules), in `key[0, keyLength)`. */
  const householdBytes = (idStart: number, idEnd: number): boolean => {
    // The street, a space and the unit; then, in place, trimmed of spaces, each run of whitespace made one
    // space and a-z upper-cased (the key only ever gets shorter, so reading stays ahead of writing).
    keyLength = 0;
    for (let n = 0; n < door.length; n += 1) {
      if (n === 1) put(SPACE); // between the street and the unit
      if (!locate(door[n]!, false)) continue;
      for (let i = from; i < to; i += 1) {
        if (b[i]! >= 0x80) return false;
        put(b[i]!);
      }
    }
    let start = 0;
    let end = keyLength;
    while (start < end && key[start] === SPACE) start += 1;
    while (end > start && key[end - 1] === SPACE) end -= 1;
    keyLength = 0;
    for (let i = start; i < end; i += 1) {
      const code = key[i]!;
      if (!isSpace(code)) put(code >= 0x61 && code <= 0x7a ? code - 0x20 : code);
      else if (!isSpace(key[i - 1] ?? 0) || i === start) put(SPACE);
    }
    if (keyLength === 0) {
      keyLength = VOTER.copy(key);
      for (let i = idStart; i < idEnd; i += 1) put(b[i]!);
      return true;
    }
    put(BAR);
    if (zipOk) locate(plan.zip, true);
    else from = to = 0;
    for (let i = from; i < to && i < from + 5; i += 1) put(b[i]!);
    for (let i = from; i < to; i += 1) if (b[i]! >= 0x80) return false;
    return true;
  };

  const mailKey = new MailKeyBytes();
  /** `voterMailKey` from the bytes, in `mailKey`: true when written, false for none, undefined when not ASCII. */
  const mailBytes = (): boolean | undefined => {
    locate(plan.mailStreet, false);
    if (!isBlank(b, from, to)) {
      const [street, streetEnd] = [from, to];
      if (!mailZipOk || !locate(plan.mailZip, false)) from = to = 0;
      return mailKey.address(b, street, streetEnd, 0, 0, from, to);
    }
    locate(plan.street, false);
    const [street, streetEnd] = [from, to];
    locate(plan.unit, false);
    const [unit, unitEnd] = [from, to];
    if (!zipOk || !locate(plan.zip, false)) from = to = 0;
    return mailKey.address(b, street, streetEnd, unit, unitEnd, from, to);
  };

  return (records: FieldBatch, record: number): string | undefined => {
    batch = records;
    b = records.bytes;
    r = record;
    locate(plan.id, true);
    const idStart = from;
    const idEnd = to;
    if (idStart === idEnd) return REJECT.id;
    locate(plan.last, true);
    const noLast = from === to;
    locate(plan.first, true);
    if (noLast && from === to) return REJECT.name;
    ids[0] = idStart;
    ids[1] = idEnd;

    year = undefined;
    if (locate(plan.year, true) && from !== to) {
      if (isBirthYear(b, from, to) && isBirthYearIn(number(b, from, 4), lastYear)) year = number(b, from, 4);
      else warn('birth_year', WARNING.birthYear(lastYear));
    }
    if (year === undefined && locate(plan.born, true) && from !== to) {
      year = fourDigits(b, from, to);
      if (year === undefined || !isBirthYearIn(year, lastYear)) {
        warn('birth_date', WARNING.birthDate(lastYear));
        year = undefined;
      }
    }
    latitude = coordinateAt(plan.lat);
    longitude = coordinateAt(plan.lng);
    const location = locationProblems(latitude, longitude);
    if (location.length > 0) {
      for (const [field, message] of location) {
        locate(field === 'lat' ? plan.lat : plan.lng, true);
        warn(field, message);
      }
      latitude = longitude = null;
    }
    zipOk = !locate(plan.zip, true) || from === to || isZipBytes(b, from, to);
    if (!zipOk) warn('res_zip', WARNING.zip);
    mailZipOk = !locate(plan.mailZip, true) || from === to || isZipBytes(b, from, to);
    if (!mailZipOk) warn('mail_zip', WARNING.zip);
    registered = null;
    if (locate(plan.registered, true) && from !== to) {
      registered = registrationDays(b, from, to);
      if (registered === null) warn('registration_date', WARNING.registrationDate);
    }
    phoneOk = false;
    if (locate(plan.phone, true) && from !== to) {
      phoneOk = usPhoneBytes(b, from, to, phone);
      if (!phoneOk) warn('phone', WARNING.phone);
    }
    if (batch.fields(r) > options.header) {
      const extra = extraCells(batch.record(r), options);
      if (extra) warn(extra[0], extra[2], extra[1]);
    }

    writer.begin(batch.line(r), nextId(batch.line(r)));
    if (!writer.ascii(b, idStart, idEnd)) writer.text(batch.text(idStart, idEnd));
    for (const { kind, index } of columns) {
      if (kind === 'int') {
        if (year === undefined) writer.int('');
        else writer.integer(year);
      } else if (kind === 'date') {
        writer.days(registered);
      } else if (kind === 'float') {
        const value = index === plan.lat ? latitude : longitude;
        if (value === null) writer.float('');
        else writer.number(value);
      } else if (kind === 'phone') {
        if (phoneOk) writer.ascii(phone, 0, PHONE_LENGTH);
        else writer.text('');
      } else if (kind === 'zip' && !(index === plan.zip ? zipOk : mailZipOk)) {
        writer.text('');
      } else {
        locate(index, true);
        if (from === to) writer[kind === 'name' ? 'name' : 'text']('');
        else if (!writer.ascii(b, from, to, kind === 'upper')) {
          const value = batch.text(from, to);
          if (kind === 'name') writer.name(value);
          else writer.text(kind === 'upper' ? value.toUpperCase() : value);
        }
      }
    }

    if (!householdBytes(idStart, idEnd) || !writer.ascii(key, 0, keyLength))
      writer.text(
        householdKey(
          text(plan.street),
          text(plan.unit),
          zipOk ? text(plan.zip) : '',
          batch.text(idStart, idEnd),
        ),
      );
    const mail = mailBytes();
    if (mail) writer.ascii(mailKey.bytes, 0, mailKey.length);
    else if (mail === false) writer.text('');
    else {
      const key = voterMailKey({
        mailStreet: text(plan.mailStreet),
        mailZip: mailZipOk ? text(plan.mailZip) : '',
        resStreet: text(plan.street),
        resUnit: text(plan.unit),
        resZip: zipOk ? text(plan.zip) : '',
      });
      writer.text(key ?? '');
    }

    slots.length = 0;
    for (const h of history) {
      if (slots.at(-1) === h.slot || !locate(h.column, false)) continue;
      if (hasText(b, from, to) ?? batch.text(from, to).trim() !== '') slots.push(h.slot);
    }
    writer.end(slots);
    return undefined;
  };
};
