import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, StorageNotFoundError, type FileStorage } from './storage.port.ts';

/** Files on local disk under `root` (DATA_DIR/files); uploads stream to disk, never into memory. */
export const createLocalStorage = (root: string): FileStorage => {
  const pathOf = (key: string) => join(root, assertStorageKey(key));
  return {
    async save(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Opened before the stream starts: a file still opening when an upload failed was created after its
      // removal, and an empty file stayed.
      const file = await open(path, 'w');
      try {
        await pipeline(content, file.createWriteStream());
      } catch (error) {
        await rm(path, { force: true }); // nothing half-written stays
        throw error;
      }
      return (await stat(path)).size;
    },
    open(key) {
      const out = new PassThrough();
      const file = createReadStream(pathOf(key));
      file.on('error', (error: NodeJS.ErrnoException) =>
        out.destroy(error.code === 'ENOENT' ? new StorageNotFoundError(key) : error),
      );
      return file.pipe(out);
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
};
