import { sql, type SQL } from 'drizzle-orm';
import {
  AGE_BAND_ORDER,
  AGE_BANDS,
  TURNOUT_BAND_ORDER,
  TURNOUT_BANDS,
  type VoterBreakdown,
} from '@groundwork/shared/contracts/voters';
import type { DbOrTx } from '../../db/client.ts';
import { voters } from '../../db/schema/index.ts';

/**
 * Exact number of voters and of doors (distinct households) matching `where`. Grouping by household
 * (a hash aggregate the server can run in parallel) is faster than `count(distinct …)`'s sort.
 */
export const countVoters = async (db: DbOrTx, where: SQL) => {
  const result = await db.execute<{ count: number; doors: number }>(
    sql`select coalesce(sum(h.n), 0)::int as count, count(*)::int as doors
        from (select count(*) as n from ${voters} where ${where} group by ${voters.householdKey}) h`,
  );
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), doors: Number(row?.doors ?? 0) };
};

/** The columns of a voter as lists and tables show it (`VoterRow`); age from the birth year. */
export const voterRowColumns = (year = new Date().getUTCFullYear()) => ({
  id: voters.id,
  state_voter_id: voters.stateVoterId,
  first_name: voters.firstName,
  last_name: voters.lastName,
  res_street: voters.resStreet,
  res_city: voters.resCity,
  res_zip: voters.resZip,
  party: voters.party,
  gender: voters.gender,
  age: sql<number | null>`(${year} - ${voters.birthYear})::int`,
  phone: voters.phone,
  email: voters.email,
  precinct: voters.precinct,
  lat: voters.lat,
  lng: voters.lng,
});

const TOP = 25;

/** Counts by party, gender, age band, turnout band, precinct and ZIP in one scan (GROUPING SETS). */
export const breakdownVoters = async (
  db: DbOrTx,
  where: SQL,
  today = new Date(),
): Promise<Omit<VoterBreakdown, 'doors'>> => {
  const year = today.getUTCFullYear();
  const band = sql.join(
    AGE_BANDS.map(
      (b) => sql`when ${year} - ${voters.birthYear} between ${b.min} and ${b.max} then ${b.label}`,
    ),
    sql` `,
  );
  const turnout = sql.join(
    TURNOUT_BANDS.map((b) => sql`when ${voters.turnout} between ${b.min} and ${b.max} then ${b.label}`),
    sql` `,
  );
  const result = await db.execute<{ dim: string; key: string | null; count: number }>(sql`
    with v as (
      select coalesce(upper(${voters.party}), 'UNKNOWN') as party,
             coalesce(upper(${voters.gender}), 'U') as gender,
             case ${band} else 'Unknown' end as age_band,
             case ${turnout} else 'Unknown' end as turnout_band,
             coalesce(${voters.precinct}, 'Unknown') as precinct,
             coalesce(left(${voters.resZip}, 5), 'Unknown') as zip
      from ${voters} where ${where}
    )
    select case when grouping(party) = 0 then 'party' when grouping(gender) = 0 then 'gender'
                when grouping(age_band) = 0 then 'age_band' when grouping(turnout_band) = 0 then 'turnout_band'
                when grouping(precinct) = 0 then 'precinct' when grouping(zip) = 0 then 'zip'
                else 'total' end as dim,
           coalesce(party, gender, age_band, turnout_band, precinct, zip) as key,
           count(*)::int as count
    from v group by grouping sets ((party), (gender), (age_band), (turnout_band), (precinct), (zip), ())`);
  const buckets = (dim: string) =>
    result.rows
      .filter((r) => r.dim === dim)
      .map((r) => ({ key: r.key ?? 'Unknown', count: Number(r.count) }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  const inOrder = (dim: string, order: readonly string[]) =>
    buckets(dim).sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  return {
    total: Number(result.rows.find((r) => r.dim === 'total')?.count ?? 0),
    party: buckets('party'),
    gender: buckets('gender'),
    age_band: inOrder('age_band', AGE_BAND_ORDER),
    turnout_band: inOrder('turnout_band', TURNOUT_BAND_ORDER),
    precinct: buckets('precinct').slice(0, TOP),
    zip: buckets('zip').slice(0, TOP),
  };
};
