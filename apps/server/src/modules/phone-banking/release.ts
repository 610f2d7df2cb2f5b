/** POST /phone-banking/release-uncalled-voter: a claimed voter goes back to the queue uncalled (decision 0044). */
import { and, eq, sql } from 'drizzle-orm';
import {
  PHONE_BANKING_MESSAGES,
  PHONE_BANKING_QUEUE_MESSAGES,
} from '@groundwork/shared/contracts/phone-banking';
import { type ReleaseVoterResult } from '@groundwork/shared/contracts/call-queue';
import type { Db, DbOrTx } from '../../db/client.ts';
import { callRecipients } from '../../db/schema/index.ts';
import { AppError, forbidden } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { isLead, phoneBankForCaller } from './access.ts';

/**
 * The claimer (or a lead, for anyone's claim) gives the voter back. A claim already gone (expired, released or
 * called) releases nothing; one another caller holds is theirs (409).
 */
export const releaseVoter = async (
  db: Db,
  actor: Actor,
  body: { phone_banking_campaign_id: string; voter_id: string; user_id: string },
): Promise<ReleaseVoterResult> => {
  const lead = isLead(actor);
  if (body.user_id !== actor.userId && !lead) throw forbidden(PHONE_BANKING_MESSAGES.selfOnly);
  const row = await phoneBankForCaller(db, actor, body.phone_banking_campaign_id);
  const key = and(
    eq(callRecipients.phoneBankingCampaignId, row.id),
    eq(callRecipients.voterId, body.voter_id),
  );
  const [recipient] = await db
    .select({
      claimedBy: callRecipients.claimedBy,
      held: sql<boolean>`${callRecipients.claimExpiresAt} > now() and not ${callRecipients.done}`,
    })
    .from(callRecipients)
    .where(key);
  if (!recipient) throw new AppError('NOT_FOUND', PHONE_BANKING_QUEUE_MESSAGES.notRecipient);
  if (!recipient.held || recipient.claimedBy === null) return { voter_id: body.voter_id, released: false };
  if (recipient.claimedBy !== body.user_id || (recipient.claimedBy !== actor.userId && !lead))
    throw new AppError('CONFLICT', PHONE_BANKING_MESSAGES.notClaimed);
  const released = await db
    .update(callRecipients)
    .set({ claimedBy: null, claimExpiresAt: null, updatedAt: sql`now()` })
    .where(and(key, eq(callRecipients.claimedBy, recipient.claimedBy), eq(callRecipients.done, false)))
    .returning({ voterId: callRecipients.voterId });
  return { voter_id: body.voter_id, released: released.length > 0 };
};

/** Every voter `userId` holds in the call campaign goes back to the queue uncalled (their session closed). */
export const releaseCallerClaims = async (db: DbOrTx, phoneBankingId: string, userId: string) => {
  await db
    .update(callRecipients)
    .set({ claimedBy: null, claimExpiresAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(callRecipients.phoneBankingCampaignId, phoneBankingId),
        eq(callRecipients.claimedBy, userId),
        eq(callRecipients.done, false),
      ),
    );
};
