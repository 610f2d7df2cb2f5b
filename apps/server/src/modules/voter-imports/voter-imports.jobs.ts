import type { FastifyBaseLogger } from 'fastify';
import type { ColumnMapping } from '@groundwork/shared/contracts/voter-imports';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage/storage.port.ts';
import { reselectGroups } from '../voter-groups/voter-groups.jobs.ts';
import { refreshTurnout } from '../voters/turnout.ts';
import { markFilterGroupsPending, type VoterGroupRow } from '../voter-groups/voter-groups.repository.ts';
import { readFields, recordBatches } from '../../lib/csv/field-reader.ts';
import { readRecords, scanDelimited } from '../../lib/csv/record-reader.ts';
import { applyStaging } from './apply-staging.ts';
import { finishVoterIndexes } from './bulk-load.ts';
import { loadFirstFile } from './direct-load.ts';
import { refreshElections } from './history-elections.ts';
import { loadHistoryFile } from './history-load.ts';
import { dropHistoryStaging } from './history-staging.ts';
import { mapperOptions, stagingSink, streamRecords, type RecordSink } from './import-batches.ts';
import { elections } from './stage-row.ts';
import {
  analyzeVoters,
  clearStaging,
  createStaging,
  updateImport,
  type VoterImportRow,
} from './voter-imports.repository.ts';

/**
 * The index builds a bulk load left, then fresh statistics (or the filters' plans guess from an empty
 * table; PGlite has no autovacuum), then the campaign's elections and turnout scores, which follow its
 * history and its voters' registration dates (decision 0067). A failure here is the job's: the import is
 * already `done`, and the retried job (`import-queue.jobs.ts`) comes back here.
 */
export const finishIndexes = async (database: Database, campaignId: string) => {
  await finishVoterIndexes(database);
  await analyzeVoters(database.db);
  await refreshElections(database.db, campaignId);
  await refreshTurnout(database.db, campaignId);
};

type ImportInput = Parameters<typeof loadFirstFile<VoterGroupRow[]>>[1] & { mapping: ColumnMapping };

/** The staged import: the file COPYed into the import's staging table, then applied in one transaction. */
const stagedImport = async (database: Database, input: ImportInput) => {
  await createStaging(database.db, input.importId);
  const streamed = await input.stream(
    stagingSink(database, input.importId, input.mapping, mapperOptions(input.header, input.delimiter)),
  );
  return database.db.transaction(async (tx) => {
    const applied = await applyStaging(
      tx,
      { ...input, staged: streamed.accepted, elections: elections(input.mapping) },
      database.kind === 'postgres',
    );
    return { ...applied, rowsRead: streamed.rowsRead, after: await input.after(tx, applied.imported) };
  });
};

/**
 * Imports a voter file: reads it as a stream, COPYs batches into the staging table (progress after
 * each), then validates and applies everything in one transaction. On the PostgreSQL server a campaign's
 * first file (a bulk load) is COPYed straight into `voters` instead, in one transaction held for the whole
 * file (`direct-load.ts`). Nothing reaches `voters` before that transaction commits, so a stop mid-way
 * loses nothing and duplicates nothing: the next start runs the import again from the stored file. The same transaction makes the campaign's filter groups Pending when
 * voters changed; once the import is done they are selected again (a stop in between leaves them Pending,
 * and the next start selects them). A bulk load's index builds come after `done` (decision 0027, fourth
 * round): `finishIndexes` builds them, then refreshes the statistics; a next import builds any left over
 * before it starts.
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
  let imported = 0;
  let built = false; // a vote-history bulk load that added nothing still left its index builds
  const started = performance.now();
  try {
    if (!mapping) throw new Error('The import was started without a column mapping');
    await finishVoterIndexes(database);
    await clearStaging(db, job.id);
    await updateImport(db, job.id, {
      status: 'running',
      startedAt: new Date(),
      rowsRead: 0,
      rowsImported: 0,
      rowsRejected: 0,
      warnings: 0,
      error: null,
      note: note ?? null,
    });
    // What the upload scanned (`DelimitedScan`); a file uploaded before it did is scanned now.
    const { plain, lines } =
      job.plain !== null && job.lineCount !== null
        ? { plain: job.plain, lines: job.lineCount }
        : await scanDelimited(storage.open(job.filePath));
    const encoding = job.encoding === 'latin1' ? 'latin1' : 'utf8';
    const read = () =>
      readRecords(() => storage.open(job.filePath), plain, { encoding, delimiter: job.delimiter });
    const fields = () => readFields(storage.open(job.filePath), encoding, job.delimiter);
    const input = {
      importId: job.id,
      campaignId: job.campaignId,
      mapping,
      lines,
      header: job.header.length,
      delimiter: job.delimiter,
      rawLines: async (wanted: number[]) => {
        const set = new Set(wanted);
        const raw = new Map<number, string>();
        for await (const records of read()) {
          for (const { record, info } of records) {
            if (set.has(info.lines)) raw.set(info.lines, record.join(job.delimiter));
          }
        }
        return raw;
      },
      // A sink that maps bytes reads a quote-free file's records as bytes (`map-fields.ts`).
      stream: (sink: RecordSink) =>
        streamRecords(database, job.id, job.delimiter, sink.addFields && plain ? fields() : read(), sink),
      after: async (tx: DbOrTx, applied: number) =>
        applied > 0 ? await markFilterGroupsPending(tx, job.campaignId) : [],
    };
    const history = mapping.layout === 'ncvhis';
    const direct = history ? undefined : await loadFirstFile(database, input);
    const result = history
      ? await loadHistoryFile(database, {
          ...input,
          header: job.header,
          file: {
            encoding,
            delimiter: job.delimiter,
            read,
            fields: () => (plain ? fields() : recordBatches(read(), encoding, job.delimiter)),
          },
        })
      : (direct ?? (await stagedImport(database, input)));
    const stale = result.after;
    staleGroups = stale;
    await updateImport(db, job.id, {
      status: 'done',
      rowsImported: result.imported,
      rowsRejected: result.rejected,
      warnings: result.warnings,
      finishedAt: new Date(),
    });
    imported = result.imported;
    built = 'bulk' in result && result.bulk === true;
    log.info(
      {
        voter_import_id: job.id,
        rows_read: result.rowsRead,
        direct: direct !== undefined,
        applied_ms: Math.round(performance.now() - started),
      },
      'voter import applied',
    );
  } catch (error) {
    log.error({ err: error, voter_import_id: job.id }, 'voter import failed');
    const code = (error as { code?: unknown }).code;
    const detail =
      typeof code === 'string' && code.startsWith('CSV_')
        ? `The file could not be read: ${(error as Error).message}`
        : 'The import failed; no voters were changed';
    await clearStaging(db, job.id).catch(() => undefined);
    await dropHistoryStaging(db, job.id).catch(() => undefined);
    await updateImport(db, job.id, { status: 'failed', error: detail, finishedAt: new Date() });
  }
  if (imported > 0 || built) {
    await finishIndexes(database, job.campaignId);
    log.info(
      { voter_import_id: job.id, indexed_ms: Math.round(performance.now() - started) },
      'voter import indexed',
    );
  }
  await reselectGroups(db, staleGroups, log);
};
