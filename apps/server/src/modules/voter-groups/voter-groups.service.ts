import type { VoterBreakdown, VoterFilter } from '@groundwork/shared/contracts/voters';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../plugins/access.ts';
import { voterWhere } from '../voters/voter-filter.ts';
import { breakdownVoters, countVoters } from '../voters/voters.repository.ts';

export const countVotersForFilter = (db: Db, actor: Actor, filter: VoterFilter) =>
  countVoters(db, voterWhere(actor.campaignId, filter));

export const breakdownVotersForFilter = async (
  db: Db,
  actor: Actor,
  filter: VoterFilter,
): Promise<VoterBreakdown> => {
  const where = voterWhere(actor.campaignId, filter);
  const [breakdown, { doors }] = await Promise.all([breakdownVoters(db, where), countVoters(db, where)]);
  return { ...breakdown, doors };
};
