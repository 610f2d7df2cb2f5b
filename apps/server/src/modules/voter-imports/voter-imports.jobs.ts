import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { CopyBuffer, toCopyCsv } from '../../lib/copy-csv.ts';
import type { FileStorage } from '../../integrations/storage/storage.port.ts';
import { reselectGroups } from '../voter-groups/voter-groups.jobs.ts';
import { markFilterGroupsPending, type VoterGroupRow } from '../voter-groups/voter-groups.repository.ts';
import { isPlainDelimited, readRecords } from '../../lib/csv/record-reader.ts';
import { applyStaging } from './apply-staging.ts';
import { elections, rowMapper, STAGING_COLUMNS } from './stage-row.ts';
import {
  analyzeVoters,
  clearStaging,
  createStaging,
  stagingTableName,
  updateImport,
  type VoterImportRow,
} from './voter-imports.repository.ts';

const BATCH = 5_000;
const STAGED_NAMES = STAGING_COLUMNS.map(([c]) => c);
const REJECT_COLUMNS = ['import_id', 'line', 'reason', 'raw'];

/**
 * Imports a voter file: reads it as a stream, COPYs batches into the staging table (progress after
 * each), then validates and applies everything in one transaction. Nothing reaches `voters` before that
 * transaction commits, so a stop mid-way loses nothing and duplicates nothing: the next start runs the
 * import again from the stored file. The same transaction makes the campaign's filter groups Pending when
 * voters changed; once the import is done they are selected again (a stop in between leaves them Pending,
 * and the next start selects them).
 */
export const runImport = async (
  database: Database,
  storage: FileStorage,
  job: VoterImportRow,
  log: FastifyBaseLogger,
  note?: string,
) => {
  const { db } = database;
  const { mapping } = job;
  let staleGroups: VoterGroupRow[] = [];
  const started = performance.now();
  try {
    if (!mapping) throw new Error('The import was started without a column mapping');
    await createStaging(db, job.id);
    await updateImport(db, job.id, {
      status: 'running',
      startedAt: new Date(),
      rowsRead: 0,
      rowsImported: 0,
      rowsRejected: 0,
      error: null,
      note: note ?? null,
    });
    const plain = await isPlainDelimited(storage.open(job.filePath));
    const read = () =>
      readRecords(() => storage.open(job.filePath), plain, {
        encoding: job.encoding === 'latin1' ? 'latin1' : 'utf8',
        delimiter: job.delimiter,
      });
    const staging = stagingTableName(job.id);
    const stage = rowMapper(mapping);
    const lines = new CopyBuffer();
    let rejects: unknown[][] = [];
    let inBatch = 0;
    let rowsRead = 0;
    let staged = 0;
    // One COPY in flight while the next batch is read and mapped.
    let copying: Promise<void> = Promise.resolve();
    const flush = async () => {
      await copying; // its bytes are the buffer the next batch is written into
      const batch = { lines: lines.empty ? undefined : lines.take(), rejects, rowsRead };
      rejects = [];
      inBatch = 0;
      copying = (async () => {
        if (batch.lines) await database.copyFrom(staging, STAGED_NAMES, batch.lines);
        if (batch.rejects.length > 0)
          await database.copyFrom('voter_import_rejects', REJECT_COLUMNS, toCopyCsv(batch.rejects));
        await updateImport(db, job.id, { rowsRead: batch.rowsRead });
      })();
      copying.catch(() => undefined); // awaited at the next flush
      await new Promise((resolve) => setImmediate(resolve)); // the API stays responsive during an import
    };
    for await (const records of read()) {
      for (const { record, info } of records) {
        const row = stage(record, info.lines);
        if (typeof row === 'string') {
          lines.push(row);
          staged += 1;
        } else rejects.push([job.id, info.lines, row.reason, record.join(job.delimiter)]);
      }
      rowsRead += records.length;
      inBatch += records.length;
      if (inBatch >= BATCH) await flush();
    }
    await flush();
    await copying;
    const stagedMs = Math.round(performance.now() - started);
    const [result, stale] = await db.transaction(async (tx) => {
      const applied = await applyStaging(
        tx,
        {
          importId: job.id,
          campaignId: job.campaignId,
          staged,
          elections: elections(mapping),
          rawLines: async (wanted) => {
            const set = new Set(wanted);
            const raw = new Map<number, string>();
            for await (const records of read()) {
              for (const { record, info } of records) {
                if (set.has(info.lines)) raw.set(info.lines, record.join(job.delimiter));
              }
            }
            return raw;
          },
        },
        database.kind === 'postgres',
      );
      return [
        applied,
        applied.imported > 0 ? await markFilterGroupsPending(tx, job.campaignId) : [],
      ] as const;
    });
    staleGroups = stale;
    const appliedMs = Math.round(performance.now() - started);
    // Fresh statistics, or the filters' plans guess from an empty table (PGlite has no autovacuum).
    if (result.imported > 0) await analyzeVoters(db);
    log.info(
      {
        voter_import_id: job.id,
        rows_read: rowsRead,
        staged_ms: stagedMs,
        applied_ms: appliedMs,
        analyzed_ms: Math.round(performance.now() - started),
      },
      'voter import applied',
    );
    await updateImport(db, job.id, {
      status: 'done',
      rowsImported: result.imported,
      rowsRejected: result.rejected,
      finishedAt: new Date(),
    });
  } catch (error) {
    log.error({ err: error, voter_import_id: job.id }, 'voter import failed');
    const code = (error as { code?: unknown }).code;
    const detail =
      typeof code === 'string' && code.startsWith('CSV_')
        ? `The file could not be read: ${(error as Error).message}`
        : 'The import failed; no voters were changed';
    await clearStaging(db, job.id).catch(() => undefined);
    await updateImport(db, job.id, { status: 'failed', error: detail, finishedAt: new Date() });
  }
  await reselectGroups(db, staleGroups, log);
};
