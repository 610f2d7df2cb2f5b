import type { z } from 'zod';

/**
 * Encrypted browser storage for the chosen campaign membership and invitation (service layer §3),
 * see docs/decisions/0011-client-storage-encryption.md.
 *
 * Values are encrypted with AES-GCM (256-bit key, fresh 96-bit IV per write, the storage key name
 * as additional data so a value cannot be moved to another key). The CryptoKey is generated in the
 * browser as non-extractable and kept in IndexedDB: a copy of localStorage alone cannot be decrypted,
 * and the key's bytes can never be read out by script. Script running in the page can still ask the
 * browser to decrypt, so this does not protect against XSS.
 */

const FORMAT = 'gw1';

export interface KeyStore {
  load: () => Promise<CryptoKey | null>;
  save: (key: CryptoKey) => Promise<void>;
  remove: () => Promise<void>;
}

/** Keeps the key for the life of the page only (tests, or browsers without IndexedDB). */
export const createMemoryKeyStore = (): KeyStore => {
  let stored: CryptoKey | null = null;
  return {
    load: () => Promise.resolve(stored),
    save: (key) => {
      stored = key;
      return Promise.resolve();
    },
    remove: () => {
      stored = null;
      return Promise.resolve();
    },
  };
};

const promisify = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('IndexedDB request failed'));
    };
  });

/** Keeps the non-extractable CryptoKey in IndexedDB (structured clone keeps it non-extractable). */
export const createIndexedDbKeyStore = (
  dbName = 'groundwork',
  storeName = 'keys',
  id = 'storage',
): KeyStore => {
  const open = (): Promise<IDBDatabase> => {
    const request = indexedDB.open(dbName, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(storeName);
    };
    return promisify(request);
  };
  const withStore = async <T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await open();
    try {
      return await promisify(run(db.transaction(storeName, mode).objectStore(storeName)));
    } finally {
      db.close();
    }
  };
  return {
    load: async () => {
      const key: unknown = await withStore('readonly', (store) => store.get(id));
      return key instanceof CryptoKey ? key : null;
    },
    save: async (key) => {
      await withStore('readwrite', (store) => store.put(key, id));
    },
    remove: async () => {
      await withStore('readwrite', (store) => store.delete(id));
    },
  };
};

/**
 * The browser's IndexedDB key store, or a page-lifetime one where IndexedDB is unavailable. `id` names the
 * key: each SecureStorage with its own lifetime has its own (the selection's is destroyed at sign-out).
 */
export const createDefaultKeyStore = (id = 'storage'): KeyStore => {
  if (typeof indexedDB === 'undefined') return createMemoryKeyStore();
  const persistent = createIndexedDbKeyStore('groundwork', 'keys', id);
  const fallback = createMemoryKeyStore();
  let usable = true;
  const guard =
    <A extends unknown[], R>(run: (store: KeyStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (usable) {
        try {
          return await run(persistent)(...args);
        } catch {
          usable = false; // e.g. private browsing: keep the values for this page only
        }
      }
      return run(fallback)(...args);
    };
  return { load: guard((s) => s.load), save: guard((s) => s.save), remove: guard((s) => s.remove) };
};

export interface SecureStorage {
  /** The decrypted value, or null when absent, unreadable (other key, tampered) or not of `schema`. */
  getItem: <T>(key: string, schema: z.ZodType<T>) => Promise<T | null>;
  setItem: (key: string, value: unknown) => Promise<void>;
  removeItem: (key: string) => void;
  /** Removes the given values and destroys the key, so old copies can never be decrypted. */
  destroy: (keys: readonly string[]) => Promise<void>;
}

export interface SecureStorageOptions {
  storage: Storage;
  keyStore: KeyStore;
  subtle?: SubtleCrypto;
}

/** Bytes per String.fromCharCode call: spreading a whole walkbook's bytes as arguments overflows the stack. */
const CHUNK = 0x8000;

/** The browser's own base64 (Chromium 140+, Firefox 133+, Safari 18.2+): a kept walkbook in ~1 ms, not ~70. */
interface NativeBase64 {
  toBase64?: (this: Uint8Array) => string;
}
const nativeFromBase64 = (Uint8Array as { fromBase64?: (text: string) => Uint8Array<ArrayBuffer> })
  .fromBase64;

export const toBase64 = (bytes: Uint8Array): string => {
  const native = (bytes as NativeBase64).toBase64;
  if (native) return native.call(bytes);
  let binary = '';
  for (let at = 0; at < bytes.length; at += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  }
  return btoa(binary);
};

export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  if (nativeFromBase64) return nativeFromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at += 1) bytes[at] = binary.charCodeAt(at);
  return bytes;
};

/** Encrypts JSON values to `gw1.<IV>.<ciphertext>` under one key, with `aad` binding a value to its place. */
export interface Cipher {
  encrypt: (aad: string, value: unknown) => Promise<string>;
  /** The value, or null when unreadable (other key, tampered, another place) or not of `schema`. */
  decrypt: <T>(aad: string, text: string, schema: z.ZodType<T>) => Promise<T | null>;
  /** Forgets the key in memory and destroys the stored one. */
  destroyKey: () => Promise<void>;
}

export const createCipher = (keyStore: KeyStore, subtle: SubtleCrypto = crypto.subtle): Cipher => {
  let keyPromise: Promise<CryptoKey> | null = null;
  const encoder = new TextEncoder();

  const loadOrCreateKey = async (): Promise<CryptoKey> => {
    const existing = await keyStore.load();
    if (existing) return existing;
    const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await keyStore.save(key);
    return key;
  };

  const getKey = (): Promise<CryptoKey> => {
    if (!keyPromise) {
      const pending = loadOrCreateKey();
      keyPromise = pending;
      pending.catch(() => {
        if (keyPromise === pending) keyPromise = null;
      });
    }
    return keyPromise;
  };

  return {
    encrypt: async (aad, value) => {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const cipher = await subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: encoder.encode(aad) },
        await getKey(),
        encoder.encode(JSON.stringify(value)),
      );
      return `${FORMAT}.${toBase64(iv)}.${toBase64(new Uint8Array(cipher))}`;
    },
    decrypt: async (aad, text, schema) => {
      const [format, iv, data] = text.split('.');
      if (format !== FORMAT || iv === undefined || data === undefined) return null;
      try {
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv: fromBase64(iv), additionalData: encoder.encode(aad) },
          await getKey(),
          fromBase64(data),
        );
        const parsed = schema.safeParse(JSON.parse(new TextDecoder().decode(plain)));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    destroyKey: async () => {
      keyPromise = null;
      await keyStore.remove();
    },
  };
};

export const createSecureStorage = ({ storage, keyStore, subtle = crypto.subtle }: SecureStorageOptions) => {
  const cipher = createCipher(keyStore, subtle);
  const secure: SecureStorage = {
    getItem: async (key, schema) => {
      const stored = storage.getItem(key);
      return stored === null ? null : cipher.decrypt(key, stored, schema);
    },
    setItem: async (key, value) => {
      storage.setItem(key, await cipher.encrypt(key, value));
    },
    removeItem: (key) => {
      storage.removeItem(key);
    },
    destroy: async (keys) => {
      for (const key of keys) storage.removeItem(key);
      await cipher.destroyKey();
    },
  };
  return secure;
};
