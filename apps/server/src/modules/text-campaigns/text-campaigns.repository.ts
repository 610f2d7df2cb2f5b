import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TextCampaign, TextCampaignCounts } from '@groundwork/shared/contracts/text-campaigns';
import type { DbOrTx } from '../../db/client.ts';
import { textCampaigns, textCampaignTexters, textRecipients } from '../../db/schema/index.ts';
import { optedOutCondition } from '../consent/consent.repository.ts';
import { outreachCampaignsRepository, outreachFields } from '../outreach/outreach-campaigns.repository.ts';

export { nonMembers } from '../outreach/outreach-campaigns.repository.ts';

export type TextCampaignRow = typeof textCampaigns.$inferSelect;

export const NO_COUNTS: TextCampaignCounts = {
  recipients: 0,
  remaining: 0,
  sent: 0,
  delivered: 0,
  failed: 0,
  replied: 0,
  opted_out: 0,
  possible_opt_out: 0,
};

/** Live counts from the recipient snapshot, per text campaign. */
export const countsOf = async (
  db: DbOrTx,
  campaignId: string,
  ids: readonly string[],
): Promise<Map<string, TextCampaignCounts>> => {
  const map = new Map<string, TextCampaignCounts>(ids.map((id) => [id, { ...NO_COUNTS }]));
  if (ids.length === 0) return map;
  const r = textRecipients;
  const rows = await db
    .select({
      id: r.textCampaignId,
      recipients: sql<number>`count(*)::int`,
      remaining: sql<number>`(count(*) filter (where ${r.firstMessageId} is null
        and (${r.claimExpiresAt} is null or ${r.claimExpiresAt} <= now())
        and not ${optedOutCondition(campaignId, 'sms', sql`${r.phone}`)}))::int`,
      sent: sql<number>`(count(*) filter (where ${r.firstMessageId} is not null))::int`,
      delivered: sql<number>`(count(*) filter (where ${r.lastStatus} = 'delivered'))::int`,
      failed: sql<number>`(count(*) filter (where ${r.lastStatus} in ('failed', 'undelivered')))::int`,
      replied: sql<number>`(count(*) filter (where ${r.replied}))::int`,
      opted_out: sql<number>`(count(*) filter (where ${optedOutCondition(campaignId, 'sms', sql`${r.phone}`)}))::int`,
      possible_opt_out: sql<number>`(count(*) filter (where ${r.possibleOptOutMessageId} is not null
        and not ${optedOutCondition(campaignId, 'sms', sql`${r.phone}`)}))::int`,
    })
    .from(r)
    .where(and(eq(r.campaignId, campaignId), inArray(r.textCampaignId, [...ids])))
    .groupBy(r.textCampaignId);
  for (const row of rows) {
    const { id, ...counts } = row;
    map.set(
      id,
      Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])) as TextCampaignCounts,
    );
  }
  return map;
};

export const toTextCampaign = (
  row: TextCampaignRow,
  userIds: string[],
  counts: TextCampaignCounts,
): TextCampaign => ({
  ...outreachFields(row, userIds, counts),
  message: row.message,
  quick_replies: row.quickReplies,
  help_text: row.helpText,
});

export const {
  find: findTextCampaign,
  insert: insertTextCampaign,
  update: updateTextCampaign,
  list: listTextCampaigns,
  listAssigned,
  isMember: isAssigned,
  replaceMembers: replaceTexters,
  withDetails,
} = outreachCampaignsRepository({
  campaigns: textCampaigns,
  members: textCampaignTexters,
  memberKey: textCampaignTexters.textCampaignId,
  memberRow: (textCampaignId, userId) => ({ textCampaignId, userId }),
  label: 'text campaign',
  countsOf,
  noCounts: NO_COUNTS,
  toApi: toTextCampaign,
});
