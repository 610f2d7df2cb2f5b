import { hasPermission } from '@groundwork/shared/access/index';
import { PHONE_BANKING_MESSAGES as M } from '@groundwork/shared/contracts/phone-banking';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../errors.ts';
import type { AppContext } from '../../../context.ts';
import type { Actor } from '../../../plugins/access.ts';
import { isOptedOut } from '../../consent/consent.repository.ts';
import { timeZoneOfZip, withinHours } from '../../../lib/local-hours.ts';
import { findPhoneBank, isCaller } from '../phone-banking.repository.ts';
import * as repo from './voice.repository.ts';

/** Managers and Directors (phone-banking:view) act on every phone banking campaign of the campaign. */
export const isLead = (actor: Actor): boolean => hasPermission(actor.title, 'phone-banking:view');

/** A caller acts for themselves only (`user_id` in the request is the caller). */
export const assertSelf = (actor: Actor, userId: string | undefined) => {
  if (userId !== undefined && userId !== actor.userId) throw new AppError('FORBIDDEN', M.selfOnly);
};

/** The phone banking campaign in the actor's campaign (404 across campaigns), for a lead or an assigned caller. */
export const phoneBankingForCaller = async (db: DbOrTx, actor: Actor, id: string) => {
  const row = await findPhoneBank(db, actor.campaignId, id);
  if (!row) throw notFound('Phone banking campaign');
  if (!isLead(actor) && !(await isCaller(db, row.id, actor.userId)))
    throw new AppError('FORBIDDEN', M.notAssigned);
  return row;
};

/** A Voice SDK client identity: letters, digits and underscores (`u_` and the user id's hex). */
export const identityOf = (userId: string): string => `u_${userId.replaceAll('-', '')}`;
export const userOfIdentity = (identity: string): string | null => {
  const hex = /^u_([0-9a-f]{32})$/.exec(identity)?.[1];
  return hex
    ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
    : null;
};

/** The account, with its secrets opened; 409 accountMissing when the campaign has none. */
export const requireAccount = async (ctx: AppContext, campaignId: string) => {
  const account = await repo.findAccount(ctx.db, campaignId);
  if (!account?.apiKeySid || !account.apiKeySecretSealed || !account.twimlAppSid)
    throw new AppError('CONFLICT', M.accountMissing);
  return {
    ...account,
    apiKeySid: account.apiKeySid,
    twimlAppSid: account.twimlAppSid,
    apiKeySecret: ctx.sealer.unseal(API_KEY_SECRET, account.apiKeySecretSealed),
  };
};

/** Sealing purposes of the account's secrets. */
export const AUTH_TOKEN = 'telephony-auth-token';
export const API_KEY_SECRET = 'telephony-api-key-secret';

/**
 * Whether the caller may call the voter now (every path that dials a voter asks this): the phone banking campaign
 * is Active, the caller holds an unexpired claim on the voter, the number has not asked not to be called
 * (consent ledger, channel call), and it is within the campaign's calling hours where the voter lives.
 */
export const assertCallable = async (
  ctx: AppContext,
  phoneBanking: { id: string; campaignId: string; status: string },
  voterId: string,
  userId: string,
  at = new Date(),
) => {
  if (phoneBanking.status !== 'Active') throw new AppError('CONFLICT', M.notActive);
  const recipient = await repo.claimedRecipient(ctx.db, phoneBanking.id, voterId, userId);
  if (!recipient) throw new AppError('CONFLICT', M.notClaimed);
  if (await isOptedOut(ctx.db, phoneBanking.campaignId, 'call', recipient.phone))
    throw new AppError('CONFLICT', M.optedOut);
  const campaign = await repo.campaignHours(ctx.db, phoneBanking.campaignId);
  const timeZone = timeZoneOfZip(recipient.zip) ?? campaign?.timeZone ?? ctx.config.timeZone;
  if (!campaign || !withinHours(at, timeZone, campaign.hours))
    throw new AppError('QUIET_HOURS', M.quietHours);
  return recipient;
};
