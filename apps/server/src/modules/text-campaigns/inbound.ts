/**
 * What Twilio's webhooks report (docs/decisions/0041-text-campaigns.md): replies thread into their conversation
 * and apply STOP / START / HELP, a reply that may revoke consent awaiting the texter (decision 0057); delivery statuses move a message forward only, a delivered text is a touch, and
 * an undelivered one with error 30006 marks the number a landline.
 */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { normalizePhone } from '@groundwork/shared/contracts/consent';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  campaignPhoneNumbers,
  campaigns,
  textCampaigns,
  textLandlines,
  textMessages,
  textRecipients,
} from '../../db/schema/index.ts';
import type { MessageStatus } from '../../integrations/telephony/telephony.port.ts';
import { isOptedOut } from '../consent/consent.repository.ts';
import { recordTouches } from '../touches/touches.repository.ts';
import { autoReplyText, sendAutoReply, type AutoReply } from './auto-replies.ts';
import { changeSmsConsent, lockNumber, quoteReply } from './opt-outs.ts';
import { classifyReply } from './reply-classifier.ts';

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

/** Twilio's error for a message to a landline (or a number that cannot receive texts). */
export const LANDLINE_ERROR = 30006;

/** The latest text campaign that texted `voterPhone` from `ourNumber`. */
const conversationOf = async (tx: DbOrTx, campaignId: string, ourNumber: string, voterPhone: string) => {
  const [row] = await tx
    .select({ textCampaignId: textRecipients.textCampaignId, voterId: textRecipients.voterId })
    .from(textRecipients)
    .innerJoin(textMessages, eq(textMessages.id, textRecipients.firstMessageId))
    .where(
      and(
        eq(textRecipients.campaignId, campaignId),
        eq(textRecipients.fromNumber, ourNumber),
        eq(textRecipients.phone, voterPhone),
        isNotNull(textRecipients.firstMessageId),
      ),
    )
    .orderBy(desc(textMessages.createdAt))
    .limit(1);
  return row ?? null;
};

/**
 * Called by the Twilio webhook (modules/webhooks) once per MessageSid, after its signature is checked:
 * threads the reply into its conversation and applies STOP / START / HELP (docs/decisions/0041-text-campaigns.md);
 * a possible opt-out is marked for the texter to confirm (decision 0057).
 */
export const handleInboundMessage = async (ctx: AppContext, message: InboundMessage): Promise<void> => {
  const from = normalizePhone(message.from);
  const to = normalizePhone(message.to);
  if (!from || !to) return;
  const [owner] = await ctx.db
    .select({ campaignId: campaignPhoneNumbers.campaignId, name: campaigns.name })
    .from(campaignPhoneNumbers)
    .innerJoin(campaigns, eq(campaigns.id, campaignPhoneNumbers.campaignId))
    .where(and(eq(campaignPhoneNumbers.phoneNumber, to), isNull(campaignPhoneNumbers.releasedAt)));
  if (!owner) return; // Not one of our numbers: nobody to keep it for.
  const campaignId = owner.campaignId;
  const kind = classifyReply(message.body);
  const reply = await ctx.db.transaction(async (tx): Promise<AutoReply | null> => {
    // Before the conversation's row: a texter confirming an opt-out of this number takes the same lock first.
    await lockNumber(tx, campaignId, from);
    const conversation = await conversationOf(tx, campaignId, to, from);
    const possible = kind === 'possible_opt_out' && !(await isOptedOut(tx, campaignId, 'sms', from));
    const [stored] = await tx
      .insert(textMessages)
      .values({
        campaignId,
        textCampaignId: conversation?.textCampaignId ?? null,
        voterId: conversation?.voterId ?? null,
        direction: 'inbound',
        fromNumber: from,
        toNumber: to,
        body: message.body,
        status: 'received',
        providerSid: message.sid,
        possibleOptOut: possible,
        createdAt: message.receivedAt,
      })
      .onConflictDoNothing({ target: textMessages.providerSid })
      .returning({ id: textMessages.id });
    if (!stored) return null; // A replay of a message already kept.
    if (conversation)
      await tx
        .update(textRecipients)
        .set({
          replied: true,
          unread: true,
          lastMessageAt: message.receivedAt,
          updatedAt: sql`now()`,
          ...(possible ? { possibleOptOutMessageId: stored.id } : {}),
        })
        .where(
          and(
            eq(textRecipients.textCampaignId, conversation.textCampaignId),
            eq(textRecipients.voterId, conversation.voterId),
          ),
        );
    if (kind === 'none' || kind === 'possible_opt_out') return null;
    const base = {
      campaignId,
      textCampaignId: conversation?.textCampaignId ?? null,
      voterId: conversation?.voterId ?? null,
      from: to,
      to: from,
    };
    if (kind === 'help') {
      const [campaign] = conversation
        ? await tx
            .select({ helpText: textCampaigns.helpText })
            .from(textCampaigns)
            .where(eq(textCampaigns.id, conversation.textCampaignId))
        : [];
      return { ...base, body: campaign?.helpText ?? autoReplyText('help', owner.name) };
    }
    // One confirmation: only a change of state is confirmed (a second STOP is recorded by nothing and answered by nothing).
    const changed = await changeSmsConsent(tx, {
      campaignId,
      voterId: base.voterId,
      phone: from,
      action: kind,
      userId: null,
      reason: quoteReply(message.body),
    });
    return changed ? { ...base, body: autoReplyText(kind, owner.name) } : null;
  });
  if (reply) await sendAutoReply(ctx, reply);
};

const STATUS_RANK: Record<string, number> = {
  accepted: 0,
  queued: 1,
  sending: 2,
  sent: 3,
  delivered: 4,
  undelivered: 4,
  failed: 4,
};

/** Called by the Twilio status webhook: moves the sent message's status; a delivered text is a touch. */
export const handleMessageStatus = async (ctx: AppContext, update: MessageStatusUpdate): Promise<void> => {
  await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(textMessages)
      .where(and(eq(textMessages.providerSid, update.sid), eq(textMessages.direction, 'outbound')))
      .for('update');
    // A status that overtook the send storing its sid is applied by the send (outbound.ts) from the webhook log.
    if (!message) return;
    // Never backwards: statuses arrive out of order, and a final status is final.
    if ((STATUS_RANK[update.status] ?? -1) <= (STATUS_RANK[message.status] ?? -1)) return;
    await tx
      .update(textMessages)
      .set({ status: update.status, errorCode: update.errorCode, updatedAt: sql`now()` })
      .where(eq(textMessages.id, message.id));
    if (message.textCampaignId && message.voterId)
      await tx
        .update(textRecipients)
        .set({ lastStatus: update.status, updatedAt: sql`now()` })
        .where(
          and(
            eq(textRecipients.textCampaignId, message.textCampaignId),
            eq(textRecipients.voterId, message.voterId),
            eq(textRecipients.firstMessageId, message.id),
          ),
        );
    if (update.status === 'delivered' && message.voterId && message.userId)
      await recordTouches(tx, [
        {
          campaignId: message.campaignId,
          voterId: message.voterId,
          channel: 'text',
          touchedAt: update.at,
          userId: message.userId,
          contacted: false,
          sourceId: message.id,
          summary: message.body.slice(0, 80),
        },
      ]);
    if (update.status === 'undelivered' && update.errorCode === LANDLINE_ERROR)
      await tx
        .insert(textLandlines)
        .values({ campaignId: message.campaignId, phone: message.toNumber })
        .onConflictDoNothing();
  });
};
