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
  usPhoneBytes,
  WARNING,
  type WarningField,
} from './field-checks.ts';
import {
  BAR,
  coordinate,
  fourDigits,
  hasText,
  isBirthYear,
  isCoordinate,
  isSpace,
  number,
  registrationDays,
  SPACE,
  VOTER,
} from './field-bytes.ts';
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
