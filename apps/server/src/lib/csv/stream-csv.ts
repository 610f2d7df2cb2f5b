import type { Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { neutralizeFormula } from './neutralize-formula.ts';

/**
 * A CSV download streamed a batch at a time (memory stays flat however many rows): `batches` yields arrays of
 * rows, read only as fast as the client takes them. Formula cells are neutralised (CSV injection).
 */
export const streamCsv = (
  columns: readonly string[],
  batches: () => AsyncIterable<readonly Record<string, unknown>[]>,
): Stringifier => {
  const csv = stringify({ header: true, columns: [...columns], cast: { string: neutralizeFormula } });
  const pump = async () => {
    for await (const batch of batches()) {
      for (const row of batch) {
        if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
      }
    }
    csv.end();
  };
  pump().catch((error: unknown) => csv.destroy(error instanceof Error ? error : new Error(String(error))));
  return csv;
};

/** A CSV download and the name the browser saves it under. */
export interface CsvDownload {
  stream: Readable;
  filename: string;
}

/** Sends a CSV download as an attachment (a stream: no response schema serialises it). */
export const sendCsv = (reply: FastifyReply, { stream, filename }: CsvDownload) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(stream);
