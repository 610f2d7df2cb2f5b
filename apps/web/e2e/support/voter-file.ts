import { writeFile } from 'node:fs/promises';
// The journeys run in Node, never in the web bundle: they write their fixture files with the server's builders.
// eslint-disable-next-line no-restricted-imports -- test data only (see the comment above)
import { ncvoterRows, ncvoterText, type NcvoterRow } from '../../../server/src/test/voter-files.ts';

export interface GeneratedVoterFile {
  rows: number;
  /** Rows the import must reject (no voter id, no name). */
  rejected: number;
  /** Fields the import must leave blank, keeping the voter (a bad birth year: decision 0052). */
  warnings: number;
}

/**
 * Writes an ncvoter file of `rows` voters (ids AA100000…, which the demo district does not use) to `path`,
 * two of them unusable and one with a bad birth year.
 */
export const writeNcvoterFile = async (path: string, rows: number): Promise<GeneratedVoterFile> => {
  const broken: Record<number, Partial<NcvoterRow>> = {
    7: { ncid: '' },
    [rows - 2]: { last: '', first: '' },
  };
  const warned: Record<number, Partial<NcvoterRow>> = { [Math.floor(rows / 2)]: { birthYear: '19x5' } };
  await writeFile(path, ncvoterText(ncvoterRows(rows, 4, { ...broken, ...warned })), 'utf8');
  return { rows, rejected: Object.keys(broken).length, warnings: Object.keys(warned).length };
};
