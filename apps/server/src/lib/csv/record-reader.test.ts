import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readRecords, scanDelimited, type VoterRecord } from './record-reader.ts';

/** The bytes in chunks of `size`, so lines, CRLFs and multi-byte characters straddle chunk ends. */
const chunked = (bytes: Buffer, size: number) => () =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );

const collect = async (batches: AsyncIterable<VoterRecord[]>) => {
  const out: VoterRecord[] = [];
  for await (const batch of batches) {
    for (const r of batch) out.push({ record: r.record, info: { lines: r.info.lines } });
  }
  return out;
};

const both = async (bytes: Buffer, encoding: 'utf8' | 'latin1', delimiter: string) => {
  const results = [];
  for (const size of [1, 3, 7, 64, 1 << 16]) {
    expect(await scanDelimited(chunked(bytes, size)())).toEqual({
      plain: true,
      lines: bytes.toString('latin1').split('\n').length - 1,
    });
    results.push(await collect(readRecords(chunked(bytes, size), true, { encoding, delimiter })));
  }
  const parsed = await collect(readRecords(chunked(bytes, 5), false, { encoding, delimiter }));
  return { results, parsed };
};

describe('voter file record reader', () => {
  it('splits quote-free files exactly as the CSV parser reads them, whatever the chunking', async () => {
    const text =
      "\uFEFFncid\tlast_name\tfirst_name\r\nAA1\tNúñez\tJosé\r\n\r\nAA2\tBrontë\tZoë\r\nAA3\tLee\r\nAA4\tO'Brien\tAnn\textra\r\nAA5\t\t\r\n";
    for (const [encoding, bytes] of [
      ['utf8', Buffer.from(text, 'utf8')],
      ['latin1', Buffer.from(text.slice(1), 'latin1')],
    ] as const) {
      const { results, parsed } = await both(bytes, encoding, '\t');
      expect(parsed.map((r) => r.record[1])).toEqual(['Núñez', 'Brontë', 'Lee', "O'Brien", '']);
      expect(parsed.map((r) => r.info.lines)).toEqual([2, 4, 5, 6, 7]);
      for (const result of results) expect(result).toEqual(parsed);
    }
  });

  it('reads a file with no final newline, and LF line ends', async () => {
    const { results, parsed } = await both(Buffer.from('a,b\n1,2\n\n3,4'), 'utf8', ',');
    expect(parsed).toEqual([
      { record: ['1', '2'], info: { lines: 2 } },
      { record: ['3', '4'], info: { lines: 4 } },
    ]);
    for (const result of results) expect(result).toEqual(parsed);
  });

  it('sends files with quotes or bare carriage returns to the CSV parser, and counts lines past a quote', async () => {
    const scan = (...chunks: string[]) => scanDelimited(Readable.from(chunks.map((c) => Buffer.from(c))));
    expect(await scan('a,b\n"1,5",2\n', '3,4\n5,6\n')).toEqual({ plain: false, lines: 4 });
    expect(await scan('a,b\r1,2\r')).toEqual({ plain: false, lines: 0 });
    expect(await scan('a,b\r', '\n1,2\r\n')).toEqual({ plain: true, lines: 2 });
  });
});
