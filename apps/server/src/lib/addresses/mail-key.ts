/**
 * A voter's mailing key (docs/decisions/0038-mail.md), computed in Node while an import streams: the same key as
 * the SQL function `gw_mail_address_key` (migration 0027), which the `voters_mail_key` trigger (migration 0035)
 * still applies to every other write. Upper case, punctuation and spacing dropped, USPS street suffixes and
 * directionals abbreviated, every unit designator '#', the ZIP cut to five digits; null when there is no street or
 * no five-digit ZIP. `mail-key.test.ts` holds the two to the same answers.
 */

/** USPS short forms of street suffixes and directionals, each with the long forms it replaces. */
const SHORT_FORMS: [string, string[]][] = [
  ['ST', ['STREET', 'STR', 'STRT']],
  ['AVE', ['AVENUE', 'AVEN', 'AV']],
  ['RD', ['ROAD']],
  ['DR', ['DRIVE', 'DRV']],
  ['LN', ['LANE']],
  ['CT', ['COURT']],
  ['BLVD', ['BOULEVARD', 'BOUL']],
  ['PL', ['PLACE']],
  ['CIR', ['CIRCLE', 'CIRC']],
  ['TER', ['TERRACE']],
  ['PKWY', ['PARKWAY', 'PKY']],
  ['HWY', ['HIGHWAY']],
  ['TRL', ['TRAIL']],
  ['N', ['NORTH']],
  ['S', ['SOUTH']],
  ['E', ['EAST']],
  ['W', ['WEST']],
];
const UNIT_WORDS = ['APARTMENT', 'APT', 'UNIT', 'SUITE', 'STE'];
const LONG_FORM = new RegExp(`\\b(${SHORT_FORMS.flatMap(([, long]) => long).join('|')})\\b`);
const ABBREVIATIONS = SHORT_FORMS.map(([short, long]): [RegExp, string] => [
  new RegExp(`\\b(${long.join('|')})\\b`, 'g'),
  short,
]);
const UNIT = new RegExp(`\\b(${UNIT_WORDS.join('|')})\\b`, 'g');
const NON_ASCII = /[^\p{ASCII}]/u;
const SPACE = 32;
const HASH = 35;

/** PostgreSQL's `btrim(s)` and `trim(s)`: spaces only, not tabs. */
export const btrim = (value: string): string => {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) === SPACE) start += 1;
  while (end > start && value.charCodeAt(end - 1) === SPACE) end -= 1;
  return start === 0 && end === value.length ? value : value.slice(start, end);
};

/** PostgreSQL's `upper()`: a character whose upper case is two characters (ß) stays as it is. */
const upper = (value: string): string =>
  !NON_ASCII.test(value)
    ? value.toUpperCase()
    : Array.from(value, (c) => {
        const u = c.toUpperCase();
        return u.length === c.length ? u : c;
      }).join('');

/** A-Z, 0-9, '/' and '-': what the SQL keeps of a street as it is. */
const isWordChar = (c: number) => (c >= 65 && c <= 90) || (c >= 47 && c <= 57) || c === 45;

/**
 * The SQL's `regexp_replace(s, '[^A-Z0-9#/-]+', ' ', 'g')` with every '#' spaced, trimmed and its spaces
 * collapsed, in one pass: the runs of A-Z, 0-9, '/' and '-', and each '#' alone, joined by one space.
 */
const words = (value: string): string => {
  let key = '';
  let start = -1;
  for (let i = 0; i <= value.length; i += 1) {
    const c = i < value.length ? value.charCodeAt(i) : SPACE;
    if (isWordChar(c)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) key += (key === '' ? '' : ' ') + value.slice(start, i);
    start = -1;
    if (c === HASH) key += key === '' ? '#' : ' #';
  }
  return key;
};

/** The first five digits of a ZIP, whatever is between them. */
const zip5Of = (zip: string): string => {
  let digits = '';
  for (let i = 0; i < zip.length && digits.length < 5; i += 1) {
    const c = zip.charCodeAt(i);
    if (c >= 48 && c <= 57) digits += zip[i];
  }
  return digits;
};

/** `gw_mail_address_key(street, unit, zip)`. */
export const mailAddressKey = (
  street: string | null | undefined,
  unit: string | null | undefined,
  zip: string | null | undefined,
): string | null => {
  const zip5 = zip5Of(zip ?? '');
  if (btrim(street ?? '') === '' || zip5.length < 5) return null;
  let key = words(upper(`${street ?? ''} ${unit ?? ''}`));
  if (LONG_FORM.test(key)) for (const [pattern, short] of ABBREVIATIONS) key = key.replace(pattern, short);
  return `${key.replace(UNIT, '#').replaceAll('# #', '#')}|${zip5}`;
};

/** Where a voter's piece goes: the mailing address when there is one, else the residence. */
export const voterMailKey = (v: {
  mailStreet: string | null | undefined;
  mailZip: string | null | undefined;
  resStreet: string | null | undefined;
  resUnit: string | null | undefined;
  resZip: string | null | undefined;
}): string | null =>
  btrim(v.mailStreet ?? '') !== ''
    ? mailAddressKey(v.mailStreet, null, v.mailZip)
    : mailAddressKey(v.resStreet, v.resUnit, v.resZip);

/**
 * A word of A-Z and 0-9 read into a number (base 37, no digit 0) for the table below: exact up to ten letters, and
 * a longer word's number is larger than any in the table.
 */
const WORD_BASE = 37;
const letterCode = (c: number) => (c >= 65 ? c - 64 : c - 21); // A-Z: 1-26, 0-9: 27-36
const wordCode = (word: string) =>
  Array.from(word).reduce((code, c) => code * WORD_BASE + letterCode(c.charCodeAt(0)), 0);
/** What a word becomes in the key: its short form, or '#' for a unit designator. */
const REPLACEMENTS = new Map<number, Buffer>([
  ...SHORT_FORMS.flatMap(([short, long]) =>
    long.map((w): [number, Buffer] => [wordCode(w), Buffer.from(short)]),
  ),
  ...UNIT_WORDS.map((w): [number, Buffer] => [wordCode(w), Buffer.from('#')]),
]);
const BAR = 124;

/** Whether `b[start, end)` is empty once `btrim` took its spaces. */
export const isBlank = (b: Uint8Array, start: number, end: number): boolean => {
  for (let i = start; i < end; i += 1) if (b[i] !== SPACE) return false;
  return true;
};

/**
 * `mailAddressKey` read off a file's bytes, without making strings (decision 0027, tenth round): the largest
 * part of Node's work in a bulk load once the other columns were mapped from bytes. One pass upper-cases,
 * splits the words and replaces each long form as it ends. `mail-key.test.ts` holds it to `mailAddressKey`.
 */
export class MailKeyBytes {
  /** The last key written: `bytes[0, length)`. */
  bytes = Buffer.alloc(256);
  length = 0;
  private readonly zip = Buffer.alloc(5);
  /** Where the word being read starts in the key (-1: none), and its number. */
  private word = -1;
  private code = 0;
  /** Whether the last byte read belongs to a run of A-Z, 0-9, '/' and '-'. */
  private inRun = false;

  /**
   * The key of the street `b[street, streetEnd)`, the unit `b[unit, unitEnd)` (an empty range when there is
   * none) and the ZIP `b[zip, zipEnd)`: true when a key was written, false when the key is null, undefined
   * when the street or unit is not ASCII (`mailAddressKey` then answers).
   */
  address(
    b: Uint8Array,
    street: number,
    streetEnd: number,
    unit: number,
    unitEnd: number,
    zip: number,
    zipEnd: number,
  ): boolean | undefined {
    let digits = 0;
    for (let i = zip; i < zipEnd && digits < 5; i += 1)
      if (b[i]! >= 48 && b[i]! <= 57) this.zip[digits++] = b[i]!;
    if (digits < 5 || isBlank(b, street, streetEnd)) return false;
    this.length = 0;
    this.word = -1;
    this.inRun = false;
    // `${street} ${unit}`, as `words(upper(…))` reads it.
    if (!this.read(b, street, streetEnd)) return undefined;
    this.separate(SPACE);
    if (!this.read(b, unit, unitEnd)) return undefined;
    this.separate(SPACE);
    // `replaceAll('# #', '#')`, in place: left to right, each match consumed whole.
    let written = 0;
    for (let i = 0; i < this.length; written += 1) {
      const hashes = this.bytes[i] === HASH && this.bytes[i + 1] === SPACE && this.bytes[i + 2] === HASH;
      this.bytes[written] = this.bytes[i]!;
      i += hashes && i + 2 < this.length ? 3 : 1;
    }
    this.length = written;
    this.put(BAR);
    for (const digit of this.zip) this.put(digit);
    return true;
  }

  private read(b: Uint8Array, start: number, end: number): boolean {
    for (let i = start; i < end; i += 1) {
      let c = b[i]!;
      if (c >= 0x80) return false;
      if (c >= 97 && c <= 122) c -= 32;
      const letter = (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
      if (!letter && c !== 47 && c !== 45) {
        this.separate(c);
        continue;
      }
      if (!this.inRun && this.length > 0) this.put(SPACE);
      this.inRun = true;
      if (!letter) this.endWord();
      else if (this.word < 0) [this.word, this.code] = [this.length, letterCode(c)];
      else this.code = this.code * WORD_BASE + letterCode(c);
      this.put(c);
    }
    return true;
  }

  /** A byte outside the runs: it ends the run; a '#' is a word of its own. */
  private separate(c: number) {
    this.endWord();
    this.inRun = false;
    if (c !== HASH) return;
    if (this.length > 0) this.put(SPACE);
    this.put(HASH);
  }

  /** Ends the word being read, replacing a long form or a unit designator. */
  private endWord() {
    if (this.word < 0) return;
    const replacement = REPLACEMENTS.get(this.code);
    if (replacement) {
      this.length = this.word;
      for (const c of replacement) this.put(c);
    }
    this.word = -1;
  }

  private put(c: number) {
    if (this.length === this.bytes.length)
      this.bytes = Buffer.concat([this.bytes, Buffer.alloc(this.length)]);
    this.bytes[this.length++] = c;
  }
}
