import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { toCopyCsv } from './copy-csv.ts';

describe('CSV for COPY', () => {
  it('writes what csv-stringify writes: empty for null, quotes only where needed', () => {
    const rows = [
      ['5d1b5e5e-1111-4111-8111-111111111111', 2, 'AA1\tNúñez\tJosé', null, '', 'plain'],
      ['id', 3, 'say "hi"', 'a,b', 'two\nlines', 'cr\rhere'],
      ['id', 4, ' spaces kept ', "O'Brien", '=1+1', '"'],
    ];
    expect(toCopyCsv(rows)).toBe(stringify(rows));
    expect(toCopyCsv([])).toBe('');
  });

  it('leaves out NUL characters, which PostgreSQL refuses in text', () => {
    expect(toCopyCsv([['AA1\u0000', 'Ana\u0000\u0000 Lopez', 'a,\u0000b']])).toBe('AA1,Ana Lopez,"a,b"\n');
  });
});
