import { hasPermission } from '@groundwork/shared/access/index';
import { TEXT_MESSAGES } from '@groundwork/shared/contracts/text-campaigns';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
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
