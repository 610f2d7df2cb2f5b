import type { ColumnMapping } from '@groundwork/shared/contracts/voter-imports';
import type { Database } from '../../db/client.ts';
import { CopyBuffer, toCopyCsv } from '../../lib/copy-csv.ts';
import { FieldBatch } from '../../lib/csv/field-reader.ts';
import type { VoterRecord } from '../../lib/csv/record-reader.ts';
import type { WarningRows } from './field-checks.ts';
import type { MapperOptions } from './field-strings.ts';
import { rowMapper, STAGING_COLUMNS } from './stage-row.ts';
import { stagingTableName, updateImport } from './voter-imports.repository.ts';

const BATCH = 5_000;
/**
 * Batches whose writes may be pending while the next is mapped (the COPY buffers hold one more). With one,
 * Node waited for the server after each batch and the server for Node's event loop between its COPYs
 * (decision 0027, sixth round).
 */
const IN_FLIGHT = 2;
const REJECT_COLUMNS = ['import_id', 'line', 'reason', 'raw'];
const WARNING_COLUMNS = ['import_id', 'line', 'voter_id', 'field', 'value', 'message'];
const STAGED_NAMES = STAGING_COLUMNS.map(([c]) => c);

/** Where an import's mapped records go: a staging table, or `voters` itself (`direct-load.ts`). */
export interface RecordSink {
  /** Maps one record and keeps its rows; returns why it is rejected, or undefined. */
  add(record: string[], line: number): string | undefined;
  /** Maps record `index` of a quote-free file's byte batch; without it, the sink gets the record as strings. */
  addFields?(batch: FieldBatch, index: number): string | undefined;
  /** Takes the rows kept since the last call (at once) and returns their write. */
  take(): () => Promise<void>;
  /** The kept voters' warnings since the last batch (`field-checks.ts`), taken by `streamRecords`. */
  warnings: WarningRows;
}

/** A sink's mapper options: the file's header width and delimiter, and an empty list of warnings. */
export const mapperOptions = (header: number, delimiter: string): MapperOptions => ({
  header,
  delimiter,
  warnings: [],
});

/**
 * Streams a file's records into `sink` a batch at a time, up to two batches' writes in flight (one after
 * the other) while the next is read and mapped; each batch's rejects and the import's progress (`rows_read`)
 * are written after its rows, outside any load transaction, while the next batch's rows are written. Returns
 * the records read and accepted.
 */
export const streamRecords = async (
  database: Database,
  importId: string,
  delimiter: string,
  records: AsyncIterable<VoterRecord[] | FieldBatch>,
  sink: RecordSink,
) => {
  let rejects: unknown[][] = [];
  let inBatch = 0;
  let rowsRead = 0;
  let accepted = 0;
  const copies: Promise<void>[] = []; // in flight, oldest first; each starts when the one before ends
  let reports = Promise.resolve(); // each batch's rejects and progress, in order, once its rows are written
  const flush = async () => {
    if (copies.length >= IN_FLIGHT) await copies.shift(); // its bytes are the buffer the next batch is written into
    const write = sink.take();
    const batch = { rejects, rowsRead, warnings: sink.warnings.splice(0) };
    rejects = [];
    inBatch = 0;
    const copied = (copies.at(-1) ?? Promise.resolve()).then(write);
    copied.catch(() => undefined); // awaited at a later flush
    copies.push(copied);
    // Not in the COPYs' chain: the next batch's COPY does not wait for this commit (~5 ms a batch, decision
    // 0027, ninth round).
    reports = reports.then(async () => {
      await copied;
      if (batch.rejects.length > 0)
        await database.copyFrom('voter_import_rejects', REJECT_COLUMNS, toCopyCsv(batch.rejects));
      if (batch.warnings.length > 0)
        await database.copyFrom(
          'voter_import_warnings',
          WARNING_COLUMNS,
          toCopyCsv(batch.warnings.map((w) => [importId, ...w])),
        );
      await updateImport(database.db, importId, { rowsRead: batch.rowsRead });
    });
    reports.catch(() => undefined); // awaited at the end
  };
  const reject = (line: number, reason: string, record: string[]) =>
    rejects.push([importId, line, reason, record.join(delimiter)]);
  try {
    for await (const batch of records) {
      if (batch instanceof FieldBatch) {
        for (let r = 0; r < batch.length; r += 1) {
          const reason = sink.addFields ? sink.addFields(batch, r) : sink.add(batch.record(r), batch.line(r));
          if (reason === undefined) accepted += 1;
          else reject(batch.line(r), reason, batch.record(r));
        }
      } else {
        for (const { record, info } of batch) {
          const reason = sink.add(record, info.lines);
          if (reason === undefined) accepted += 1;
          else reject(info.lines, reason, record);
        }
      }
      rowsRead += batch.length;
      inBatch += batch.length;
      if (inBatch >= BATCH) await flush();
      // A turn of the event loop after each chunk: the API stays responsive, and the COPY in flight gets its
      // socket written (a chunk of buffered file is the next without one: the server waited for Node's
      // mapping of a whole batch; decision 0027, tenth round).
      await new Promise((resolve) => setImmediate(resolve));
    }
    await flush();
    for (const copy of copies) await copy;
  } finally {
    await reports.catch(() => undefined); // nothing of the import is written after it returns
  }
  await reports;
  return { rowsRead, accepted };
};

/** The import's staging table as a sink: each batch's mapped rows in one COPY. */
export const stagingSink = (
  database: Database,
  importId: string,
  mapping: ColumnMapping,
  options: MapperOptions,
): RecordSink => {
  const stage = rowMapper(mapping, options);
  const staging = stagingTableName(importId);
  const lines = new CopyBuffer();
  return {
    warnings: options.warnings,
    add: (record, line) => {
      const row = stage(record, line);
      if (typeof row !== 'string') return row.reason;
      lines.push(row);
      return undefined;
    },
    take: () => {
      const bytes = lines.take();
      return async () => {
        if (bytes.length > 0) await database.copyFrom(staging, STAGED_NAMES, bytes);
      };
    },
  };
};
