import type { FastifyRequest } from 'fastify';
import { CLIENT_TYPE_HEADER } from '@groundwork/shared/constants';
import type { AuditAction } from '@groundwork/shared/contracts/audit-log';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

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
    ...who,
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
