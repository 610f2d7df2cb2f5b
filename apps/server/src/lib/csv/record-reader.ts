/**
 * Reads a voter file's records after its header line. Most voter files (North Carolina's ncvoter,
 * vendors' tab-separated exports) contain no quote character at all: for those, splitting lines on
 * the delimiter gives exactly what the CSV parser would, at a fraction of its cost (issue 4's
 * benchmark: the parser was most of a 1M-row import). Files with quotes, or with bare carriage
 * returns as line ends, go through csv-parse.
 */
import { Transform, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { parse } from 'csv-parse';

export interface VoterRecord {
  record: string[];
  /** The physical line the record ends on (the header is line 1). */
  info: { lines: number };
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/**
 * One pass over a file, a chunk at a time: whether it can be split by lines and delimiter (no quote, and
 * every CR starts a CRLF), and how many line feeds it holds (the header and, at most, one a record: the
 * import's estimate of its size). An upload scans the file as it streams to storage (decision 0027, tenth
 * round); `scanDelimited` scans a stored one.
 */
export class DelimitedScan {
  private quoted = false;
  private crs = 0;
  private crlfs = 0;
  private lines = 0;
  private previous = 0;

  push(chunk: Buffer): void {
    for (let at = chunk.indexOf(LF); at !== -1; at = chunk.indexOf(LF, at + 1)) this.lines += 1;
    if (this.quoted) return;
    this.quoted = chunk.includes(QUOTE);
    for (let at = chunk.indexOf(CR); at !== -1; at = chunk.indexOf(CR, at + 1)) {
      this.crs += 1;
      if (chunk[at + 1] === LF) this.crlfs += 1;
    }
    if (this.previous === CR && chunk[0] === LF) this.crlfs += 1; // a CRLF split across chunks
    this.previous = chunk.at(-1) ?? 0;
  }

  result(): { plain: boolean; lines: number } {
    return { plain: !this.quoted && this.crs === this.crlfs, lines: this.lines };
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

/** The records of each chunk of a plain file, one array a chunk (no promise per record). */
async function* splitLines(
  content: Readable,
  encoding: 'utf8' | 'latin1',
  delimiter: string,
): AsyncGenerator<VoterRecord[]> {
  const decoder = new StringDecoder(encoding);
  let rest = '';
  let line = 0;
  const split = (texts: string[]) => {
    const records: VoterRecord[] = [];
    for (const text of texts) {
      line += 1;
      const value = text.endsWith('\r') ? text.slice(0, -1) : text;
      if (line > 1 && value !== '') records.push({ record: value.split(delimiter), info: { lines: line } });
    }
    return records;
  };
  for await (const chunk of content as AsyncIterable<Buffer>) {
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop() ?? '';
    yield split(lines);
  }
  const last = rest + decoder.end();
  if (last !== '') yield split([last]);
}

/** csv-parse's records, gathered into arrays. */
async function* parsed(records: AsyncIterable<VoterRecord>): AsyncGenerator<VoterRecord[]> {
  let batch: VoterRecord[] = [];
  for await (const record of records) {
    batch.push(record);
    if (batch.length >= 1_000) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * The records of a file (header skipped, BOM ignored, empty lines skipped, ragged rows kept), a batch
 * at a time: one await per batch instead of per record (a million promises were most of an import's
 * garbage).
 */
export const readRecords = (
  open: () => Readable,
  plain: boolean,
  options: { encoding: 'utf8' | 'latin1'; delimiter: string },
): AsyncIterable<VoterRecord[]> =>
  plain
    ? splitLines(open(), options.encoding, options.delimiter)
    : parsed(
        open().pipe(
          parse({
            delimiter: options.delimiter,
            encoding: options.encoding,
            bom: true,
            from_line: 2,
            relax_column_count: true,
            relax_quotes: true,
            skip_empty_lines: true,
            info: true,
          }),
        ) as AsyncIterable<VoterRecord>,
      );
