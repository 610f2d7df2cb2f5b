/**
 * Reads a voter file's records after its header line. Most voter files (vendors' tab-separated exports)
 * contain no quote character at all, and North Carolina's published ncvoter quotes every field whole: for
 * those (`DelimitedScan`'s `plain`), splitting lines on the delimiter (and taking a quoted field's quotes off)
 * gives exactly what the CSV parser would, at a fraction of its cost (issue 4's benchmark: the parser was
 * most of a 1M-row import). Other files with quotes, or with bare carriage returns as line ends, go through
 * csv-parse.
 */
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { parse } from 'csv-parse';

export interface VoterRecord {
  record: string[];
  /** The physical line the record ends on (the header is line 1). */
  info: { lines: number };
}

export { DelimitedScan, scanDelimited } from './delimited-scan.ts';

/** A field in quotes, its quotes taken off (a plain file's quotes wrap whole fields: `DelimitedScan`). */
const unquoted = (field: string) => (field.charCodeAt(0) === 0x22 ? field.slice(1, -1) : field);

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
      if (line > 1 && value !== '') {
        const record = value.split(delimiter);
        records.push({ record: value.includes('"') ? record.map(unquoted) : record, info: { lines: line } });
      }
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
