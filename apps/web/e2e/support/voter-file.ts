import { writeFile } from 'node:fs/promises';
// The journeys run in Node, never in the web bundle: they write their fixture files with the server's builders.
// eslint-disable-next-line no-restricted-imports -- test data only (see the comment above)
import { ncvoterRows, ncvoterText, type NcvoterRow } from '../../../server/src/test/voter-files.ts';

export interface GeneratedVoterFile {
  rows: number;
  /** Rows the import must reject (no voter id, a bad birth year, no name). */
  rejected: number;
}

/**
 * Writes an ncvoter file of `rows` voters (ids AA100000…, which the demo district does not use) to `path`,
 * three of them unusable.
 */
export const writeNcvoterFile = async (path: string, rows: number): Promise<GeneratedVoterFile> => {
  const broken: Record<number, Partial<NcvoterRow>> = {
    7: { ncid: '' },
    [Math.floor(rows / 2)]: { birthYear: '19x5' },
    [rows - 2]: { last: '', first: '' },
  };
  await writeFile(path, ncvoterText(ncvoterRows(rows, 4, broken)), 'utf8');
  return { rows, rejected: Object.keys(broken).length };
};
