import type { z } from 'zod';
import { isApiError } from '../api-error';
import { fieldStore, type FieldStore, type SnapshotRecord } from './field-db';

export interface SnapshotMeta {
  id: string;
  campaign_id: string;
  kind: SnapshotRecord['kind'];
}

/**
 * Copies of what the field screens read, kept on the device for when there is no signal (decision 0049): one
 * encrypted record per walkbook (or list), written whenever the screen reads it online, unless the canvasser
 * switched "Keep offline" off for it. Deleted at sign-out.
 */
export const createSnapshotStore = ({ db, cipher }: FieldStore) => {
  // Parts of one snapshot arrive together (walkbook, survey, route): one write at a time, none lost.
  let writing: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = writing.then(run, run);
    writing = next.catch(() => undefined);
    return next;
  };

  const read = async <T>(id: string, schema: z.ZodType<T>): Promise<T | null> => {
    const record = await (await db()).get('snapshots', id);
    return record?.data ? cipher.decrypt(`snapshot:${id}`, record.data, schema) : null;
  };

  return {
    read,
    /** Merges `patch` into the kept snapshot (`schema` reads the one there); nothing when switched off. */
    merge: <T extends object>(meta: SnapshotMeta, schema: z.ZodType<Partial<T>>, patch: Partial<T>) =>
      serial(async () => {
        const existing = await (await db()).get('snapshots', meta.id);
        if (existing && !existing.kept) return;
        const value = { ...((await read(meta.id, schema)) ?? {}), ...patch };
        const data = await cipher.encrypt(`snapshot:${meta.id}`, value);
        await (
          await db()
        ).put('snapshots', { ...meta, kept: true, saved_at: new Date().toISOString(), data });
      }),
    /** "Keep offline" off: the data goes, the choice stays; on: kept again from the next read. */
    setKept: (meta: SnapshotMeta, kept: boolean) =>
      serial(async () => {
        await (
          await db()
        ).put('snapshots', { ...meta, kept, saved_at: new Date().toISOString(), data: null });
      }),
    list: async (): Promise<SnapshotRecord[]> => (await db()).getAll('snapshots'),
    clear: async () => (await db()).clear('snapshots'),
  };
};

export type SnapshotStore = ReturnType<typeof createSnapshotStore>;

let pageSnapshots: SnapshotStore | null = null;

/** The page's snapshot store, or null where IndexedDB is unavailable. */
export const snapshotStore = (): SnapshotStore | null => {
  const store = fieldStore();
  return store ? (pageSnapshots ??= createSnapshotStore(store)) : null;
};

/** Sign-out: every kept snapshot goes (the outbox stays, decision 0023). */
export const clearSnapshots = async (): Promise<void> => {
  await snapshotStore()
    ?.clear()
    .catch(() => undefined);
};

let persistAsked = false;

/** Asks the browser once per page not to evict the field data under storage pressure. */
const askPersistence = () => {
  if (persistAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  persistAsked = true;
  void navigator.storage.persist().catch(() => undefined);
};

/** Runs `task` when the page is idle, within 2 s at most. */
const whenIdle = (task: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2_000 });
  else setTimeout(task, 0);
};

/** No reply at all (offline, dead zone): the kept copy answers instead. */
const isUnreachable = (error: unknown) => isApiError(error) && error.status === 0;

/**
 * The one read path of the field screens (decision 0049): `fetch` from the server and keep the answer as
 * `part` of the snapshot `meta`; when the server cannot be reached, the kept part, if any.
 */
export const readThrough = async <T extends object, K extends keyof T & string>(
  meta: SnapshotMeta,
  schema: z.ZodType<Partial<T>>,
  part: K,
  fetch: () => Promise<T[K]>,
): Promise<T[K]> => {
  const store = snapshotStore();
  try {
    const value = await fetch();
    if (store) {
      const patch: Partial<T> = {};
      patch[part] = value;
      // Kept once the screen has drawn what came (decrypting, merging and encrypting a walkbook is main-thread
      // work a phone would otherwise do before the first door shows).
      whenIdle(() => {
        void store
          .merge(meta, schema, patch)
          .then(askPersistence)
          .catch(() => undefined);
      });
    }
    return value;
  } catch (error) {
    if (!store || !isUnreachable(error)) throw error;
    const kept = await store.read(meta.id, schema).catch(() => null);
    const value = kept?.[part];
    if (value === undefined) throw error;
    return value as T[K];
  }
};
