import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import {
  HISTORY_ELECTIONS,
  NCVHIS_HEADER,
  VOTING_METHODS,
  writeHistoryFile,
} from '../../../bench/history-file.ts';
import { writeVoterFile } from '../../../bench/voter-file.ts';
import { NCVOTER_HEADER } from '../ncvoter-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'published-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The bytes' lines as published: each must end in CRLF and be quoted fields between tabs. */
const publishedRows = (bytes: Buffer) => {
  const text = bytes.toString('latin1');
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(line).toMatch(/^"[^"\t]*"(\t"[^"\t]*")*$/);
  }
  const rows = parse(bytes, { delimiter: '\t', record_delimiter: '\r\n', encoding: 'latin1' }) as string[][];
  expect(rows).toEqual(lines.map((line) => line.split('\t').map((cell) => cell.slice(1, -1))));
  return rows;
};

describe('the generator’s published form', () => {
  it('writes an ncvoter file quoted, tab-separated, CRLF, in Latin-1 with accented names', async () => {
    const out = join(dir, 'ncvoter.txt');
    const result = await writeVoterFile({ rows: 120, out, realForm: true });
    const bytes = readFileSync(out);
    expect(result).toMatchObject({ rows: 120, bytes: bytes.length });
    expect(bytes.subarray(0, 27).toString()).toBe('"county_id"\t"county_desc"\t"');
    const [header, ...rows] = publishedRows(bytes);
    expect(header).toEqual(NCVOTER_HEADER);
    expect(rows).toHaveLength(120);
    const last = (row: string[] | undefined) => row?.[NCVOTER_HEADER.indexOf('last_name')];
    // Voter 37's surname is MUÑOZ: Ñ is the single byte 0xD1, not UTF-8's two.
    expect(last(rows[36])).toBe('MUÑOZ');
    expect(bytes.includes(Buffer.from('"MU\xd1OZ"', 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from('MUÑOZ', 'utf8'))).toBe(false);
    expect(rows[52]?.[NCVOTER_HEADER.indexOf('first_name')]).toBe('RENÉE');
    expect(new Set(rows.map((r) => r.length))).toEqual(new Set([NCVOTER_HEADER.length]));
  });

  it('keeps the clean form unquoted, UTF-8 and LF, with the same voters', async () => {
    const [clean, real] = [join(dir, 'clean.txt'), join(dir, 'real.txt')];
    await writeVoterFile({ rows: 30, out: clean });
    await writeVoterFile({ rows: 30, out: real, realForm: true });
    const text = readFileSync(clean, 'utf8');
    expect(text).not.toMatch(/["\r]/);
    const cleanRows = text
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t'));
    expect(cleanRows).toEqual(publishedRows(readFileSync(real)));
  });

  it('writes the matching ncvhis with unknown ncids and exact duplicates, the same for a seed', async () => {
    const [voterFile, out, again] = ['v.txt', 'h.txt', 'h2.txt'].map((name) => join(dir, name)) as string[];
    await writeVoterFile({ rows: 300, out: voterFile!, realForm: true, seed: 7 });
    const result = await writeHistoryFile({ rows: 300, out: out!, seed: 7, unknown: 6, duplicates: 4 });
    const bytes = readFileSync(out!);
    const [header, ...rows] = publishedRows(bytes);
    expect(header).toEqual(NCVHIS_HEADER);
    expect(result).toMatchObject({ rows: rows.length, voters: 300, unknown: 6, duplicates: 4 });
    expect(rows.length / 300).toBeGreaterThan(4.5);
    expect(rows.length / 300).toBeLessThan(6.5);

    const [, ...voters] = publishedRows(readFileSync(voterFile!));
    const regNums = new Map(voters.map((v) => [v[3], v[2]]));
    const col = (name: string) => NCVHIS_HEADER.indexOf(name);
    const unknown = rows.filter((r) => !regNums.has(r[col('ncid')]));
    expect(unknown).toHaveLength(6);
    for (const r of rows.filter((row) => regNums.has(row[col('ncid')])))
      expect(r[col('voter_reg_num')]).toBe(regNums.get(r[col('ncid')]));
    const lines = bytes.toString('latin1').split('\r\n');
    expect(lines.length - new Set(lines).size).toBe(4);

    const descs = new Set(
      HISTORY_ELECTIONS.map(
        (e) => `${e.date.slice(5, 7)}/${e.date.slice(8)}/${e.date.slice(0, 4)} ${e.type}`,
      ),
    );
    for (const r of rows) {
      expect(descs).toContain(r[col('election_desc')]);
      expect(r[col('election_desc')]?.startsWith(`${r[col('election_lbl')]} `)).toBe(true);
      expect(VOTING_METHODS).toContain(r[col('voting_method')]);
      expect(['DEM', 'REP', 'UNA', 'LIB', 'GRE']).toContain(r[col('voted_party_cd')]);
    }
    await writeHistoryFile({ rows: 300, out: again!, seed: 7, unknown: 6, duplicates: 4 });
    expect(readFileSync(again!).equals(bytes)).toBe(true);
  });
});
