import { normalizePhone } from '@groundwork/shared/contracts/consent';
import { PHONE_BANKING_MESSAGES as M } from '@groundwork/shared/contracts/phone-banking';
import { type CallMode, type CallSession } from '@groundwork/shared/contracts/voice';
import type { AppContext } from '../../../context.ts';
import { AppError, badRequest } from '../../../errors.ts';
import type { Identity } from '../../../identity/token-verifier.ts';
import { loadActor, type Actor } from '../../../plugins/access.ts';
import { releaseCallerClaims } from '../release.ts';
import { assertSelf, phoneBankingForCaller, requireAccount } from './voice-access.ts';
import * as repo from './voice.repository.ts';

export const sessionView = (row: repo.SessionRow): CallSession => ({
  call_session_id: row.id,
  phone_banking_campaign_id: row.phoneBankingCampaignId,
  user_id: row.userId,
  mode: row.mode,
  from_number: row.fromNumber,
  status: row.status,
  started_at: row.startedAt.toISOString(),
  ended_at: row.endedAt?.toISOString() ?? null,
});

const sessionMissing = () => new AppError('NOT_FOUND', M.sessionNotFound);

/** The least used of the campaign's voice numbers (callers spread over them); 409 noNumber when it has none. */
const pickNumber = async (ctx: AppContext, campaignId: string): Promise<string> => {
  const numbers = await repo.voiceNumbers(ctx.db, campaignId);
  if (numbers.length === 0) throw new AppError('CONFLICT', M.noNumber);
  const used = await repo.sessionsPerNumber(ctx.db, campaignId);
  return numbers.reduce((best, n) => ((used.get(n) ?? 0) < (used.get(best) ?? 0) ? n : best));
};

/** A session of the actor's, active, in the actor's campaign (404 sessionNotFound otherwise). */
export const ownSession = async (ctx: AppContext, actor: Actor, id: string) => {
  const session = await repo.findSession(ctx.db, actor.campaignId, id);
  if (session?.status !== 'active' || session.userId !== actor.userId) throw sessionMissing();
  return session;
};

/** Ends a session: its call hung up, its number given back. */
const end = async (ctx: AppContext, session: repo.SessionRow) => {
  if (session.providerCallSid) {
    const account = await repo.findAccount(ctx.db, session.campaignId);
    if (account) await ctx.telephony.hangupCall(account.accountSid, session.providerCallSid).catch(() => {});
  }
  return (await repo.updateSession(ctx.db, session.id, {
    status: 'ended',
    endedAt: new Date(),
    fromNumber: null,
  }))!;
};

/**
 * POST /phone-banking/call/create-session: one active session per caller and phone banking campaign. The same
 * mode (and phone) again returns the active one; another mode or phone ends it and starts a new one. The
 * session gets a campaign number at once (the least used).
 */
export const createSession = async (
  ctx: AppContext,
  actor: Actor,
  body: {
    phone_banking_campaign_id: string;
    user_id: string;
    mode: CallMode;
    volunteer_phone?: string | undefined;
  },
): Promise<CallSession> => {
  assertSelf(actor, body.user_id);
  const phoneBanking = await phoneBankingForCaller(ctx.db, actor, body.phone_banking_campaign_id);
  if (phoneBanking.status !== 'Active') throw new AppError('CONFLICT', M.notActive);
  const volunteerPhone = body.mode === 'phone' ? normalizePhone(body.volunteer_phone) : null;
  if (body.mode === 'phone' && !volunteerPhone) throw badRequest(M.badVolunteerPhone);
  await requireAccount(ctx, actor.campaignId);
  const current = await repo.activeSession(ctx.db, phoneBanking.id, actor.userId);
  if (current) {
    if (current.mode === body.mode && current.volunteerPhone === volunteerPhone) {
      const fromNumber = current.fromNumber ?? (await pickNumber(ctx, actor.campaignId));
      return sessionView((await repo.updateSession(ctx.db, current.id, { fromNumber }))!);
    }
    await end(ctx, current);
  }
  const fromNumber = await pickNumber(ctx, actor.campaignId);
  const created = await repo.insertSession(ctx.db, {
    campaignId: actor.campaignId,
    phoneBankingCampaignId: phoneBanking.id,
    userId: actor.userId,
    mode: body.mode,
    volunteerPhone,
    fromNumber,
  });
  // Two tabs at once: the other one's session stands.
  return sessionView(created ?? (await repo.activeSession(ctx.db, phoneBanking.id, actor.userId))!);
};

/** POST /phone-banking/call/acquire-number: the caller's active session gets (or keeps) a campaign number. */
export const acquireNumber = async (
  ctx: AppContext,
  actor: Actor,
  body: { phone_banking_campaign_id: string; user_id: string },
): Promise<{ phone_number: string }> => {
  assertSelf(actor, body.user_id);
  const phoneBanking = await phoneBankingForCaller(ctx.db, actor, body.phone_banking_campaign_id);
  const session = await repo.activeSession(ctx.db, phoneBanking.id, actor.userId);
  if (!session) throw sessionMissing();
  const numbers = await repo.voiceNumbers(ctx.db, actor.campaignId);
  if (session.fromNumber && numbers.includes(session.fromNumber)) return { phone_number: session.fromNumber };
  const fromNumber = await pickNumber(ctx, actor.campaignId);
  await repo.updateSession(ctx.db, session.id, { fromNumber });
  return { phone_number: fromNumber };
};

/** POST /phone-banking/call/release-number: the session gives its number back (the session goes on). */
export const releaseNumber = async (ctx: AppContext, actor: Actor, sessionId: string) => {
  const session = await ownSession(ctx, actor, sessionId);
  return sessionView((await repo.updateSession(ctx.db, session.id, { fromNumber: null }))!);
};

/**
 * POST /phone-banking/call/end-session: the session names its campaign, where the caller must still be allowed
 * to call (campaign_id, when sent, must be the session's). The caller's claimed voters in its call campaign go
 * back to the queue at once, not "Being called" until their claim runs out (decision 0053).
 */
export const endSessionOf = async (
  ctx: AppContext,
  identity: Identity,
  body: { campaign_id?: string | undefined; call_session_id: string },
): Promise<CallSession> => {
  const found = await repo.sessionById(ctx.db, body.call_session_id);
  if (found?.userId !== identity.userId || (body.campaign_id && body.campaign_id !== found.campaignId))
    throw sessionMissing();
  const actor = await loadActor(ctx.db, identity, found.campaignId, 'phone-banking:call', ctx.reads);
  const ended = await end(ctx, await ownSession(ctx, actor, found.id));
  await releaseCallerClaims(ctx.db, ended.phoneBankingCampaignId, actor.userId);
  return sessionView(ended);
};
