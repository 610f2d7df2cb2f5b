import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { createCipher, createDefaultKeyStore, type Cipher } from '../secure-storage';

/**
 * The field app's device store (decision 0049): IndexedDB database `groundwork-field`, one record per walkbook
 * snapshot and one per item waiting in the outbox. What is voter data travels as `data`, a JSON value
 * encrypted with AES-GCM under a non-extractable key (decision 0011); a sign's photo stays a Blob.
 */
export const FIELD_DB_NAME = 'groundwork-field';

export interface SnapshotRecord {
  /** The walkbook's id, or the list's name. */
  id: string;
  campaign_id: string;
  /** A walkbook, a walkbook list, or the campaign's road signs (the placement form's picker). */
  kind: 'walkbook' | 'list' | 'road-signs';
  /** False: the canvasser switched "Keep offline" off; the record then holds no data. */
  kept: boolean;
  saved_at: string;
  /** The encrypted snapshot (null when not kept). */
  data: string | null;
}

/** What an outbox item records: a door result, or a sign's installation, inspection or removal. */
export type OutboxKind = 'visit' | 'placement' | 'inspection' | 'removal';

export interface OutboxRecord {
  client_id: string;
  /** Order of sending: the first time the item was queued. */
  seq: number;
  user_id: string;
  kind: OutboxKind;
  /** Refused for good by the server: kept, with its reason, until the canvasser has read it. */
  refused: string | null;
  /** The encrypted request and its description. */
  data: string;
  /** The photo of a sign's step, sent as the multipart `file`. */
  photo: Blob | null;
}

interface FieldSchema extends DBSchema {
  snapshots: { key: string; value: SnapshotRecord };
  outbox: { key: string; value: OutboxRecord; indexes: { seq: number } };
}

export type FieldDb = IDBPDatabase<FieldSchema>;

/** Opens (and creates) the field database; several openings share the one connection. */
export const openFieldDb = (name = FIELD_DB_NAME): Promise<FieldDb> =>
  openDB<FieldSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('snapshots', { keyPath: 'id' });
      db.createObjectStore('outbox', { keyPath: 'client_id' }).createIndex('seq', 'seq');
    },
  });

/**
 * The key of the field data: the door results' key of decision 0023 (`groundwork` / `keys` / `visits`), which
 * survives sign-out because unsent results do; snapshots are deleted at sign-out instead.
 */
export const FIELD_KEY_ID = 'visits';

export interface FieldStore {
  db: () => Promise<FieldDb>;
  cipher: Cipher;
}

let pageStore: FieldStore | null = null;

/** The page's field store, or null where IndexedDB is unavailable (then nothing is kept on the device). */
export const fieldStore = (): FieldStore | null => {
  if (typeof indexedDB === 'undefined') return null;
  if (!pageStore) {
    let opening: Promise<FieldDb> | null = null;
    pageStore = {
      db: () => (opening ??= openFieldDb()),
      cipher: createCipher(createDefaultKeyStore(FIELD_KEY_ID)),
    };
  }
  return pageStore;
};
