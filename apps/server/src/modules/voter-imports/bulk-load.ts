/**
 * A bulk load without its overhead (decision 0027). Loading a campaign's first file row by row into
 * `voters` and `vote_history` kept nine secondary indexes, two unique indexes, a foreign-key check per
 * row and the voter-data version triggers live: most of an import's time. When the load is at least as
 * large as the table already is, the import's transaction locks both tables, drops those indexes and
 * constraints (their definitions read from the catalog, so whatever a migration or PostGIS added comes
 * back as it was), disables the version triggers, loads, then builds each index in one sorted pass,
 * validates each foreign key in one join, and bumps the campaign's voter-data version once. Readers of
 * `voters` wait for that transaction; a failure rolls all of it back.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { voteHistory, voters } from '../../db/schema/index.ts';

const TABLES = sql.raw(`('voters'::regclass, 'vote_history'::regclass)`);

/** The load is bulk when it brings at least as many rows as `voters` holds (every campaign). */
export const isBulkLoad = async (tx: DbOrTx, rows: number): Promise<boolean> => {
  const result = await tx.execute(sql`select count(*)::int as n from ${voters}`);
  return rows >= Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
};

type Rows<T> = { rows: T[] };

export const withoutLoadOverhead = async <T>(
  tx: DbOrTx,
  campaignId: string,
  load: () => Promise<T>,
): Promise<T> => {
  await tx.execute(sql`lock table ${voters}, ${voteHistory} in access exclusive mode`);
  // Primary and unique keys and foreign keys of both tables, except the voters' primary key (the
  // other tables' foreign keys reference it); then the plain indexes.
  const constraints = (await tx.execute(sql`
    select conrelid::regclass::text as "table", quote_ident(conname) as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where conrelid in ${TABLES} and contype in ('p', 'u', 'f') and conname <> 'voters_pkey'
    order by contype = 'f'`)) as unknown as Rows<{ table: string; name: string; definition: string }>;
  const indexes = (await tx.execute(sql`
    select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
    from pg_index i
    where indrelid in ${TABLES}
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))`)) as unknown as Rows<{
    name: string;
    definition: string;
  }>;
  for (const c of [...constraints.rows].reverse()) {
    await tx.execute(sql.raw(`alter table ${c.table} drop constraint ${c.name}`));
  }
  for (const i of indexes.rows) await tx.execute(sql.raw(`drop index ${i.name}`));
  await tx.execute(sql`alter table ${voters} disable trigger user`);
  await tx.execute(sql`alter table ${voteHistory} disable trigger user`);

  const result = await load();

  for (const i of indexes.rows) await tx.execute(sql.raw(i.definition));
  for (const c of constraints.rows) {
    await tx.execute(sql.raw(`alter table ${c.table} add constraint ${c.name} ${c.definition}`));
  }
  await tx.execute(sql`alter table ${voters} enable trigger user`);
  await tx.execute(sql`alter table ${voteHistory} enable trigger user`);
  await tx.execute(sql`select gw_bump_voter_data_versions(array[${campaignId}::uuid])`);
  return result;
};
