import { parse } from 'csv-parse/sync';
import type { Readable } from 'node:stream';

export type FileEncoding = 'utf-8' | 'latin1';
export interface Sniffed {
  encoding: FileEncoding;
  delimiter: string;
  header: string[];
  /** The first rows after the header, as read (for the mapping preview). */
  preview: string[][];
}

const SAMPLE_BYTES = 256 * 1024;
const DELIMITERS = ['\t', ',', ';', '|'];

/** The first bytes of a stream (then stops reading it). */
export const readHead = (stream: Readable, limit = SAMPLE_BYTES): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => {
      stream.destroy();
      resolve(Buffer.concat(chunks).subarray(0, limit));
    };
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= limit) finish();
    });
    stream.once('end', finish);
    stream.once('error', reject);
  });

/** UTF-8 (with or without BOM) when the bytes decode as UTF-8, otherwise Latin-1 (the other common export). */
export const detectEncoding = (head: Buffer): FileEncoding => {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true }); // a character cut at the end is fine
    return 'utf-8';
  } catch {
    return 'latin1';
  }
};

/** The delimiter that splits the header into the most columns. */
export const detectDelimiter = (headerLine: string): string =>
  DELIMITERS.reduce(
    (best, d) => (headerLine.split(d).length > headerLine.split(best).length ? d : best),
    ',',
  );

/** Reads the file's head: encoding, delimiter, header and up to `rows` preview rows. */
export const sniff = (head: Buffer, rows = 10): Sniffed => {
  const encoding = detectEncoding(head);
  const text = head.toString(encoding === 'utf-8' ? 'utf8' : 'latin1').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/);
  const delimiter = detectDelimiter(lines[0] ?? '');
  // Whole lines only: the head may end inside a row.
  const complete = lines.slice(0, Math.min(lines.length - 1, rows + 1)).join('\n');
  const records = parse(complete, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  }) as string[][];
  return { encoding, delimiter, header: (records[0] ?? []).map((h) => h.trim()), preview: records.slice(1) };
};
