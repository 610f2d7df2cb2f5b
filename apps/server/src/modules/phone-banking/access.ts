import { and, eq, sql } from 'drizzle-orm';
import { hasPermission } from '@groundwork/shared/access/index';
import { PHONE_BANKING_MESSAGES } from '@groundwork/shared/contracts/phone-banking';
import type { DbOrTx } from '../../db/client.ts';
import { campaigns, phoneBankingCallers, phoneBankingCampaigns } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';

/** Managers and Directors (phone-banking:view) see and run every call campaign of the campaign. */
export const isLead = (actor: Actor): boolean => hasPermission(actor.title, 'phone-banking:view');

/**
 * The call campaign in the actor's campaign, for a lead or an assigned caller (404 across campaigns), with the
 * campaign's calling hours and time zone: one query, as next-voter runs it on every call.
 */
export const phoneBankWithHours = async (db: DbOrTx, actor: Actor, id: string) => {
  const [found] = await db
    .select({
      row: phoneBankingCampaigns,
      hours: campaigns.callingHours,
      timeZone: campaigns.timeZone,
      assigned: sql<boolean>`exists (select 1 from ${phoneBankingCallers} a
        where a.phone_banking_campaign_id = ${phoneBankingCampaigns.id} and a.user_id = ${actor.userId}::uuid)`,
    })
    .from(phoneBankingCampaigns)
    .innerJoin(campaigns, eq(campaigns.id, phoneBankingCampaigns.campaignId))
    .where(and(eq(phoneBankingCampaigns.campaignId, actor.campaignId), eq(phoneBankingCampaigns.id, id)));
  if (!found) throw notFound('Phone banking campaign');
  if (!isLead(actor) && !found.assigned) throw new AppError('FORBIDDEN', PHONE_BANKING_MESSAGES.notAssigned);
  return found;
};

export const phoneBankForCaller = async (db: DbOrTx, actor: Actor, id: string) =>
  (await phoneBankWithHours(db, actor, id)).row;

/** An Active call campaign, for a lead or an assigned caller: where voters are handed out. */
export const activePhoneBank = async (db: DbOrTx, actor: Actor, id: string) => {
  const found = await phoneBankWithHours(db, actor, id);
  if (found.row.status !== 'Active') throw new AppError('CONFLICT', PHONE_BANKING_MESSAGES.notActive);
  return found;
};
