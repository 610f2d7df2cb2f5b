import { z } from 'zod';
import { normalizePhone } from '@groundwork/shared/contracts/consent';
import { PHONE_BANKING_MESSAGES as M } from '@groundwork/shared/contracts/phone-banking';
import { UNANSWERED_CALL_STATUSES, type CallStatus } from '@groundwork/shared/contracts/voice';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { callStatusUrl } from './calls.service.ts';
import { assertCallable, userOfIdentity } from './voice-access.ts';
import { findPhoneBank } from '../phone-banking.repository.ts';
import * as repo from './voice.repository.ts';

type Params = Record<string, string | undefined>;

export const NOT_OURS = 'This number makes calls for a campaign and takes none. Goodbye.';
const uuid = z.uuid();
const idOf = (value: string | undefined) => (uuid.safeParse(value).success ? value! : null);

/**
 * The voice webhook (docs/decisions/0045-voice.md): what a call does. A browser call (`From` =
 * `client:<identity>`, the session and voter in its parameters) or the answered leg to a volunteer's phone (the
 * session and voter in the URL we gave) dials the voter from the session's number, once the session is active,
 * in the account the call belongs to, and the voter callable by that caller now. Anything else hears why, and
 * the call ends. Answers TwiML.
 */
export const answerVoice = async (ctx: AppContext, query: Params, params: Params): Promise<string> => {
  const refuse = (text: string) => ctx.telephony.voiceTwiml([{ say: text }, { hangup: true }]);
  const browser = params.From?.startsWith('client:') ?? false;
  const source = browser ? params : query;
  const sessionId = idOf(source.call_session_id);
  const voterId = idOf(source.voter_id);
  if (!sessionId || !voterId) return refuse(NOT_OURS);

  const session = await repo.sessionById(ctx.db, sessionId);
  if (session?.status !== 'active') return refuse(M.sessionNotFound);
  if (browser) {
    if (userOfIdentity(params.From!.slice('client:'.length)) !== session.userId) return refuse(M.selfOnly);
    if (params.phone_banking_campaign_id !== session.phoneBankingCampaignId) return refuse(M.sessionNotFound);
  }
  const account = await repo.findAccount(ctx.db, session.campaignId);
  if (!account || account.accountSid !== params.AccountSid) return refuse(M.accountMissing);
  const phoneBanking = await findPhoneBank(ctx.db, session.campaignId, session.phoneBankingCampaignId);
  if (!phoneBanking) return refuse(M.sessionNotFound);
  let phone: string;
  try {
    phone = (await assertCallable(ctx, phoneBanking, voterId, session.userId)).phone;
  } catch (error) {
    if (error instanceof AppError) return refuse(error.message);
    throw error;
  }
  if (browser && normalizePhone(params.To) !== phone) return refuse(M.notClaimed);
  if (!session.fromNumber) return refuse(M.noNumber);
  // A new call to a voter: the last one's status no longer says anything about it.
  await repo.updateSession(ctx.db, session.id, {
    lastCallStatus: null,
    ...(browser && params.CallSid ? { providerCallSid: params.CallSid } : {}),
  });
  return ctx.telephony.voiceTwiml([
    {
      dial: {
        callerId: session.fromNumber,
        number: phone,
        statusCallback: callStatusUrl(ctx, session.id),
      },
    },
  ]);
};

/**
 * The call-status webhook: the session's last call status (idempotency is the webhook route's). The voter's
 * leg (a dialled child, with a ParentCallSid) that nobody picked up keeps its status against the caller's own
 * leg ending after it: a call result of Answered is refused on it (decision 0053).
 */
export const recordCallStatus = async (ctx: AppContext, query: Params, params: Params) => {
  const sessionId = idOf(query.call_session_id);
  if (!sessionId || !params.CallStatus) return;
  if (!params.ParentCallSid) {
    const session = await repo.sessionById(ctx.db, sessionId);
    if (UNANSWERED_CALL_STATUSES.includes(session?.lastCallStatus as CallStatus)) return;
  }
  await repo.updateSession(ctx.db, sessionId, { lastCallStatus: params.CallStatus });
};
