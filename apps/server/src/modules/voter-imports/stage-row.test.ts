import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { ColumnMapping } from '@groundwork/shared/contracts/voter-imports';
import { CopyBuffer } from '../../lib/copy-csv.ts';
import type { WarningRows } from './field-checks.ts';
import { elections, rowMapper, STAGING_COLUMNS } from './stage-row.ts';

/** Columns: id, first, last, street, unit, zip, party, yob, dob, reg, lat, lng, then three elections. */
const mapping: ColumnMapping = {
  layout: 'generic',
  fields: {
    state_voter_id: 0,
    first_name: 1,
    last_name: 2,
    res_street: 3,
    res_unit: 4,
    res_zip: 5,
    party: 6,
    birth_year: 7,
    birth_date: 8,
    registration_date: 9,
    lat: 10,
    lng: 11,
  },
  history: [
    { column: 12, election_code: '2024G-1105', election_date: '2024-11-05', election_type: 'GENERAL' },
    { column: 13, election_code: '2022G-1108', election_date: '2022-11-08', election_type: 'GENERAL' },
    { column: 14, election_code: '2024G-1105', election_date: '2024-11-05', election_type: 'GENERAL' },
  ],
};

/** The staged row as COPY reads it: column name → cell ('' for NULL, as unquoted empty). */
const staged = (cells: string[], line = 2) => {
  const out = rowMapper(mapping)(cells, line);
  if (typeof out !== 'string') return out;
  const [row] = parse(out) as string[][];
  return Object.fromEntries(STAGING_COLUMNS.map(([c], i) => [c, row![i]]));
};

describe('mapping a record to its staged voter row', () => {
  it('trims, upper-cases codes, reads both date forms and builds the household key', () => {
    const row = staged([
      ' NC1 ',
      ' Ann ',
      'Lee',
      ' 12  main\tst ',
      'apt 2',
      ' 27601-1234',
      'dem',
      '',
      'born 1987-04-02',
      '3/7/2016',
      ' 35.5 ',
      '-78.6',
      'X',
      '',
      'X',
    ]);
    expect(row).toMatchObject({
      line: '2',
      state_voter_id: 'NC1',
      first_name: 'Ann',
      last_name: 'Lee',
      res_street: '12  main\tst',
      res_zip: '27601-1234',
      party: 'DEM',
      birth_year: '1987',
      registration_date: '2016-03-07',
      lat: '35.5',
      lng: '-78.6',
      household_key: '12 MAIN ST APT 2|27601',
      history: '{1}', // the two columns of one election, once; codes in sorted order
    });
    expect(staged(['NC2', '', 'Lee', '', '', '', '', '1990', '', '2016-03-07T00:00', '', ''])).toMatchObject({
      first_name: '',
      middle_name: '',
      birth_year: '1990',
      registration_date: '2016-03-07',
      household_key: 'VOTER:NC2',
      history: '',
    });
  });

  it('writes an empty name as an empty string (not NULL) and quotes what CSV must', () => {
    const out = rowMapper(mapping)(['NC3', 'Ann "Nan"', '', 'a,b', '', '', '', '', '', '', '', ''], 9);
    expect(out).toContain(',"Ann ""Nan""",');
    expect(out).toContain(',"",'); // last name
    expect(staged(['NC3', 'Ann "Nan"', '', 'a,b', '', '', '', '', '', '', '', ''])).toMatchObject({
      first_name: 'Ann "Nan"',
      res_street: 'a,b',
      household_key: 'A,B|',
    });
  });

  it('rejects with the reason of the first rule a record breaks', () => {
    expect(staged(['  ', 'Ann', 'Lee', '', '', '', '', '', '', '', '', ''])).toEqual({
      reason: 'Missing voter id',
    });
    expect(staged(['NC4', ' ', '', '', '', '', '', '', '', '', '', ''])).toEqual({ reason: 'Missing name' });
  });

  it('keeps a voter with a bad birth year or coordinates: the field is blank, with a warning (decision 0052)', () => {
    const warnings: WarningRows = [];
    const stage = rowMapper(mapping, { header: 15, delimiter: ',', warnings });
    const row = (cells: string[]) => {
      const out = stage(cells, 5);
      if (typeof out !== 'string') return out;
      const [cellsOut] = parse(out) as string[][];
      return Object.fromEntries(STAGING_COLUMNS.map(([c], i) => [c, cellsOut![i]]));
    };
    expect(row(['NC5', 'Ann', '', '', '', '', '', '19x5', '', '', '35,5', '-78'])).toMatchObject({
      birth_year: '',
      lat: '',
      lng: '',
    });
    expect(warnings.map(([line, id, field, value]) => [line, id, field, value])).toEqual([
      [5, 'NC5', 'birth_year', '19x5'],
      [5, 'NC5', 'lat', '35,5'],
    ]);
  });

  it('gives time-ordered version 7 ids that increase with the line', () => {
    const stage = rowMapper(mapping);
    const ids = [2, 3, 4].map((line) => {
      const out = stage(['NC7', 'Ann', '', '', '', '', '', '', '', '', '', ''], line);
      return typeof out === 'string' ? out.split(',')[1]! : '';
    });
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(3);
  });

  it('lists the elections sorted, each dated from its code', () => {
    expect(elections(mapping)).toEqual([
      { code: '2022G-1108', date: '2022-11-08' },
      { code: '2024G-1105', date: '2024-11-05' },
    ]);
    expect(elections({ ...mapping, history: [{ ...mapping.history[0]!, election_code: 'OTHER' }] })).toEqual([
      { code: 'OTHER', date: null },
    ]);
  });
});

describe('COPY bytes', () => {
  it('grows past its first megabyte and keeps multi-byte characters whole', () => {
    const buffer = new CopyBuffer();
    const line = `${'é'.repeat(1000)}\n`;
    for (let i = 0; i < 800; i += 1) buffer.push(line);
    const bytes = buffer.take();
    expect(bytes.length).toBe(800 * 2001);
    expect(Buffer.from(bytes).toString('utf8')).toBe(line.repeat(800));
    expect(buffer.empty).toBe(true);
  });

  it('keeps the bytes it gave while the next two batches are written (three buffers take turns)', () => {
    const buffer = new CopyBuffer();
    buffer.push('first\n');
    const first = buffer.take();
    buffer.push('second\n');
    const second = buffer.take();
    buffer.push('third!\n');
    expect(Buffer.from(first).toString()).toBe('first\n');
    expect(Buffer.from(second).toString()).toBe('second\n');
    expect(Buffer.from(buffer.take()).toString()).toBe('third!\n');
  });
});
