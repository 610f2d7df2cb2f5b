import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  createMailerFieldSchema,
  MAIL_LIMITS,
  MAILER_CONTENT_TYPES,
  type CreateMailerField,
} from '@groundwork/shared/contracts/mail';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { assertFileType, renderImage, sniffFile } from '../../lib/uploads/images.ts';
import { checkPdf } from '../../lib/uploads/pdf.ts';
import { receiveUploadForm } from '../../lib/uploads/upload-form.ts';
import type { FileToStore } from '../../lib/uploads/stored-files.ts';
import type { Actor } from '../../plugins/access.ts';

/** A mailer's file checked and ready to store: the files to write and what its row records of them. */
export interface PreparedMailer {
  files: FileToStore[];
  fileKey: string;
  thumbnailKey: string | null;
  contentType: string;
  size: number;
  pageCount: number;
}

const IMAGE_SIZES = { full: 2400, thumbnail: 320 };

/** The pages of a PDF checked by `checkPdf`, or a 400 naming why it cannot be printed (empty, too long). */
const countPdfPages = async (path: string): Promise<number> => {
  const { pageCount: pages } = await checkPdf(path, 'mailer');
  if (pages === 0) throw badRequest('The mailer PDF has no pages');
  if (pages > MAIL_LIMITS.pages) {
    throw badRequest(
      `The mailer PDF has ${String(pages)} pages; a mailer can have at most ${String(MAIL_LIMITS.pages)}`,
    );
  }
  return pages;
};

const prepare = async (campaignId: string, file: { path: string; size: number }, mime: string) => {
  const base = `mail/${campaignId}/${randomUUID()}`;
  if (mime === 'application/pdf') {
    const pageCount = await countPdfPages(file.path);
    const fileKey = `${base}.pdf`;
    const files = [{ key: fileKey, content: { path: file.path } }];
    return { files, fileKey, thumbnailKey: null, contentType: mime, size: file.size, pageCount };
  }
  const { full, thumbnail } = await renderImage(file.path, IMAGE_SIZES, 'mailer');
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
    pageCount: 1,
  };
};

/**
 * Reads POST /mail/ (the `mailer` JSON field and the `file`), streamed to a temporary file cut off at
 * MAIL_LIMITS.fileBytes, the campaign checked first (`readUploadForm`), identified by its bytes (PDF, PNG, JPEG
 * or WebP), a PDF's pages counted and its active content refused. `use` gets the actor, the field and the
 * prepared files; the temporary file goes in every case.
 */
export const withMailerUpload = async <T>(
  ctx: AppContext,
  request: FastifyRequest,
  use: (actor: Actor, values: CreateMailerField, prepared: PreparedMailer) => Promise<T>,
): Promise<T> => {
  const { upload, actor, values } = await receiveUploadForm(
    ctx,
    request,
    { dir: join(ctx.config.dataDir, 'tmp', 'uploads'), limitBytes: MAIL_LIMITS.fileBytes, what: 'mailer' },
    { field: 'mailer', schema: createMailerFieldSchema },
  );
  try {
    const { file } = upload;
    if (!file) throw badRequest('The mailer file was not provided');
    if (file.size === 0) throw badRequest('The mailer file is empty');
    const mime = assertFileType(await sniffFile(file.path), MAILER_CONTENT_TYPES, {
      what: 'mailer',
      expected: 'a PDF or a PNG, JPEG or WebP image',
    });
    return await use(actor, values, await prepare(actor.campaignId, file, mime));
  } finally {
    await upload.discard();
  }
};
