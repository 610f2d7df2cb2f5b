import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FileStorage } from '../../integrations/storage/storage.port.ts';

export interface FileToStore {
  key: string;
  /** Bytes already in memory (a re-encoded image), or a file on disk to stream (a PDF as sent). */
  content: Buffer | { path: string };
}

/**
 * Stores `files`, then runs `write` (the database rows that name them). If either fails, the files
 * already stored are removed: a failure leaves neither files nor rows.
 */
export const storeThenWrite = async <T>(
  storage: FileStorage,
  files: readonly FileToStore[],
  write: () => Promise<T>,
): Promise<T> => {
  const stored: string[] = [];
  try {
    for (const { key, content } of files) {
      await storage.save(
        key,
        Buffer.isBuffer(content) ? Readable.from([content]) : createReadStream(content.path),
      );
      stored.push(key);
    }
    return await write();
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.remove(key)));
    throw error;
  }
};

/**
 * Streams a stored file to an authorised caller: never cached by shared caches, never sniffed; anything
 * but an image is a download, so a PDF's scripts never run on this origin.
 */
export const sendStoredFile = (
  reply: FastifyReply,
  storage: FileStorage,
  file: { key: string; contentType: string; fileName: string },
) =>
  reply
    .header('content-type', file.contentType)
    .header('cache-control', 'private, max-age=300')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `${file.contentType.startsWith('image/') ? 'inline' : 'attachment'}; filename="${file.fileName.replace(/[^\w.-]+/g, '_')}"`,
    )
    .send(storage.open(file.key));
