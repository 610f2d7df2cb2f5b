/**
 * Sending, one message per human action (docs/decisions/0041-text-campaigns.md). Every path refuses an opted-out
 * number, a landline, quiet hours where the voter lives, a campaign not Active or without texting; the message
 * is recorded first, then handed to the telephony port with our status callback.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { normalizePhone } from '@groundwork/shared/contracts/consent';
import {
  TEXT_LIMITS,
  TEXT_MESSAGES,
  type SendTextBody,
  type TextMessage,
} from '@groundwork/shared/contracts/text-campaigns';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { campaignPhoneNumbers, campaigns, textRecipients, voters } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { isOptedOut } from '../consent/consent.repository.ts';
import { isLead } from './access.ts';
import { sendableTextCampaign } from './claims.ts';
import { toTextMessage } from './conversation-views.ts';
import { withinHours, timeZoneOfZip } from '../../lib/local-hours.ts';
import { handToPort, recordOutbound, type Outbound } from './outbound.ts';
import { landlineCondition } from './recipients.ts';

type Recipient = typeof textRecipients.$inferSelect & { zip: string | null };

/** The recipient row, locked for this send. */
const lockRecipient = async (tx: DbOrTx, textCampaignId: string, voterId: string): Promise<Recipient> => {
  const [row] = await tx
    .select({ r: textRecipients, zip: voters.resZip })
    .from(textRecipients)
    .innerJoin(voters, eq(voters.id, textRecipients.voterId))
    .where(and(eq(textRecipients.textCampaignId, textCampaignId), eq(textRecipients.voterId, voterId)))
    .for('update', { of: textRecipients });
  if (!row) throw new AppError('NOT_FOUND', TEXT_MESSAGES.notRecipient);
  return { ...row.r, zip: row.zip };
};

/** The refusals every sending path shares: opted out, landline, outside texting hours where the voter lives. */
const checkReachable = async (
  ctx: AppContext,
  tx: DbOrTx,
  campaignId: string,
  recipient: Recipient,
  at: Date,
) => {
  if (await isOptedOut(tx, campaignId, 'sms', recipient.phone))
    throw new AppError('CONFLICT', TEXT_MESSAGES.optedOut);
  const { rows } = await tx.execute<{ landline: boolean }>(
    sql`select ${landlineCondition(campaignId, sql`${recipient.phone}`)} as landline`,
  );
  if (rows[0]?.landline) throw new AppError('CONFLICT', TEXT_MESSAGES.notTextable);
  const [campaign] = await tx
    .select({ hours: campaigns.textingHours, timeZone: campaigns.timeZone })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  const timeZone = timeZoneOfZip(recipient.zip) ?? campaign?.timeZone ?? ctx.config.timeZone;
  if (!campaign || !withinHours(at, timeZone, campaign.hours))
    throw new AppError('QUIET_HOURS', TEXT_MESSAGES.quietHours);
};

/** Hands a recorded message to the port; when the port refuses, `undo` runs and the caller gets a 503. */
const dispatch = async (ctx: AppContext, messageId: string, out: Outbound, undo: () => Promise<unknown>) => {
  try {
    return toTextMessage(await handToPort(ctx, messageId, out));
  } catch {
    await undo();
    throw new AppError('SERVICE_UNAVAILABLE', 'The text could not be handed to the carrier; try again');
  }
};

/** POST /text-campaign/{id}/send: the first message to a recipient the caller holds a claim on. */
export const sendFirst = async (
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: SendTextBody,
): Promise<TextMessage> => {
  if (body.user_id !== actor.userId) throw forbidden('user_id must be your own');
  const row = await sendableTextCampaign(ctx.db, actor, id);
  const from = normalizePhone(body.sending_phone_number);
  const [owned] = from
    ? await ctx.db
        .select({ id: campaignPhoneNumbers.id })
        .from(campaignPhoneNumbers)
        .where(
          and(
            eq(campaignPhoneNumbers.campaignId, actor.campaignId),
            eq(campaignPhoneNumbers.phoneNumber, from),
            isNull(campaignPhoneNumbers.releasedAt),
          ),
        )
    : [];
  if (!from || !owned) throw badRequest(TEXT_MESSAGES.notOwnedNumber);
  const { messageId, out } = await ctx.db.transaction(async (tx) => {
    const recipient = await lockRecipient(tx, row.id, body.voter_id);
    if (recipient.firstMessageId) throw new AppError('CONFLICT', TEXT_MESSAGES.alreadyTexted);
    const expired = !recipient.claimExpiresAt || recipient.claimExpiresAt.getTime() <= Date.now();
    if (recipient.claimedBy !== actor.userId || expired) throw forbidden(TEXT_MESSAGES.notClaimed);
    await checkReachable(ctx, tx, actor.campaignId, recipient, new Date());
    const out: Outbound = {
      campaignId: actor.campaignId,
      textCampaignId: row.id,
      voterId: recipient.voterId,
      from,
      to: recipient.phone,
      body: body.message,
      userId: actor.userId,
    };
    const messageId = await recordOutbound(tx, out);
    await tx
      .update(textRecipients)
      .set({
        firstMessageId: messageId,
        texterId: actor.userId,
        fromNumber: from,
        lastStatus: 'accepted',
        claimedBy: null,
        claimExpiresAt: null,
        lastMessageAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(textRecipients.textCampaignId, row.id), eq(textRecipients.voterId, recipient.voterId)));
    return { messageId, out };
  });
  // The port refused: the recipient goes back to the caller's claim, to try again.
  return dispatch(ctx, messageId, out, () =>
    ctx.db
      .update(textRecipients)
      .set({
        firstMessageId: null,
        texterId: null,
        lastStatus: null,
        claimedBy: actor.userId,
        claimExpiresAt: sql`now() + make_interval(mins => ${TEXT_LIMITS.claimMinutes})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(textRecipients.textCampaignId, row.id), eq(textRecipients.voterId, body.voter_id))),
  );
};

/** POST /text-campaign/{id}/reply: an answer inside an existing conversation (its texter, or a lead). */
export const reply = async (
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: { voter_id: string; message: string },
): Promise<TextMessage> => {
  const row = await sendableTextCampaign(ctx.db, actor, id);
  const { messageId, out } = await ctx.db.transaction(async (tx) => {
    const recipient = await lockRecipient(tx, row.id, body.voter_id);
    if (!recipient.firstMessageId || !recipient.fromNumber)
      throw new AppError('NOT_FOUND', TEXT_MESSAGES.noConversation);
    if (recipient.texterId !== actor.userId && !isLead(actor)) throw forbidden(TEXT_MESSAGES.notTexter);
    await checkReachable(ctx, tx, actor.campaignId, recipient, new Date());
    const out: Outbound = {
      campaignId: actor.campaignId,
      textCampaignId: row.id,
      voterId: recipient.voterId,
      from: recipient.fromNumber,
      to: recipient.phone,
      body: body.message,
      userId: actor.userId,
    };
    const messageId = await recordOutbound(tx, out);
    await tx
      .update(textRecipients)
      .set({ unread: false, lastMessageAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(textRecipients.textCampaignId, row.id), eq(textRecipients.voterId, recipient.voterId)));
    return { messageId, out };
  });
  return dispatch(ctx, messageId, out, () => Promise.resolve());
};
