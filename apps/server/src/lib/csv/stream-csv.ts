import { stringify, type Stringifier } from 'csv-stringify';
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
