/**
 * An `ncvhis` file in its import's staging table on PGlite (decision 0067): one text column a header column,
 * and the record's line, read in Node (`lib/csv/record-reader.ts`) and COPYed a batch at a time. (The
 * PostgreSQL server reads no staging table: `history-direct.ts`.)
 */
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { toCopyCsv } from '../../lib/copy-csv.ts';
import type { VoterRecord } from '../../lib/csv/record-reader.ts';

const BATCH = 5_000;

/** The staging table of import `importId`. */
const stagingName = (importId: string) => `voter_import_history_${importId.replaceAll('-', '')}`;
export const historyStaging = (importId: string) => sql.raw(stagingName(importId));

/** The staged cells of a record: `c0` … `c{n-1}`, in the header's order. */
export const cell = (index: number) => sql.raw(`c${index}`);
const cells = (width: number) => Array.from({ length: width }, (_, i) => `c${i}`);

export const dropHistoryStaging = async (db: DbOrTx, importId: string) => {
  await db.execute(sql`drop table if exists ${historyStaging(importId)}`);
};

export interface HistoryFile {
  importId: string;
  /** The header's width. */
  width: number;
  encoding: 'utf8' | 'latin1';
  delimiter: string;
  /** Its records after the header, read in Node. */
  read: () => AsyncIterable<VoterRecord[]>;
}

/** The file read in Node, a batch of records a COPY; returns the records read. */
const nodeCopy = async (database: Database, file: HistoryFile): Promise<number> => {
  const table = stagingName(file.importId);
  const columns = ['line', ...cells(file.width)];
  let rows: unknown[][] = [];
  let read = 0;
  const flush = async () => {
    if (rows.length > 0) await database.copyFrom(table, columns, toCopyCsv(rows));
    rows = [];
  };
  for await (const batch of file.read()) {
    for (const { record, info } of batch) {
      rows.push([info.lines, ...Array.from({ length: file.width }, (_, i) => record[i] ?? '')]);
    }
    read += batch.length;
    if (rows.length >= BATCH) await flush();
  }
  await flush();
  return read;
};

/**
 * Creates the import's staging table (unlogged, no index: an interrupted import reads its file again) and
 * fills it with the file; returns the records read.
 */
export const stageHistoryFile = async (database: Database, file: HistoryFile): Promise<number> => {
  const { db } = database;
  await dropHistoryStaging(db, file.importId);
  await db.execute(
    sql`create unlogged table ${historyStaging(file.importId)} (line integer, ${sql.raw(
      cells(file.width)
        .map((c) => `${c} text`)
        .join(', '),
    )})`,
  );
  return nodeCopy(database, file);
};
