/**
 * An address as a person types it ("12 Oak Street Apt 2, Raleigh, NC 27601") read into the parts the voter file
 * keys households by (decision 0054): the street line's mail key (`mailAddressKey`, the same normalisation as
 * `voters.mail_key`) when a ZIP is given, the street line alone (keyed without its ZIP) and the city otherwise.
 */
import { mailAddressKey } from './mail-key.ts';

export interface TypedAddress {
  /** The household's mail key (`<line>|<zip5>`), or null when no five-digit ZIP was typed. */
  key: string | null;
  /** The key's street part (`<line>|`), to find the household by street and city when there is no ZIP. */
  line: string | null;
  /** The city in upper case, or null when none was typed. */
  city: string | null;
}

const ZIP = /\b(\d{5})(?:-\d{4})?\b/g;
/** A state written as two letters at the end of the city part ("Raleigh NC"). */
const TRAILING_STATE = /\s+[A-Za-z]{2}\.?$/;
/** A key already in the ledger's form: the street line, a bar, five digits. */
const KEY_FORM = /^[A-Z0-9#/ -]+\|\d{5}$/;

/** The parts of a typed address; `line` is null when there is no street line. */
export const parseTypedAddress = (typed: string): TypedAddress => {
  const text = typed.trim();
  if (KEY_FORM.test(text)) return { key: text, line: `${text.split('|')[0] ?? ''}|`, city: null };
  const [street = '', ...rest] = text.split(',');
  const tail = rest.join(',');
  const zip = [...tail.matchAll(ZIP)].at(-1)?.[1] ?? null;
  const placeholder = mailAddressKey(street, null, '00000');
  const line = placeholder === null ? null : placeholder.slice(0, -'00000'.length);
  const cityPart = (rest[0] ?? '').replace(ZIP, '').trim();
  // "Raleigh NC 27601" as one part: the two letters at its end are the state.
  const city = (rest.length === 1 && cityPart.includes(' ') ? cityPart.replace(TRAILING_STATE, '') : cityPart)
    .trim()
    .toUpperCase();
  return { key: line && zip ? `${line}${zip}` : null, line, city: city === '' ? null : city };
};
