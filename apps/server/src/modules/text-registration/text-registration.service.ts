import {
  campaignPreflight,
  failedItems,
  REGISTRATION_MESSAGES,
  senderPreflight,
  type ChecklistItem,
  type MessageCampaignRegistration,
  type RegistrationStatusView,
  type SenderRegistration,
} from '@groundwork/shared/contracts/text-registration';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { BrandRegistration, Vetting } from '../../integrations/telephony/index.ts';
import type { Actor } from '../../plugins/access.ts';
import { recordAudit, type AuditSource } from '../audit-log/audit-log.repository.ts';
import { findCampaign, updateCampaignRow } from '../campaigns/campaigns.repository.ts';
import * as repo from './text-registration.repository.ts';

/** A 400 naming every failed item of the pre-flight check (the reviewers' checklist). */
const preflightFailed = (failed: ChecklistItem[]): AppError =>
  new AppError(
    'VALIDATION_FAILED',
    `The pre-flight check failed: ${failed.map((item) => item.label).join('; ')}`,
    failed.map((item) => ({ path: item.id, message: `${item.label}: ${item.hint}` })),
  );

const toBrand = (sender: SenderRegistration): BrandRegistration => {
  const { privacy_policy_url: _privacy, campaign_verify_token, ...fields } = sender;
  return { ...fields, campaign_verify_token: campaign_verify_token || null };
};

/**
 * Texting is enabled when the sender and its message campaign are APPROVED and the campaign owns a number
 * that can text; recomputed on every status read and purchase (docs/decisions/0040-text-registration.md).
 */
const syncTextingEnabled = async (
  db: DbOrTx,
  campaignId: string,
  registration: repo.RegistrationRow | undefined,
  numbers: number,
): Promise<boolean> => {
  const enabled =
    registration?.brandStatus === 'APPROVED' &&
    registration.messagingCampaignStatus === 'APPROVED' &&
    numbers > 0;
  const campaign = await findCampaign(db, campaignId);
  if (campaign && campaign.isTextingEnabled !== enabled) {
    await updateCampaignRow(db, campaignId, { isTextingEnabled: enabled });
  }
  return enabled;
};

/** Re-reads the texting switch after a change of numbers. */
export const recomputeTextingEnabled = async (db: DbOrTx, campaignId: string): Promise<boolean> =>
  syncTextingEnabled(
    db,
    campaignId,
    await repo.findRegistration(db, campaignId),
    await repo.countTextingNumbers(db, campaignId),
  );

const vettingView = (
  status: string | null,
  reasons: string[],
  submitted: Date | null,
  updated: Date | null,
) =>
  status && submitted && updated
    ? {
        status: status as Vetting['status'],
        failure_reasons: reasons,
        submitted_at: submitted.toISOString(),
        updated_at: updated.toISOString(),
      }
    : null;

const toView = (
  campaignId: string,
  row: repo.RegistrationRow | undefined,
  numbers: number,
  enabled: boolean,
): RegistrationStatusView => ({
  campaign_id: campaignId,
  brand: row
    ? vettingView(row.brandStatus, row.brandFailureReasons, row.brandSubmittedAt, row.brandUpdatedAt)
    : null,
  message_campaign: row
    ? vettingView(
        row.messagingCampaignStatus,
        row.messagingFailureReasons,
        row.messagingSubmittedAt,
        row.messagingUpdatedAt,
      )
    : null,
  sender: row?.sender ?? null,
  message_campaign_fields: row?.messageCampaign ?? null,
  phone_numbers: numbers,
  is_texting_enabled: enabled,
});

/** Asks the provider about whatever is still PENDING, and stores what changed. */
const refresh = async (ctx: AppContext, campaignId: string): Promise<repo.RegistrationRow | undefined> => {
  let row = await repo.findRegistration(ctx.db, campaignId);
  if (row?.brandStatus === 'PENDING') {
    const vetting = await ctx.telephony.brandStatus(row.brandSid);
    if (vetting.status !== 'PENDING') {
      row = await repo.updateRegistration(ctx.db, campaignId, {
        brandStatus: vetting.status,
        brandFailureReasons: vetting.failure_reasons,
        brandUpdatedAt: new Date(),
      });
    }
  }
  if (row?.messagingCampaignStatus === 'PENDING' && row.messagingCampaignSid) {
    const vetting = await ctx.telephony.messagingCampaignStatus(row.messagingCampaignSid);
    if (vetting.status !== 'PENDING') {
      row = await repo.updateRegistration(ctx.db, campaignId, {
        messagingCampaignStatus: vetting.status,
        messagingFailureReasons: vetting.failure_reasons,
        messagingUpdatedAt: new Date(),
      });
    }
  }
  return row;
};

/** GET /text-campaign/twilio/{id}/status: fresh from the provider while PENDING. */
export const readStatus = async (ctx: AppContext, campaignId: string): Promise<RegistrationStatusView> => {
  const row = await refresh(ctx, campaignId);
  const numbers = await repo.countTextingNumbers(ctx.db, campaignId);
  return toView(campaignId, row, numbers, await syncTextingEnabled(ctx.db, campaignId, row, numbers));
};

/** POST /text-campaign/register: the sender, once (again only after FAILED), past the pre-flight check. */
export const registerSender = async (
  ctx: AppContext,
  actor: Actor,
  sender: SenderRegistration,
  source: AuditSource,
): Promise<RegistrationStatusView> => {
  const failed = failedItems(senderPreflight(sender));
  if (failed.length > 0) throw preflightFailed(failed);
  const current = await refresh(ctx, actor.campaignId);
  if (current && current.brandStatus !== 'FAILED') {
    throw new AppError('CONFLICT', REGISTRATION_MESSAGES.alreadyRegistered);
  }
  const vetting = await ctx.telephony.registerBrand(toBrand(sender));
  await ctx.db.transaction(async (tx) => {
    await repo.upsertSender(tx, {
      campaignId: actor.campaignId,
      sender,
      brandSid: vetting.sid,
      brandStatus: vetting.status,
      brandFailureReasons: vetting.failure_reasons,
      submittedBy: actor.userId,
    });
    await recordAudit(tx, source, {
      campaignId: actor.campaignId,
      action: 'text_sender.registered',
      target: { type: 'text_registration', id: actor.campaignId },
      summary: `Registered ${sender.friendly_name} as the text sender${current ? ' again' : ''}`,
    });
  });
  return readStatus(ctx, actor.campaignId);
};

/** POST /text-campaign/create-a2p-campaign: the use case, under an APPROVED sender, past the pre-flight check. */
export const registerMessageCampaign = async (
  ctx: AppContext,
  actor: Actor,
  fields: MessageCampaignRegistration,
  source: AuditSource,
): Promise<RegistrationStatusView> => {
  const current = await refresh(ctx, actor.campaignId);
  if (current?.brandStatus !== 'APPROVED') {
    throw new AppError('CONFLICT', REGISTRATION_MESSAGES.brandNotApproved);
  }
  if (current.messagingCampaignStatus && current.messagingCampaignStatus !== 'FAILED') {
    throw new AppError('CONFLICT', REGISTRATION_MESSAGES.campaignAlreadyRegistered);
  }
  const failed = failedItems(campaignPreflight(fields, current.sender));
  if (failed.length > 0) throw preflightFailed(failed);
  const vetting = await ctx.telephony.registerMessagingCampaign(current.brandSid, fields);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await repo.updateRegistration(tx, actor.campaignId, {
      messageCampaign: fields,
      messagingCampaignSid: vetting.sid,
      messagingCampaignStatus: vetting.status,
      messagingFailureReasons: vetting.failure_reasons,
      messagingSubmittedAt: now,
      messagingUpdatedAt: now,
    });
    await recordAudit(tx, source, {
      campaignId: actor.campaignId,
      action: 'text_message_campaign.registered',
      target: { type: 'text_registration', id: actor.campaignId },
      summary: `Registered the ${fields.use_case} message campaign${current.messagingCampaignStatus ? ' again' : ''}`,
    });
  });
  return readStatus(ctx, actor.campaignId);
};
