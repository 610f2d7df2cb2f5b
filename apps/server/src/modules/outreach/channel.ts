/**
 * What the shared outreach rules need to know of each channel (docs/decisions/0074-outreach-core.md): the
 * campaign's switch that must be on to activate, the refusal when it is off, and the audit entries' names.
 * Activation checks the switch and every creation and status move is audited the same way for both channels.
 */
import { eq } from 'drizzle-orm';
import type { AuditAction } from '@groundwork/shared/contracts/audit-log';
import { PHONE_BANKING_MESSAGES } from '@groundwork/shared/contracts/phone-banking';
import { TEXT_MESSAGES } from '@groundwork/shared/contracts/text-campaigns';
import type { DbOrTx } from '../../db/client.ts';
import { campaigns } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type AuditSource } from '../audit-log/audit-log.repository.ts';
import type { OutreachStatus } from './outreach-campaigns.ts';

export interface OutreachChannel {
  /** The campaign's switch: activation is refused (409) while it is off. */
  enabled: typeof campaigns.isTextingEnabled | typeof campaigns.isPhoneBankingEnabled;
  disabled: string;
  created: AuditAction;
  statusChanged: AuditAction;
  /** The audit entry's target type, and the campaign's name in its summary. */
  targetType: string;
  noun: string;
}

export const TEXTING: OutreachChannel = {
  enabled: campaigns.isTextingEnabled,
  disabled: TEXT_MESSAGES.textingDisabled,
  created: 'text_campaign.created',
  statusChanged: 'text_campaign.status_changed',
  targetType: 'text_campaign',
  noun: 'text campaign',
};

export const PHONE_BANKING: OutreachChannel = {
  enabled: campaigns.isPhoneBankingEnabled,
  disabled: PHONE_BANKING_MESSAGES.phoneBankingDisabled,
  created: 'phone_banking.created',
  statusChanged: 'phone_banking.status_changed',
  targetType: 'phone_banking_campaign',
  noun: 'phone bank',
};

/** Going (back) to Active needs the channel enabled for the campaign. */
export const checkEnabled = async (
  db: DbOrTx,
  channel: OutreachChannel,
  campaignId: string,
  from: OutreachStatus,
  to: OutreachStatus,
) => {
  if (to !== 'Active' || from === 'Active') return;
  const [row] = await db
    .select({ enabled: channel.enabled })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!row?.enabled) throw new AppError('CONFLICT', channel.disabled);
};

interface Change {
  campaignId: string;
  id: string;
  name: string;
}

/** The audit entry of a creation, in the creating transaction. */
export const auditCreated = (tx: DbOrTx, audit: AuditSource, channel: OutreachChannel, change: Change) =>
  recordAudit(tx, audit, {
    campaignId: change.campaignId,
    action: channel.created,
    target: { type: channel.targetType, id: change.id },
    summary: `Created the ${channel.noun} "${change.name}"`,
  });

/** The audit entry of a status move (none when the status stays), in the moving transaction. */
export const auditMove = async (
  tx: DbOrTx,
  audit: AuditSource,
  channel: OutreachChannel,
  change: Change & { from: OutreachStatus; to: OutreachStatus },
) => {
  if (change.from === change.to) return;
  await recordAudit(tx, audit, {
    campaignId: change.campaignId,
    action: channel.statusChanged,
    target: { type: channel.targetType, id: change.id },
    summary: `Moved the ${channel.noun} "${change.name}" from ${change.from} to ${change.to}`,
  });
};
