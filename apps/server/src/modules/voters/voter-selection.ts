/**
 * The voters a filter selects, for cutting walkbooks and recommendations (docs/decisions/0020-no-frozen-server.md).
 * With PostGIS the SQL polygon test is fast (a GiST index) and `voterWhere` answers as it is. Without it
 * (PGlite, a server without PostGIS) the PL/pgSQL fallback costs about 4 µs per voter per vertex in
 * WebAssembly: minutes for a large area. There the polygon is answered in memory by the voter index (the
 * same test, bit for bit), and SQL gets the matching ids instead of the polygon.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import type { Db } from '../../db/client.ts';
import { voters } from '../../db/schema/index.ts';
import { geographyOf } from './geography.ts';
import { voterWhere } from './voter-filter.ts';
import { voterIndexFor } from './voter-index/voter-index.ts';

export interface VoterSelection {
  /** The condition on `voters`. */
  where: SQL;
  /** How many voters it selects, when known without a query (the size is checked before any cost). */
  count: number | null;
}

/** The condition for `filter` in `campaignId`, with the polygon answered in memory where SQL is slow. */
export const selectVoters = async (
  db: Db,
  campaignId: string,
  filter: VoterFilter,
  today = new Date(),
): Promise<VoterSelection> => {
  if (!filter.polygon || geographyOf(db) === 'postgis')
    return { where: voterWhere(campaignId, filter, today), count: null };
  const { name, ...indexed } = filter;
  const ids = await voterIndexFor(db).selectIds(campaignId, indexed, today);
  // The index is off: SQL's own polygon test answers (slow but exact).
  if (!ids) return { where: voterWhere(campaignId, filter, today), count: null };
  const where = and(
    voterWhere(campaignId, name ? { name } : {}, today),
    sql`${voters.id} = any(${`{${ids.join(',')}}`}::uuid[])`,
  )!;
  return { where, count: name ? null : ids.length };
};
