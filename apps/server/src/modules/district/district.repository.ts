import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { VoterRow } from '@groundwork/shared/contracts/voter-groups';
import { DOOR_POINTS_MAX, type DistrictDoors } from '@groundwork/shared/contracts/district';
import type { DbOrTx } from '../../db/client.ts';
import { voterOrderBy, type VoterOrder } from '../voters/voter-order.ts';
import { voterRowColumns } from '../voters/voters.repository.ts';
import { historyElections, voters } from '../../db/schema/index.ts';

/** A page of voters matching `where`, in the voter tables' order (voter-order.ts). */
export const pageVoters = async (
  db: DbOrTx,
  where: SQL,
  options: VoterOrder & { skip: number; limit: number },
): Promise<VoterRow[]> =>
  db
    .select(voterRowColumns())
    .from(voters)
    .where(where)
    .orderBy(...voterOrderBy(options))
    .offset(options.skip)
    .limit(options.limit);

/** One point per door (household) with its voter count, for the map; capped at DOOR_POINTS_MAX. */
export const doorPoints = async (db: DbOrTx, where: SQL): Promise<DistrictDoors> => {
  const result = await db.execute<{ lng: number; lat: number; n: number; total: number }>(sql`
    select avg(${voters.lng})::float8 as lng, avg(${voters.lat})::float8 as lat, count(*)::int as n, count(*) over ()::int as total
    from ${voters} where ${where} and ${voters.lat} is not null and ${voters.lng} is not null
    group by ${voters.householdKey} order by ${voters.householdKey} limit ${DOOR_POINTS_MAX}`);
  const rows = result.rows;
  const total = Number(rows[0]?.total ?? 0);
  return {
    doors: rows.map((r): [number, number, number] => [
      Math.round(Number(r.lng) * 1e6) / 1e6,
      Math.round(Number(r.lat) * 1e6) / 1e6,
      Number(r.n),
    ]),
    total_doors: total,
    truncated: total > rows.length,
  };
};

/** The campaign's vote-history elections, newest first (no date last), then by code. */
export const selectElections = (db: DbOrTx, campaignId: string) =>
  db
    .select({
      code: historyElections.code,
      date: historyElections.date,
      type: historyElections.type,
      voters: historyElections.voters,
    })
    .from(historyElections)
    .where(eq(historyElections.campaignId, campaignId))
    .orderBy(sql`${historyElections.date} desc nulls last`, asc(historyElections.code));
