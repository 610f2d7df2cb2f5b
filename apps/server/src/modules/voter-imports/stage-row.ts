/**
 * One file record mapped to its `voters` row in Node, while the file streams (decision 0027): the
 * values come out typed and final (trimmed, dates ISO, codes upper-cased, the household and mailing keys
 * built, a time-ordered id), so the apply is a plain `INSERT … SELECT` of columns. A record that cannot be a
 * voter comes back with its reason instead. The rules are those the apply's SQL had (decision 0013).
 */
import { randomBytes } from 'node:crypto';
import type { ColumnMapping, ImportField } from '@groundwork/shared/contracts/voter-imports';
import { btrim as trim, voterMailKey } from '../../lib/addresses/mail-key.ts';
import { copyCell } from '../../lib/copy-csv.ts';
import {
  isBirthYearIn,
  lastBirthYear,
  locationProblems,
  usPhone,
  WARNING,
  type WarningField,
} from './field-checks.ts';
import { checkedZip, coordinateOf, NO_OPTIONS, extraCells, registrationDate } from './field-strings.ts';

/** The columns of an import's staging table, in COPY order, with their types. */
export const STAGING_COLUMNS: [column: string, type: string][] = [
  ['line', 'integer not null'],
  ['id', 'uuid not null'],
  ['state_voter_id', 'text not null'],
  ['first_name', 'text not null'],
  ['middle_name', 'text'],
  ['last_name', 'text not null'],
  ...['name_suffix', 'res_street', 'res_unit', 'res_city', 'res_state', 'res_zip', 'mail_street']
    .concat(['mail_city', 'mail_state', 'mail_zip'])
    .map((c): [string, string] => [c, 'text']),
  ['lat', 'float8'],
  ['lng', 'float8'],
  ...['phone', 'email', 'party', 'gender'].map((c): [string, string] => [c, 'text']),
  ['birth_year', 'integer'],
  ['registration_date', 'date'],
  ...['registration_status', 'precinct', 'congressional', 'state_senate', 'state_house', 'county']
    .concat(['municipal', 'ward'])
    .map((c): [string, string] => [c, 'text']),
  ['household_key', 'text not null'],
  ['mail_key', 'text'],
  /** Positions in the import's election list (`elections()`) the voter took part in. */
  ['history', 'smallint[]'],
];
/** The staged columns that are `voters` columns of the same name (all but line, id, state id, history). */
export const VOTER_COLUMNS = STAGING_COLUMNS.slice(3, -1).map(([c]) => c);

export interface Election {
  code: string;
  date: string | null;
}

/**
 * The distinct election codes of the mapping's history columns, sorted (a voter's history rows then
 * arrive in the order of `vote_history`'s primary key, whose build finds them sorted), each with its
 * date from the code.
 */
export const elections = (mapping: ColumnMapping): Election[] =>
  [...new Set(mapping.history.map((h) => h.election_code))].sort().map((code) => ({
    code,
    date: /^\d{4}[A-Z]-\d{4}$/.test(code)
      ? `${code.slice(0, 4)}-${code.slice(6, 8)}-${code.slice(8, 10)}`
      : null,
  }));

const BIRTH_YEAR = /^(19|20)\d{2}$/;
const FOUR_DIGITS = /(\d{4})/;
/** PostgreSQL's `\s` in the C locale. */
const WHITESPACE = /[ \t\n\r\f\v]+/g;
/** Whitespace `WHITESPACE` would change: most streets have none (one test instead of a replace a space). */
const ODD_WHITESPACE = /[\t\n\r\f\v]| {2}/;

/** Runs of whitespace as one space. */
const oneSpace = (value: string) => (ODD_WHITESPACE.test(value) ? value.replace(WHITESPACE, ' ') : value);

/**
 * Time-ordered ids (UUID version 7 layout): the import's start in milliseconds, random bits fixed for
 * the import, then the record's line in the file (at most one voter a line). Each new voter lands at the
 * end of the primary key's index instead of on a random page of it; two imports starting in the same
 * millisecond differ in 42 random bits; a loaded voter's line is read back from its id (`lineOfId`).
 */
export const idMaker = () => {
  const time = Date.now().toString(16).padStart(12, '0');
  const random = randomBytes(6).toString('hex');
  const prefix = `${time.slice(0, 8)}-${time.slice(8)}-7${random.slice(0, 3)}-${((parseInt(random[3]!, 16) & 3) | 8).toString(16)}${random.slice(4, 7)}-${random.slice(7, 11)}`;
  return (line: number) => prefix + line.toString(16).padStart(8, '0');
};

/** The file line a voter id of this import was made for. */
export const lineOfId = (id: string): number => parseInt(id.slice(-8), 16);

/**
 * Where a mapped voter's values go, in the `voters` columns' order from `state_voter_id` to `mail_key`
 * (`begin` and `end` around each voter): a staging COPY line (`rowMapper`) or a binary COPY row
 * (`direct-load.ts`).
 */
export interface VoterWriter {
  begin(line: number, id: string): void;
  /** A text column: '' is NULL. */
  text(value: string): void;
  /** A name: '' stays '' (the column is not null). */
  name(value: string): void;
  /** A coordinate ('' is NULL; otherwise validated digits). */
  float(value: string): void;
  /** The birth year ('' is NULL; otherwise four digits). */
  int(value: string): void;
  /** The registration date, ISO, or null. */
  date(value: string | null): void;
  /** Positions in the import's election list (`elections()`) the voter took part in (read at once). */
  end(slots: readonly number[]): void;
}

/** A staging COPY line (CSV), or why the record is rejected. */
export type Staged = string | { reason: string };

/** Why a record cannot be a voter (a bad optional field is a warning instead: `field-checks.ts`). */
export const REJECT = {
  id: 'Missing voter id',
  name: 'Missing name',
} as const;

type Kind = 'text' | 'name' | 'upper' | 'float' | 'int' | 'date' | 'zip' | 'phone';
/** How a column is written from the field's trimmed value. */
const kindOf = (name: string): Kind => {
  if (name === 'res_zip' || name === 'mail_zip') return 'zip';
  if (name === 'phone') return 'phone';
  if (name === 'first_name' || name === 'last_name') return 'name';
  if (name === 'party' || name === 'gender') return 'upper';
  if (name === 'lat' || name === 'lng') return 'float';
  if (name === 'birth_year') return 'int';
  return name === 'registration_date' ? 'date' : 'text';
};

const at = (record: string[], index: number): string => (index < 0 ? '' : (record[index] ?? ''));

/**
 * The household key: the residence's street and unit, trimmed, spaced and upper-cased, with the first five
 * characters of its ZIP; the voter alone when there is no street.
 */
export const householdKey = (street: string, unit: string, zip: string, voterId: string): string => {
  const door = oneSpace(trim(`${street} ${unit}`)).toUpperCase();
  return door === '' ? `VOTER:${voterId}` : `${door}|${trim(zip).slice(0, 5)}`;
};

/** Where a mapping's fields are in a record (-1: not in the file), and its history columns by slot. */
export const mappingPlan = (mapping: ColumnMapping) => {
  const column = (name: ImportField) => mapping.fields[name] ?? -1;
  const codes = elections(mapping).map((e) => e.code);
  return {
    id: column('state_voter_id'),
    first: column('first_name'),
    last: column('last_name'),
    year: column('birth_year'),
    born: column('birth_date'),
    lat: column('lat'),
    lng: column('lng'),
    street: column('res_street'),
    unit: column('res_unit'),
    zip: column('res_zip'),
    mailStreet: column('mail_street'),
    mailZip: column('mail_zip'),
    phone: column('phone'),
    registered: column('registration_date'),
    /** The columns written from the record, in `VOTER_COLUMNS` order (the two keys aside). */
    columns: (VOTER_COLUMNS.slice(0, -2) as ImportField[]).map((name) => ({
      kind: kindOf(name),
      index: column(name),
    })),
    history: mapping.history
      .map((h) => ({ column: h.column, slot: codes.indexOf(h.election_code) }))
      .sort((a, b) => a.slot - b.slot),
  };
};

/**
 * Maps records of a file with `mapping` into `writer`; returns why a record is rejected (nothing written),
 * or undefined. A kept voter's bad optional field is written blank, with a warning in `options.warnings`.
 */
export const voterMapper = (mapping: ColumnMapping, writer: VoterWriter, options = NO_OPTIONS()) => {
  const plan = mappingPlan(mapping);
  const { id, first, last, year, born, lat, lng, street, unit, zip, registered, columns, history } = plan;
  const nextId = idMaker();
  const slots: number[] = []; // reused: a writer reads them in `end`
  const { warnings } = options;
  const lastYear = lastBirthYear();

  return (record: string[], line: number): string | undefined => {
    const voterId = trim(at(record, id));
    if (voterId === '') return REJECT.id;
    if (trim(at(record, last)) === '' && trim(at(record, first)) === '') return REJECT.name;
    const warn = (field: WarningField, value: string, message: string) =>
      warnings.push([line, voterId, field, value, message]);

    let birthYear = trim(at(record, year));
    if (birthYear !== '' && !(BIRTH_YEAR.test(birthYear) && isBirthYearIn(Number(birthYear), lastYear))) {
      warn('birth_year', birthYear, WARNING.birthYear(lastYear));
      birthYear = '';
    }
    if (birthYear === '' && born >= 0) {
      const date = trim(at(record, born));
      birthYear = FOUR_DIGITS.exec(date)?.[1] ?? '';
      if (birthYear !== '' ? !isBirthYearIn(Number(birthYear), lastYear) : date !== '') {
        warn('birth_date', date, WARNING.birthDate(lastYear));
        birthYear = '';
      }
    }
    let latitude = trim(at(record, lat));
    let longitude = trim(at(record, lng));
    const location = locationProblems(coordinateOf(latitude), coordinateOf(longitude));
    if (location.length > 0) {
      for (const [field, message] of location) warn(field, field === 'lat' ? latitude : longitude, message);
      latitude = longitude = '';
    }
    const resZip = checkedZip(at(record, zip), 'res_zip', warn);
    const mailZip = checkedZip(at(record, plan.mailZip), 'mail_zip', warn);
    const registeredOn = trim(at(record, registered));
    const registration = registeredOn === '' ? null : registrationDate(registeredOn);
    if (registeredOn !== '' && registration === null)
      warn('registration_date', registeredOn, WARNING.registrationDate);
    let phone = trim(at(record, plan.phone));
    if (phone !== '') {
      const e164 = usPhone(phone);
      if (e164 === null) warn('phone', phone, WARNING.phone);
      phone = e164 ?? '';
    }
    const extra = record.length > options.header ? extraCells(record, options) : undefined;
    if (extra) warn(...extra);

    writer.begin(line, nextId(line));
    writer.text(voterId);
    for (const { kind, index } of columns) {
      if (kind === 'int') writer.int(birthYear);
      else if (kind === 'date') writer.date(registration);
      else if (kind === 'name') writer.name(trim(at(record, index)));
      else if (kind === 'upper') writer.text(trim(at(record, index)).toUpperCase());
      else if (kind === 'float') writer.float(index === lat ? latitude : longitude);
      else if (kind === 'zip') writer.text(trim(index === zip ? resZip : mailZip));
      else if (kind === 'phone') writer.text(phone);
      else writer.text(trim(at(record, index)));
    }
    writer.text(householdKey(at(record, street), at(record, unit), resZip, voterId));
    const mail = voterMailKey({
      mailStreet: at(record, plan.mailStreet),
      mailZip,
      resStreet: at(record, street),
      resUnit: at(record, unit),
      resZip,
    });
    writer.text(mail ?? '');
    slots.length = 0;
    for (const h of history) {
      if ((record[h.column] ?? '').trim() !== '' && slots.at(-1) !== h.slot) slots.push(h.slot);
    }
    writer.end(slots);
    return undefined;
  };
};

/** A voter as a staging COPY line (CSV). */
class StagingLine implements VoterWriter {
  line = '';
  begin(line: number, id: string) {
    this.line = `${line},${id}`;
  }
  text(value: string) {
    this.line += `,${copyCell(value)}`;
  }
  name(value: string) {
    this.line += `,${copyCell(value) || '""'}`;
  }
  float(value: string) {
    this.line += `,${value}`;
  }
  int(value: string) {
    this.line += `,${value}`;
  }
  date(value: string | null) {
    this.line += `,${value ?? ''}`;
  }
  end(slots: readonly number[]) {
    this.line += `,${slots.length === 0 ? '' : `"{${slots.join(',')}}"`}\n`;
  }
}

/** Maps records of a file with `mapping` to staging COPY lines, or to the reason one is rejected. */
export const rowMapper = (mapping: ColumnMapping, options = NO_OPTIONS()) => {
  const staged = new StagingLine();
  const map = voterMapper(mapping, staged, options);
  return (record: string[], line: number): Staged => {
    const reason = map(record, line);
    return reason === undefined ? staged.line : { reason };
  };
};
