import type { MailCounts, MailerSize } from '@groundwork/shared/contracts/mail';
import type { DbOrTx } from '../../db/client.ts';
import { countReach } from './mail-counts.repository.ts';
import { ratesOf } from './mail-drops.repository.ts';

/** What a drop to the group comes to at the campaign's rate for the size, counted now. */
export const liveCounts = async (
  db: DbOrTx,
  campaignId: string,
  groupId: string,
  size: MailerSize,
): Promise<MailCounts> => {
  const [reach, rates] = [await countReach(db, campaignId, groupId), await ratesOf(db, campaignId)];
  const rate = rates[size];
  const byReason = reach.suppressed_by_reason;
  return {
    voters: reach.voters,
    pieces: reach.pieces,
    suppressed: byReason.no_address + byReason.moved + byReason.opted_out,
    suppressed_by_reason: byReason,
    cost_cents: reach.pieces * rate,
    rate_cents: rate,
  };
};
