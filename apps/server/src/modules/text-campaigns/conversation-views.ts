/** Conversations and live counts (docs/decisions/0041-text-campaigns.md: a texter sees the conversations they started). */
import { and, desc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  type Conversation,
  type TextMessage,
  type UpdatedRecipients,
} from '@groundwork/shared/contracts/text-campaigns';
import type { Db } from '../../db/client.ts';
import { textCampaigns, textMessages, textRecipients, voters } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { optedOutCondition } from '../consent/consent.repository.ts';
import { conversationForTexter, isLead, textCampaignForTexter } from './access.ts';
import { countsOf, findTextCampaign, NO_COUNTS } from './text-campaigns.repository.ts';

const CONVERSATIONS_PAGE = 200;
/** The live poll's default window (service §9). */
const DEFAULT_WINDOW_MS = 20_000;

export const toTextMessage = (row: typeof textMessages.$inferSelect): TextMessage => ({
  id: row.id,
  direction: row.direction,
  body: row.body,
  status: row.status,
  error_code: row.errorCode,
  user_id: row.userId,
  possible_opt_out: row.possibleOptOut,
  at: row.createdAt.toISOString(),
});

const optedOut = (campaignId: string) =>
  sql<boolean>`${optedOutCondition(campaignId, 'sms', sql`${textRecipients.phone}`)}`;

/** GET /text-campaign/conversations/: leads see every conversation, a texter the ones they started. */
export const listConversations = async (
  db: Db,
  actor: Actor,
  query: { text_campaign_id?: string | undefined; unread?: 'true' | 'false' | undefined },
): Promise<Conversation[]> => {
  const conditions: SQL[] = [
    eq(textRecipients.campaignId, actor.campaignId),
    isNotNull(textRecipients.firstMessageId),
  ];
  if (query.text_campaign_id) conditions.push(eq(textRecipients.textCampaignId, query.text_campaign_id));
  if (query.unread) conditions.push(eq(textRecipients.unread, query.unread === 'true'));
  if (!isLead(actor)) conditions.push(eq(textRecipients.texterId, actor.userId));
  const rows = await db
    .select({
      r: textRecipients,
      name: textCampaigns.name,
      voterName: sql<string>`trim(${voters.firstName} || ' ' || ${voters.lastName})`,
      optedOut: optedOut(actor.campaignId),
    })
    .from(textRecipients)
    .innerJoin(textCampaigns, eq(textCampaigns.id, textRecipients.textCampaignId))
    .innerJoin(voters, eq(voters.id, textRecipients.voterId))
    .where(and(...conditions))
    .orderBy(desc(textRecipients.lastMessageAt))
    .limit(CONVERSATIONS_PAGE);
  if (rows.length === 0) return [];
  const messages = await db
    .select()
    .from(textMessages)
    .where(
      and(
        eq(textMessages.campaignId, actor.campaignId),
        inArray(textMessages.textCampaignId, [...new Set(rows.map((r) => r.r.textCampaignId))]),
        inArray(
          textMessages.voterId,
          rows.map((r) => r.r.voterId),
        ),
      ),
    )
    .orderBy(textMessages.createdAt);
  const byConversation = new Map<string, TextMessage[]>();
  for (const m of messages) {
    const key = `${m.textCampaignId ?? ''}/${m.voterId ?? ''}`;
    byConversation.set(key, [...(byConversation.get(key) ?? []), toTextMessage(m)]);
  }
  return rows.map(({ r, name, voterName, optedOut: out }) => ({
    text_campaign_id: r.textCampaignId,
    text_campaign_name: name,
    voter_id: r.voterId,
    voter_name: voterName,
    phone: r.phone,
    user_id: r.texterId,
    opted_out: Boolean(out),
    possible_opt_out: r.possibleOptOutMessageId !== null && !out,
    unread: r.unread,
    last_message_at: (r.lastMessageAt ?? r.updatedAt).toISOString(),
    messages: byConversation.get(`${r.textCampaignId}/${r.voterId}`) ?? [],
  }));
};

/** PUT /text-campaign/{id}/conversation/read. */
export const markRead = async (db: Db, actor: Actor, id: string, voterId: string) => {
  const row = await textCampaignForTexter(db, actor, id);
  await conversationForTexter(db, actor, row.id, voterId);
  await db
    .update(textRecipients)
    .set({ unread: false })
    .where(and(eq(textRecipients.textCampaignId, row.id), eq(textRecipients.voterId, voterId)));
  return { voter_id: voterId, unread: false };
};

/** GET /text-campaign/updated-recipients/: the counts and the recipients changed since `since` (default 20 s). */
export const updatedRecipients = async (
  db: Db,
  actor: Actor,
  id: string,
  since: string | undefined,
): Promise<UpdatedRecipients> => {
  const row = await findTextCampaign(db, actor.campaignId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Text campaign not found');
  const { rows } = await db.execute<{ now: string | Date }>(sql`select now() as now`);
  const asOf = new Date(rows[0]?.now ?? Date.now());
  const from = since ? new Date(since) : new Date(asOf.getTime() - DEFAULT_WINDOW_MS);
  const changed = await db
    .select({
      voter_id: textRecipients.voterId,
      phone: textRecipients.phone,
      last_status: sql<string>`coalesce(${textRecipients.lastStatus}, case when ${textRecipients.claimedBy} is null
        then 'unsent' else 'claimed' end)`,
      replied: textRecipients.replied,
      opted_out: optedOut(actor.campaignId),
      updated_at: textRecipients.updatedAt,
    })
    .from(textRecipients)
    .where(and(eq(textRecipients.textCampaignId, row.id), gt(textRecipients.updatedAt, from)))
    .orderBy(textRecipients.updatedAt)
    .limit(1000);
  const counts = await countsOf(db, actor.campaignId, [row.id]);
  return {
    counts: counts.get(row.id) ?? { ...NO_COUNTS },
    recipients: changed.map((c) => ({
      ...c,
      opted_out: Boolean(c.opted_out),
      updated_at: new Date(c.updated_at).toISOString(),
    })),
    as_of: asOf.toISOString(),
  };
};
