import { CsvError, parse } from 'csv-parse/sync';
import type { Readable } from 'node:stream';
import { badRequest } from '../../errors.ts';

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

/**
 * Reads the file's head: encoding, delimiter, header and up to `rows` preview rows. A head that is not
 * CSV text, or whose quotes do not close, is refused with a 400 that says why.
 */
export const sniff = (head: Buffer, rows = 10): Sniffed => {
  assertTextFile(head, 'voter file');
  const encoding = detectEncoding(head);
  const text = head.toString(encoding === 'utf-8' ? 'utf8' : 'latin1').replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(text.slice(0, text.search(/\r?\n|$/)));
  // Whole lines only: the head may end inside a row.
  const complete = text.slice(0, text.lastIndexOf('\n') + 1) || text;
  let records: string[][];
  try {
    records = parse(complete, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      to: rows + 1,
    }) as string[][];
  } catch (error) {
    throw csvReadError(error, 'voter file', complete, delimiter);
  }
  return { encoding, delimiter, header: (records[0] ?? []).map((h) => h.trim()), preview: records.slice(1) };
};

const isUtf16 = (head: Buffer): boolean => {
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return true;
  // Without a byte-order mark: text in a Latin script has a zero in every other byte.
  const pairs = Math.floor(Math.min(head.length, 4096) / 2);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (head[i] === 0) even += 1;
    if (head[i + 1] === 0) odd += 1;
  }
  return pairs > 0 && Math.max(even, odd) > pairs * 0.3 && Math.min(even, odd) < pairs * 0.05;
};

/**
 * Refuses what is not CSV text before anything reads it as CSV: UTF-16 (Excel's "Unicode text") and
 * binary files (a NUL byte, which no CSV holds and PostgreSQL cannot store). `what` names the file.
 */
export const assertTextFile = (head: Buffer, what: string): void => {
  if (isUtf16(head))
    throw badRequest(`The ${what} is UTF-16 text: save it as "CSV UTF-8" and upload it again`);
  const nul = head.indexOf(0);
  if (nul === -1) return;
  let line = 1;
  for (let at = head.indexOf(0x0a); at !== -1 && at < nul; at = head.indexOf(0x0a, at + 1)) line += 1;
  throw badRequest(
    `The ${what} is not a text file (line ${line} holds binary data): save it as "CSV UTF-8" and upload it again`,
  );
};

/** The line on which a quoted cell opens and never closes (the parser only says where it gave up). */
const unclosedQuoteLine = (text: string, delimiter: string): number => {
  let line = 1;
  let opened = 1;
  let quoted = false;
  let cellStart = true;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\n') line += 1;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') i += 1;
      else if (c === '"') quoted = false;
    } else if (c === '"' && cellStart) {
      quoted = true;
      opened = line;
    }
    cellStart = c === delimiter || c === '\n' || c === '\r' || (cellStart && c === ' ');
  }
  return opened;
};

/**
 * A CSV parser's error as a 400 that says which line is wrong (an unclosed quote, a quote inside an
 * unquoted cell, …); any other error is returned as it is.
 */
export const csvReadError = (error: unknown, what: string, text: string, delimiter: string): unknown => {
  if (!(error instanceof CsvError)) return error;
  const reason =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? `a quote opened on line ${unclosedQuoteLine(text, delimiter)} is never closed`
      : error.message;
  return badRequest(`The ${what} could not be read as CSV: ${reason}`);
};
