import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRecords } from '../../lib/csv/record-reader.ts';
import { NCVOTER_HEADER, ncvoterRows, ncvoterText } from '../../test/voter-files.ts';
import { proposeMapping } from './column-mapping.ts';
import { mapRecords, type MappedBatch, type MapperSpec } from './record-mappers.ts';
import { WorkerBatches } from './worker-batches.ts';

const dir = mkdtempSync(join(tmpdir(), 'groundwork-worker-batches-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ROWS = 22_000;
const path = join(dir, 'ncvoter.txt');
writeFileSync(path, ncvoterText(ncvoterRows(ROWS, 7, { 3: { ncid: '' }, 12_345: { last: '', first: '' } })));
const spec: MapperSpec = { kind: 'staging', mapping: proposeMapping(NCVOTER_HEADER) };
const file = { path, plain: true, encoding: 'utf8', delimiter: '\t', spec } as const;

/** A staging line without its id (random for each mapper). */
const lines = (batches: MappedBatch[]) =>
  batches.flatMap((b) =>
    [
      ...Buffer.from(b.copies[0]!)
        .toString()
        .matchAll(/^(\d+),[^,]+(.*)$/gm),
    ].map((m) => m[1]! + m[2]!),
  );

const collect = async (batches: AsyncIterable<MappedBatch>) => {
  const all: MappedBatch[] = [];
  for await (const batch of batches)
    all.push({ ...batch, copies: batch.copies.map((c) => new Uint8Array(c)) });
  return all;
};

describe('mapping an import in a worker thread', () => {
  it("maps the file's batches as the import's thread does, in order, with their rejects and progress", async () => {
    const inWorker = await collect(new WorkerBatches(file));
    const here = await collect(
      mapRecords(
        readRecords(() => createReadStream(path), true, file),
        spec,
        '\t',
      ),
    );
    // Batches of at least 5,000 records (whole chunks of the file), the same as in this thread.
    const counts = inWorker.map((b) => [b.rowsRead, b.accepted]);
    expect(counts.length).toBeGreaterThanOrEqual(4);
    expect(counts.at(-1)).toEqual([ROWS, ROWS - 2]);
    expect(counts).toEqual(here.map((b) => [b.rowsRead, b.accepted]));
    expect(inWorker.flatMap((b) => b.rejects)).toEqual([
      [5, 'Missing voter id', expect.any(String)],
      [12_347, 'Missing name', expect.any(String)],
    ]);
    expect(inWorker.map((b) => b.rejects)).toEqual(here.map((b) => b.rejects));
    expect(lines(inWorker)).toHaveLength(21_998);
    expect(lines(inWorker)).toEqual(lines(here));
  });

  it('maps in another thread, at most two batches ahead of the import', async () => {
    const batches = new WorkerBatches(file);
    const iterator = batches[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.done).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // time enough to map the whole file
    // Mapped elsewhere while this thread waited, but no further than the two batches the worker may run ahead.
    expect(batches.waiting).toBe(2);
    let last = first.value as MappedBatch;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) last = next.value;
    expect(last.rowsRead).toBe(ROWS);
  });

  it("fails the import with the worker's error, its code kept", async () => {
    const missing = new WorkerBatches({ ...file, path: join(dir, 'missing.txt') });
    await expect(collect(missing)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
