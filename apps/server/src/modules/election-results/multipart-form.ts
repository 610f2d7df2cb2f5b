import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../errors.ts';
import { assertNoNul } from '../../plugins/input.ts';

export interface UploadedFile {
  fileName: string;
  buffer: Buffer;
}

/**
 * A small multipart upload held in memory: one file (at most `limitBytes`) and the text fields around it,
 * in any order.
 */
export const readSmallUpload = async (
  request: FastifyRequest,
  { limitBytes, what }: { limitBytes: number; what: string },
) => {
  if (!request.isMultipart()) throw badRequest(`The ${what} was not provided`);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  for await (const part of request.parts({ limits: { fileSize: limitBytes } })) {
    if (part.type === 'file') {
      try {
        file = { fileName: part.filename, buffer: await part.toBuffer() };
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', `The ${what} is too large`);
        throw error;
      }
    } else if (typeof part.value === 'string' && part.value.trim() !== '') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file) throw badRequest(`The ${what} was not provided`);
  assertNoNul(file.fileName, 'The file name');
  assertNoNul(fields);
  return { file, fields };
};
