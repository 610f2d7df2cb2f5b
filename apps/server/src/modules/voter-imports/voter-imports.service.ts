import { randomUUID } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import type { ColumnMapping, VoterImport } from '@groundwork/shared/contracts/voter-imports';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { recordAudit, type AuditSource } from '../audit-log/audit-log.repository.ts';
import { assertNoNul } from '../../plugins/input.ts';
import { streamCsv } from '../../lib/csv/stream-csv.ts';
import { proposeMapping } from './column-mapping.ts';
import { readHead, sniff, type Sniffed } from '../../lib/csv/file-sniff.ts';
import { DelimitedScan } from '../../lib/csv/record-reader.ts';
import { voterImportJob } from './import-queue.jobs.ts';
import * as repo from './voter-imports.repository.ts';

const toVoterImport = (row: repo.VoterImportRow): VoterImport => ({
  id: row.id,
  campaign_id: row.campaignId,
  file_name: row.fileName,
  size_bytes: row.sizeBytes,
  encoding: row.encoding,
  delimiter: row.delimiter,
  status: row.status,
  rows_read: row.rowsRead,
  rows_imported: row.rowsImported,
  rows_rejected: row.rowsRejected,
  warnings: row.warnings,
  summary: row.summary ?? null,
  mapping: row.mapping,
  note: row.note,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  started_at: row.startedAt?.toISOString() ?? null,
  finished_at: row.finishedAt?.toISOString() ?? null,
});

const FILE_NAME = /\.(csv|tsv|txt)$/i;

/** Step one: the file streams to storage, scanned on the way; its head gives encoding, delimiter, header, preview and a proposed mapping. */
export const uploadVoterFile = async (
  ctx: AppContext,
  actor: Actor,
  file: { filename: string; file: Readable & { truncated?: boolean } } | undefined,
) => {
  if (!file) throw new AppError('VALIDATION_FAILED', 'The voter file was not provided');
  if (!FILE_NAME.test(file.filename)) {
    file.file.resume();
    throw new AppError('VALIDATION_FAILED', 'The voter file must be a .csv, .tsv or .txt file');
  }
  assertNoNul(file.filename, 'The file name');
  const key = `voter-imports/${randomUUID()}.txt`;
  let size: number;
  let sniffed: Sniffed;
  // The file's lines and quotes, learnt on its way to storage: the import need not read it twice.
  const scan = new DelimitedScan();
  try {
    size = await ctx.storage.save(
      key,
      pipeline(file.file, scan.through(), () => undefined), // an error reaches save through the stream
    );
    if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'The voter file is too large');
    sniffed = sniff(await readHead(ctx.storage.open(key)));
    if (sniffed.header.length < 2)
      throw new AppError('VALIDATION_FAILED', 'The file has no header row with column names');
  } catch (error) {
    await ctx.storage.remove(key); // nothing half-read is kept
    throw error;
  }
  const proposed = proposeMapping(sniffed.header);
  const scanned = scan.result();
  const row = await repo.insertImport(ctx.db, {
    campaignId: actor.campaignId,
    userId: actor.userId,
    fileName: file.filename.slice(0, 200),
    filePath: key,
    sizeBytes: size,
    encoding: sniffed.encoding,
    delimiter: sniffed.delimiter,
    header: sniffed.header,
    lineCount: scanned.lines,
    plain: scanned.plain,
  });
  return { import: toVoterImport(row), header: sniffed.header, preview: sniffed.preview, proposed };
};

const findOrThrow = async (ctx: AppContext, actor: Actor, id: string) => {
  const row = await repo.findImport(ctx.db, actor.campaignId, id);
  if (!row) throw notFound('Voter import');
  return row;
};

/** Step two: the confirmed mapping starts the import in the background. */
export const startVoterImport = async (
  ctx: AppContext,
  actor: Actor,
  id: string,
  mapping: ColumnMapping,
  source: AuditSource,
) => {
  const row = await findOrThrow(ctx, actor, id);
  if (row.status !== 'uploaded' && row.status !== 'failed') {
    throw new AppError('CONFLICT', `This import is ${row.status} and cannot be started again`);
  }
  const outOfRange = Object.values(mapping.fields)
    .concat(mapping.history.map((h) => h.column))
    .some((i) => i >= row.header.length);
  if (outOfRange)
    throw new AppError('VALIDATION_FAILED', 'The mapping names a column the file does not have');
  await ctx.db.transaction(async (tx) => {
    await repo.updateImport(tx, row.id, { mapping, status: 'queued' });
    await recordAudit(tx, source, {
      campaignId: row.campaignId,
      action: 'voter_file.imported',
      target: { type: 'voter_import', id: row.id },
      summary: `Started importing the voter file ${row.fileName}`,
    });
  });
  const queued = { ...row, mapping, status: 'queued' as const };
  await ctx.jobs.enqueue(voterImportJob, { campaign_id: row.campaignId, import_id: row.id });
  return toVoterImport(queued);
};

export const getVoterImport = async (ctx: AppContext, actor: Actor, id: string) =>
  toVoterImport(await findOrThrow(ctx, actor, id));

export const listVoterImports = async (ctx: AppContext, actor: Actor) =>
  (await repo.listImports(ctx.db, actor.campaignId)).map(toVoterImport);

/** A download of an import's rows: audited, formula cells neutralised (`streamCsv`). */
const importCsv = async <R extends Record<string, unknown>>(
  ctx: AppContext,
  actor: Actor,
  id: string,
  source: AuditSource,
  what: { name: string; label: string; columns: readonly (keyof R & string)[] },
  read: (importId: string) => Promise<R[]>,
) => {
  const row = await findOrThrow(ctx, actor, id);
  const rows = await read(row.id);
  await recordAudit(ctx.db, source, {
    campaignId: row.campaignId,
    action: 'voters.exported',
    target: { type: 'voter_import', id: row.id },
    summary: `Exported ${rows.length} ${what.label} of the voter file ${row.fileName} as CSV`,
  });
  return {
    stream: streamCsv(what.columns, async function* () {
      yield rows;
    }),
    filename: `${what.name}-${row.fileName.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60)}.csv`,
  };
};

/** The rejected rows as CSV: line, reason and the row as it was read. */
export const rejectedRowsCsv = (ctx: AppContext, actor: Actor, id: string, source: AuditSource) =>
  importCsv(
    ctx,
    actor,
    id,
    source,
    { name: 'rejected-rows', label: 'rejected rows', columns: ['line', 'reason', 'row'] },
    async (importId) =>
      (await repo.rejectedRows(ctx.db, importId)).map((r) => ({
        line: r.line,
        reason: r.reason,
        row: r.raw,
      })),
  );

/** The kept voters' warnings as CSV: line, voter id, field, the value left blank, and why. */
export const warningsCsv = (ctx: AppContext, actor: Actor, id: string, source: AuditSource) =>
  importCsv(
    ctx,
    actor,
    id,
    source,
    { name: 'warnings', label: 'warnings', columns: ['line', 'voter_id', 'field', 'value', 'warning'] },
    async (importId) =>
      (await repo.warningRows(ctx.db, importId)).map((w) => ({
        line: w.line,
        voter_id: w.voterId,
        field: w.field,
        value: w.value ?? '',
        warning: w.message,
      })),
  );
