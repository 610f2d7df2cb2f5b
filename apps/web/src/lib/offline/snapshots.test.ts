import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api-error';
import { fieldStore } from './field-db';
import { clearSnapshots, KEEP_AFTER_MS, keepPendingSnapshots, readThrough, snapshotStore } from './snapshots';

const schema = z
  .object({ walkbook: z.object({ name: z.string() }), survey: z.string().nullable() })
  .partial();
type Snapshot = { walkbook: { name: string }; survey: string | null };
const meta = (id: string) => ({ id, campaign_id: 'campaign', kind: 'walkbook' as const });
const offline = () => Promise.reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', detail: 'offline' }));
const read = <K extends keyof Snapshot & string>(id: string, part: K, fetch: () => Promise<Snapshot[K]>) =>
  readThrough<Snapshot, K>(meta(id), schema, part, fetch);
/** The answers are kept later (once the screen has settled): keep them now and read what is on the device. */
const kept = (id: string) =>
  expect.poll(async () => {
    await keepPendingSnapshots();
    return snapshotStore()?.read(id, schema);
  });

describe('walkbooks kept on the device', () => {
  it('keeps what was read online, encrypted, and answers it when the server cannot be reached', async () => {
    expect(await read('a', 'walkbook', () => Promise.resolve({ name: 'Ana Rivera' }))).toEqual({
      name: 'Ana Rivera',
    });
    expect(await read('a', 'survey', () => Promise.resolve(null))).toBeNull();
    await kept('a').toEqual({ walkbook: { name: 'Ana Rivera' }, survey: null });
    const records = await snapshotStore()!.list();
    expect(JSON.stringify(records)).not.toContain('Ana Rivera');

    expect(await read('a', 'walkbook', offline)).toEqual({ name: 'Ana Rivera' });
    expect(await read('a', 'survey', offline)).toBeNull();
    // A refusal is not a missing signal: it is not hidden behind the kept copy.
    const gone = new ApiError({ status: 404, code: 'NOT_FOUND', detail: 'Walkbook not found' });
    await expect(read('a', 'walkbook', () => Promise.reject(gone))).rejects.toBe(gone);
    // Nothing kept: the failure stands.
    await expect(read('b', 'walkbook', offline)).rejects.toMatchObject({ status: 0 });
  });

  it('keeps nothing of a walkbook switched off, and forgets everything at sign-out', async () => {
    await snapshotStore()!.setKept(meta('c'), false);
    await read('c', 'walkbook', () => Promise.resolve({ name: 'Ben' }));
    await read('d', 'walkbook', () => Promise.resolve({ name: 'Dee' }));
    await kept('d').toEqual({ walkbook: { name: 'Dee' } });
    await expect(read('c', 'walkbook', offline)).rejects.toMatchObject({ status: 0 });
    expect((await snapshotStore()!.list()).find((r) => r.id === 'c')).toMatchObject({
      kept: false,
      data: null,
    });

    await snapshotStore()!.setKept(meta('c'), true);
    await read('c', 'walkbook', () => Promise.resolve({ name: 'Ben' }));
    await kept('c').toEqual({ walkbook: { name: 'Ben' } });

    await clearSnapshots();
    expect(await snapshotStore()!.list()).toEqual([]);
    await expect(read('d', 'walkbook', offline)).rejects.toMatchObject({ status: 0 });
  });

  it('keeps the parts that arrive together in one write, after the screen has settled or when the signal drops', async () => {
    const encrypt = vi.spyOn(fieldStore()!.cipher, 'encrypt');
    const record = async (id: string) => (await snapshotStore()!.list()).find((r) => r.id === id);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await read('e', 'walkbook', () => Promise.resolve({ name: 'Eve' }));
      await read('e', 'survey', () => Promise.resolve('door survey'));
      await vi.advanceTimersByTimeAsync(KEEP_AFTER_MS - 1);
      expect(await record('e')).toBeUndefined(); // nothing on the main thread while the first door shows
      await vi.advanceTimersByTimeAsync(1);
    } finally {
      vi.useRealTimers();
    }
    await expect.poll(() => record('e')).toMatchObject({ kept: true });
    expect(await snapshotStore()!.read('e', schema)).toEqual({
      walkbook: { name: 'Eve' },
      survey: 'door survey',
    });
    expect(encrypt).toHaveBeenCalledTimes(1);

    // The signal drops before the wait is over: what came is kept at once.
    await read('f', 'walkbook', () => Promise.resolve({ name: 'Fay' }));
    window.dispatchEvent(new Event('offline'));
    await expect.poll(() => record('f')).toMatchObject({ kept: true });
    encrypt.mockRestore();
  });
});
