import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk under DATA_DIR by default, an S3-compatible bucket when
 * S3_BUCKET is set (integrations/storage/index.ts). Files are never public: routes serve them after the
 * membership check. Both adapters pass the same contract tests (storage.contract.ts).
 */
export interface FileStorage {
  /** Stores the stream under `key`; resolves with its size in bytes. A failed save leaves nothing. */
  save(key: string, content: Readable): Promise<number>;
  /** The stored bytes; a missing key makes the stream fail with a `StorageNotFoundError`. */
  open(key: string): Readable;
  /** Removes `key`; a missing key is not an error. */
  remove(key: string): Promise<void>;
}

export class StorageNotFoundError extends Error {
  readonly code = 'ENOENT';
  constructor(key: string) {
    super(`No stored file under ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are relative paths of plain segments: no `..`, no leading slash, nothing a disk or bucket reads twice. */
export const assertStorageKey = (key: string): string => {
  if (!KEY.test(key) || key.split('/').some((segment) => segment.startsWith('..'))) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return key;
};
