import type { AppContext } from '../../context.ts';
import { forbidden } from '../../errors.ts';
import { MESSAGE_STATUSES, type MessageStatus } from '../../integrations/telephony/telephony.port.ts';
import { handleInboundMessage, handleMessageStatus } from '../text-campaigns/inbound.ts';
import { forgetEvent, recordEvent } from './webhooks.repository.ts';

export type WebhookParams = Record<string, string>;

/** Twilio signs the URL it posted to (our public URL) and the form's fields. */
export const assertSigned = (
  ctx: AppContext,
  signature: string | undefined,
  path: string,
  params: WebhookParams,
) => {
  if (!signature || !ctx.telephony.validateWebhook(signature, `${ctx.config.publicUrl}${path}`, params)) {
    throw forbidden('The request is not signed by Twilio (X-Twilio-Signature)');
  }
};

/** Runs `effect` once per (MessageSid, event): a replay changes nothing; a failure lets Twilio's retry run it. */
const once = async (ctx: AppContext, sid: string, event: string, effect: () => Promise<void>) => {
  if (!(await recordEvent(ctx.db, sid, event))) return;
  try {
    await effect();
  } catch (error) {
    await forgetEvent(ctx.db, sid, event);
    throw error;
  }
};

const isStatus = (value: string): value is MessageStatus =>
  (MESSAGE_STATUSES as readonly string[]).includes(value);

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
  if (!isStatus(status)) return Promise.resolve(); // a status we do not track (e.g. `read`): acknowledged
  const errorCode = params.ErrorCode ? Number(params.ErrorCode) : null;
  return once(ctx, params.MessageSid!, status, () =>
    handleMessageStatus(ctx, {
      sid: params.MessageSid!,
      status,
      errorCode: Number.isInteger(errorCode) ? errorCode : null,
      at: new Date(),
    }),
  );
};
