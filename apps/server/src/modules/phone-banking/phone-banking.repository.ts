import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CONTACT_RESULTS,
  type CallCounts,
  type PhoneBankingCampaign,
} from '@groundwork/shared/contracts/phone-banking';
import type { DbOrTx } from '../../db/client.ts';
import { callRecipients, phoneBankingCallers, phoneBankingCampaigns } from '../../db/schema/index.ts';
import { optedOutCondition } from '../consent/consent.repository.ts';
import { outreachCampaignsRepository, outreachFields } from '../outreach/outreach-campaigns.repository.ts';

export { nonMembers } from '../outreach/outreach-campaigns.repository.ts';

export type PhoneBankRow = typeof phoneBankingCampaigns.$inferSelect;

export const NO_COUNTS: CallCounts = {
  recipients: 0,
  called: 0,
  contacted: 0,
  remaining: 0,
  in_progress: 0,
  opted_out: 0,
};

const contactResults = sql.join(
  CONTACT_RESULTS.map((result) => sql`${result}`),
  sql`, `,
);

/** Live counts from the recipient snapshot, per call campaign. */
export const countsOf = async (
  db: DbOrTx,
  campaignId: string,
  ids: readonly string[],
): Promise<Map<string, CallCounts>> => {
  const map = new Map<string, CallCounts>(ids.map((id) => [id, { ...NO_COUNTS }]));
  if (ids.length === 0) return map;
  const r = callRecipients;
  const optedOut = optedOutCondition(campaignId, 'call', sql`${r.phone}`);
  const claimedNow = sql`${r.claimExpiresAt} > now()`;
  const rows = await db
    .select({
      id: r.phoneBankingCampaignId,
      recipients: sql<number>`count(*)::int`,
      called: sql<number>`(count(*) filter (where ${r.attempts} > 0))::int`,
      contacted: sql<number>`(count(*) filter (where ${r.lastResult} in (${contactResults})))::int`,
      remaining: sql<number>`(count(*) filter (where not ${r.done} and not coalesce(${claimedNow}, false)
        and not ${optedOut}))::int`,
      in_progress: sql<number>`(count(*) filter (where not ${r.done} and ${claimedNow}))::int`,
      opted_out: sql<number>`(count(*) filter (where ${optedOut}))::int`,
    })
    .from(r)
    .where(and(eq(r.campaignId, campaignId), inArray(r.phoneBankingCampaignId, [...ids])))
    .groupBy(r.phoneBankingCampaignId);
  for (const { id, ...counts } of rows)
    map.set(id, Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])) as CallCounts);
  return map;
};

export const toPhoneBank = (
  row: PhoneBankRow,
  userIds: string[],
  counts: CallCounts,
): PhoneBankingCampaign => ({
  ...outreachFields(row, userIds, counts),
  owner_id: row.ownerId,
  script: row.script,
});

export const {
  find: findPhoneBank,
  insert: insertPhoneBank,
  update: updatePhoneBank,
  list: listPhoneBanks,
  listAssigned,
  isMember: isCaller,
  replaceMembers: replaceCallers,
  withDetails,
} = outreachCampaignsRepository({
  campaigns: phoneBankingCampaigns,
  members: phoneBankingCallers,
  memberKey: phoneBankingCallers.phoneBankingCampaignId,
  memberRow: (phoneBankingCampaignId, userId) => ({ phoneBankingCampaignId, userId }),
  label: 'phone banking campaign',
  countsOf,
  noCounts: NO_COUNTS,
  toApi: toPhoneBank,
});
