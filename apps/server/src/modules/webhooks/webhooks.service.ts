import type { AppContext } from '../../context.ts';
import { forbidden } from '../../errors.ts';
import { isCallStatus, isMessageStatus } from '../../integrations/telephony/telephony.port.ts';
import { recordCallStatus } from '../phone-banking/voice/voice-webhooks.ts';
import { AUTH_TOKEN } from '../phone-banking/voice/voice-access.ts';
import { accountByProviderSid } from '../phone-banking/voice/voice.repository.ts';
import { handleInboundMessage, handleMessageStatus } from '../text-campaigns/inbound.ts';
import { forgetEvent, recordEvent } from './webhooks.repository.ts';

export type WebhookParams = Record<string, string>;

/**
 * Twilio signs the URL it posted to (our public URL) and the form's fields, with the auth token of the account
 * the request is about: ours, or a campaign's calling subaccount (docs/decisions/0045-voice.md).
 */
export const assertSigned = async (
  ctx: AppContext,
  signature: string | undefined,
  path: string,
  params: WebhookParams,
) => {
  const sub = params.AccountSid ? await accountByProviderSid(ctx.db, params.AccountSid) : undefined;
  const token = sub?.authTokenSealed ? ctx.sealer.unseal(AUTH_TOKEN, sub.authTokenSealed) : undefined;
  if (
    !signature ||
    !ctx.telephony.validateWebhook(signature, `${ctx.config.publicUrl}${path}`, params, token)
  ) {
    throw forbidden('The request is not signed by Twilio (X-Twilio-Signature)');
  }
};

/** Runs `effect` once per (MessageSid, event): a replay changes nothing; a failure lets Twilio's retry run it. */
const once = async (
  ctx: AppContext,
  sid: string,
  event: string,
  effect: () => Promise<void>,
  errorCode: number | null = null,
) => {
  if (!(await recordEvent(ctx.db, sid, event, errorCode))) return;
  try {
    await effect();
  } catch (error) {
    await forgetEvent(ctx.db, sid, event);
    throw error;
  }
};

export const receiveMessage = (ctx: AppContext, params: WebhookParams) =>
  once(ctx, params.MessageSid!, 'inbound', () =>
    handleInboundMessage(ctx, {
      sid: params.MessageSid!,
      from: params.From!,
      to: params.To!,
      body: params.Body ?? '',
      receivedAt: new Date(),
    }),
  );

export const receiveStatus = (ctx: AppContext, params: WebhookParams) => {
  const status = params.MessageStatus!;
  if (!isMessageStatus(status)) return Promise.resolve(); // a status we do not track (e.g. `read`): acknowledged
  const code = params.ErrorCode ? Number(params.ErrorCode) : null;
  const errorCode = Number.isInteger(code) ? code : null;
  return once(
    ctx,
    params.MessageSid!,
    status,
    () => handleMessageStatus(ctx, { sid: params.MessageSid!, status, errorCode, at: new Date() }),
    errorCode,
  );
};

/** A call's status (docs/decisions/0045-voice.md): once per (CallSid, status). */
export const receiveCallStatus = (ctx: AppContext, query: WebhookParams, params: WebhookParams) => {
  const status = params.CallStatus!;
  if (!isCallStatus(status)) return Promise.resolve();
  return once(ctx, params.CallSid!, `call:${status}`, () => recordCallStatus(ctx, query, params));
};
