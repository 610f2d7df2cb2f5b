import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ROAD_SIGN_LIMITS } from '@groundwork/shared/contracts/road-signs';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { assertFileType, IMAGE_TYPES, readGps, renderImage, sniffFile } from '../../lib/uploads/images.ts';
import { checkPdf } from '../../lib/uploads/pdf.ts';
import { receiveUploadForm } from '../../lib/uploads/upload-form.ts';
import type { FileToStore } from '../../lib/uploads/stored-files.ts';

export type UploadKind = 'artwork' | 'photo';

const ACCEPTED: Record<UploadKind, { types: string[]; expected: string }> = {
  artwork: {
    types: [...Object.keys(IMAGE_TYPES), 'application/pdf'],
    expected: 'a JPEG, PNG, WebP or HEIC image or a PDF',
  },
  photo: { types: Object.keys(IMAGE_TYPES), expected: 'a JPEG, PNG, WebP or HEIC photo' },
};

const heicMessage = (kind: UploadKind) =>
  `This server cannot read HEIC images: send the ${kind} as a JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible)`;

/** An upload checked and made ready to store: the files to write and what the row records of them. */
export interface PreparedUpload {
  files: FileToStore[];
  fileKey: string;
  thumbnailKey: string | null;
  contentType: string;
  size: number;
  /** The photo's EXIF GPS position, read before it was stripped. */
  gps: { lat: number; lng: number } | null;
}

/**
 * Reads a multipart upload (the file and the JSON field `field`, checked with `schema`), streamed to a
 * temporary file and cut off at 15 MB; checks the campaign (`readUploadForm`) before anything else;
 * identifies the file by its bytes; re-encodes images without metadata and refuses a PDF with active content.
 * `use` gets the actor, the parsed field and the prepared files; the temporary file goes in every case.
 */
export const withUpload = async <S extends z.ZodType, T>(
  ctx: AppContext,
  request: FastifyRequest,
  spec: { field: string; schema: S; kind: UploadKind },
  use: (actor: Actor, values: z.infer<S>, prepared: PreparedUpload) => Promise<T>,
): Promise<T> => {
  const { upload, actor, values } = await receiveUploadForm(
    ctx,
    request,
    {
      dir: join(ctx.config.dataDir, 'tmp', 'uploads'),
      limitBytes: ROAD_SIGN_LIMITS.fileBytes,
      what: spec.kind,
    },
    spec,
  );
  try {
    const { file } = upload;
    if (!file) throw badRequest(`The ${spec.kind} was not provided`);
    if (file.size === 0) throw badRequest(`The ${spec.kind} is empty`);
    const accepted = ACCEPTED[spec.kind];
    const mime = assertFileType(await sniffFile(file.path), accepted.types, {
      what: spec.kind,
      expected: accepted.expected,
    });
    return await use(actor, values, await prepare(actor.campaignId, file, mime, spec.kind));
  } finally {
    await upload.discard();
  }
};

const prepare = async (
  campaignId: string,
  file: { path: string; size: number },
  mime: string,
  kind: UploadKind,
): Promise<PreparedUpload> => {
  const base = `road-signs/${campaignId}/${randomUUID()}`;
  if (mime === 'application/pdf') {
    await checkPdf(file.path, kind);
    const fileKey = `${base}.pdf`;
    const files = [{ key: fileKey, content: { path: file.path } }];
    return { files, fileKey, thumbnailKey: null, contentType: mime, size: file.size, gps: null };
  }
  const gps = kind === 'photo' ? await readGps(file.path) : null;
  const sizes = { full: ROAD_SIGN_LIMITS.imagePixels, thumbnail: ROAD_SIGN_LIMITS.thumbnailPixels };
  const { full, thumbnail } = await renderImage(file.path, sizes, kind).catch((error: unknown) => {
    // sharp's own libvips reads AVIF but not HEVC-coded HEIC (a patent-encumbered codec).
    if (IMAGE_TYPES[mime] === 'HEIC') throw new AppError('UNSUPPORTED_MEDIA_TYPE', heicMessage(kind));
    throw error;
  });
  const fileKey = `${base}.${full.extension}`;
  const thumbnailKey = `${base}-thumbnail.${thumbnail.extension}`;
  return {
    files: [
      { key: fileKey, content: full.buffer },
      { key: thumbnailKey, content: thumbnail.buffer },
    ],
    fileKey,
    thumbnailKey,
    contentType: full.contentType,
    size: full.buffer.length,
    gps,
  };
};

const TYPE_OF_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** The content type of a stored key, from the extension `prepare` gave it. */
export const contentTypeOfKey = (key: string): string =>
  TYPE_OF_EXTENSION[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
