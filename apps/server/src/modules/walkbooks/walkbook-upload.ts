import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { WALKBOOK_MESSAGES } from '@groundwork/shared/contracts/walkbooks';
import { badRequest } from '../../errors.ts';
import { VOTER_ID_HEADERS } from '../voter-groups/voter-group-file.ts';
import { assertTextFile, csvReadError, detectDelimiter } from '../../lib/csv/file-sniff.ts';

/** A walkbook's CSV lists a few thousand ids: anything this large is the wrong file. */
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * The state voter ids of an uploaded walkbook CSV: the column named like a voter id (voter_id, ncid, …),
 * else the first column; the header row is skipped, blank cells ignored.
 */
export const readVoterIds = async (file: Readable): Promise<string[]> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BYTES) throw badRequest('The file is too large for a walkbook (5 MB at most).');
    chunks.push(chunk);
  }
  const content = Buffer.concat(chunks);
  assertTextFile(content, 'walkbook file');
  const text = content.toString('utf8');
  const delimiter = detectDelimiter(text.split(/\r?\n/)[0] ?? '');
  let rows: string[][];
  try {
    rows = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    throw csvReadError(error, 'walkbook file', text, delimiter);
  }
  const [header, ...records] = rows;
  if (!header) throw badRequest(WALKBOOK_MESSAGES.noVoterIds);
  const names = header.map((h) => h.toLowerCase());
  const column = Math.max(0, VOTER_ID_HEADERS.map((h) => names.indexOf(h)).find((i) => i >= 0) ?? 0);
  return records.map((record) => record[column] ?? '').filter((id) => id !== '');
};
