import { describe, expect, it } from 'vitest';
import { neutralizeFormula, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const cell of [
      '=1+2',
      '+1+2',
      '-1+2',
      "-2+3+cmd|' /C calc'!A0",
      '+x',
      '@SUM(A1)',
      '\tx',
      '\rx',
      '-',
      '+1.',
    ])
      expect(neutralizeFormula(cell)).toBe(`'${cell}`);
    expect(neutralizeFormula('NC123')).toBe('NC123');
  });

  it('leaves a plain signed number as it is: a longitude, an E.164 phone', () => {
    for (const cell of ['-78.6382', '+19195550123', '-1', '+1', '35.7796'])
      expect(neutralizeFormula(cell)).toBe(cell);
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
