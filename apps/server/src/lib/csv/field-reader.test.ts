import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readFields, recordBatches } from './field-reader.ts';
import { readRecords, type VoterRecord } from './record-reader.ts';

/** The bytes in chunks of `size`, so lines, CRLFs and multi-byte characters straddle chunk ends. */
const chunked = (bytes: Buffer, size: number) => () =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );

/** Each record's fields, decoded one by one from their byte ranges, and its line. */
const fieldsOf = async (open: () => Readable, encoding: 'utf8' | 'latin1', delimiter: string) => {
  const out: VoterRecord[] = [];
  for await (const batch of readFields(open(), encoding, delimiter)) {
    for (let r = 0; r < batch.length; r += 1) {
      const record = Array.from({ length: batch.fields(r) }, (_, f) =>
        batch.text(batch.start(r, f), batch.end(r, f)),
      );
      expect(batch.record(r)).toEqual(record);
      expect(batch.start(r, batch.fields(r))).toBe(-1);
      expect(batch.start(r, -1)).toBe(-1);
      out.push({ record, info: { lines: batch.line(r) } });
    }
  }
  return out;
};

const strings = async (open: () => Readable, encoding: 'utf8' | 'latin1', delimiter: string) => {
  const out: VoterRecord[] = [];
  for await (const batch of readRecords(open, true, { encoding, delimiter })) {
    for (const r of batch) out.push({ record: r.record, info: { lines: r.info.lines } });
  }
  return out;
};

const FILES: [name: string, text: string, delimiter: string][] = [
  [
    'CRLF, an empty line, ragged rows, empty fields',
    "\uFEFFncid\tlast_name\tfirst_name\r\nAA1\tNúñez\tJosé\r\n\r\nAA2\tBrontë\tZoë\r\nAA3\tLee\r\nAA4\tO'Brien\tAnn\textra\r\nAA5\t\t\r\n",
    '\t',
  ],
  [
    'every field quoted (NC’s published form), a bare field, an empty quoted one',
    `"ncid"\t"last_name"\t"first_name"\r\n"AA1"\t"Núñez"\t"José"\r\n\r\n"AA2"\t""\t"Zoë"\r\nAA3\t"Lee"\r\n"AA4"\t"O'Brien, Jr"\t"Ann"\t"extra"\r\n`,
    '\t',
  ],
  ['LF, no final newline', 'a,b\n1,2\n\n3,4', ','],
  ['only a header', 'a|b|c\n', '|'],
  ['a header without a newline', 'a;b', ';'],
  ['blank lines and a lone CR line', 'h;x\r\n\r\n;\r\n \r\n\n\nz;é; \n', ';'],
  ['empty file', '', ','],
];

describe('voter file field reader', () => {
  it('finds exactly the records and fields the string reader splits, whatever the chunking', async () => {
    for (const [name, text, delimiter] of FILES) {
      for (const [encoding, bytes] of [
        ['utf8', Buffer.from(text, 'utf8')],
        ['latin1', Buffer.from(text.replace('\uFEFF', ''), 'latin1')],
      ] as const) {
        const expected = await strings(chunked(bytes, 1 << 16), encoding, delimiter);
        for (const size of [1, 2, 3, 7, 64, 1 << 16]) {
          expect(
            await fieldsOf(chunked(bytes, size), encoding, delimiter),
            `${name}, ${encoding}, ${size}`,
          ).toEqual(expected);
        }
      }
    }
  });

  it("gives the string reader's records of a file that is not plain as the same byte batches", async () => {
    const text = 'ncid,name,note\r\nAA1,"Núñez, José","say ""hi"""\r\n\r\nAA2,"two\nlines"\r\nAA3\r\n';
    for (const encoding of ['utf8', 'latin1'] as const) {
      const open = chunked(Buffer.from(text, encoding), 7);
      const options = { encoding, delimiter: ',' };
      const expected: VoterRecord[] = [];
      for await (const batch of readRecords(open, false, options)) expected.push(...batch);
      const got: VoterRecord[] = [];
      for await (const batch of recordBatches(readRecords(open, false, options), encoding, ',')) {
        for (let r = 0; r < batch.length; r += 1) {
          const start = batch.start(r, 1);
          expect(start < 0 ? '' : batch.text(start, batch.end(r, 1))).toBe(batch.record(r)[1] ?? '');
          got.push({ record: batch.record(r), info: { lines: batch.line(r) } });
        }
      }
      expect(got.map((r) => r.record)).toEqual(expected.map((r) => r.record));
      expect(got.map((r) => r.info.lines)).toEqual(expected.map((r) => r.info.lines));
      expect(got[0]!.record).toEqual(['AA1', 'Núñez, José', 'say "hi"']);
    }
  });

  it('reads a million-field file in a few batches, one a chunk', async () => {
    const line = Array.from({ length: 50 }, (_, i) => `v${i}`).join('\t');
    const bytes = Buffer.from(`h\n${`${line}\n`.repeat(20_000)}`);
    let batches = 0;
    let records = 0;
    for await (const batch of readFields(chunked(bytes, 1 << 20)(), 'utf8', '\t')) {
      batches += 1;
      records += batch.length;
      expect(batch.fields(batch.length - 1)).toBe(50);
    }
    expect(records).toBe(20_000);
    expect(batches).toBe(Math.ceil(bytes.length / (1 << 20)));
  });

  it('refuses a delimiter that is not one ASCII character', async () => {
    await expect(readFields(Readable.from([Buffer.from('a')]), 'utf8', '::').next()).rejects.toThrow(
      /delimiter/,
    );
  });
});
