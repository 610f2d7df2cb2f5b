import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_FIELDS, type ColumnMapping } from '@groundwork/shared/contracts/voter-imports';
import type { Database } from '../../db/client.ts';
import { toCopyCsv } from '../../lib/copy-csv.ts';
import type { FileStorage } from '../../integrations/storage/storage.port.ts';
import { reselectGroups } from '../voter-groups/voter-groups.jobs.ts';
import { markFilterGroupsPending, type VoterGroupRow } from '../voter-groups/voter-groups.repository.ts';
import { isPlainDelimited, readRecords } from '../../lib/csv/record-reader.ts';
import { applyStaging } from './apply-staging.ts';
import {
  analyzeVoters,
  clearStaging,
  updateImport,
  type VoterImportRow,
} from './voter-imports.repository.ts';

const BATCH = 5_000;
const STAGING_COLUMNS = ['import_id', 'line', 'raw', ...IMPORT_FIELDS, 'history'];

/** One staging row, all text: the mapped fields and the elections (wide history columns) it took part in. */
const toStagingRow = (
  importId: string,
  line: number,
  record: string[],
  mapping: ColumnMapping,
  delimiter: string,
) => {
  const history = new Set(
    mapping.history.filter((h) => (record[h.column] ?? '').trim() !== '').map((h) => h.election_code),
  );
  return [
    importId,
    line,
    record.join(delimiter),
    ...IMPORT_FIELDS.map((field) => {
      const index = mapping.fields[field];
      return index === undefined ? null : (record[index] ?? null);
    }),
    [...history].join('|'),
  ];
};

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
    await clearStaging(db, job.id);
    await updateImport(db, job.id, {
      status: 'running',
      startedAt: new Date(),
      rowsRead: 0,
      rowsImported: 0,
      rowsRejected: 0,
      error: null,
      note: note ?? null,
    });
    const records = readRecords(
      () => storage.open(job.filePath),
      await isPlainDelimited(storage.open(job.filePath)),
      { encoding: job.encoding === 'latin1' ? 'latin1' : 'utf8', delimiter: job.delimiter },
    );
    let batch: unknown[][] = [];
    let rowsRead = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await database.copyFrom('voter_import_staging', STAGING_COLUMNS, toCopyCsv(batch));
      batch = [];
      await updateImport(db, job.id, { rowsRead });
      await new Promise((resolve) => setImmediate(resolve)); // the API stays responsive during an import
    };
    for await (const { record, info } of records) {
      rowsRead += 1;
      batch.push(toStagingRow(job.id, info.lines, record, mapping, job.delimiter));
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    const stagedMs = Math.round(performance.now() - started);
    const [result, stale] = await db.transaction(async (tx) => {
      const applied = await applyStaging(tx, job.id, job.campaignId, database.kind === 'postgres');
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
