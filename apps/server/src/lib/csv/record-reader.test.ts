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

  it('reads a file whose fields are quoted whole (NC’s published form) exactly as the CSV parser does', async () => {
    const text =
      '\uFEFF"ncid"\t"last_name"\t"first_name"\r\n"AA1"\t"Núñez"\t"José"\r\n\r\n"AA2"\t""\t"Zoë"\r\n' +
      `AA3\t"Lee"\t\r\n"AA4"\t"O'Brien, Jr"\t"Ann"\t"extra"\r\n"AA5"\t"A ""B"""\r\n`;
    for (const [encoding, bytes] of [
      ['utf8', Buffer.from(text, 'utf8')],
      ['latin1', Buffer.from(text.slice(1), 'latin1')],
    ] as const) {
      // The last line's escaped quotes are the parser's: the file is plain only without it.
      expect(await scanDelimited(chunked(bytes, 7)())).toEqual({ plain: false, lines: 7 });
      const { results, parsed } = await both(bytes.subarray(0, bytes.indexOf('"AA5"')), encoding, '\t');
      expect(parsed.map((r) => r.record)).toEqual([
        ['AA1', 'Núñez', 'José'],
        ['AA2', '', 'Zoë'],
        ['AA3', 'Lee', ''],
        ['AA4', "O'Brien, Jr", 'Ann', 'extra'],
      ]);
      for (const result of results) expect(result).toEqual(parsed);
    }
  });

  it('leaves a file to the CSV parser when a quote does not wrap a whole plain field', async () => {
    for (const line of [
      '"x""y"\t"z"', // an escaped quote
      '"x\ty"\t"z"', // the delimiter inside quotes
      '"x\r\ny"\t"z"', // a line break inside quotes
      'x"y\t"z"', // a quote inside a bare field
      '"x" \t"z"', // text after the closing quote
      '"x"\t"z', // a quote never closed
    ]) {
      for (const size of [1, 2, 3, 64]) {
        const bytes = Buffer.from(`"a"\t"b"\r\n${line}\r\n"u"\t"v"`);
        expect((await scanDelimited(chunked(bytes, size)())).plain, `${line}, ${size}`).toBe(false);
      }
    }
    // A quote-free header, then quoted fields, across chunks with no quote in them.
    const bytes = Buffer.from(`a,b\n"${'x'.repeat(100)}","y"\n"1",2\n`);
    for (const size of [1, 5, 64]) expect((await scanDelimited(chunked(bytes, size)())).plain).toBe(true);
  });

  it('sends files with quotes or bare carriage returns to the CSV parser, and counts lines past a quote', async () => {
    const scan = (...chunks: string[]) => scanDelimited(Readable.from(chunks.map((c) => Buffer.from(c))));
    expect(await scan('a,b\n"1,5",2\n', '3,4\n5,6\n')).toEqual({ plain: false, lines: 4 });
    expect(await scan('a,b\r1,2\r')).toEqual({ plain: false, lines: 0 });
    expect(await scan('a,b\r', '\n1,2\r\n')).toEqual({ plain: true, lines: 2 });
  });
});
