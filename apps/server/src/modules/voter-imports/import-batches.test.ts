import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { streamRecords } from './import-batches.ts';
import type { MappedBatch } from './record-mappers.ts';

const t = await createTestApp();

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('streaming an import in batches', () => {
  it('maps the next batch while two writes wait, and runs the writes one after the other, in order', async () => {
    let taken = 0;
    let running = 0;
    const started: number[] = [];
    const release: (() => void)[] = [];
    async function* batches(): AsyncGenerator<MappedBatch> {
      for (let batch = 1; batch <= 4; batch += 1) {
        taken = batch;
        yield {
          copies: [Uint8Array.of(batch)],
          rejects: [],
          rowsRead: batch * 5_000,
          accepted: batch * 5_000,
        };
      }
    }
    const write = async ([bytes]: Uint8Array[]) => {
      started.push(bytes![0]!);
      running += 1;
      expect(running).toBe(1);
      await new Promise<void>((resolve) => release.push(resolve));
      running -= 1;
    };
    const streamed = streamRecords(t.database, randomUUID(), batches(), write);
    await settle();
    // The first batch's write is held: the second is taken and queued behind it, the third is mapped and waits.
    expect({ taken, started }).toEqual({ taken: 3, started: [1] });
    while (started.length < 4) {
      release.shift()?.();
      await settle();
    }
    release.shift()?.();
    expect(await streamed).toEqual({ rowsRead: 20_000, accepted: 20_000 });
    expect(started).toEqual([1, 2, 3, 4]);
  });
});
