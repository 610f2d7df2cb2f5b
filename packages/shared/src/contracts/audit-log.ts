import { z } from 'zod';
import { campaignIdSchema, timestampSchema } from './common.ts';

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
  /** Texting or calling hours saved wider than 8 am–9 pm (decision 0062). */
  'campaign.hours_widened',
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
  'mailer.created',
  'mail_drop.created',
  'mail_drop.updated',
  'mail_drop.status_changed',
  'mail_drop.exported',
  'mail_rates.updated',
  'text_sender.registered',
  'text_message_campaign.registered',
  'phone_number.purchased',
  /** The consent ledger (decision 0042): an opt-out or opt-in by hand, and the opt-out list exported. */
  'consent.recorded',
  'consent.exported',
  /** Texting (decision 0074): a text campaign created, and its status moved. */
  'text_campaign.created',
  'text_campaign.status_changed',
  /** Phone banking (decision 0044): a call campaign created, and its status moved. */
  'phone_banking.created',
  'phone_banking.status_changed',
  /** Phone banking's calling account set up (decision 0045). */
  'phone_banking.account_set_up',
] as const;

export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** How an action reads in the audit tab and its CSV export. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'invitation.sent': 'Invitation sent',
  'invitation.revoked': 'Invitation revoked',
  'invitation.accepted': 'Invitation accepted',
  'member.title_changed': 'Title changed',
  'member.removed': 'Member removed',
  'member.left': 'Member left',
  'campaign.ownership_transferred': 'Ownership transferred',
  'campaign.updated': 'Campaign edited',
  'campaign.hours_widened': 'Hours widened past 8 am–9 pm',
  'voter_file.imported': 'Voter file imported',
  'voter_group.exported': 'Voter group exported',
  'voters.exported': 'Voters exported',
  'walkbook.deleted': 'Walkbook deleted',
  'voter_group.deleted': 'Voter group deleted',
  'survey.deleted': 'Survey deleted',
  'two_factor.enabled': 'Two-factor enabled',
  'two_factor.disabled': 'Two-factor disabled',
  'two_factor.backup_codes_regenerated': 'Backup codes regenerated',
  'account.deleted': 'Account deleted',
  'mailer.created': 'Mailer added',
  'mail_drop.created': 'Mail drop created',
  'mail_drop.updated': 'Mail drop edited',
  'mail_drop.status_changed': 'Mail drop status changed',
  'mail_drop.exported': 'Mail vendor file downloaded',
  'mail_rates.updated': 'Mail rates changed',
  'text_sender.registered': 'Text sender registered',
  'text_message_campaign.registered': 'Message campaign registered',
  'phone_number.purchased': 'Phone number bought',
  'consent.recorded': 'Opt-out or opt-in recorded',
  'consent.exported': 'Opt-outs exported',
  'text_campaign.created': 'Text campaign created',
  'text_campaign.status_changed': 'Text campaign status changed',
  'phone_banking.created': 'Phone bank created',
  'phone_banking.status_changed': 'Phone bank status changed',
  'phone_banking.account_set_up': 'Phone banking account set up',
};

export const AUDIT_PAGE_SIZE_MAX = 200;

const instantSchema = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO 8601 date and time` }).optional();

/** The filters the list and its CSV export share: actor (user id or e-mail), action, and [from, to). */
export const auditLogFilterSchema = z.object({
  campaign_id: campaignIdSchema,
  actor: z.string().trim().toLowerCase().max(254).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'action must be one of the audit actions' }).optional(),
  from: instantSchema('from'),
  to: instantSchema('to'),
});
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

export const auditLogQuerySchema = auditLogFilterSchema.extend({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).default(1),
  page_size: z.coerce
    .number({ error: 'page_size must be a number' })
    .int()
    .min(1)
    .max(AUDIT_PAGE_SIZE_MAX)
    .default(50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z
  .object({
    id: z.uuid(),
    created_at: timestampSchema,
    /** Null once the actor's account is deleted; `actor_email` keeps who it was. */
    actor_id: z.uuid().nullable(),
    actor_email: z.string(),
    /** The actor's name while the account exists. */
    actor_name: z.string().nullable(),
    action: auditActionSchema,
    target_type: z.string().nullable(),
    target_id: z.string().nullable(),
    summary: z.string(),
    ip: z.string().nullable(),
    client_type: z.string().nullable(),
  })
  .meta({ id: 'AuditLogEntry' });
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    entries: z.array(auditLogEntrySchema),
  })
  .meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
