import { parse } from 'csv-parse';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage/storage.port.ts';
import { detectDelimiter } from '../../lib/csv/file-sniff.ts';
import { streamCsv } from '../../lib/csv/stream-csv.ts';
import { memberStateIds } from './voter-groups.repository.ts';

/** Column names that hold the state voter id in common files (the first one found is used). */
export const VOTER_ID_HEADERS = [
  'state_voter_id',
  'voter_id',
  'voterid',
  'ncid',
  'sos_voterid',
  'voter_reg_num',
  'id',
];

/** The rows of a stored voter file are read and matched this many at a time. */
export const ID_BATCH = 1000;

export interface UploadedId {
  /** The row's line in the file (the header is line 1). */
  line: number;
  id: string;
}

const firstChunk = (storage: FileStorage, filePath: string) =>
  new Promise<string>((resolve, reject) => {
    const probe = storage.open(filePath);
    probe.once('data', (chunk: Buffer | string) => {
      probe.destroy();
      resolve(chunk.toString());
    });
    probe.once('end', () => resolve(''));
    probe.once('error', reject);
  });

/**
 * The state voter ids of a stored voter_file.csv, a batch at a time: the column named like a voter id
 * (VOTER_ID_HEADERS), else the first; blank cells are skipped. Its delimiter is sniffed from the header.
 */
export async function* readUploadedIds(storage: FileStorage, filePath: string): AsyncGenerator<UploadedId[]> {
  const header = (await firstChunk(storage, filePath)).split(/\r?\n/)[0] ?? '';
  const parser = storage.open(filePath).pipe(
    parse({
      bom: true,
      delimiter: detectDelimiter(header),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }),
  );
  let column = -1;
  let batch: UploadedId[] = [];
  for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (column === -1) {
      const names = record.record.map((h) => h.trim().toLowerCase());
      column = Math.max(0, VOTER_ID_HEADERS.map((h) => names.indexOf(h)).find((i) => i >= 0) ?? 0);
      continue;
    }
    const id = record.record[column]?.trim() ?? '';
    if (!id) continue;
    batch.push({ line: record.info.lines, id });
    if (batch.length >= ID_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Every row of the stored file whose voter id is not among the group's voters, as CSV (line, voter_id),
 * read again from the file a batch at a time (the status keeps only the first 100). Formula cells are
 * neutralised: the ids are whatever the uploaded file held.
 */
export const unmatchedRowsCsv = (db: Db, storage: FileStorage, groupId: string, filePath: string) =>
  streamCsv(['line', 'voter_id'], async function* () {
    for await (const batch of readUploadedIds(storage, filePath)) {
      const found = await memberStateIds(db, groupId, [...new Set(batch.map((row) => row.id))]);
      yield batch.filter((row) => !found.has(row.id)).map((row) => ({ line: row.line, voter_id: row.id }));
    }
  });
