import {
  AUDIT_ACTION_LABELS,
  type AuditLogFilter,
  type AuditLogPage,
  type AuditLogQuery,
} from '@groundwork/shared/contracts/audit-log';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { streamCsv } from '../../lib/csv/stream-csv.ts';
import type { Actor } from '../../plugins/access.ts';
import * as repo from './audit-log.repository.ts';

/** The route's filter, in the caller's campaign; a range that ends before it starts is refused. */
const checkedFilter = (actor: Actor, filter: AuditLogFilter): AuditLogFilter => {
  if (filter.from && filter.to && Date.parse(filter.to) <= Date.parse(filter.from)) {
    throw new AppError('VALIDATION_FAILED', 'to must be later than from');
  }
  return { ...filter, campaign_id: actor.campaignId };
};

/** GET /audit-log/: one page of the campaign's entries, newest first, with the total that match. */
export const listAuditLog = async (db: Db, actor: Actor, query: AuditLogQuery): Promise<AuditLogPage> => {
  const { page, page_size: pageSize, ...rest } = query;
  const filter = checkedFilter(actor, rest);
  const [rows, total] = await Promise.all([
    repo.selectEntries(db, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    repo.countEntries(db, filter),
  ]);
  return { total, page, page_size: pageSize, entries: rows.map(repo.toAuditLogEntry) };
};

const EXPORT_COLUMNS = [
  'time',
  'actor_email',
  'actor_name',
  'action',
  'target_type',
  'target_id',
  'summary',
  'ip',
  'client_type',
] as const;
const EXPORT_BATCH = 1000;

/** GET /audit-log/export/: every matching entry as CSV, newest first, streamed in batches (formula cells neutralised). */
export const exportAuditLog = (db: Db, actor: Actor, query: AuditLogFilter) => {
  const filter = checkedFilter(actor, query);
  const csv = streamCsv(EXPORT_COLUMNS, async function* () {
    let beforeSeq: number | undefined;
    for (;;) {
      const batch = await repo.selectEntries(db, filter, { limit: EXPORT_BATCH, beforeSeq });
      yield batch.map((row) => {
        const entry = repo.toAuditLogEntry(row);
        return {
          ...entry,
          time: entry.created_at,
          action: `${AUDIT_ACTION_LABELS[entry.action]} (${entry.action})`,
        };
      });
      if (batch.length < EXPORT_BATCH) break;
      beforeSeq = batch.at(-1)?.seq;
    }
  });
  return { stream: csv, filename: `audit-log-${new Date().toISOString().slice(0, 10)}.csv` };
};
