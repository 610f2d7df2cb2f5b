/**
 * Revoking consent by text (docs/decisions/0057-consent-revocation.md): a keyword reply, or a possible opt-out
 * the texter confirmed, writes the ledger the same way and is confirmed to the voter once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ConsentAction } from '@groundwork/shared/contracts/consent';
import { TEXT_MESSAGES, type ConversationConsent } from '@groundwork/shared/contracts/text-campaigns';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { campaigns, textMessages, textRecipients } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { isOptedOut, recordConsent } from '../consent/consent.repository.ts';
import { conversationForTexter, textCampaignForTexter } from './access.ts';
import { autoReplyText, sendAutoReply, type AutoReply } from './auto-replies.ts';

/** The longest reply a ledger reason quotes. */
const QUOTE = 200;
export const quoteReply = (body: string): string => {
  const text = body.trim();
  return `Replied "${text.length > QUOTE ? `${text.slice(0, QUOTE)}…` : text}"`;
};

/**
 * Serialises every consent change of one number by text, to the end of the caller's transaction: two STOPs, a
 * STOP and a tap, or two taps arriving together then record one change and send one confirmation. Take it
 * before locking a conversation's row (the inbound path does), so that two paths never wait on each other.
 */
export const lockNumber = async (tx: DbOrTx, campaignId: string, phone: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-consent:${campaignId}:${phone}`}))`);
};

export interface SmsConsentChange {
  campaignId: string;
  voterId: string | null;
  /** E.164. */
  phone: string;
  action: ConsentAction;
  /** The texter who confirmed a possible opt-out; null for a keyword. */
  userId: string | null;
  reason: string;
}

/**
 * Records an sms opt-out or opt-in from the voter's reply (source `reply_keyword`) unless the number is already
 * in that state; true when it changed. Only a change is confirmed, so a number gets exactly one confirmation.
 */
export const changeSmsConsent = async (tx: DbOrTx, change: SmsConsentChange): Promise<boolean> => {
  await lockNumber(tx, change.campaignId, change.phone);
  const optingOut = change.action === 'opt_out';
  if (optingOut === (await isOptedOut(tx, change.campaignId, 'sms', change.phone))) return false;
  await recordConsent(tx, {
    campaignId: change.campaignId,
    voterId: change.voterId,
    contactType: 'phone',
    contact: change.phone,
    channel: 'sms',
    action: change.action,
    source: 'reply_keyword',
    userId: change.userId,
    reason: change.reason,
  });
  // Every conversation with the number shows the change on the next live poll; an opt-out answers any
  // possible one.
  await tx
    .update(textRecipients)
    .set({ updatedAt: sql`now()`, ...(optingOut ? { possibleOptOutMessageId: null } : {}) })
    .where(and(eq(textRecipients.campaignId, change.campaignId), eq(textRecipients.phone, change.phone)));
  return true;
};

/** POST /text-campaign/{id}/conversation/opt-out: the texter (or a lead) confirms a possible opt-out. */
export const confirmOptOut = async (
  ctx: AppContext,
  actor: Actor,
  id: string,
  voterId: string,
): Promise<ConversationConsent> => {
  const row = await textCampaignForTexter(ctx.db, actor, id);
  const { phone } = await conversationForTexter(ctx.db, actor, row.id, voterId);
  const reply = await ctx.db.transaction(async (tx): Promise<AutoReply | null> => {
    await lockNumber(tx, actor.campaignId, phone);
    const recipient = await conversationForTexter(tx, actor, row.id, voterId, { forUpdate: true });
    // Already opted out (a STOP, another tap): nothing to record, nothing to send.
    if (await isOptedOut(tx, actor.campaignId, 'sms', recipient.phone)) return null;
    const [flagged] = recipient.possibleOptOutMessageId
      ? await tx
          .select({ body: textMessages.body })
          .from(textMessages)
          .where(eq(textMessages.id, recipient.possibleOptOutMessageId))
      : [];
    if (!flagged) throw new AppError('CONFLICT', TEXT_MESSAGES.noPossibleOptOut);
    await changeSmsConsent(tx, {
      campaignId: actor.campaignId,
      voterId: recipient.voterId,
      phone: recipient.phone,
      action: 'opt_out',
      userId: actor.userId,
      reason: `${quoteReply(flagged.body)} (a possible opt-out, confirmed by the texter)`,
    });
    const [campaign] = await tx
      .select({ name: campaigns.name })
      .from(campaigns)
      .where(eq(campaigns.id, actor.campaignId));
    return {
      campaignId: actor.campaignId,
      textCampaignId: row.id,
      voterId: recipient.voterId,
      from: recipient.fromNumber,
      to: recipient.phone,
      body: autoReplyText('opt_out', campaign?.name ?? ''),
    };
  });
  if (reply) await sendAutoReply(ctx, reply);
  return { voter_id: voterId, opted_out: true, possible_opt_out: false };
};

/** POST /text-campaign/{id}/conversation/not-opt-out: the texter read the reply as no opt-out. */
export const dismissPossibleOptOut = async (
  db: Db,
  actor: Actor,
  id: string,
  voterId: string,
): Promise<ConversationConsent> => {
  const row = await textCampaignForTexter(db, actor, id);
  const recipient = await conversationForTexter(db, actor, row.id, voterId);
  await db
    .update(textRecipients)
    .set({ possibleOptOutMessageId: null, updatedAt: sql`now()` })
    .where(and(eq(textRecipients.textCampaignId, row.id), eq(textRecipients.voterId, voterId)));
  return {
    voter_id: voterId,
    opted_out: await isOptedOut(db, actor.campaignId, 'sms', recipient.phone),
    possible_opt_out: false,
  };
};
