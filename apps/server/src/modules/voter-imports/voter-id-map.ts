/**
 * A campaign's `ncid → voter id` lookup for an `ncvhis` load (decision 0067): North Carolina's ncids (`AA123456`:
 * up to four capital letters, then up to nine digits) become one number each, kept in an open-addressing
 * hash table of typed arrays beside the ids' 16 bytes — at 7.5M voters about 320 MB (keys 134 MB, positions
 * 67 MB, ids 120 MB) where a `Map` of strings took well over a gigabyte. An ncid of any other shape goes to a
 * `Map`.
 */
import { StringDecoder } from 'node:string_decoder';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

const EMPTY = -1;

/**
 * Bytes `[start, end)` as an ncid's number (never 0), or undefined when they have another shape: up to four
 * capitals (NC's two, the generator's `DEMO`), then one to nine digits (only ASCII bytes make a key; the
 * largest, 27⁴ × 10 × 10⁹, stays an exact double).
 */
const keyOf = (bytes: Uint8Array, start: number, end: number): number | undefined => {
  let [at, letters] = [start, 0];
  for (; at < start + 4 && at < end; at += 1) {
    const code = bytes[at]!;
    if (code < 65 || code > 90) break;
    letters = letters * 27 + code - 64;
  }
  const digits = end - at;
  if (digits < 1 || digits > 9) return undefined;
  let value = 0;
  for (; at < end; at += 1) {
    const digit = bytes[at]! - 48;
    if (digit < 0 || digit > 9) return undefined;
    value = value * 10 + digit;
  }
  return (letters * 10 + digits) * 1e9 + value;
};

/** PostgreSQL's and `String.trim`'s ASCII white space (tab, line ends, form feed, space). */
const isBlank = (code: number) => code === 0x20 || (code >= 0x09 && code <= 0x0d);

/** An ASCII string up to an ncid's longest, written in one reused buffer for `keyOf` (anything else: undefined). */
const scratch = Buffer.alloc(20); // 13 characters and a 4-byte one: a longer UTF-8 form is never cut to 13 bytes
const keyOfText = (ncid: string) =>
  ncid.length <= 13 && scratch.write(ncid) === ncid.length ? keyOf(scratch, 0, ncid.length) : undefined;

const slotOf = (key: number, mask: number) => {
  const hashed = Math.imul((key >>> 0) ^ Math.imul(Math.floor(key / 0x1_0000_0000), 0x9e3779b1), 0x85ebca6b);
  return (hashed ^ (hashed >>> 15)) & mask;
};

export class VoterIds {
  private keys = new Float64Array(1024);
  private positions = new Int32Array(1024).fill(EMPTY);
  private ids = Buffer.alloc(16 * 1024);
  private readonly others = new Map<string, number>();
  size = 0;

  private grow(): void {
    const [keys, positions] = [this.keys, this.positions];
    this.keys = new Float64Array(keys.length * 2);
    this.positions = new Int32Array(keys.length * 2).fill(EMPTY);
    for (let i = 0; i < keys.length; i += 1) if (positions[i] !== EMPTY) this.put(keys[i]!, positions[i]!);
  }

  private put(key: number, position: number): void {
    const mask = this.keys.length - 1;
    let slot = slotOf(key, mask);
    while (this.positions[slot] !== EMPTY && this.keys[slot] !== key) slot = (slot + 1) & mask;
    this.keys[slot] = key;
    this.positions[slot] = position;
  }

  /** `find`'s answer for bytes that are no ncid of NC's shape: the caller looks their text up (`get`). */
  static readonly OTHER = -2;

  add(ncid: string, id: string): void {
    if (this.size * 16 >= this.ids.length) {
      const ids = Buffer.alloc(this.ids.length * 2);
      this.ids.copy(ids);
      this.ids = ids;
    }
    this.ids.write(id.replaceAll('-', ''), this.size * 16, 'hex');
    const key = keyOfText(ncid);
    if (key === undefined) this.others.set(ncid, this.size);
    else {
      if (this.size * 4 >= this.keys.length * 3) this.grow();
      this.put(key, this.size);
    }
    this.size += 1;
  }

  /** The voter's position, or -1 when no voter of the campaign has this ncid. */
  get(ncid: string): number {
    const key = keyOfText(ncid);
    return key === undefined ? (this.others.get(ncid) ?? EMPTY) : this.at(key);
  }

  /**
   * The position of the voter whose ncid is bytes `[start, end)` of a file, white space around it left out
   * (as `get(text.trim())`), or -1; `VoterIds.OTHER` when they are no ncid of NC's shape (nor blank-free
   * ASCII): the caller decodes them and asks `get`.
   */
  find(bytes: Uint8Array, start: number, end: number): number {
    while (start < end && isBlank(bytes[start]!)) start += 1;
    while (end > start && isBlank(bytes[end - 1]!)) end -= 1;
    const key = keyOf(bytes, start, end);
    return key === undefined ? VoterIds.OTHER : this.at(key);
  }

  private at(key: number): number {
    const mask = this.keys.length - 1;
    let slot = slotOf(key, mask);
    for (;;) {
      const position = this.positions[slot]!;
      if (position === EMPTY || this.keys[slot] === key) return position;
      slot = (slot + 1) & mask;
    }
  }

  /** The 16 bytes of the voter id at `position`. */
  id(position: number): Buffer {
    return this.ids.subarray(position * 16, position * 16 + 16);
  }

  /** The lookup's bytes (its typed arrays). */
  get bytes(): number {
    return this.keys.byteLength + this.positions.byteLength + this.ids.length;
  }
}

/** COPY text's escapes in a value (`\\`, `\t`, `\n`, `\r`). */
const unescape = (value: string) =>
  value.includes('\\')
    ? value.replace(/\\(.)/g, (_, c: string) => ({ t: '\t', n: '\n', r: '\r' })[c] ?? c)
    : value;

/** The campaign's voters by ncid, streamed from the server (`COPY … TO STDOUT`) on `client`. */
export const loadVoterIds = async (client: pg.Client, campaignId: string): Promise<VoterIds> => {
  const lookup = new VoterIds();
  const stream = client.query(
    copyTo(
      `copy (select state_voter_id, id from voters where campaign_id = '${campaignId.replaceAll("'", '')}'
        and state_voter_id is not null) to stdout`,
    ),
  );
  const decoder = new StringDecoder('utf8');
  let rest = '';
  const take = (lines: string[]) => {
    for (const line of lines) {
      const tab = line.lastIndexOf('\t');
      if (tab > 0) lookup.add(unescape(line.slice(0, tab)), line.slice(tab + 1));
    }
  };
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop() ?? '';
    take(lines);
  }
  take([rest + decoder.end()]);
  return lookup;
};
