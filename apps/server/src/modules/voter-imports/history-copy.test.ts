import { describe, expect, it } from 'vitest';
import { HistoryCopy } from './history-copy.ts';

const CAMPAIGN = '11111111-2222-4333-8444-555555555555';
const voterId = (line: number) => `0190a3b4-5c6d-7e8f-9a0b-1234${line.toString(16).padStart(8, '0')}`;

describe('history rows in binary COPY format', () => {
  it('writes the header, one templated row a vote with its line in the voter id, and the trailer', () => {
    const rows = new HistoryCopy(CAMPAIGN, [
      { code: '2024G-1105', date: '2024-11-05' },
      { code: 'SPECIAL', date: null },
    ]);
    expect(rows.take()).toHaveLength(0);
    const votes = 40_000; // past the first megabyte
    for (let line = 2; line < votes + 2; line += 1) rows.push(voterId(line), line, line % 2);
    const bytes = Buffer.from(rows.take());
    expect(bytes.subarray(0, 11).toString('latin1')).toBe('PGCOPY\n\xff\r\n\0');
    const dated = 2 + 20 + 20 + 4 + 10 + 8;
    const undated = 2 + 20 + 20 + 4 + 7 + 4;
    expect(bytes).toHaveLength(19 + (votes / 2) * (dated + undated) + 2);
    // The first row (line 2, the dated election): 4 fields, the voter's id, the campaign, code, date.
    let at = 19;
    expect(bytes.readInt16BE(at)).toBe(4);
    expect(bytes.subarray(at + 6, at + 22).toString('hex')).toBe(voterId(2).replaceAll('-', ''));
    expect(bytes.subarray(at + 26, at + 42).toString('hex')).toBe(CAMPAIGN.replaceAll('-', ''));
    expect(bytes.subarray(at + 46, at + 56).toString()).toBe('2024G-1105');
    expect(bytes.readInt32BE(at + 60)).toBe(9075); // 2024-11-05 is day 9,075 after 2000-01-01
    // The last row: line votes + 1, the undated election (NULL).
    at = bytes.length - 2 - undated;
    expect(bytes.subarray(at + 6, at + 22).toString('hex')).toBe(voterId(votes + 1).replaceAll('-', ''));
    expect(bytes.readInt32BE(at + undated - 4)).toBe(-1);
    expect(bytes.readInt16BE(bytes.length - 2)).toBe(-1);
  });
});
