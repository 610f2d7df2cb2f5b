import type {
  DistrictDoors,
  DistrictVotersBody,
  DistrictVotersPage,
} from '@groundwork/shared/contracts/district';
import type { Election } from '@groundwork/shared/contracts/elections';
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const titleCase = (type: string) => type.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/**
 * The campaign's elections, newest first, each named for people (decision 0066): "2024 General", "2024
 * Second Primary", with the date when two share a year and type ("2023 Municipal (Oct 10)").
 */
export const listElections = async (db: Db, actor: Actor): Promise<Election[]> => {
  const rows = await repo.selectElections(db, actor.campaignId);
  const base = (e: (typeof rows)[number]) => `${(e.date ?? e.code).slice(0, 4)} ${titleCase(e.type)}`;
  const shared = new Map<string, number>();
  for (const e of rows) shared.set(base(e), (shared.get(base(e)) ?? 0) + 1);
  return rows.map((e) => {
    const name = base(e);
    if (shared.get(name)! < 2 || !e.date) return { ...e, name };
    const [, month, day] = e.date.split('-').map(Number);
    return { ...e, name: `${name} (${MONTHS[month! - 1]} ${day})` };
  });
};
