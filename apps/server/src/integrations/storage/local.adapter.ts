import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './storage.port.ts';

/** Files on local disk under `root` (DATA_DIR/files); uploads stream to disk, never into memory. */
export const createLocalStorage = (root: string): FileStorage => {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root))) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  };
  return {
    async save(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await pipeline(content, createWriteStream(path));
      return (await stat(path)).size;
    },
    open: (key) => createReadStream(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
};
