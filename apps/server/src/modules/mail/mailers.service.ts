import { extname } from 'node:path';
import type { CreateMailerField, Mailer } from '@groundwork/shared/contracts/mail';
import { MESSAGES } from '@groundwork/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, isUniqueViolation, notFound } from '../../errors.ts';
import { storeThenWrite } from '../../lib/uploads/stored-files.ts';
import type { Actor } from '../../plugins/access.ts';
import { recordAudit, type AuditSource } from '../audit-log/audit-log.repository.ts';
import type { PreparedMailer } from './mailer-files.ts';
import * as repo from './mailers.repository.ts';

const nameExists = () => new AppError('NAME_EXISTS', MESSAGES.nameExists);

export const getMailer = async (db: Db, actor: Actor, id: string): Promise<Mailer> => {
  const mailer = await repo.getMailer(db, actor.campaignId, id);
  if (!mailer) throw notFound('Mailer');
  return mailer;
};

export const checkMailerName = async (db: Db, actor: Actor, name: string) => ({
  is_unique: !(await repo.isMailerNameTaken(db, actor.campaignId, name)),
});

/**
 * A mailer with its file: a taken name is refused before anything is stored; the files are stored, then the
 * row written (the unique index decides a race), and the files removed again if the row cannot be.
 */
export const createMailer = async (
  ctx: AppContext,
  actor: Actor,
  values: CreateMailerField,
  prepared: PreparedMailer,
  source: AuditSource,
): Promise<Mailer> => {
  if (await repo.isMailerNameTaken(ctx.db, actor.campaignId, values.name)) throw nameExists();
  const { id } = await storeThenWrite(ctx.storage, prepared.files, async () => {
    try {
      return await ctx.db.transaction(async (tx) => {
        const row = await repo.insertMailer(tx, {
          campaignId: actor.campaignId,
          userId: actor.userId,
          name: values.name,
          fileKey: prepared.fileKey,
          thumbnailKey: prepared.thumbnailKey,
          contentType: prepared.contentType,
          fileSize: prepared.size,
          pageCount: prepared.pageCount,
        });
        await recordAudit(tx, source, {
          campaignId: actor.campaignId,
          action: 'mailer.created',
          target: { type: 'mailer', id: row.id },
          summary: `Added the mailer "${values.name}" (${String(prepared.pageCount)} page${prepared.pageCount === 1 ? '' : 's'})`,
        });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameExists();
      throw error;
    }
  });
  return getMailer(ctx.db, actor, id);
};

const TYPE_OF_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** The stored file (or an image's thumbnail) of a mailer in the actor's campaign. */
export const mailerFile = async (db: Db, actor: Actor, id: string, size: 'full' | 'thumbnail') => {
  const row = await repo.findMailerRow(db, actor.campaignId, id);
  if (!row) throw notFound('Mailer');
  const key = size === 'full' ? row.fileKey : row.thumbnailKey;
  if (!key) throw notFound('Thumbnail of this mailer');
  const contentType =
    size === 'full' ? row.contentType : (TYPE_OF_EXTENSION[extname(key).slice(1)] ?? 'image/jpeg');
  return { key, contentType, fileName: `${row.name}${extname(key)}` };
};
