import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../errors.ts';
import { assertNoNul } from '../../plugins/input.ts';

export interface ReceivedUpload {
  /** The file as sent, in a private temporary file (removed by `discard`). */
  file: { path: string; fileName: string; size: number } | undefined;
  /** The text fields, in any order around the file. */
  fields: Record<string, string>;
  discard(): Promise<void>;
}

const megabytes = (bytes: number) => `${String(Math.round(bytes / (1024 * 1024)))} MB`;

/**
 * A multipart upload streamed to a temporary file under `dir`, cut off at `limitBytes` (the rest of the
 * body is read and dropped, never held in memory). `beforeFile` sees the fields sent before the file, and may
 * refuse the request before a byte of the file is written. The caller checks the file and calls `discard`.
 */
export const receiveUpload = async (
  request: FastifyRequest,
  {
    dir,
    limitBytes,
    what,
    beforeFile,
  }: {
    dir: string;
    limitBytes: number;
    what: string;
    beforeFile?: (fields: Record<string, string>) => Promise<void>;
  },
): Promise<ReceivedUpload> => {
  if (!request.isMultipart()) throw badRequest(`The ${what} was not provided`);
  const fields: Record<string, string> = {};
  let file: ReceivedUpload['file'];
  const discard = async () => {
    if (file) await rm(file.path, { force: true });
  };
  try {
    for await (const part of request.parts({ limits: { fileSize: limitBytes, files: 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume(); // only `file` is read
        continue;
      }
      if (beforeFile) {
        assertNoNul(fields);
        await beforeFile(fields);
      }
      await mkdir(dir, { recursive: true });
      file = { path: join(dir, randomUUID()), fileName: part.filename, size: 0 };
      await pipeline(part.file, createWriteStream(file.path));
      file.size = (await stat(file.path)).size;
    }
    assertNoNul(fields);
  } catch (error) {
    await discard();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', `The ${what} is larger than ${megabytes(limitBytes)}`);
    }
    throw error;
  }
  return { file, fields, discard };
};
