/**
 * The columns of one campaign's voter index: one dense ordinal per voter, dictionary-encoded text
 * columns (as the filter compares them: upper-cased, ZIPs cut to five characters), birth years,
 * households, flags, coordinates, turnout scores, one bitset per tag and per election, and the voters of
 * each election by voting method and by ballot party.
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

/** As narrow as the dictionary allows: most columns have fewer than 256 values. */
export type Codes = Uint8Array | Uint16Array | Uint32Array;

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
  /** History rows (any campaign_id) by `historyKey(election, voting method)`. */
  methods: Map<string, MemberSet>;
  /** History rows (any campaign_id) by `historyKey(election, upper(ballot party))`. */
  parties: Map<string, MemberSet>;
  /** The turnout score, 0–100; NO_SCORE for null. */
  turnout: Uint8Array;
  /** Bit set when the voter is marked removed (removed_at not null). */
  removed: Uint32Array;
}

export const NO_SCORE = 255;

/** The key of an election's voters by method or party (a tab: never inside a code of a tab-separated file). */
export const historyKey = (election: string, value: string) => `${election}\t${value}`;

/**
 * A set of voters as its ordinals in order when that is smaller than a bitset (an election's few
 * provisional or Green-ballot voters), else as a bitset.
 */
export type MemberSet = { ordinals: Uint32Array; bits?: never } | { bits: Uint32Array; ordinals?: never };

/** Adds the members of `set` to the bitset `target`. */
export const orMembers = (target: Uint32Array, set: MemberSet) => {
  if (set.bits) {
    for (let w = 0; w < target.length; w += 1) target[w]! |= set.bits[w]!;
    return;
  }
  for (const i of set.ordinals) target[i >>> 5]! |= 1 << (i & 31);
};

/**
 * Member sets by key while ordinals stream in ascending order: a list that turns into a bitset once it
 * would outgrow one, so neither the build nor the result holds more than the smaller form (and its growth).
 */
export class MemberSetMap {
  private readonly growing = new Map<string, { list: Uint32Array; n: number; bits: Uint32Array | null }>();
  private readonly bitWords: number;
  constructor(size: number) {
    this.bitWords = words(size);
  }

  /** Adds `ordinals` (ascending, after any added before under `key`) to the set of `key`. */
  addAll(key: string, ordinals: Uint32Array) {
    let g = this.growing.get(key);
    if (!g) {
      g = { list: new Uint32Array(8), n: 0, bits: null };
      this.growing.set(key, g);
    }
    for (const ordinal of ordinals) {
      if (!g.bits && g.n === g.list.length) {
        if (g.n * 2 <= this.bitWords) {
          const list = new Uint32Array(g.n * 2);
          list.set(g.list);
          g.list = list;
        } else {
          g.bits = new Uint32Array(this.bitWords);
          orMembers(g.bits, { ordinals: g.list });
          g.list = new Uint32Array(0);
        }
      }
      if (g.bits) g.bits[ordinal >>> 5]! |= 1 << (ordinal & 31);
      else g.list[g.n++] = ordinal;
    }
  }

  finish(): Map<string, MemberSet> {
    return new Map(
      [...this.growing].map(([key, g]) => [
        key,
        g.bits ? { bits: g.bits } : { ordinals: g.list.slice(0, g.n) },
      ]),
    );
  }
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

/** Collects one text column while the rows stream in, its codes widened only when the dictionary grows. */
export class DictBuilder {
  private codes: Codes;
  private readonly values: (string | null)[] = [null];
  private readonly lookup = new Map<string, number>();

  constructor(size: number) {
    this.codes = new Uint8Array(size);
  }

  set(ordinal: number, value: string | null) {
    if (value === null) return;
    let code = this.lookup.get(value);
    if (code === undefined) {
      code = this.values.length;
      if (code === 0x100) this.codes = Uint16Array.from(this.codes);
      if (code === 0x10000) this.codes = Uint32Array.from(this.codes);
      this.values.push(value);
      this.lookup.set(value, code);
    }
    this.codes[ordinal] = code;
  }

  finish(): DictColumn {
    return { codes: this.codes, values: this.values, lookup: this.lookup };
  }
}

/** One bitset per key (tag id, election code), grown as keys appear. */
export class BitsetMap {
  readonly sets = new Map<string, Uint32Array>();
  constructor(private readonly size: number) {}

  addAll(key: string, ordinals: Uint32Array) {
    let set = this.sets.get(key);
    if (!set) {
      set = new Uint32Array(words(this.size));
      this.sets.set(key, set);
    }
    for (const ordinal of ordinals) set[ordinal >>> 5]! |= 1 << (ordinal & 31);
  }
}

const dictBytes = (c: DictColumn) =>
  c.codes.byteLength + c.values.reduce((s, v) => s + (v?.length ?? 0) * 2 + 40, 0);
const mapBytes = (m: Map<string, Uint32Array>) => [...m.values()].reduce((s, b) => s + b.byteLength, 0);
const memberBytes = (m: Map<string, MemberSet>) =>
  [...m.values()].reduce((s, b) => s + (b.bits ?? b.ordinals).byteLength, 0);

/** Approximate bytes the columns hold (typed arrays plus dictionary strings). */
export const columnBytes = (c: VoterColumns): number =>
  [c.party, c.gender, c.zip, c.city, c.precinct, c.status, ...Object.values(c.districts)].reduce(
    (s, d) => s + dictBytes(d),
    0,
  ) +
  [
    c.ids,
    c.birthYear,
    c.birthKnown,
    c.household,
    c.hasPhone,
    c.hasEmail,
    c.lat,
    c.lng,
    c.turnout,
    c.removed,
  ].reduce((s, a) => s + a.byteLength, 0) +
  memberBytes(c.methods) +
  memberBytes(c.parties) +
  mapBytes(c.tags) +
  mapBytes(c.history) +
  (c.historyAll === c.history ? 0 : mapBytes(c.historyAll));
