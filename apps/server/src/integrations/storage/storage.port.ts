import type { Readable } from 'node:stream';

/** Where uploaded files live: local disk by default, S3-compatible storage by configuration (later). */
export interface FileStorage {
  /** Stores the stream under `key`; resolves with its size in bytes. */
  save(key: string, content: Readable): Promise<number>;
  open(key: string): Readable;
  remove(key: string): Promise<void>;
}
