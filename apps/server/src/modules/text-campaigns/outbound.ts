/** Every text we send is recorded first, then handed to the telephony port with our status callback. */
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { textMessages, textRecipients } from '../../db/schema/index.ts';

export interface Outbound {
  campaignId: string;
  textCampaignId: string | null;
  voterId: string | null;
  /** Our number. */
  from: string;
  to: string;
  body: string;
  /** The texter; null for the server's own replies (keyword confirmations, HELP). */
  userId: string | null;
}

export const recordOutbound = async (tx: DbOrTx, out: Outbound): Promise<string> => {
  const [message] = await tx
    .insert(textMessages)
    .values({
      campaignId: out.campaignId,
      textCampaignId: out.textCampaignId,
      voterId: out.voterId,
      direction: 'outbound',
      fromNumber: out.from,
      toNumber: out.to,
      body: out.body,
      status: 'accepted',
      userId: out.userId,
    })
    .returning({ id: textMessages.id });
  if (!message) throw new Error('text message not recorded');
  return message.id;
};

/** Sends a recorded message and stores the port's sid and status; a refusal marks it `failed` and rethrows. */
export const handToPort = async (ctx: AppContext, messageId: string, out: Outbound) => {
  try {
    const sent = await ctx.telephony.sendMessage({
      from: out.from,
      to: out.to,
      body: out.body,
      statusCallback: `${ctx.config.publicUrl}/api/webhooks/twilio/status`,
    });
    const [row] = await ctx.db
      .update(textMessages)
      .set({ providerSid: sent.sid, status: sent.status, updatedAt: sql`now()` })
      .where(eq(textMessages.id, messageId))
      .returning();
    if (!row) throw new Error('text message vanished');
    if (out.textCampaignId)
      await ctx.db
        .update(textRecipients)
        .set({ lastStatus: sent.status, updatedAt: sql`now()` })
        .where(
          and(
            eq(textRecipients.textCampaignId, out.textCampaignId),
            eq(textRecipients.firstMessageId, messageId),
            eq(textRecipients.lastStatus, 'accepted'),
          ),
        );
    return row;
  } catch (error) {
    await ctx.db
      .update(textMessages)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(eq(textMessages.id, messageId));
    throw error;
  }
};
