/**
 * Reads a voter file's records after its header line. Most voter files (North Carolina's ncvoter,
 * vendors' tab-separated exports) contain no quote character at all: for those, splitting lines on
 * the delimiter gives exactly what the CSV parser would, at a fraction of its cost (issue 4's
 * benchmark: the parser was most of a 1M-row import). Files with quotes, or with bare carriage
 * returns as line ends, go through csv-parse.
 */
import type { Readable } from 'node:stream';
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

/** True when the file can be split by lines and delimiter: no quote, and every CR starts a CRLF. */
export const isPlainDelimited = async (content: Readable): Promise<boolean> => {
  let crs = 0;
  let crlfs = 0;
  let previous = 0;
  for await (const chunk of content as AsyncIterable<Buffer>) {
    if (chunk.includes(QUOTE)) {
      content.destroy();
      return false;
    }
    for (let at = chunk.indexOf(CR); at !== -1; at = chunk.indexOf(CR, at + 1)) {
      crs += 1;
      if (chunk[at + 1] === LF) crlfs += 1;
    }
    if (previous === CR && chunk[0] === LF) crlfs += 1; // a CRLF split across chunks
    previous = chunk.at(-1) ?? 0;
  }
  return crs === crlfs;
};

async function* splitLines(
  content: Readable,
  encoding: 'utf8' | 'latin1',
  delimiter: string,
): AsyncGenerator<VoterRecord> {
  const decoder = new StringDecoder(encoding);
  let rest = '';
  let line = 0;
  const emit = function* (text: string) {
    line += 1;
    const value = text.endsWith('\r') ? text.slice(0, -1) : text;
    if (line > 1 && value !== '') yield { record: value.split(delimiter), info: { lines: line } };
  };
  for await (const chunk of content as AsyncIterable<Buffer>) {
    const text = rest + decoder.write(chunk);
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    for (const l of lines) yield* emit(l);
  }
  const last = rest + decoder.end();
  if (last !== '') yield* emit(last);
}

/** The records of a file (header skipped, BOM ignored, empty lines skipped, ragged rows kept). */
export const readRecords = (
  open: () => Readable,
  plain: boolean,
  options: { encoding: 'utf8' | 'latin1'; delimiter: string },
): AsyncIterable<VoterRecord> =>
  plain
    ? splitLines(open(), options.encoding, options.delimiter)
    : (open().pipe(
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
      ) as AsyncIterable<VoterRecord>);
