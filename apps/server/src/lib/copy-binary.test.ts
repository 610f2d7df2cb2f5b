import { describe, expect, it } from 'vitest';
import { BinaryCopy, dateDays } from './copy-binary.ts';

/** The text values of a one-row COPY, read back from its bytes. */
const texts = (bytes: Uint8Array) => {
  const buffer = Buffer.from(bytes);
  const values: (string | null)[] = [];
  let at = 19 + 2; // header, field count
  while (at < buffer.length - 2) {
    const length = buffer.readInt32BE(at);
    values.push(length < 0 ? null : buffer.toString('utf8', at + 4, at + 4 + length));
    at += 4 + Math.max(length, 0);
  }
  return values;
};

describe('binary COPY rows', () => {
  it('writes text as UTF-8 whatever its length and letters, without NUL characters', () => {
    const values = ['DEM', '', 'Zoë Brontë', '日本 🗳', 'a\u0000b', 'x'.repeat(40), `${'é'.repeat(20)}x`];
    const rows = new BinaryCopy();
    rows.row(values.length + 1);
    for (const value of values) rows.text(value);
    rows.null();
    expect(texts(rows.take())).toEqual([...values.map((v) => v.replaceAll('\u0000', '')), null]);
  });

  it('writes counts, lengths and integers big-endian, negative ones in two’s complement', () => {
    const ints = [0, 1, -1, -2, 258, 2 ** 31 - 1, -(2 ** 31), 123_456_789];
    const rows = new BinaryCopy();
    rows.row(300);
    for (const value of ints) rows.int4(value);
    rows.null();
    rows.float8(-78.64);
    const at = rows.bytes(Buffer.alloc(4));
    rows.uint32At(at, 0xfffffffe);
    const expected = Buffer.alloc(2 + ints.length * 8 + 4 + 12 + 4);
    let to = expected.writeInt16BE(300, 0);
    for (const value of ints) to = expected.writeInt32BE(value, expected.writeInt32BE(4, to));
    to = expected.writeInt32BE(-1, to);
    to = expected.writeDoubleBE(-78.64, expected.writeInt32BE(8, to));
    expected.writeUInt32BE(0xfffffffe, to);
    expect(Buffer.from(rows.take()).subarray(19, -2)).toEqual(expected);
  });

  it('keeps the rows it gave while the next two batches are written', () => {
    const rows = new BinaryCopy();
    const batches = ['one', 'two', 'six'].map((value) => {
      rows.row(1);
      rows.text(value);
      return rows.take();
    });
    expect(batches.map(texts)).toEqual([['one'], ['two'], ['six']]);
  });

  it('counts days from 2000-01-01 and refuses a date that does not exist', () => {
    expect(dateDays('2000-01-01')).toBe(0);
    expect(dateDays('1999-12-31')).toBe(-1);
    expect(dateDays('2024-02-29')).toBe(8825);
    expect(dateDays('0099-01-02')).toBe(-694_324); // as PostgreSQL counts it
    expect(() => dateDays('2021-02-29')).toThrow('out of range');
    expect(() => dateDays('2012-13-01')).toThrow('out of range');
    expect(() => dateDays('0000-01-01')).toThrow('out of range');
    const days = Array.from({ length: 146_097 }, (_, n) => n - 73_048); // 1800-01-01 to 2199-12-31
    const isoDays = (n: number) => new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    expect(days.map((n) => dateDays(isoDays(n)))).toEqual(days);
  });
});
