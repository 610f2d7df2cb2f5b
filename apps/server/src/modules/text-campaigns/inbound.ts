import type { AppContext } from '../../context.ts';
import type { MessageStatus } from '../../integrations/telephony/telephony.port.ts';

/** A text a voter sent to one of the campaign's numbers, as Twilio's inbound-message webhook reports it. */
export interface InboundMessage {
  /** Twilio's MessageSid (the webhook's idempotency key). */
  sid: string;
  /** E.164. */
  from: string;
  to: string;
  body: string;
  receivedAt: Date;
}

/** A delivery status Twilio reports for a message we sent. */
export interface MessageStatusUpdate {
  sid: string;
  status: MessageStatus;
  errorCode: number | null;
  at: Date;
}

/**
 * Called by the Twilio webhook (modules/webhooks) once per MessageSid, after its signature is checked:
 * threads the reply into its conversation and applies STOP / START / HELP (docs/decisions/0041-text-campaigns.md).
 */
export const handleInboundMessage = async (_ctx: AppContext, _message: InboundMessage): Promise<void> => {
  // Built by the text-campaigns branch.
};

/** Called by the Twilio status webhook: moves the sent message's status; a delivered text is a touch. */
export const handleMessageStatus = async (_ctx: AppContext, _update: MessageStatusUpdate): Promise<void> => {
  // Built by the text-campaigns branch.
};
