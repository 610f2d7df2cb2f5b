import { z } from 'zod';

/**
 * Every sensitive action the audit log records (issue 11, docs/decisions/0033-audit-log.md). An entry is
 * written in the same transaction as its action: a failed action leaves none, and none exists without it.
 */
export const AUDIT_ACTIONS = [
  'invitation.sent',
  'invitation.revoked',
  'invitation.accepted',
  'member.title_changed',
  'member.removed',
  'member.left',
  'campaign.ownership_transferred',
  'campaign.updated',
  'voter_file.imported',
  'voter_group.exported',
  'voters.exported',
  'walkbook.deleted',
  'voter_group.deleted',
  'survey.deleted',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.backup_codes_regenerated',
  'account.deleted',
] as const;

export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;
