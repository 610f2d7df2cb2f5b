import { and, eq } from 'drizzle-orm';
import { hasPermission } from '@groundwork/shared/access/index';
import { TEXT_MESSAGES } from '@groundwork/shared/contracts/text-campaigns';
import type { DbOrTx } from '../../db/client.ts';
import { textRecipients } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import * as repo from './text-campaigns.repository.ts';

/** Managers and Directors (text-campaign:view) see every text campaign and conversation of the campaign. */
export const isLead = (actor: Actor): boolean => hasPermission(actor.title, 'text-campaign:view');

/** The text campaign in the actor's campaign, for a lead or an assigned texter (404 across campaigns). */
export const textCampaignForTexter = async (db: DbOrTx, actor: Actor, id: string) => {
  const row = await repo.findTextCampaign(db, actor.campaignId, id);
  if (!row) throw notFound('Text campaign');
  if (!isLead(actor) && !(await repo.isAssigned(db, row.id, actor.userId)))
    throw new AppError('FORBIDDEN', TEXT_MESSAGES.notAssigned);
  return row;
};

/**
 * The recipient row of a conversation (one whose first message went out), for its texter or a lead; locked for
 * the caller's transaction with `forUpdate`. No conversation is a 404, someone else's a 403.
 */
export const conversationForTexter = async (
  db: DbOrTx,
  actor: Actor,
  textCampaignId: string,
  voterId: string,
  { forUpdate = false } = {},
) => {
  const query = db
    .select()
    .from(textRecipients)
    .where(and(eq(textRecipients.textCampaignId, textCampaignId), eq(textRecipients.voterId, voterId)));
  const [recipient] = forUpdate ? await query.for('update') : await query;
  if (!recipient?.firstMessageId || !recipient.fromNumber)
    throw new AppError('NOT_FOUND', TEXT_MESSAGES.noConversation);
  if (recipient.texterId !== actor.userId && !isLead(actor)) throw forbidden(TEXT_MESSAGES.notTexter);
  return { ...recipient, fromNumber: recipient.fromNumber };
};
