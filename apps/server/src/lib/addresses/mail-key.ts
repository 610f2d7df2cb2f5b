/**
 * A voter's mailing key (docs/decisions/0038-mail.md), computed in Node while an import streams: the same key as
 * the SQL function `gw_mail_address_key` (migration 0027), which the `voters_mail_key` trigger (migration 0035)
 * still applies to every other write. Upper case, punctuation and spacing dropped, USPS street suffixes and
 * directionals abbreviated, every unit designator '#', the ZIP cut to five digits; null when there is no street or
 * no five-digit ZIP. `mail-key.test.ts` holds the two to the same answers.
 */

const LONG_FORM =
  /\b(STREET|STR|STRT|AVENUE|AVEN|AV|ROAD|DRIVE|DRV|LANE|COURT|BOULEVARD|BOUL|PLACE|CIRCLE|CIRC|TERRACE|PARKWAY|PKY|HIGHWAY|TRAIL|NORTH|SOUTH|EAST|WEST)\b/;
const ABBREVIATIONS: [RegExp, string][] = [
  [/\b(STREET|STR|STRT)\b/g, 'ST'],
  [/\b(AVENUE|AVEN|AV)\b/g, 'AVE'],
  [/\bROAD\b/g, 'RD'],
  [/\b(DRIVE|DRV)\b/g, 'DR'],
  [/\bLANE\b/g, 'LN'],
  [/\bCOURT\b/g, 'CT'],
  [/\b(BOULEVARD|BOUL)\b/g, 'BLVD'],
  [/\bPLACE\b/g, 'PL'],
  [/\b(CIRCLE|CIRC)\b/g, 'CIR'],
  [/\bTERRACE\b/g, 'TER'],
  [/\b(PARKWAY|PKY)\b/g, 'PKWY'],
  [/\bHIGHWAY\b/g, 'HWY'],
  [/\bTRAIL\b/g, 'TRL'],
  [/\bNORTH\b/g, 'N'],
  [/\bSOUTH\b/g, 'S'],
  [/\bEAST\b/g, 'E'],
  [/\bWEST\b/g, 'W'],
];
const UNIT = /\b(APARTMENT|APT|UNIT|SUITE|STE)\b/g;
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
