import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { voterImports } from '../../db/schema/index.ts';
import type { VoterRecord } from '../../lib/csv/record-reader.ts';
import { createTestApp } from '../../test/harness.ts';
import { streamRecords, type RecordSink } from './import-batches.ts';

const t = await createTestApp();

/** `count` records a thousand at a time; `lastOut` is called as the last thousand is handed out. */
async function* records(count: number, lastOut?: () => void): AsyncGenerator<VoterRecord[]> {
  for (let line = 2; line < count + 2; line += 1_000) {
    if (line + 1_000 >= count + 2) lastOut?.();
    yield Array.from({ length: Math.min(1_000, count + 2 - line) }, (_, i) => ({
      record: ['x'],
      info: { lines: line + i },
    }));
  }
}

describe('streaming an import in batches', () => {
  it('maps the next batch while two writes wait, and runs the writes one after the other, in order', async () => {
    let taken = 0;
    let running = 0;
    const started: number[] = [];
    const release: (() => void)[] = [];
    const sink: RecordSink = {
      warnings: [],
      add: () => undefined,
      take: () => {
        taken += 1;
        const batch = taken;
        return async () => {
          started.push(batch);
          running += 1;
          expect(running).toBe(1);
          await new Promise<void>((resolve) => release.push(resolve));
          running -= 1;
        };
      },
    };
    let lastOut!: () => void;
    const allHandedOut = new Promise<void>((resolve) => (lastOut = resolve));
    const streamed = streamRecords(t.database, randomUUID(), '\t', records(15_000, lastOut), sink);
    await allHandedOut;
    // From the last chunk to the third batch's flush the stream runs on microtasks alone: one macrotask later
    // it waits there. The first batch's write is held: the second is taken and queued behind it, the third waits.
    await new Promise((resolve) => setImmediate(resolve));
    expect({ taken, started }).toEqual({ taken: 2, started: [1] });
    for (const next of [2, 3, 4]) {
      release.shift()?.();
      await vi.waitFor(() => expect(started).toContain(next));
    }
    release.shift()?.();
    expect(await streamed).toEqual({ rowsRead: 15_000, accepted: 15_000 });
    expect(started).toEqual([1, 2, 3, 4]);
  });
});

describe.skipIf(t.database.kind !== 'postgres')('progress beside the rows', () => {
  it("writes the next batches' rows while a batch's progress waits for its commit", async () => {
    let writes = 0;
    let allWritten!: () => void;
    const written = new Promise<void>((resolve) => (allWritten = resolve));
    const sink: RecordSink = {
      warnings: [],
      add: () => undefined,
      take: () => async () => {
        writes += 1;
        if (writes === 4) allWritten();
      },
    };
    // Every progress update waits while another transaction holds the imports' table.
    let unlock!: () => void;
    const gate = new Promise<void>((resolve) => (unlock = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${voterImports} in exclusive mode`);
      locked();
      await gate;
    });
    await isLocked;
    const streamed = streamRecords(t.database, randomUUID(), '\t', records(15_000), sink);
    let settled = false;
    void streamed.finally(() => (settled = true));
    await written; // all four batches' rows, though no progress could be written
    expect(settled).toBe(false); // the stream still waits for its progress
    unlock();
    await holder;
    expect(await streamed).toEqual({ rowsRead: 15_000, accepted: 15_000 });
  });
});
