import { describe, expect, it } from 'vitest';
import { neutralizeFormula, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralizeFormula(cell)).toBe(`'${cell}`);
    expect(neutralizeFormula('NC123')).toBe('NC123');
  });

  it('builds a file with a header, quoting commas, quotes and line breaks', () => {
    expect(
      toCsv(
        ['line', 'voter_id'],
        [
          [2, 'NC1'],
          [3, 'a,"b"'],
          [4, '=HYPERLINK("x")'],
        ],
      ),
    ).toBe('line,voter_id\r\n2,NC1\r\n3,"a,""b"""\r\n4,"\'=HYPERLINK(""x"")"\r\n');
  });
});
