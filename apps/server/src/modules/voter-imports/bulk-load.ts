/**
 * A bulk load without its overhead (decision 0027). Loading a campaign's first file row by row into
 * `voters` and `vote_history` kept nine secondary indexes, two unique indexes, a foreign-key check per
 * row and the voter-data version triggers live: most of an import's time. When the load is at least as
 * large as the table already is, the import's transaction locks both tables, drops those indexes and
 * constraints (their definitions read from the catalog, so whatever a migration or PostGIS added comes
 * back as it was), disables the version triggers, loads, and bumps the campaign's voter-data version once.
 *
 * Before it commits, the load puts back what correctness needs: the voters' unique key (an upsert's
 * arbiter; a duplicate rolls the whole load back), the history's primary key (likewise), and the foreign keys, `NOT VALID` (checked for every
 * later write, not yet for the loaded rows). The other indexes and the foreign keys' validation are written to `voter_index_builds` in the same transaction and built after
 * the commit (`finishVoterIndexes`), each in a transaction of its own: a process killed mid-build leaves
 * its row, and whoever runs the builds next (the retried import job, the campaign's next import) finishes.
 */
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../errors.ts';
import { voteHistory, voterIndexBuilds, voters } from '../../db/schema/index.ts';

/** The tables a load drops the overhead of: both, or (a vote-history file's load) `vote_history` alone. */
export type LoadTables = 'voters' | 'history';
const tablesOf = (tables: LoadTables) =>
  sql.raw(
    tables === 'history' ? `('vote_history'::regclass)` : `('voters'::regclass, 'vote_history'::regclass)`,
  );
const NOT_VALID = / NOT VALID$/;

/** The load is bulk when it brings at least as many rows as `voters` holds (every campaign). */
export const isBulkLoad = async (tx: DbOrTx, rows: number): Promise<boolean> => {
  const result = await tx.execute(sql`select count(*)::int as n from ${voters}`);
  return rows >= Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
};

type Rows<T> = { rows: T[] };
type Build = typeof voterIndexBuilds.$inferInsert;

/**
 * Runs `load` without the tables' overhead and puts it back. `dedupe`, when given, runs when the voters'
 * unique key cannot be built again (the load brought a voter id twice): the keys' savepoint is rolled
 * back, `dedupe` removes the duplicates, and the keys are built again. Without it, a duplicate rolls the
 * whole load back. `tables: 'history'` leaves `voters` as it is (a vote-history file's load reads it).
 */
export const withoutLoadOverhead = async <T>(
  tx: DbOrTx,
  campaignId: string,
  load: () => Promise<T>,
  dedupe?: () => Promise<void>,
  tables: LoadTables = 'voters',
): Promise<T> => {
  const TABLES = tablesOf(tables);
  const withVoters = tables === 'voters';
  await tx.execute(
    withVoters
      ? sql`lock table ${voters}, ${voteHistory} in access exclusive mode`
      : sql`lock table ${voteHistory} in access exclusive mode`,
  );
  // Primary and unique keys and foreign keys of both tables, except the voters' primary key (the
  // other tables' foreign keys reference it); then the plain indexes.
  const constraints = (await tx.execute(sql`
    select conrelid::regclass::text as "table", quote_ident(conname) as name, contype as type,
      pg_get_constraintdef(oid) as definition,
      case when conindid <> 0 then pg_get_indexdef(conindid) else '' end as "index"
    from pg_constraint
    where conrelid in ${TABLES} and contype in ('p', 'u', 'f') and conname <> 'voters_pkey'
    order by contype = 'f'`)) as unknown as Rows<{
    table: string;
    name: string;
    type: 'p' | 'u' | 'f';
    definition: string;
    index: string;
  }>;
  const indexes = (await tx.execute(sql`
    select indexrelid::regclass::text as name, indrelid::regclass::text as "table",
      pg_get_indexdef(indexrelid) as definition, indisunique as "unique"
    from pg_index i
    where indrelid in ${TABLES}
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))`)) as unknown as Rows<{
    name: string;
    table: string;
    definition: string;
    unique: boolean;
  }>;
  for (const c of [...constraints.rows].reverse()) {
    await tx.execute(sql.raw(`alter table ${c.table} drop constraint ${c.name}`));
  }
  for (const i of indexes.rows) await tx.execute(sql.raw(`drop index ${i.name}`));
  if (withVoters) await tx.execute(sql`alter table ${voters} disable trigger user`);
  await tx.execute(sql`alter table ${voteHistory} disable trigger user`);

  const result = await load();

  // Primary and unique keys come back before the commit: a later write's ON CONFLICT needs its arbiter,
  // and a duplicate written in the gap would make the key's build fail for good.
  const restoreKeys = async (db: DbOrTx) => {
    for (const i of indexes.rows) if (i.unique) await db.execute(sql.raw(i.definition));
    for (const c of constraints.rows) {
      if (c.type !== 'f')
        await db.execute(sql.raw(`alter table ${c.table} add constraint ${c.name} ${c.definition}`));
    }
  };
  if (!dedupe) await restoreKeys(tx);
  else {
    try {
      await tx.transaction(restoreKeys);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await dedupe();
      await restoreKeys(tx);
    }
  }
  const later: Build[] = indexes.rows
    .filter((i) => !i.unique)
    .map((i) => ({ name: i.name, kind: 'index', tableName: i.table, definition: i.definition }));
  for (const c of constraints.rows) {
    if (c.type !== 'f') continue;
    const definition = c.definition.replace(NOT_VALID, '');
    await tx.execute(sql.raw(`alter table ${c.table} add constraint ${c.name} ${definition} not valid`));
    later.push({ name: c.name, kind: 'validate', tableName: c.table, definition: '' });
  }
  if (later.length > 0) await tx.insert(voterIndexBuilds).values(later).onConflictDoNothing();
  if (withVoters) await tx.execute(sql`alter table ${voters} enable trigger user`);
  await tx.execute(sql`alter table ${voteHistory} enable trigger user`);
  await tx.execute(sql`select gw_bump_voter_data_versions(array[${campaignId}::uuid])`);
  return result;
};

/** Builds one left-over item in `tx`; an index a run cut off had already made is kept. */
const build = async (tx: DbOrTx, item: Build) => {
  if (item.kind === 'validate') {
    await tx.execute(sql.raw(`alter table ${item.tableName} validate constraint ${item.name}`));
    return;
  }
  const found = await tx.execute(sql`select to_regclass(${item.name}) is not null as found`);
  if (found.rows[0]?.found !== true) await tx.execute(sql.raw(item.definition));
};

/**
 * Builds what bulk loads left (`voter_index_builds`), oldest first, one transaction each: a plain
 * `CREATE INDEX` (reads of the table go on; its writes wait for that one build), the row deleted in the
 * same transaction. Two runners take turns on a row (`for update`); a runner that finds none left
 * returns. On the server a build sorts in memory; PGlite's heap is the server process's and never
 * shrinks, so its builds sort in 16 MB. Returns how many items were built.
 */
export const finishVoterIndexes = async (database: Database): Promise<number> => {
  let built = 0;
  for (;;) {
    const found = await database.db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(`set local maintenance_work_mem = '${database.kind === 'postgres' ? '512MB' : '16MB'}'`),
      );
      const [item] = (
        await tx.execute(sql`
        select name, kind, table_name as "tableName", definition from ${voterIndexBuilds}
        order by created_at, name limit 1 for update`)
      ).rows as Build[];
      if (!item) return false;
      await build(tx, item);
      await tx.execute(sql`delete from ${voterIndexBuilds} where name = ${item.name}`);
      return true;
    });
    if (!found) return built;
    built += 1;
  }
};
