/**
 * A first file's `vote_history` rows in COPY's binary format (decision 0027, fifth round): the most numerous
 * rows of an import, and in text the server parsed two UUIDs and a date for each (binary COPYs a million of
 * them in about a third of the time). Every row of an import is one of a few templates — one an election —
 * in which only the voter id's last four bytes, the record's line (`stage-row.ts`), change.
 */
import { BinaryCopy, dateDays } from '../../lib/copy-binary.ts';
import type { Election } from './stage-row.ts';

/** Where the line goes in a row: after the field count, the id's length and the id's first 12 bytes. */
const LINE_AT = 2 + 4 + 12;

export const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');

/** One election's row: voter id (its line written per row), campaign id, election code, election date. */
const template = (voterPrefix: Buffer, campaign: Buffer, election: Election): Buffer => {
  const code = Buffer.from(election.code, 'utf8');
  const row = Buffer.alloc(2 + 20 + 20 + 4 + code.length + (election.date === null ? 4 : 8));
  let at = row.writeInt16BE(4, 0);
  at = row.writeInt32BE(16, at);
  at += voterPrefix.copy(row, at) + 4;
  at = row.writeInt32BE(16, at);
  at += campaign.copy(row, at);
  at = row.writeInt32BE(code.length, at);
  at += code.copy(row, at);
  if (election.date === null) row.writeInt32BE(-1, at);
  else row.writeInt32BE(dateDays(election.date), row.writeInt32BE(4, at));
  return row;
};

export class HistoryCopy {
  private readonly rows = new BinaryCopy();
  private templates: Buffer[] | undefined;

  constructor(
    private readonly campaignId: string,
    private readonly elections: Election[],
  ) {}

  /** Adds the row of the voter `voterId` (made for `line`) in the election at position `slot`. */
  push(voterId: string, line: number, slot: number): void {
    this.templates ??= this.elections.map((e) =>
      template(uuidBytes(voterId).subarray(0, 12), uuidBytes(this.campaignId), e),
    );
    this.rows.uint32At(this.rows.bytes(this.templates[slot]!) + LINE_AT, line);
  }

  /** The rows so far as one binary COPY (empty when none); valid until the next `take()` but one. */
  take(): Uint8Array {
    return this.rows.take();
  }
}
