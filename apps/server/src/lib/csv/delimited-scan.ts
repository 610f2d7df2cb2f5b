/**
 * Whether a voter file can be read by splitting lines on its delimiter (`plain`), learnt in one pass a chunk
 * at a time. Two forms are: a file with no quote at all (most vendors' exports), and a file whose quotes
 * only wrap whole fields, none holding a quote, its delimiter or a line break (North Carolina's published
 * form: every field quoted, decision 0069): splitting such a line and taking the quotes off a quoted field
 * gives exactly the fields the CSV parser reads. Either way every CR must start a CRLF. The delimiter is the
 * one `sniff` takes from the header line (`detectDelimiter`), so the scan and the import agree on it.
 */
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { detectDelimiter } from './file-sniff.ts';

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Where the quote check stands: at a field's start, in a bare field, in a quoted one, after its closing quote. */
const FIELD = 0;
const BARE = 1;
const QUOTED = 2;
const CLOSED = 3;

export class DelimitedScan {
  /** A quote that does not wrap a whole field (or a field it wraps holds a quote, a delimiter or a line break). */
  private irregular = false;
  private state = FIELD;
  /** The delimiter's byte, once the header line is whole; its bytes wait in `head` until then. */
  private delimiter = -1;
  private head: Buffer[] = [];
  private crs = 0;
  private crlfs = 0;
  private lines = 0;
  private previous = 0;

  push(chunk: Buffer): void {
    for (let at = chunk.indexOf(LF); at !== -1; at = chunk.indexOf(LF, at + 1)) this.lines += 1;
    if (this.irregular) return;
    for (let at = chunk.indexOf(CR); at !== -1; at = chunk.indexOf(CR, at + 1)) {
      this.crs += 1;
      if (chunk[at + 1] === LF) this.crlfs += 1;
    }
    if (this.previous === CR && chunk[0] === LF) this.crlfs += 1; // a CRLF split across chunks
    this.previous = chunk.at(-1) ?? 0;
    if (this.delimiter >= 0) this.walk(chunk);
    else {
      this.head.push(chunk);
      if (chunk.includes(LF)) this.startWalk();
    }
  }

  /** The header line is whole (or the file ended): its delimiter, then the bytes seen so far (no BOM). */
  private startWalk() {
    let bytes = Buffer.concat(this.head);
    this.head = [];
    if (bytes.subarray(0, 3).equals(BOM)) bytes = bytes.subarray(3);
    const end = bytes.indexOf(LF);
    const line = bytes.toString('latin1', 0, end === -1 ? bytes.length : end).replace(/\r$/, '');
    this.delimiter = detectDelimiter(line).charCodeAt(0);
    this.walk(bytes);
  }

  /** Follows the quotes of a chunk: a chunk without any only needs its end looked at. */
  private walk(chunk: Buffer) {
    const d = this.delimiter;
    if (!chunk.includes(QUOTE)) {
      if (this.state === QUOTED) {
        this.irregular = chunk.includes(LF) || chunk.includes(d);
        return;
      }
      let first = 0;
      while (chunk[first] === CR) first += 1;
      if (this.state === CLOSED && first < chunk.length && chunk[first] !== d && chunk[first] !== LF)
        return this.broken();
      let last = chunk.length - 1;
      while (last >= 0 && chunk[last] === CR) last -= 1;
      if (last >= 0) this.state = chunk[last] === d || chunk[last] === LF ? FIELD : BARE;
      return;
    }
    let state = this.state;
    for (let i = 0; i < chunk.length; i += 1) {
      const c = chunk[i]!;
      if (state === QUOTED) {
        if (c === QUOTE) state = CLOSED;
        else if (c === d || c === LF) return this.broken();
      } else if (c === d || c === LF) state = FIELD;
      else if (c === CR)
        continue; // a CRLF's (a bare CR fails the count of CRLFs)
      else if (state === FIELD) state = c === QUOTE ? QUOTED : BARE;
      else if (state === CLOSED || c === QUOTE) return this.broken();
    }
    this.state = state;
  }

  private broken() {
    this.irregular = true;
  }

  result(): { plain: boolean; lines: number } {
    if (this.delimiter < 0 && this.head.length > 0) this.startWalk();
    const plain = !this.irregular && this.state !== QUOTED && this.crs === this.crlfs;
    return { plain, lines: this.lines };
  }

  /** A stream that passes its bytes on unchanged and scans them on the way. */
  through(): Transform {
    return new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        this.push(chunk);
        done(null, chunk);
      },
    });
  }
}

export const scanDelimited = async (content: Readable): Promise<{ plain: boolean; lines: number }> => {
  const scan = new DelimitedScan();
  for await (const chunk of content as AsyncIterable<Buffer>) scan.push(chunk);
  return scan.result();
};
