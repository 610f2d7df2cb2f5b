import type {
  DistrictDoors,
  DistrictVotersBody,
  DistrictVotersPage,
} from '@groundwork/shared/contracts/district';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../plugins/access.ts';
import { selectVoters } from '../voters/voter-selection.ts';
import { voterIndexFor } from '../voters/voter-index/voter-index.ts';
import { countVoters } from '../voters/voters.repository.ts';
import * as repo from './district.repository.ts';

/** A sorted page of the district's voters for a filter, with the count (from the voter index when it answers). */
export const pageDistrictVoters = async (
  db: Db,
  actor: Actor,
  query: Omit<DistrictVotersBody, 'campaign_id'>,
): Promise<DistrictVotersPage> => {
  const { filter_params, skip, limit, sort, order } = query;
  const { where } = await selectVoters(db, actor.campaignId, filter_params);
  const counted = async () =>
    (await voterIndexFor(db).count(actor.campaignId, filter_params)) ?? countVoters(db, where);
  const [{ count }, page] = await Promise.all([
    counted(),
    repo.pageVoters(db, where, { skip, limit, sort, order }),
  ]);
  return { total: count, skip, limit, voters: page };
};

/** One map point per door for a filter. */
export const districtDoors = async (db: Db, actor: Actor, filter: VoterFilter): Promise<DistrictDoors> => {
  const { where } = await selectVoters(db, actor.campaignId, filter);
  return repo.doorPoints(db, where);
};
