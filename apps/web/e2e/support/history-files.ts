import { readFile } from 'node:fs/promises';
// The journeys run in Node: they write their fixture files with the bench's writers (test data only).
import { NCVHIS_HEADER, writeHistoryFile } from '../../../server/bench/history-file.ts';
import { voterFileHeader, writeVoterFile } from '../../../server/bench/voter-file.ts';

/** One row of a published-form file (every cell quoted, tabs between; the line without its CRLF). */
const cellsOf = (line: string): string[] => line.slice(1, -1).split('"\t"');

const column = (name: string) => NCVHIS_HEADER.indexOf(name);

/**
 * An `ncvoter` and its `ncvhis` as North Carolina publishes them (quoted, tab, Latin-1, CRLF, accented
 * names), `rows` voters, with `unknown` history rows of voters the file does not have.
 */
export const writeRealFormFiles = async (dir: string, rows: number, unknown: number) => {
  const ncvoter = `${dir}/ncvoter92.txt`;
  const ncvhis = `${dir}/ncvhis92.txt`;
  await writeVoterFile({ rows, out: ncvoter, realForm: true });
  const history = await writeHistoryFile({ rows, out: ncvhis, unknown, duplicates: 3 });
  return { ncvoter, ncvhis, historyRows: history.rows };
};

/**
 * From the files alone: the voters of the voter file who voted early (ABSENTEE ONESTOP) in at least `min` of
 * the history's last `count` general elections (a row given twice counts once).
 */
export const earlyVotersOfLastGenerals = async (
  files: { ncvoter: string; ncvhis: string },
  count: number,
  min: number,
): Promise<{ voters: number; generals: string[] }> => {
  const lines = async (path: string) =>
    (await readFile(path, 'latin1')).split('\r\n').filter(Boolean).slice(1).map(cellsOf);
  const ncidColumn = voterFileHeader(false).indexOf('ncid');
  const known = new Set((await lines(files.ncvoter)).map((cells) => cells[ncidColumn]));
  const history = await lines(files.ncvhis);
  const iso = (us: string) => `${us.slice(6, 10)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;
  const generals = [
    ...new Set(
      history
        .filter((cells) => (cells[column('election_desc')] ?? '').endsWith(' GENERAL'))
        .map((cells) => iso(cells[column('election_lbl')] ?? '')),
    ),
  ]
    .sort()
    .reverse()
    .slice(0, count);
  const early = new Map<string, Set<string>>();
  for (const cells of history) {
    const ncid = cells[column('ncid')] ?? '';
    const date = iso(cells[column('election_lbl')] ?? '');
    if (!known.has(ncid) || !generals.includes(date)) continue;
    if (cells[column('voting_method')] !== 'ABSENTEE ONESTOP') continue;
    early.set(ncid, (early.get(ncid) ?? new Set()).add(date));
  }
  return { voters: [...early.values()].filter((dates) => dates.size >= min).length, generals };
};
