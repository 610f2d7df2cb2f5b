/**
 * A quote-free file's records as byte ranges, for a mapper that reads its values off the bytes
 * (decision 0027, ninth round): splitting every line into strings made ~75 strings a voter, most of them
 * columns no import keeps, and was the largest part of Node's work in a bulk load. The ranges are exactly
 * the fields `readRecords` splits (`field-reader.test.ts` holds the two to the same records): the same
 * lines (LF or CRLF ends, empty lines and the header skipped, a last line without a newline kept) and
 * the same fields (a one-byte delimiter, ragged rows kept, a quoted field's quotes taken off: a plain file's
 * quotes wrap whole fields, `DelimitedScan`).
 */
import type { Readable } from 'node:stream';
import type { VoterRecord } from './record-reader.ts';

const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;

/** One chunk's records. Record `r`'s field `f` is `bytes[start(r, f), end(r, f))`. */
export class FieldBatch {
  constructor(
    readonly bytes: Buffer,
    readonly encoding: 'utf8' | 'latin1',
    readonly delimiter: string,
    /** Records in the batch. */
    readonly length: number,
    private readonly lines: Int32Array,
    /** Each record's first field in `bounds` (in pairs); entry `length` ends the last record's. */
    private readonly firsts: Int32Array,
    /** Each field's start and end (exclusive), its quotes left out. */
    private readonly bounds: Int32Array,
  ) {}

  /** The physical line record `r` is on (the header is line 1). */
  line(r: number): number {
    return this.lines[r]!;
  }

  /** How many fields record `r` has. */
  fields(r: number): number {
    return this.firsts[r + 1]! - this.firsts[r]!;
  }

  /** Where field `f` of record `r` starts; -1 when the record has no such field. */
  start(r: number, f: number): number {
    return f >= 0 && f < this.fields(r) ? this.bounds[2 * (this.firsts[r]! + f)]! : -1;
  }

  /** Where field `f` of record `r` ends (exclusive), given it exists. */
  end(r: number, f: number): number {
    return this.bounds[2 * (this.firsts[r]! + f) + 1]!;
  }

  /** Bytes `[start, end)` as text, in the file's encoding. */
  text(start: number, end: number): string {
    return start >= end ? '' : this.bytes.toString(this.encoding, start, end);
  }

  /** Record `r` as strings, as `readRecords` reads it. */
  record(r: number): string[] {
    return Array.from({ length: this.fields(r) }, (_, f) => this.text(this.start(r, f), this.end(r, f)));
  }
}

/** Grows `array` to hold at least `size` entries, keeping what it holds. */
const room = (array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> => {
  if (size <= array.length) return array;
  const bigger = new Int32Array(Math.max(size, array.length * 2));
  bigger.set(array);
  return bigger;
};

/**
 * The records of a plain file (`scanDelimited`'s `plain`: no quotes, or quotes around whole fields), one
 * batch a chunk. `delimiter` is one ASCII character.
 */
export async function* readFields(
  content: Readable,
  encoding: 'utf8' | 'latin1',
  delimiter: string,
): AsyncGenerator<FieldBatch> {
  const separator = delimiter.charCodeAt(0);
  if (delimiter.length !== 1 || separator >= 0x80)
    throw new Error('The delimiter is not one ASCII character');
  let rest: Buffer = Buffer.alloc(0);
  let line = 0;
  let bounds = new Int32Array(1 << 17);
  let lines = new Int32Array(1 << 12);
  let firsts = new Int32Array(1 << 12);

  /** Splits `bytes` up to `end`: whole lines, each ended by a line feed, or (`final`) the file's last line. */
  const split = (bytes: Buffer, end: number, final: boolean): FieldBatch => {
    let records = 0;
    let at = 0; // the next free pair of `bounds`
    for (let from = 0; final ? from < end : from <= end;) {
      const to = final ? end : bytes.indexOf(LF, from);
      line += 1;
      const stop = to > from && bytes[to - 1] === CR ? to - 1 : to;
      if (line > 1 && stop > from) {
        lines = room(lines, records + 2);
        firsts = room(firsts, records + 2);
        bounds = room(bounds, 2 * (at + stop - from + 1));
        lines[records] = line;
        firsts[records] = at;
        let start = from;
        for (let i = from; i <= stop; i += 1) {
          if (i < stop && bytes[i] !== separator) continue;
          // A quoted field's quotes left out (`"` at both ends, as the scan made sure).
          const quoted = bytes[start] === QUOTE && i - start >= 2;
          bounds[2 * at] = quoted ? start + 1 : start;
          bounds[2 * at + 1] = quoted ? i - 1 : i;
          at += 1;
          start = i + 1;
        }
        records += 1;
      }
      from = to + 1;
    }
    firsts[records] = at;
    return new FieldBatch(bytes, encoding, delimiter, records, lines, firsts, bounds);
  };

  for await (const chunk of content as AsyncIterable<Buffer>) {
    const bytes = rest.length === 0 ? chunk : Buffer.concat([rest, chunk]);
    const last = bytes.lastIndexOf(LF);
    if (last === -1) {
      rest = bytes;
      continue;
    }
    yield split(bytes, last, false); // its arrays are reused: the caller is done with it when it asks for the next
    rest = bytes.subarray(last + 1);
  }
  if (rest.length > 0) yield split(rest, rest.length, true);
}

/**
 * Records already read as strings (`readRecords`: a file that is not plain) as batches of byte ranges, so a
 * reader of bytes takes any file: each batch's fields encoded again in the file's encoding, one after another.
 */
export async function* recordBatches(
  records: AsyncIterable<VoterRecord[]>,
  encoding: 'utf8' | 'latin1',
  delimiter: string,
): AsyncGenerator<FieldBatch> {
  for await (const batch of records) {
    const lines = new Int32Array(batch.length);
    const firsts = new Int32Array(batch.length + 1);
    const bounds = new Int32Array(2 * batch.reduce((sum, { record }) => sum + record.length, 0));
    const parts: Buffer[] = [];
    let [at, field] = [0, 0];
    batch.forEach(({ record, info }, r) => {
      lines[r] = info.lines;
      firsts[r] = field;
      for (const value of record) {
        const bytes = Buffer.from(value, encoding);
        parts.push(bytes);
        bounds[2 * field] = at;
        at += bytes.length;
        bounds[2 * field + 1] = at;
        field += 1;
      }
    });
    firsts[batch.length] = field;
    yield new FieldBatch(Buffer.concat(parts), encoding, delimiter, batch.length, lines, firsts, bounds);
  }
}
