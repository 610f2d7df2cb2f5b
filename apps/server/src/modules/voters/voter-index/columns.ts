/**
 * The columns of one campaign's voter index: one dense ordinal per voter, dictionary-encoded text
 * columns (as the filter compares them: upper-cased, ZIPs cut to five characters), birth years,
 * households, flags, coordinates, and one bitset per tag and per election.
 */
import { words } from './bitset.ts';

export const DISTRICT_KINDS = [
  'congressional',
  'state_senate',
  'state_house',
  'county',
  'municipal',
  'ward',
] as const;
export type DistrictKind = (typeof DISTRICT_KINDS)[number];

export type Codes = Uint16Array | Uint32Array;

/** A dictionary-encoded column: code 0 is null, `values[code]` the text. */
export interface DictColumn {
  codes: Codes;
  values: (string | null)[];
  lookup: Map<string, number>;
}

export interface VoterColumns {
  size: number;
  /** Each voter's id (a UUID), 16 bytes per ordinal: members are selected by id (readId). */
  ids: Uint8Array;
  /** upper(party), upper(gender), left(res_zip, 5), upper(res_city), precinct, upper(registration_status). */
  party: DictColumn;
  gender: DictColumn;
  zip: DictColumn;
  city: DictColumn;
  precinct: DictColumn;
  status: DictColumn;
  districts: Record<DistrictKind, DictColumn>;
  birthYear: Int32Array;
  /** Bit set when the birth year is not null. */
  birthKnown: Uint32Array;
  household: Uint32Array;
  households: number;
  hasPhone: Uint32Array;
  hasEmail: Uint32Array;
  /** NaN for null. */
  lat: Float64Array;
  lng: Float64Array;
  /** Voters with an assignment of the tag (by tag id, lower-case). */
  tags: Map<string, Uint32Array>;
  /** History rows of this campaign (what `vote_history` counts), by election code. */
  history: Map<string, Uint32Array>;
  /** Every history row of the voters, whatever its campaign_id (what `vote_history_max` counts). */
  historyAll: Map<string, Uint32Array>;
}

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** Stores the UUID `id` (text, any case) at `ordinal`. */
export const writeId = (ids: Uint8Array, ordinal: number, id: string) => {
  const hex = id.replaceAll('-', '');
  for (let k = 0; k < 16; k += 1) ids[ordinal * 16 + k] = parseInt(hex.slice(k * 2, k * 2 + 2), 16);
};

/** The UUID at `ordinal`, as PostgreSQL writes it. */
export const readId = (ids: Uint8Array, ordinal: number): string => {
  let text = '';
  for (let k = 0; k < 16; k += 1) {
    if (k === 4 || k === 6 || k === 8 || k === 10) text += '-';
    text += HEX[ids[ordinal * 16 + k]!];
  }
  return text;
};

/** Collects one text column while the rows stream in; `finish` narrows the codes when it can. */
export class DictBuilder {
  private readonly codes: Uint32Array;
  private readonly values: (string | null)[] = [null];
  private readonly lookup = new Map<string, number>();

  constructor(size: number) {
    this.codes = new Uint32Array(size);
  }

  set(ordinal: number, value: string | null) {
    if (value === null) return;
    let code = this.lookup.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.lookup.set(value, code);
    }
    this.codes[ordinal] = code;
  }

  finish(): DictColumn {
    const codes = this.values.length <= 0x10000 ? Uint16Array.from(this.codes) : this.codes;
    return { codes, values: this.values, lookup: this.lookup };
  }
}

/** One bitset per key (tag id, election code), grown as keys appear. */
export class BitsetMap {
  readonly sets = new Map<string, Uint32Array>();
  constructor(private readonly size: number) {}

  add(key: string, ordinal: number) {
    let set = this.sets.get(key);
    if (!set) {
      set = new Uint32Array(words(this.size));
      this.sets.set(key, set);
    }
    set[ordinal >>> 5]! |= 1 << (ordinal & 31);
  }
}

const dictBytes = (c: DictColumn) =>
  c.codes.byteLength + c.values.reduce((s, v) => s + (v?.length ?? 0) * 2 + 40, 0);
const mapBytes = (m: Map<string, Uint32Array>) => [...m.values()].reduce((s, b) => s + b.byteLength, 0);

/** Approximate bytes the columns hold (typed arrays plus dictionary strings). */
export const columnBytes = (c: VoterColumns): number =>
  [c.party, c.gender, c.zip, c.city, c.precinct, c.status, ...Object.values(c.districts)].reduce(
    (s, d) => s + dictBytes(d),
    0,
  ) +
  [c.ids, c.birthYear, c.birthKnown, c.household, c.hasPhone, c.hasEmail, c.lat, c.lng].reduce(
    (s, a) => s + a.byteLength,
    0,
  ) +
  mapBytes(c.tags) +
  mapBytes(c.history) +
  (c.historyAll === c.history ? 0 : mapBytes(c.historyAll));
