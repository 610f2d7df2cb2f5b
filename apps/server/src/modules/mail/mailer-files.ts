import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createMailerFieldSchema,
  MAIL_LIMITS,
  MAILER_CONTENT_TYPES,
  type CreateMailerField,
} from '@groundwork/shared/contracts/mail';
import { ROAD_SIGN_MESSAGES } from '@groundwork/shared/contracts/road-signs';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { parseFormFields } from '../../lib/uploads/form-fields.ts';
import { assertFileType, renderImage, sniffFile } from '../../lib/uploads/images.ts';
import { receiveUpload } from '../../lib/uploads/receive-upload.ts';
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

/** The pages of a PDF, or a 400 naming why it cannot be printed (corrupt, encrypted, empty, too long). */
const countPdfPages = async (path: string): Promise<number> => {
  let pages: number;
  try {
    // Loaded when a PDF arrives, not with the server: most processes never read one.
    const { PDFDocument } = await import('pdf-lib');
    const document = await PDFDocument.load(await readFile(path), { updateMetadata: false });
    pages = document.getPageCount();
  } catch (error) {
    const encrypted = (error as Error).message.toLowerCase().includes('encrypted');
    throw badRequest(
      encrypted
        ? 'The mailer PDF is encrypted: send it without a password or restrictions'
        : 'The mailer PDF could not be read (it is damaged or not really a PDF)',
    );
  }
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
 * MAIL_LIMITS.fileBytes, identified by its bytes (PDF, PNG, JPEG or WebP), a PDF's pages counted. `use` gets
 * the field and the prepared files; the temporary file goes in every case.
 */
export const withMailerUpload = async <T>(
  ctx: AppContext,
  request: FastifyRequest,
  actor: Actor,
  use: (values: CreateMailerField, prepared: PreparedMailer) => Promise<T>,
): Promise<T> => {
  const upload = await receiveUpload(request, {
    dir: join(ctx.config.dataDir, 'tmp', 'uploads'),
    limitBytes: MAIL_LIMITS.fileBytes,
    what: 'mailer',
  });
  try {
    if (upload.fields.mailer === undefined) throw badRequest('mailer was not provided');
    const form = z.object({ mailer: createMailerFieldSchema });
    const { mailer } = parseFormFields(form, upload.fields, ['mailer']);
    if (mailer.campaign_id !== actor.campaignId) throw badRequest(ROAD_SIGN_MESSAGES.campaignMismatch);
    const { file } = upload;
    if (!file) throw badRequest('The mailer file was not provided');
    if (file.size === 0) throw badRequest('The mailer file is empty');
    const mime = assertFileType(await sniffFile(file.path), MAILER_CONTENT_TYPES, {
      what: 'mailer',
      expected: 'a PDF or a PNG, JPEG or WebP image',
    });
    return await use(mailer, await prepare(actor.campaignId, file, mime));
  } finally {
    await upload.discard();
  }
};
