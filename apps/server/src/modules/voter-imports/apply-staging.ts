/**
 * Moves one import's staged rows into `voters` and `vote_history`, all in the caller's transaction
 * (decisions 0013, 0027, 0068). The rows arrive mapped and validated (`stage-row.ts`): what is left here is
 * the file's duplicate voter ids (a later line wins), then the voters, then the history. A campaign
 * without voters yet (its first file) gets plain inserts: no lookup of existing voters or history. A later
 * file is first compared with the stored voters: only the new ones are inserted and only the changed ones
 * rewritten (an identical row is left alone: no dead tuple, `updated_at` kept), and a full file
 * (`remove_absent`) marks the campaign's voters it no longer lists removed, kept with all they carry. A
 * load that writes at least as many rows as the table holds runs without the load's overhead
 * (`bulk-load.ts`): secondary indexes, foreign keys and version triggers are put back after.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ColumnMapping, VoterImportSummary } from '@groundwork/shared/contracts/voter-imports';
import { rowsAffected, type DbOrTx } from '../../db/client.ts';
import { voteHistory, voterImportRejects, voterImportWarnings, voters } from '../../db/schema/index.ts';
import { isBulkLoad, withoutLoadOverhead } from './bulk-load.ts';
import { VOTER_COLUMNS, type Election } from './stage-row.ts';
import { dropStaging, stagingTable, updateImport } from './voter-imports.repository.ts';

/** A file without coordinates, phone or e-mail keeps the ones a voter already has. */
const KEEP_WHEN_EMPTY = new Set(['lat', 'lng', 'phone', 'email']);
const NAMES = sql.raw(VOTER_COLUMNS.join(', '));
const STAGED = sql.raw(VOTER_COLUMNS.map((c) => `s.${c}`).join(', '));
/** `set` list of an update from `source`: the file's values, and the voter listed again. */
const setFrom = (source: string) =>
  sql.raw(
    [
      ...VOTER_COLUMNS.map((c) =>
        KEEP_WHEN_EMPTY.has(c) ? `${c} = coalesce(${source}.${c}, voters.${c})` : `${c} = ${source}.${c}`,
      ),
      'removed_at = null',
      'updated_at = now()',
    ].join(', '),
  );
/** True when the staged row `source` would change the stored voter `target` (or it comes back). */
const differs = (source: string, target: string) =>
  sql.raw(
    `(${target}.removed_at is not null or ${VOTER_COLUMNS.map((c) =>
      KEEP_WHEN_EMPTY.has(c)
        ? `coalesce(${source}.${c}, ${target}.${c}) is distinct from ${target}.${c}`
        : `${source}.${c} is distinct from ${target}.${c}`,
    ).join(' or ')})`,
  );

/** The summary of a campaign's first file: every voter is new. */
export const firstFileSummary = (added: number): VoterImportSummary => ({
  added,
  changed: 0,
  removed: 0,
  unchanged: 0,
});

const DUPLICATE = 'Duplicate voter id in the file (a later line wins)';

/** Removes the rows a later line with the same voter id replaces; returns their line numbers. */
const removeDuplicates = async (tx: DbOrTx, staging: SQL) => {
  const result = await tx.execute(sql`
    delete from ${staging} s using (
      select state_voter_id, max(line) as keep from ${staging} group by state_voter_id having count(*) > 1
    ) d where s.state_voter_id = d.state_voter_id and s.line <> d.keep
    returning s.line`);
  return (result.rows as { line: number }[]).map((r) => Number(r.line));
};

/** The new voters, with their staged (time-ordered) ids; on a campaign with voters, only those it lacks. */
const insertVoters = async (tx: DbOrTx, staging: SQL, campaignId: string, fresh: boolean) => {
  await tx.execute(sql`
    insert into ${voters} (id, campaign_id, state_voter_id, ${NAMES})
    select s.id, ${campaignId}, s.state_voter_id, ${STAGED} from ${staging} s
    ${fresh ? sql`` : sql`where not exists (select 1 from ${voters} v where v.campaign_id = ${campaignId} and v.state_voter_id = s.state_voter_id)`}`);
};

/** The staged voters against the campaign's: how many are new, changed and identical. */
const compareVoters = async (tx: DbOrTx, staging: SQL, campaignId: string) => {
  const result = await tx.execute(sql`
    select count(*) filter (where v.id is null)::int as added,
      count(*) filter (where v.id is not null and ${differs('s', 'v')})::int as changed,
      count(*)::int as total
    from ${staging} s
    left join ${voters} v on v.campaign_id = ${campaignId} and v.state_voter_id = s.state_voter_id`);
  const row = result.rows[0] as { added: number; changed: number; total: number };
  const [added, changed] = [Number(row.added), Number(row.changed)];
  return { added, changed, removed: 0, unchanged: Number(row.total) - added - changed };
};

/** The campaign's voters the file changes are rewritten (identical ones are not), the others inserted. */
const updateThenInsertVoters = async (tx: DbOrTx, staging: SQL, campaignId: string) => {
  await tx.execute(sql`
    update ${voters} set ${setFrom('s')} from ${staging} s
    where voters.campaign_id = ${campaignId} and voters.state_voter_id = s.state_voter_id
      and ${differs('s', 'voters')}`);
  await insertVoters(tx, staging, campaignId, false);
};

/** Marks the campaign's listed voters the file does not list as removed; returns how many. */
const removeAbsent = async (tx: DbOrTx, staging: SQL, campaignId: string) =>
  rowsAffected(
    await tx.execute(sql`
    update ${voters} set removed_at = now(), updated_at = now()
    where campaign_id = ${campaignId} and removed_at is null
      and not exists (select 1 from ${staging} s where s.state_voter_id = voters.state_voter_id)`),
  );

/**
 * The history positions unpivoted: one row per voter and election. A campaign's first file takes the
 * staged ids as they are; otherwise each row finds its voter, and elections a voter has are skipped.
 */
const insertHistory = async (
  tx: DbOrTx,
  staging: SQL,
  campaignId: string,
  list: Election[],
  fresh: boolean,
) => {
  if (list.length === 0) return;
  const values = sql.join(
    list.map((e, i) => sql`(${i}::int, ${e.code}::text, ${e.date}::date)`),
    sql`, `,
  );
  const unpivoted = sql`${staging} s cross join lateral unnest(s.history) as h(i)
    join (values ${values}) as e(i, code, date) on e.i = h.i`;
  await tx.execute(
    fresh
      ? sql`insert into ${voteHistory} (voter_id, campaign_id, election_code, election_date)
          select s.id, ${campaignId}::uuid, e.code, e.date from ${unpivoted}`
      : sql`insert into ${voteHistory} (voter_id, campaign_id, election_code, election_date)
          select v.id, ${campaignId}::uuid, e.code, e.date from ${unpivoted}
          join ${voters} v on v.campaign_id = ${campaignId} and v.state_voter_id = s.state_voter_id
          where not exists (select 1 from ${voteHistory} o where o.voter_id = v.id and o.election_code = e.code)
          on conflict do nothing`,
  );
};

/** True when the campaign has no voters yet (its first file). */
export const isFresh = async (tx: DbOrTx, campaignId: string) =>
  (
    await tx.execute(
      sql`select not exists (select 1 from ${voters} where campaign_id = ${campaignId}) as fresh`,
    )
  ).rows[0]?.fresh === true;

/** The load transaction's memory and commit settings (see `applyStaging`). */
export const tuneLoad = async (tx: DbOrTx, server: boolean) => {
  await tx.execute(
    server
      ? sql`set local work_mem = '128MB'; set local maintenance_work_mem = '512MB'; set local synchronous_commit = off`
      : sql`set local maintenance_work_mem = '16MB'`,
  );
};

/** Rejects the lines a later line with the same voter id replaced, with their raw text. */
export const rejectDuplicates = async (
  tx: DbOrTx,
  importId: string,
  lines: number[],
  rawLines: ApplyInput['rawLines'],
) => {
  if (lines.length === 0) return;
  // The replaced lines' voters were not kept: nor are their warnings.
  await tx
    .delete(voterImportWarnings)
    .where(and(eq(voterImportWarnings.importId, importId), inArray(voterImportWarnings.line, lines)));
  const raw = await rawLines(lines);
  const rows = lines.map((line) => ({ importId, line, reason: DUPLICATE, raw: raw.get(line) ?? '' }));
  for (let at = 0; at < rows.length; at += 5_000) {
    await tx.insert(voterImportRejects).values(rows.slice(at, at + 5_000));
  }
};

/** How many of the import's lines were rejected. */
export const countRejects = async (tx: DbOrTx, importId: string) => {
  const [rejected] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(voterImportRejects)
    .where(eq(voterImportRejects.importId, importId));
  return Number(rejected?.n ?? 0);
};

/** How many warnings the import's kept voters have. */
export const countWarnings = async (tx: DbOrTx, importId: string) => {
  const [warned] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(voterImportWarnings)
    .where(eq(voterImportWarnings.importId, importId));
  return Number(warned?.n ?? 0);
};

export interface ApplyInput {
  importId: string;
  campaignId: string;
  /** `remove_absent`: the file is full, the campaign's voters it does not list are marked removed. */
  mapping: Pick<ColumnMapping, 'remove_absent'>;
  /** Rows in the staging table. */
  staged: number;
  elections: Election[];
  /** The raw text of the file's lines `lines` (for the duplicates' rejects). */
  rawLines: (lines: number[]) => Promise<Map<number, string>>;
}

/**
 * Applies the staged rows and drops the staging table; returns how many were applied and how many
 * rejected, and stores the import's summary (added, changed, removed, unchanged) in the same
 * transaction: a failed import changes, removes and counts nothing. A file that kept no voter removes
 * none (a wrong or empty file is not the news that every voter left). On the PostgreSQL server the
 * transaction's sorts, hashes and index builds get the memory a load needs (the 4 MB default spills
 * them to disk); PGlite's memory is the server process's and its WebAssembly heap never shrinks, so its
 * index builds sort in 16 MB and spill the rest to disk. The commit does not wait for its WAL to reach
 * the disk (`synchronous_commit = off`): a crash in the next fraction of a second loses the whole
 * import, never part of it, and its row is then not `done`.
 */
export const applyStaging = async (tx: DbOrTx, input: ApplyInput, server: boolean) => {
  const { importId, campaignId } = input;
  const staging = stagingTable(importId);
  await tuneLoad(tx, server);
  const duplicates = await removeDuplicates(tx, staging);
  await rejectDuplicates(tx, importId, duplicates, input.rawLines);
  const kept = input.staged - duplicates.length;
  const fresh = await isFresh(tx, campaignId);
  const summary = fresh ? firstFileSummary(kept) : await compareVoters(tx, staging, campaignId);
  const write = async () => {
    if (fresh) await insertVoters(tx, staging, campaignId, true);
    else if (summary.added + summary.changed > 0) await updateThenInsertVoters(tx, staging, campaignId);
    await insertHistory(tx, staging, campaignId, input.elections, fresh);
  };
  if (await isBulkLoad(tx, summary.added + summary.changed)) await withoutLoadOverhead(tx, campaignId, write);
  else await write();
  if (input.mapping.remove_absent === true && !fresh && kept > 0) {
    summary.removed = await removeAbsent(tx, staging, campaignId);
  }
  await dropStaging(tx, importId);
  await updateImport(tx, importId, { summary });
  return {
    imported: kept,
    summary,
    rejected: await countRejects(tx, importId),
    warnings: await countWarnings(tx, importId),
  };
};
