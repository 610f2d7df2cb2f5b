import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CLIENT_TYPE_HEADER } from '@groundwork/shared/constants';
import type { AuditAction, AuditLogEntry, AuditLogFilter } from '@groundwork/shared/contracts/audit-log';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

/** Who acted, and from where: taken from the request once, passed to the service with the action. */
export interface AuditSource {
  userId: string | null;
  email: string;
  ip: string | null;
  clientType: string | null;
}

export interface AuditEntry {
  campaignId: string;
  action: AuditAction;
  target?: { type: string; id: string };
  /** One line a Manager reads in the audit tab, e.g. "Invited ana@example.org as Staff". */
  summary: string;
}

/** The request's caller as an audit source (the identity is the route's, already verified). */
export const auditSource = (
  request: FastifyRequest,
  who: { userId: string | null; email: string },
): AuditSource => {
  const clientType = request.headers[CLIENT_TYPE_HEADER];
  return {
    userId: who.userId,
    email: who.email,
    ip: request.ip ?? null,
    clientType: typeof clientType === 'string' ? clientType.slice(0, 32) : null,
  };
};

/**
 * Appends entries. Call it with the transaction of the action itself, so that an action that fails
 * leaves no entry and an entry never exists without its action.
 */
export const recordAudit = async (tx: DbOrTx, source: AuditSource, ...entries: AuditEntry[]) => {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      campaignId: entry.campaignId,
      actorId: source.userId,
      actorEmail: source.email,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      summary: entry.summary,
      ip: source.ip,
      clientType: source.clientType,
    })),
  );
};

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The filter as SQL: the actor by user id, or by a part of the e-mail recorded with the entry. */
const filterWhere = (filter: AuditLogFilter): SQL | undefined => {
  const { actor } = filter;
  const escaped = actor?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    eq(auditLog.campaignId, filter.campaign_id),
    actor
      ? isUuid(actor)
        ? eq(auditLog.actorId, actor)
        : ilike(auditLog.actorEmail, `%${escaped}%`)
      : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.createdAt, new Date(filter.from)) : undefined,
    filter.to ? lt(auditLog.createdAt, new Date(filter.to)) : undefined,
  );
};

const entryColumns = {
  seq: auditLog.seq,
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  actorName: sql<string | null>`nullif(trim(${users.first} || ' ' || ${users.last}), '')`,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  summary: auditLog.summary,
  ip: auditLog.ip,
  clientType: auditLog.clientType,
};

/** Newest first: `limit` entries matching the filter, below `beforeSeq` or after skipping `offset`. */
export const selectEntries = (
  db: DbOrTx,
  filter: AuditLogFilter,
  page: { limit: number; offset?: number; beforeSeq?: number },
) =>
  db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(filterWhere(filter), page.beforeSeq ? lt(auditLog.seq, page.beforeSeq) : undefined))
    .orderBy(desc(auditLog.seq))
    .limit(page.limit)
    .offset(page.offset ?? 0);

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

export const toAuditLogEntry = (row: EntryRow): AuditLogEntry => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  actor_id: row.actorId,
  actor_email: row.actorEmail,
  actor_name: row.actorName,
  action: row.action,
  target_type: row.targetType,
  target_id: row.targetId,
  summary: row.summary,
  ip: row.ip,
  client_type: row.clientType,
});

export const countEntries = async (db: DbOrTx, filter: AuditLogFilter): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(auditLog).where(filterWhere(filter));
  return row?.n ?? 0;
};
