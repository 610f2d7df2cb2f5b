import { sql, type SQL } from 'drizzle-orm';
import type { VOTER_SORTS } from '@groundwork/shared/contracts/district';

export type VoterSort = (typeof VOTER_SORTS)[number];
export type SortOrder = 'asc' | 'desc';
export interface VoterOrder {
  sort: VoterSort;
  order: SortOrder;
}

/** The `voters` column each sort reads (age sorts on the birth year, the other way round). */
const COLUMNS: Record<VoterSort, { name: string; empty: string }> = {
  last_name: { name: 'last_name', empty: "''" },
  first_name: { name: 'first_name', empty: "''" },
  age: { name: 'birth_year', empty: '0' },
  party: { name: 'party', empty: "''" },
  res_zip: { name: 'res_zip', empty: "''" },
  precinct: { name: 'precinct', empty: "''" },
  res_street: { name: 'res_street', empty: "''" },
};

/**
 * The order key of voters (table alias `alias`) for a sort: blanks last, then the column, last name, first
 * name and id, every part in one direction, so the voter tables (paged) and the CSV exports (walked a batch
 * at a time, a row comparison continuing after the last voter) list voters in exactly the same order.
 * Column names come from the fixed list above, never from input.
 */
const keyOf = (alias: string, { sort, order }: VoterOrder) => {
  const { name, empty } = COLUMNS[sort];
  const ascending = sort === 'age' ? order === 'desc' : order === 'asc';
  const column = sql.raw(`"${alias}"."${name}"`);
  const parts = [
    ascending ? sql`(${column} is null)` : sql`(${column} is not null)`,
    sql`coalesce(${column}, ${sql.raw(empty)})`,
    sql.raw(`"${alias}"."last_name"`),
    sql.raw(`"${alias}"."first_name"`),
    sql.raw(`"${alias}"."id"`),
  ];
  return { ascending, parts };
};

/** ORDER BY terms of the `voters` table for a sort. */
export const voterOrderBy = (order: VoterOrder): SQL[] => {
  const { ascending, parts } = keyOf('voters', order);
  return parts.map((part) => (ascending ? sql`${part} asc` : sql`${part} desc`));
};

/** The voters (of the `voters` table) that come after voter `afterId` in this order. */
export const votersAfter = (order: VoterOrder, afterId: string): SQL => {
  const here = keyOf('voters', order);
  const there = keyOf('after_voter', order);
  return sql`(${sql.join(here.parts, sql`, `)}) ${sql.raw(here.ascending ? '>' : '<')} (
    select ${sql.join(there.parts, sql`, `)} from voters "after_voter" where "after_voter"."id" = ${afterId})`;
};
