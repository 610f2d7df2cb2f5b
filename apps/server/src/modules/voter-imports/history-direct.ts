/**
 * An `ncvhis` file read in Node and COPYed, in binary, as `vote_history` rows (decision 0067, second design):
 * of each record only `ncid`, `election_lbl`, `election_desc`, `voting_method` and `voted_party_cd` are read,
 * from the file's bytes (`FieldBatch`): the ncid becomes the voter's id (`voter-id-map.ts`) without a string,
 * the other four take few values each and are decoded once per distinct value (`ByteValues`); a rejected row
 * alone is made strings. The label becomes an election, and the row goes to `target` (the
 * history itself, or a temporary table of its columns) while Node reads the next batch. A row no voter's
 * history can take is written as a reject; a voter's election met again is skipped (one bit per voter and
 * election). An election's code is its date's (an existing election's) or its first row's description's type
 * until the end, when the type most of its rows give is known; the rare label whose code changes then is
 * updated in `target`.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DbOrTx } from '../../db/client.ts';
import { BinaryCopy, dateDays } from '../../lib/copy-binary.ts';
import { toCopyCsv } from '../../lib/copy-csv.ts';
import { ByteValues } from '../../lib/csv/byte-values.ts';
import type { FieldBatch } from '../../lib/csv/field-reader.ts';
import { uuidBytes } from './history-copy.ts';
import { electionCode, electionTypeOf } from './history-elections.ts';
import { BAD_ELECTION, fileElections, labelDate, NOT_A_VOTER, VOTING_METHOD_OF } from './history-labels.ts';
import { REJECT } from './stage-row.ts';
import { VoterIds } from './voter-id-map.ts';

const BATCH = 50_000;
const NO_NCID = -3;
const UUID_LENGTH = Buffer.from([0, 0, 0, 16]);
export const HISTORY_COLUMNS = 'voter_id, campaign_id, election_code, election_date, voting_method, party';

/** Where the five columns are in a record. */
export interface HistoryColumns {
  ncid: number;
  label: number;
  description: number;
  method: number;
  party: number;
}

interface Slot {
  date: string | null;
  code: string;
  /** The code and date as binary COPY values. */
  head: Buffer;
  /** Rows a description gave (the descriptions are `ByteValues`' strings, one a distinct value). */
  descriptions: Map<string, number>;
  /** One bit a voter: its row in this election is written. */
  seen: Uint8Array;
}

const headOf = (code: string, date: string) => {
  const bytes = Buffer.from(code, 'utf8');
  const head = Buffer.alloc(4 + bytes.length + 8);
  bytes.copy(head, head.writeInt32BE(bytes.length, 0));
  head.writeInt32BE(dateDays(date), head.writeInt32BE(4, 4 + bytes.length));
  return head;
};

/** A text value as a binary COPY field (its length, then its bytes), or NULL for none. */
const fieldOf = (value: string | null) => {
  if (value === null) return Buffer.from([0xff, 0xff, 0xff, 0xff]);
  const bytes = Buffer.from(value, 'utf8');
  const field = Buffer.alloc(4 + bytes.length);
  bytes.copy(field, field.writeInt32BE(bytes.length, 0));
  return field;
};

const copyBinary = async (client: pg.Client, target: string, bytes: Uint8Array) => {
  if (bytes.length === 0) return;
  await pipeline(
    Readable.from([bytes]),
    client.query(copyFrom(`copy ${target} (${HISTORY_COLUMNS}) from stdin with (format binary)`)),
  );
};

export interface StreamInput {
  importId: string;
  campaignId: string;
  width: number;
  delimiter: string;
  columns: HistoryColumns;
  records: AsyncIterable<FieldBatch>;
  /** The campaign's elections: a date it has keeps its code. */
  existing: { code: string; date: string | null }[];
  voters: VoterIds;
  /** The table the rows go to. */
  target: string;
}

/** Streams the file's rows into `target`; returns the records read and the rows written. */
export const streamHistory = async (client: pg.Client, tx: DbOrTx, input: StreamInput) => {
  const { columns, voters } = input;
  const campaign = Buffer.concat([UUID_LENGTH, uuidBytes(input.campaignId)]);
  const slots = new Map<string, Slot>();
  const rows = new BinaryCopy();
  let [read, written, batch] = [0, 0, 0];
  let rejects: unknown[][] = [];
  let pending: Promise<void> = Promise.resolve();
  const reject = (batch: FieldBatch, r: number, reason: string) => {
    const record = batch.record(r);
    const raw = Array.from({ length: input.width }, (_, i) => record[i] ?? '').join(input.delimiter);
    rejects.push([input.importId, batch.line(r), reason, raw]);
  };
  const slotOf = (label: string, description: string): Slot => {
    const date = labelDate(label);
    const code =
      date === null
        ? ''
        : (input.existing.find((e) => e.date === date)?.code ??
          electionCode(date, electionTypeOf(description)));
    const slot: Slot = {
      date,
      code,
      head: date === null ? Buffer.alloc(0) : headOf(code, date),
      descriptions: new Map(),
      seen: new Uint8Array(date === null ? 0 : (voters.size >> 3) + 1),
    };
    slots.set(label, slot);
    return slot;
  };
  const flush = async () => {
    const bytes = rows.take();
    await pending;
    pending = copyBinary(client, input.target, bytes);
    pending.catch(() => undefined); // awaited before the next COPY and at the end
    batch = 0;
  };
  let description = ''; // the row's, when its label is new
  const labels = new ByteValues((label) => slotOf(label, description));
  const descriptions = new ByteValues((text) => text);
  const methods = new ByteValues((text) => {
    const method = text.trim().toUpperCase();
    return fieldOf(method === '' ? null : (VOTING_METHOD_OF[method] ?? 'other'));
  });
  const parties = new ByteValues((text) => fieldOf(text.trim().toUpperCase() || null));
  const value = <T>(values: ByteValues<T>, fields: FieldBatch, r: number, f: number) => {
    const start = fields.start(r, f);
    return values.get(fields, start, start < 0 ? start : fields.end(r, f));
  };
  for await (const fields of input.records) {
    const bytes = fields.bytes;
    for (let r = 0; r < fields.length; r += 1) {
      read += 1;
      description = value(descriptions, fields, r, columns.description);
      const slot = value(labels, fields, r, columns.label);
      slot.descriptions.set(description, (slot.descriptions.get(description) ?? 0) + 1);
      const start = fields.start(r, columns.ncid);
      const end = start < 0 ? start : fields.end(r, columns.ncid);
      let voter = voters.find(bytes, start, end);
      if (voter === VoterIds.OTHER) {
        // Not NC's shape: read as text, as a blank one (rejected) is.
        const ncid = fields.text(start, end).trim();
        voter = ncid === '' ? NO_NCID : voters.get(ncid);
      }
      if (voter === NO_NCID) reject(fields, r, REJECT.id);
      else if (slot.date === null) reject(fields, r, BAD_ELECTION);
      else if (voter < 0) reject(fields, r, NOT_A_VOTER);
      else if ((slot.seen[voter >> 3]! & (1 << (voter & 7))) === 0) {
        slot.seen[voter >> 3]! |= 1 << (voter & 7);
        rows.row(6);
        rows.bytes(UUID_LENGTH);
        rows.bytes(voters.id(voter));
        rows.bytes(campaign);
        rows.bytes(slot.head);
        rows.bytes(value(methods, fields, r, columns.method));
        rows.bytes(value(parties, fields, r, columns.party));
        written += 1;
        batch += 1;
      }
    }
    if (batch >= BATCH) await flush();
    if (rejects.length >= BATCH) {
      await pending;
      await copyRejects(client, rejects);
      rejects = [];
    }
  }
  await flush();
  await pending;
  await copyRejects(client, rejects);
  await settleCodes(tx, input, slots);
  return { read, written };
};

const copyRejects = async (client: pg.Client, rows: unknown[][]) => {
  if (rows.length === 0) return;
  await pipeline(
    Readable.from([toCopyCsv(rows)]),
    client.query(
      copyFrom(`copy voter_import_rejects (import_id, line, reason, raw) from stdin with (format csv)`),
    ),
  );
};

/** Gives each election the code its most common description types it by, where its first row's differed. */
const settleCodes = async (tx: DbOrTx, input: StreamInput, slots: Map<string, Slot>) => {
  const labels = [...slots].flatMap(([label, slot]) =>
    [...slot.descriptions].map(([description, rows]) => ({ label, description, rows })),
  );
  for (const election of fileElections(labels, input.existing)) {
    const slot = slots.get(election.label)!;
    if (slot.code === election.code) continue;
    await tx.execute(sql`
      update ${sql.raw(input.target)} set election_code = ${election.code}
      where campaign_id = ${input.campaignId} and election_code = ${slot.code}`);
  }
};
