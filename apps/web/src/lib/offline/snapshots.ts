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

  // What this page last wrote, so a merge need not decrypt and parse the whole walkbook again.
  const written = new Map<string, object>();

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
        const before = written.get(meta.id) ?? (await read(meta.id, schema));
        const value = { ...before, ...patch };
        const data = await cipher.encrypt(`snapshot:${meta.id}`, value);
        await (
          await db()
        ).put('snapshots', { ...meta, kept: true, saved_at: new Date().toISOString(), data });
        written.set(meta.id, value);
      }),
    /** "Keep offline" off: the data goes, the choice stays; on: kept again from the next read. */
    setKept: (meta: SnapshotMeta, kept: boolean) =>
      serial(async () => {
        written.delete(meta.id);
        await (
          await db()
        ).put('snapshots', { ...meta, kept, saved_at: new Date().toISOString(), data: null });
      }),
    list: async (): Promise<SnapshotRecord[]> => (await db()).getAll('snapshots'),
    clear: async () => {
      written.clear();
      await (await db()).clear('snapshots');
    },
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

/**
 * How long a screen's answers wait before they are kept: the door screen's first taps come first, and the
 * parts that arrive together (walkbook, survey, route) are written as one (decision 0029, seventh round).
 */
export const KEEP_AFTER_MS = 1_500;

interface PendingKeep {
  meta: SnapshotMeta;
  schema: z.ZodType<object>;
  patch: Record<string, unknown>;
}

const pendingKeeps = new Map<string, PendingKeep>();
let keepTimer: ReturnType<typeof setTimeout> | undefined;

/** Writes every answer waiting to be kept now: when the signal drops, or on "Keep offline". */
export const keepPendingSnapshots = async (): Promise<void> => {
  clearTimeout(keepTimer);
  keepTimer = undefined;
  const store = snapshotStore();
  const keeps = [...pendingKeeps.values()];
  pendingKeeps.clear();
  if (!store) return;
  await Promise.all(
    keeps.map(({ meta, schema, patch }) =>
      store
        .merge(meta, schema, patch)
        .then(askPersistence)
        .catch(() => undefined),
    ),
  );
};

const flushWhenIdle = () => {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(() => void keepPendingSnapshots(), { timeout: 2_000 });
  else void keepPendingSnapshots();
};

const keepLater = (keep: PendingKeep) => {
  const waiting = pendingKeeps.get(keep.meta.id);
  if (waiting) Object.assign(waiting.patch, keep.patch);
  else pendingKeeps.set(keep.meta.id, { ...keep, patch: { ...keep.patch } });
  keepTimer ??= setTimeout(flushWhenIdle, KEEP_AFTER_MS);
};

if (typeof window !== 'undefined') window.addEventListener('offline', () => void keepPendingSnapshots());

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
    // Kept once the screen has drawn what came and served its first taps (decrypting, merging and
    // encrypting a walkbook is main-thread work a phone would otherwise do before the first door shows).
    if (store) keepLater({ meta, schema, patch: { [part]: value } });
    return value;
  } catch (error) {
    if (!store || !isUnreachable(error)) throw error;
    const kept = await store.read(meta.id, schema).catch(() => null);
    const value = kept?.[part];
    if (value === undefined) throw error;
    return value as T[K];
  }
};
