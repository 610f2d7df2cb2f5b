import type { ColumnMapping } from '@groundwork/shared/contracts/voter-imports';
import type { Database } from '../../db/client.ts';
import { toCopyCsv } from '../../lib/copy-csv.ts';
import type { MappedBatch, MapperSpec } from './record-mappers.ts';
import { STAGING_COLUMNS } from './stage-row.ts';
import { stagingTableName, updateImport } from './voter-imports.repository.ts';

/**
 * Batches whose writes may be pending while the next is mapped (the COPY buffers hold one more). With one,
 * Node waited for the server after each batch and the server for Node's event loop between its COPYs
 * (decision 0027, sixth round).
 */
const IN_FLIGHT = 2;
const REJECT_COLUMNS = ['import_id', 'line', 'reason', 'raw'];
const STAGED_NAMES = STAGING_COLUMNS.map(([c]) => c);

/**
 * Where an import's records go: how they are mapped (`record-mappers.ts`, in a worker or not), and what
 * writes a batch's COPY bytes — a staging table, or `voters` itself (`direct-load.ts`).
 */
export interface RecordSink {
  spec: MapperSpec;
  write(copies: Uint8Array[]): Promise<void>;
}

/**
 * Writes mapped batches with `write`, up to two batches' writes in flight (one after the other) while the
 * next is mapped; each batch's rejects and the import's progress (`rows_read`) are written after its rows,
 * outside any load transaction. Returns the records read and accepted.
 */
export const streamRecords = async (
  database: Database,
  importId: string,
  batches: AsyncIterable<MappedBatch>,
  write: RecordSink['write'],
) => {
  const read = { rowsRead: 0, accepted: 0 };
  const writes: Promise<void>[] = []; // in flight, oldest first; each starts when the one before ends
  for await (const batch of batches) {
    if (writes.length >= IN_FLIGHT) await writes.shift(); // its bytes are the buffer the next batch is written into
    Object.assign(read, { rowsRead: batch.rowsRead, accepted: batch.accepted });
    const writing = (writes.at(-1) ?? Promise.resolve()).then(async () => {
      await write(batch.copies);
      if (batch.rejects.length > 0) {
        const rows = batch.rejects.map((reject) => [importId, ...reject]);
        await database.copyFrom('voter_import_rejects', REJECT_COLUMNS, toCopyCsv(rows));
      }
      await updateImport(database.db, importId, { rowsRead: batch.rowsRead });
      batch.written?.();
    });
    writing.catch(() => undefined); // awaited later
    writes.push(writing);
    await new Promise((resolve) => setImmediate(resolve)); // the API stays responsive during an import
  }
  for (const writing of writes) await writing;
  return read;
};

/** The import's staging table as a sink: each batch's mapped rows in one COPY. */
export const stagingSink = (database: Database, importId: string, mapping: ColumnMapping): RecordSink => ({
  spec: { kind: 'staging', mapping },
  write: async ([bytes]) => {
    if (bytes && bytes.length > 0) await database.copyFrom(stagingTableName(importId), STAGED_NAMES, bytes);
  },
});
