/**
 * An import's records mapped into COPY bytes, a batch at a time (decision 0027): the part of an import that
 * is Node's CPU, and that runs either in the import's thread or in a worker (`map-worker.ts`). Nothing here
 * touches a database: a batch is the bytes of its COPYs, its rejects and the progress after it; the writes
 * are the caller's (`import-batches.ts`).
 */
import type { ColumnMapping } from '@groundwork/shared/contracts/voter-imports';
import { BinaryCopy, dateDays } from '../../lib/copy-binary.ts';
import { CopyBuffer } from '../../lib/copy-csv.ts';
import type { VoterRecord } from '../../lib/csv/record-reader.ts';
import { HistoryCopy, uuidBytes } from './history-copy.ts';
import {
  elections,
  rowMapper,
  VOTER_COLUMNS,
  voterMapper,
  type Election,
  type VoterWriter,
} from './stage-row.ts';

export const BATCH = 5_000;
const NUL = '\u0000';
const VOTER_COUNT = 3 + VOTER_COLUMNS.length;

/** How a worker makes the mapper: plain data (it crosses to the worker as `workerData`). */
export type MapperSpec =
  | { kind: 'staging'; mapping: ColumnMapping }
  | { kind: 'direct'; mapping: ColumnMapping; campaignId: string };

/** One batch mapped: its COPYs' bytes (in the writer's order), its rejects, and the counts so far. */
export interface MappedBatch {
  copies: Uint8Array[];
  rejects: [line: number, reason: string, raw: string][];
  /** Records read, and accepted, from the start of the file to the end of this batch. */
  rowsRead: number;
  accepted: number;
  /** Called once the batch is written: its bytes are no longer needed. */
  written?: () => void;
}

interface RecordMapper {
  /** Maps one record and keeps its rows; returns why it is rejected, or undefined. */
  add(record: string[], line: number): string | undefined;
  /** The rows kept since the last call, as COPY bytes; valid until the second `take()` after it. */
  take(): Uint8Array[];
}

/** Voters as binary COPY rows of `voters`, and their history as rows of `vote_history` (`direct-load.ts`). */
class DirectRows implements VoterWriter {
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
    if (value === null) this.voters.null();
    else this.voters.int4(dateDays(value));
  }
  end(slots: readonly number[]) {
    this.voters.bytes(this.campaign);
    for (const slot of slots) this.history.push(this.id, this.line, slot);
  }
}

const mapperOf = (spec: MapperSpec): RecordMapper => {
  if (spec.kind === 'direct') {
    const rows = new DirectRows(spec.campaignId, elections(spec.mapping));
    return { add: voterMapper(spec.mapping, rows), take: () => [rows.voters.take(), rows.history.take()] };
  }
  const stage = rowMapper(spec.mapping);
  const lines = new CopyBuffer();
  return {
    add: (record, line) => {
      const row = stage(record, line);
      if (typeof row !== 'string') return row.reason;
      lines.push(row);
      return undefined;
    },
    take: () => [lines.take()],
  };
};

/**
 * The records mapped a batch of `BATCH` at a time (the last one smaller; one, empty, for a file without
 * records). Each batch is mapped when the caller asks for it: its bytes stay valid until the second batch
 * after it is asked for (the buffers take turns).
 */
export async function* mapRecords(
  records: AsyncIterable<VoterRecord[]>,
  spec: MapperSpec,
  delimiter: string,
): AsyncGenerator<MappedBatch> {
  const mapper = mapperOf(spec);
  let rejects: MappedBatch['rejects'] = [];
  let [inBatch, rowsRead, accepted, batches] = [0, 0, 0, 0];
  const batch = (): MappedBatch => {
    const done = { copies: mapper.take(), rejects, rowsRead, accepted };
    [rejects, inBatch, batches] = [[], 0, batches + 1];
    return done;
  };
  for await (const chunk of records) {
    for (const { record, info } of chunk) {
      const reason = mapper.add(record, info.lines);
      if (reason === undefined) accepted += 1;
      else rejects.push([info.lines, reason, record.join(delimiter)]);
    }
    rowsRead += chunk.length;
    inBatch += chunk.length;
    if (inBatch >= BATCH) yield batch();
  }
  if (inBatch > 0 || batches === 0) yield batch();
}
