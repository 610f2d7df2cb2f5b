import { MESSAGES } from '@groundwork/shared/messages';
import {
  REGISTRATION_MESSAGES,
  type AvailableNumber,
  type CampaignPhoneNumber,
} from '@groundwork/shared/contracts/text-registration';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { recordAudit, type AuditSource } from '../audit-log/audit-log.repository.ts';
import { recomputePhoneBankingEnabled } from '../phone-banking/voice/voice.repository.ts';
import { twilioWebhookUrls } from '../../integrations/telephony/webhook-urls.ts';
import * as repo from './text-registration.repository.ts';
import { recomputeTextingEnabled } from './text-registration.service.ts';

const SEARCH_LIMIT = 20;

/** GET /phone-banking/available-numbers/: near an area code and/or a ZIP code (service §5). */
export const searchNumbers = async (
  ctx: AppContext,
  query: { area_code?: string | undefined; zip_code?: string | undefined },
): Promise<AvailableNumber[]> => {
  if (!query.area_code && !query.zip_code) throw badRequest(MESSAGES.areaOrZipRequired);
  return ctx.telephony.searchAvailableNumbers({
    ...(query.area_code ? { areaCode: query.area_code } : {}),
    ...(query.zip_code ? { postalCode: query.zip_code } : {}),
    limit: SEARCH_LIMIT,
  });
};

/** POST /phone-banking/purchase-number: buys the number for the campaign (texting and calling share it). */
export const purchaseNumber = async (
  ctx: AppContext,
  actor: Actor,
  body: { user_id: string; phone_number: string },
  source: AuditSource,
): Promise<CampaignPhoneNumber> => {
  if (body.user_id !== actor.userId) throw badRequest(REGISTRATION_MESSAGES.ownUserOnly);
  if (await repo.isNumberOwned(ctx.db, body.phone_number)) {
    throw new AppError('CONFLICT', REGISTRATION_MESSAGES.numberOwned);
  }
  const smsUrl = twilioWebhookUrls(ctx.config).message;
  // Calls to the number reach the voice webhook too (docs/decisions/0045-voice.md).
  const voiceUrl = twilioWebhookUrls(ctx.config).voice;
  const bought = await ctx.telephony.purchaseNumber({ phoneNumber: body.phone_number, smsUrl, voiceUrl });
  try {
    const number = await ctx.db.transaction(async (tx) => {
      const row = await repo.insertNumber(tx, {
        campaignId: actor.campaignId,
        phoneNumber: bought.phone_number,
        providerSid: bought.sid,
        capabilities: bought.capabilities,
        purchasedBy: actor.userId,
        smsUrl,
      });
      await recordAudit(tx, source, {
        campaignId: actor.campaignId,
        action: 'phone_number.purchased',
        target: { type: 'phone_number', id: row.id },
        summary: `Bought ${row.phone_number}`,
      });
      return row;
    });
    await recomputeTextingEnabled(ctx.db, actor.campaignId);
    await recomputePhoneBankingEnabled(ctx.db, actor.campaignId);
    return number;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', REGISTRATION_MESSAGES.numberOwned);
    throw error;
  }
};
