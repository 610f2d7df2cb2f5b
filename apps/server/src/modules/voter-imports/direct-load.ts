/**
 * A campaign's first file COPYed straight into `voters` and `vote_history` on the PostgreSQL server
 * (decision 0027, fifth round): no staging table, no `INSERT … SELECT`, no unpivot in SQL, and the rows in
 * COPY's binary format (`lib/copy-binary.ts`, `history-copy.ts`). One dedicated connection holds the load's transaction
 * for the whole file: it locks both tables, drops their overhead (`bulk-load.ts`), then COPYs each batch of
 * mapped voters and their history rows while Node reads and maps the next (the server and Node work in
 * parallel). Progress and rejects are written beside it, as the staged import writes them. A kill before
 * the commit leaves nothing: the connection's transaction dies with it, and the retried job reads the file
 * again.
 *
 * Duplicate voter ids cost nothing until the unique key is built again before the commit: its build
 * fails, its savepoint is rolled back, every voter a later line of the file replaces is deleted with its
 * history and rejected as the staged import rejects it (a later line wins), and the key is built again.
 * PGlite keeps the staged import: its COPY reads whole batches anyway, and Node and PGlite share a thread.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { ColumnMapping } from '@groundwork/shared/contracts/voter-imports';
import type { Database, DbOrTx } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { voteHistory, voters } from '../../db/schema/index.ts';
import { BinaryCopy, dateDays } from '../../lib/copy-binary.ts';
import {
  countRejects,
  countWarnings,
  firstFileSummary,
  isFresh,
  rejectDuplicates,
  tuneLoad,
  type ApplyInput,
} from './apply-staging.ts';
import { isBulkLoad, withoutLoadOverhead } from './bulk-load.ts';
import { HistoryCopy, uuidBytes } from './history-copy.ts';
import type { MapperOptions } from './field-strings.ts';
import { mapperOptions, type RecordSink } from './import-batches.ts';
import { elections, lineOfId, VOTER_COLUMNS, voterMapper, type Election } from './stage-row.ts';
import { fieldMapper, type FieldWriter } from './map-fields.ts';
import { updateImport } from './voter-imports.repository.ts';

const NUL = '\u0000';

const VOTER_COUNT = 3 + VOTER_COLUMNS.length;
const VOTERS = `voters (${['id', 'state_voter_id', ...VOTER_COLUMNS, 'campaign_id'].join(', ')})`;
const HISTORY = 'vote_history (voter_id, campaign_id, election_code, election_date)';

const copy = async (client: pg.Client, target: string, bytes: Uint8Array) => {
  if (bytes.length === 0) return;
  await pipeline(
    Readable.from([bytes]),
    client.query(copyFrom(`copy ${target} from stdin with (format binary)`)),
  );
};

/** Voters as binary COPY rows of `voters`, and their history as rows of `vote_history`. */
export class DirectRows implements FieldWriter {
  readonly voters = new BinaryCopy();
  readonly history: HistoryCopy;
  private readonly campaign: Buffer;
  private line = 0;
  private id = '';
  /** The voter ids' length and bytes; only the last four, the line, change (`stage-row.ts`). */
  private ids: Buffer | undefined;

  constructor(campaignId: string, list: Election[]) {
    this.campaign = Buffer.concat([Buffer.from([0, 0, 0, 16]), uuidBytes(campaignId)]);
    this.history = new HistoryCopy(campaignId, list);
  }

  begin(line: number, id: string) {
    [this.line, this.id] = [line, id];
    this.ids ??= Buffer.concat([Buffer.from([0, 0, 0, 16]), uuidBytes(id)]);
    this.voters.row(VOTER_COUNT);
    this.voters.uint32At(this.voters.bytes(this.ids) + 16, line);
  }
  text(value: string) {
    // A value of NUL characters alone is '' once they are dropped.
    if (value === '' || (value.charCodeAt(0) === 0 && value.replaceAll(NUL, '') === '')) this.voters.null();
    else this.voters.text(value);
  }
  name(value: string) {
    this.voters.text(value);
  }
  float(value: string) {
    if (value === '') this.voters.null();
    else this.voters.float8(Number(value));
  }
  int(value: string) {
    if (value === '') this.voters.null();
    else this.voters.int4(Number(value));
  }
  date(value: string | null) {
    this.days(value === null ? null : dateDays(value));
  }
  ascii(source: Uint8Array, start: number, end: number, upper?: boolean) {
    return this.voters.ascii(source, start, end, upper);
  }
  number(value: number) {
    this.voters.float8(value);
  }
  integer(value: number) {
    this.voters.int4(value);
  }
  days(value: number | null) {
    if (value === null) this.voters.null();
    else this.voters.int4(value);
  }
  end(slots: readonly number[]) {
    this.voters.bytes(this.campaign);
    for (const slot of slots) this.history.push(this.id, this.line, slot);
  }
}

/** Maps records into `DirectRows`; each batch is COPYed on `client`, in its transaction. */
const directSink = (
  client: pg.Client,
  mapping: ColumnMapping,
  campaignId: string,
  options: MapperOptions,
): RecordSink => {
  const rows = new DirectRows(campaignId, elections(mapping));
  return {
    warnings: options.warnings,
    add: voterMapper(mapping, rows, options),
    addFields: fieldMapper(mapping, rows, options),
    take: () => {
      const voters = rows.voters.take();
      const history = rows.history.take();
      return async () => {
        await copy(client, VOTERS, voters);
        await copy(client, HISTORY, history);
      };
    },
  };
};

/** Deletes the campaign's voters a later line with the same voter id replaced, and their history. */
const removeReplaced = async (tx: DbOrTx, campaignId: string): Promise<number[]> => {
  const removed = await tx.execute(sql`
    with replaced as (
      delete from ${voters} v using ${voters} w
      where v.campaign_id = ${campaignId} and w.campaign_id = ${campaignId}
        and w.state_voter_id = v.state_voter_id and w.id > v.id
      returning v.id
    ), history as (delete from ${voteHistory} h using replaced r where h.voter_id = r.id)
    select id from replaced`);
  return (removed.rows as { id: string }[]).map((r) => lineOfId(r.id)).sort((a, b) => a - b);
};

export interface FirstFileInput<T> extends Pick<ApplyInput, 'importId' | 'campaignId' | 'rawLines'> {
  mapping: ColumnMapping;
  /** The header's columns and the delimiter (a row's cells past the header are a warning). */
  header: number;
  delimiter: string;
  /** The file's lines, header included: the load is bulk when its records are at least the table's voters. */
  lines: number;
  /** Streams the file's records into `sink` (progress and rejects written beside it). */
  stream: (sink: RecordSink) => Promise<{ rowsRead: number; accepted: number }>;
  /** Runs in the load's transaction once the voters are in. */
  after: (tx: DbOrTx, imported: number) => Promise<T>;
}

/**
 * Loads the file straight into the tables on the server when the campaign has no voters yet and the load
 * is bulk; otherwise returns undefined having changed nothing (the staged import then runs).
 */
export const loadFirstFile = async <T>(database: Database, input: FirstFileInput<T>) => {
  const { campaignId, importId } = input;
  const { jobsConnection } = database;
  if (!('connectionString' in jobsConnection) || !(await isFresh(database.db, campaignId))) return undefined;
  const client = new pg.Client({ connectionString: jobsConnection.connectionString });
  client.on('error', () => undefined); // a lost connection fails the query in flight, which fails the import
  await client.connect();
  try {
    const db = drizzle(client, { schema, casing: 'snake_case' });
    return await db.transaction(async (tx) => {
      // Checked again under the lock: another import of the campaign may have committed since.
      await tx.execute(sql`lock table ${voters}, ${voteHistory} in access exclusive mode`);
      if (!(await isFresh(tx, campaignId)) || !(await isBulkLoad(tx, input.lines - 1))) return undefined;
      await tuneLoad(tx, true);
      let replaced = 0;
      const read = await withoutLoadOverhead(
        tx,
        campaignId,
        () =>
          input.stream(
            directSink(client, input.mapping, campaignId, mapperOptions(input.header, input.delimiter)),
          ),
        async () => {
          const lines = await removeReplaced(tx, campaignId);
          await rejectDuplicates(tx, importId, lines, input.rawLines);
          replaced = lines.length;
        },
      );
      const imported = read.accepted - replaced;
      await updateImport(tx, importId, { summary: firstFileSummary(imported) });
      return {
        imported,
        rowsRead: read.rowsRead,
        rejected: await countRejects(tx, importId),
        warnings: await countWarnings(tx, importId),
        after: await input.after(tx, imported),
      };
    });
  } finally {
    await client.end();
  }
};
