/**
 * North Carolina's vote-history file (`ncvhis`) loaded as `vote_history` (decision 0067): one row per voter
 * and election, matched to the campaign's voters by `ncid`. Each distinct `election_lbl` is one election (its
 * code from its date and the type most of its `election_desc` name), the rows whose `ncid` no voter of the
 * campaign has are rejected, and the history already held is kept: an exact duplicate counts once, a file
 * imported again adds nothing, a later file adds only its new elections' rows. On the PostgreSQL server Node
 * reads the file and COPYs its rows in binary (`history-direct.ts`); on PGlite the file is staged whole
 * (`history-staging.ts`) and applied by an anti-join and one `INSERT … SELECT`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { rowsAffected, type Database, type DbOrTx } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import type { FieldBatch } from '../../lib/csv/field-reader.ts';
import { historyElections, voteHistory, voterImportRejects, voters } from '../../db/schema/index.ts';
import { countRejects, tuneLoad } from './apply-staging.ts';
import { withoutLoadOverhead } from './bulk-load.ts';
import { normalizeHeader } from './column-mapping.ts';
import { HISTORY_COLUMNS, streamHistory } from './history-direct.ts';
import { BAD_ELECTION, fileElections, NOT_A_VOTER, VOTING_METHOD_OF } from './history-labels.ts';
import {
  cell,
  dropHistoryStaging,
  historyStaging,
  stageHistoryFile,
  type HistoryFile,
} from './history-staging.ts';
import { REJECT } from './stage-row.ts';
import { loadVoterIds } from './voter-id-map.ts';
import { updateImport } from './voter-imports.repository.ts';

/** Where the history's columns are in the file (the layout was recognised by these names). */
const columnsOf = (header: string[]) => {
  const names = header.map(normalizeHeader);
  const at = (name: string) => names.indexOf(name);
  return {
    ncid: at('ncid'),
    label: at('election_lbl'),
    description: at('election_desc'),
    method: at('voting_method'),
    party: at('voted_party_cd'),
  };
};

export interface HistoryLoadInput<T> {
  importId: string;
  campaignId: string;
  header: string[];
  /** The file's lines, header included. */
  lines: number;
  /** `read` for PGlite's staging; `fields`, its records as bytes, for the server's Node path. */
  file: Omit<HistoryFile, 'importId' | 'width'> & { fields: () => AsyncIterable<FieldBatch> };
  /** Runs in the load's transaction once the history is in. */
  after: (tx: DbOrTx, imported: number) => Promise<T>;
}

/** Rejects the staged rows that are no voter's history (no voter id, no election, no such voter). */
const rejectRows = async (
  tx: DbOrTx,
  input: { importId: string; campaignId: string; width: number; delimiter: string },
  staging: SQL,
  ncid: SQL,
  label: SQL,
  elections: SQL,
) => {
  const raw = sql.join(
    Array.from({ length: input.width }, (_, i) => cell(i)),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${voterImportRejects} (import_id, line, reason, raw)
    select ${input.importId}, s.line,
      case when coalesce(btrim(s.${ncid}), '') = '' then ${REJECT.id}
        when e.code is null then ${BAD_ELECTION} else ${NOT_A_VOTER} end,
      array_to_string(array[${raw}], ${input.delimiter}, '')
    from ${staging} s left join ${elections} on e.label = s.${label}
    where e.code is null or not exists (
      select 1 from ${voters} v where v.campaign_id = ${input.campaignId} and v.state_voter_id = btrim(s.${ncid}))`);
};

const HISTORY = sql`${voteHistory} (voter_id, campaign_id, election_code, election_date, voting_method, party)`;
const METHODS = sql.join(
  Object.entries(VOTING_METHOD_OF).map(([name, code]) => sql`when ${name} then ${code}`),
  sql` `,
);

/** A load is bulk when it brings at least as many rows as `vote_history` holds (the planner's estimate). */
const isHistoryBulk = async (tx: DbOrTx, rows: number) => {
  const found = await tx.execute(
    sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'vote_history'::regclass`,
  );
  return rows >= Number((found.rows[0] as { n: number } | undefined)?.n ?? 0);
};

/** Deletes the second copies of a voter's election a file gave twice; returns how many. */
const deleteDuplicates = async (tx: DbOrTx, campaignId: string) =>
  rowsAffected(
    await tx.execute(sql`
      delete from ${voteHistory} a using ${voteHistory} b
      where a.campaign_id = ${campaignId} and b.campaign_id = ${campaignId}
        and a.voter_id = b.voter_id and a.election_code = b.election_code and a.ctid > b.ctid`),
  );

const hasHistory = async (tx: DbOrTx, campaignId: string) =>
  (
    await tx.execute(
      sql`select exists (select 1 from ${voteHistory} where campaign_id = ${campaignId}) as had`,
    )
  ).rows[0]?.had === true;

/**
 * The rows inserted without `vote_history`'s overhead (`bulk-load.ts`: its keys, index, foreign key and
 * version triggers off; the voters untouched): a plain insert of the rows the campaign's history lacks (no
 * anti-join at all when it has none), then the primary key built again; a file that gave a voter's election
 * twice fails that build, and every second copy is deleted before it is built again. Returns the rows added.
 */
const bulkInsert = async (tx: DbOrTx, campaignId: string, rows: SQL) => {
  const lacking = (await hasHistory(tx, campaignId))
    ? sql`select * from (${rows}) r(voter_id, campaign_id, code)
          where not exists (select 1 from ${voteHistory} o
            where o.campaign_id = ${campaignId} and o.voter_id = r.voter_id and o.election_code = r.code)`
    : rows;
  let added = 0;
  await withoutLoadOverhead(
    tx,
    campaignId,
    async () => {
      added = rowsAffected(await tx.execute(sql`insert into ${HISTORY} ${lacking}`));
    },
    async () => {
      added -= await deleteDuplicates(tx, campaignId);
    },
    'history',
  );
  return added;
};

const campaignElections = (tx: DbOrTx, campaignId: string) =>
  tx
    .select({ code: historyElections.code, date: historyElections.date })
    .from(historyElections)
    .where(sql`${historyElections.campaignId} = ${campaignId}`);

/** The import's result, as a voter file's (warnings: none); `bulk` leaves index builds to `finishIndexes`. */
const finish = async <T>(
  tx: DbOrTx,
  input: HistoryLoadInput<T>,
  { imported, rowsRead, bulk }: { imported: number; rowsRead: number; bulk: boolean },
) => {
  await updateImport(tx, input.importId, { rowsRead });
  return {
    imported,
    rowsRead,
    rejected: await countRejects(tx, input.importId),
    warnings: 0,
    bulk,
    after: await input.after(tx, imported),
  };
};

/**
 * On the PostgreSQL server: the file read in Node and its rows COPYed in binary (`history-direct.ts`) on a
 * connection of its own that holds the load's transaction. A bulk load into a campaign without history
 * COPYs straight into `vote_history` without its overhead; otherwise the rows go to a temporary table of
 * its columns, and from there to the history as on PGlite.
 */
const loadOnServer = async <T>(connectionString: string, input: HistoryLoadInput<T>) => {
  const { campaignId } = input;
  const client = new pg.Client({ connectionString });
  client.on('error', () => undefined); // a lost connection fails the query in flight, which fails the import
  await client.connect();
  try {
    const db = drizzle(client, { schema, casing: 'snake_case' });
    return await db.transaction(async (tx) => {
      await tuneLoad(tx, true);
      const stream = async (target: string) =>
        streamHistory(client, tx, {
          importId: input.importId,
          campaignId,
          width: input.header.length,
          delimiter: input.file.delimiter,
          columns: columnsOf(input.header),
          records: input.file.fields(),
          existing: await campaignElections(tx, campaignId),
          voters: await loadVoterIds(client, campaignId),
          target,
        });
      const bulk = await isHistoryBulk(tx, input.lines - 1);
      if (bulk && !(await hasHistory(tx, campaignId))) {
        let [rowsRead, imported] = [0, 0];
        await withoutLoadOverhead(
          tx,
          campaignId,
          async () => {
            ({ read: rowsRead, written: imported } = await stream('vote_history'));
          },
          async () => {
            imported -= await deleteDuplicates(tx, campaignId);
          },
          'history',
        );
        return finish(tx, input, { imported, rowsRead, bulk });
      }
      await tx.execute(
        sql.raw(
          `create temp table history_rows on commit drop as select ${HISTORY_COLUMNS} from vote_history limit 0`,
        ),
      );
      const { read: rowsRead } = await stream('history_rows');
      const rows = sql.raw(`select ${HISTORY_COLUMNS} from history_rows`);
      const imported = bulk
        ? await bulkInsert(tx, campaignId, rows)
        : rowsAffected(await tx.execute(sql`insert into ${HISTORY} ${rows} on conflict do nothing`));
      return finish(tx, input, { imported, rowsRead, bulk });
    });
  } finally {
    await client.end();
  }
};

/** Loads an `ncvhis` file: on the server through Node and binary COPY, on PGlite staged whole. */
export const loadHistoryFile = async <T>(database: Database, input: HistoryLoadInput<T>) => {
  const { jobsConnection } = database;
  if ('connectionString' in jobsConnection) return loadOnServer(jobsConnection.connectionString, input);
  const { importId, campaignId } = input;
  const width = input.header.length;
  const rowsRead = await stageHistoryFile(database, { ...input.file, importId, width });
  const staging = historyStaging(importId);
  const columns = columnsOf(input.header);
  const [ncid, label, description, method, party] = [
    columns.ncid,
    columns.label,
    columns.description,
    columns.method,
    columns.party,
  ].map(cell) as [SQL, SQL, SQL, SQL, SQL];
  return database.db.transaction(async (tx) => {
    await tuneLoad(tx, false);
    await tx.execute(sql`analyze ${staging}`);
    const labels = await tx.execute(sql`
      select coalesce(${label}, '') as label, coalesce(${description}, '') as description, count(*)::int as rows
      from ${staging} group by 1, 2`);
    const list = fileElections(
      labels.rows as { label: string; description: string; rows: number }[],
      await campaignElections(tx, campaignId),
    );
    const elections =
      list.length === 0
        ? sql`(select null::text as label, null::text as code, null::date as date) e`
        : sql`(values ${sql.join(
            list.map((e) => sql`(${e.label}, ${e.code}, ${e.date}::date)`),
            sql`, `,
          )}) as e(label, code, date)`;
    await rejectRows(
      tx,
      { importId, campaignId, width, delimiter: input.file.delimiter },
      staging,
      ncid,
      label,
      elections,
    );
    const rows = sql`
      select v.id, ${campaignId}::uuid, e.code, e.date,
        case coalesce(upper(btrim(s.${method})), '') ${METHODS} when '' then null else 'other' end,
        nullif(upper(btrim(s.${party})), '')
      from ${staging} s join ${elections} on e.label = s.${label}
      join ${voters} v on v.campaign_id = ${campaignId} and v.state_voter_id = btrim(s.${ncid})`;
    const bulk = await isHistoryBulk(tx, rowsRead);
    const imported = bulk
      ? await bulkInsert(tx, campaignId, rows)
      : rowsAffected(await tx.execute(sql`insert into ${HISTORY} ${rows} on conflict do nothing`));
    await dropHistoryStaging(tx, importId);
    return finish(tx, input, { imported, rowsRead, bulk });
  });
};
