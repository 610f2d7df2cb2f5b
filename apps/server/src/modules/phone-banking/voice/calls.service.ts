import { normalizePhone } from '@groundwork/shared/contracts/consent';
import { PHONE_BANKING_MESSAGES as M } from '@groundwork/shared/contracts/phone-banking';
import { type InitiatedCall } from '@groundwork/shared/contracts/voice';
import type { AppContext } from '../../../context.ts';
import { AppError, badRequest } from '../../../errors.ts';
import type { Actor } from '../../../plugins/access.ts';
import { twilioWebhookUrls } from '../../../integrations/telephony/webhook-urls.ts';
import { acquireNumber, createSession, ownSession } from './sessions.service.ts';
import { assertCallable, assertSelf, phoneBankingForCaller, requireAccount } from './voice-access.ts';
import * as repo from './voice.repository.ts';

/** A call's status callback: the session it belongs to rides in the URL (signed with it). */
export const callStatusUrl = (ctx: AppContext, sessionId: string) =>
  `${twilioWebhookUrls(ctx.config).callStatus}?call_session_id=${sessionId}`;

/**
 * POST /phone-banking/{id}/initiate-call ("call my phone"): the campaign number calls the volunteer; once they
 * answer, the voice webhook checks again and dials the voter (docs/decisions/0045-voice.md).
 */
export const initiateCall = async (
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: { user_id: string; voter_id: string; volunteer_phone: string; call_session_id?: string | undefined },
): Promise<InitiatedCall> => {
  assertSelf(actor, body.user_id);
  const phoneBanking = await phoneBankingForCaller(ctx.db, actor, id);
  const volunteerPhone = normalizePhone(body.volunteer_phone);
  if (!volunteerPhone) throw badRequest(M.badVolunteerPhone);
  await assertCallable(ctx, phoneBanking, body.voter_id, actor.userId);
  const account = await requireAccount(ctx, actor.campaignId);

  let session = body.call_session_id ? await ownSession(ctx, actor, body.call_session_id) : undefined;
  if (session && session.phoneBankingCampaignId !== phoneBanking.id)
    throw new AppError('NOT_FOUND', M.sessionNotFound);
  if (!session) {
    const created = await createSession(ctx, actor, {
      phone_banking_campaign_id: phoneBanking.id,
      user_id: actor.userId,
      mode: 'phone',
      volunteer_phone: volunteerPhone,
    });
    session = (await repo.findSession(ctx.db, actor.campaignId, created.call_session_id))!;
  }
  const fromNumber =
    session.fromNumber ??
    (
      await acquireNumber(ctx, actor, {
        phone_banking_campaign_id: phoneBanking.id,
        user_id: actor.userId,
      })
    ).phone_number;
  await repo.updateSession(ctx.db, session.id, { volunteerPhone, mode: 'phone' });

  const query = new URLSearchParams({ call_session_id: session.id, voter_id: body.voter_id });
  const placed = await ctx.telephony.placeCall({
    accountSid: account.accountSid,
    from: fromNumber,
    to: volunteerPhone,
    url: `${twilioWebhookUrls(ctx.config).voice}?${query.toString()}`,
    statusCallback: callStatusUrl(ctx, session.id),
  });
  await repo.updateSession(ctx.db, session.id, {
    providerCallSid: placed.sid,
    lastCallStatus: placed.status,
  });
  return { call_sid: placed.sid, status: placed.status, call_session_id: session.id };
};
