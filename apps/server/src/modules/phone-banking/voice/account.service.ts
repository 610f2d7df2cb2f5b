import type { AccessToken, PhoneBankingAccountStatus } from '@groundwork/shared/contracts/voice';
import { PHONE_BANKING_MESSAGES as M } from '@groundwork/shared/contracts/phone-banking';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import type { Actor } from '../../../plugins/access.ts';
import { recordAudit, type AuditSource } from '../../audit-log/audit-log.repository.ts';
import { twilioWebhookUrls } from '../../../integrations/telephony/webhook-urls.ts';
import {
  API_KEY_SECRET,
  AUTH_TOKEN,
  assertSelf,
  identityOf,
  isLead,
  requireAccount,
} from './voice-access.ts';
import * as repo from './voice.repository.ts';

/** How long a browser's voice token lasts (the calling screen asks again before it runs out). */
export const TOKEN_TTL_SECONDS = 3600;

/** GET /phone-banking/account-status/: the stored account, its status refreshed from the provider. */
export const accountStatus = async (
  ctx: AppContext,
  campaignId: string,
): Promise<PhoneBankingAccountStatus> => {
  let account = await repo.findAccount(ctx.db, campaignId);
  if (account) {
    const fresh = await ctx.telephony.accountStatus(account.accountSid).catch(() => null);
    if (fresh && fresh.status !== account.status) {
      await repo.updateAccountStatus(ctx.db, campaignId, fresh.status);
      account = { ...account, status: fresh.status };
    }
  }
  const enabled = await repo.recomputePhoneBankingEnabled(ctx.db, campaignId);
  return {
    status: account?.status ?? 'none',
    account_sid: account?.accountSid ?? null,
    provider: ctx.telephony.kind,
    voice_numbers: await repo.voiceNumbers(ctx.db, campaignId),
    is_phone_banking_enabled: enabled,
    created_at: account?.createdAt.toISOString() ?? null,
  };
};

/**
 * POST /phone-banking/setup-account: the campaign's calling account (a subaccount), its API key and TwiML app.
 * Idempotent: a campaign with an account gets it back. Secrets are sealed before they are stored.
 */
export const setupAccount = async (
  ctx: AppContext,
  actor: Actor,
  userId: string | undefined,
  source: AuditSource,
): Promise<PhoneBankingAccountStatus> => {
  assertSelf(actor, userId);
  const existing = await repo.findAccount(ctx.db, actor.campaignId);
  if (!existing?.twimlAppSid) {
    const campaign = await repo.campaignHours(ctx.db, actor.campaignId);
    const account =
      existing ??
      (await (async () => {
        const sub = await ctx.telephony.createSubaccount(`Groundwork: ${campaign?.name ?? actor.campaignId}`);
        return repo.insertAccount(ctx.db, {
          campaignId: actor.campaignId,
          accountSid: sub.sid,
          status: sub.status,
          authTokenSealed: ctx.sealer.seal(AUTH_TOKEN, sub.authToken),
          createdBy: actor.userId,
        });
      })());
    const credentials = await ctx.telephony.createVoiceCredentials(
      account.accountSid,
      twilioWebhookUrls(ctx.config).voice,
    );
    await ctx.db.transaction(async (tx) => {
      await repo.setCredentials(tx, actor.campaignId, {
        apiKeySid: credentials.apiKeySid,
        apiKeySecretSealed: ctx.sealer.seal(API_KEY_SECRET, credentials.apiKeySecret),
        twimlAppSid: credentials.twimlAppSid,
      });
      await recordAudit(tx, source, {
        campaignId: actor.campaignId,
        action: 'phone_banking.account_set_up',
        target: { type: 'telephony_account', id: actor.campaignId },
        summary: `Set up the phone banking account ${account.accountSid}`,
      });
    });
  }
  return accountStatus(ctx, actor.campaignId);
};

/** GET /phone-banking/access-token/: a Voice SDK token for the caller (a lead, or a caller of a phone bank). */
export const accessToken = async (ctx: AppContext, actor: Actor, userId: string): Promise<AccessToken> => {
  assertSelf(actor, userId);
  if (!isLead(actor) && !(await repo.isCallerInCampaign(ctx.db, actor.campaignId, actor.userId)))
    throw new AppError('FORBIDDEN', M.notAssigned);
  const account = await requireAccount(ctx, actor.campaignId);
  const identity = identityOf(actor.userId);
  const token = ctx.telephony.voiceAccessToken({
    accountSid: account.accountSid,
    apiKeySid: account.apiKeySid,
    apiKeySecret: account.apiKeySecret,
    twimlAppSid: account.twimlAppSid,
    identity,
    ttlSeconds: TOKEN_TTL_SECONDS,
  });
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
  return {
    token,
    identity,
    provider: ctx.telephony.kind,
    expires_at: new Date(payload.exp * 1000).toISOString(),
  };
};
