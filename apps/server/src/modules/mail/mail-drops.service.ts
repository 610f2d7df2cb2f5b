import { eq } from 'drizzle-orm';
import {
  MAIL_MESSAGES,
  type CreateMailDropBody,
  type MailDrop,
  type MailerSize,
  type MailRates,
  type UpdateMailDropBody,
} from '@groundwork/shared/contracts/mail';
import { MESSAGES } from '@groundwork/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mailDrops } from '../../db/schema/index.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { recordAudit, type AuditSource } from '../audit-log/audit-log.repository.ts';
import { findGroup } from '../voter-groups/voter-groups.repository.ts';
import { liveCounts } from './mail-costs.ts';
import * as drops from './mail-drops.repository.ts';
import { applyStatus } from './mail-status.ts';
import * as mailersRepo from './mailers.repository.ts';

const nameExists = () => new AppError('NAME_EXISTS', MESSAGES.nameExists);

/** The unique index decides a race: a save that lost it reads NAME_EXISTS too. */
const withUniqueName = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists();
    throw error;
  }
};

/** A drop goes to a Ready group of the actor's campaign. */
const readyGroup = async (db: DbOrTx, actor: Actor, groupId: string) => {
  const group = await findGroup(db, actor.campaignId, groupId);
  if (!group) throw notFound('Voter group');
  if (group.status !== 'Ready') throw badRequest(`The voter group "${group.name}" is not Ready yet`);
  return group;
};

export const estimate = async (db: Db, actor: Actor, groupId: string, size: MailerSize) => {
  await readyGroup(db, actor, groupId);
  return liveCounts(db, actor.campaignId, groupId, size);
};

const toMailDrop = async (db: DbOrTx, listed: drops.MailDropListed, exports: MailDrop['exports']) => {
  const { drop } = listed;
  const counts =
    drop.status === 'Mailed' && drop.frozenCounts
      ? drop.frozenCounts
      : await liveCounts(db, drop.campaignId, drop.voterGroupId, drop.mailerSize);
  return {
    id: drop.id,
    campaign_id: drop.campaignId,
    mailer_id: drop.mailerId,
    mailer_name: listed.mailerName,
    user_id: drop.userId,
    voter_group_id: drop.voterGroupId,
    voter_group_name: listed.voterGroupName,
    name: drop.name,
    mailer_size: drop.mailerSize,
    scheduled_date: drop.scheduledDate,
    status: drop.status,
    mailed_at: drop.mailedAt?.toISOString() ?? null,
    voters: counts.voters,
    pieces: counts.pieces,
    suppressed: counts.suppressed,
    cost: counts.cost_cents,
    exports,
    created_at: drop.createdAt.toISOString(),
  } satisfies MailDrop;
};

/** The campaign's drops (of one mailer when given), each with its counts and downloads. */
export const listDrops = async (db: Db, actor: Actor, mailerId?: string): Promise<MailDrop[]> => {
  const rows = await drops.listDropRows(
    db,
    actor.campaignId,
    mailerId ? eq(mailDrops.mailerId, mailerId) : undefined,
  );
  const exports = await drops.exportsOf(
    db,
    rows.map((r) => r.drop.id),
  );
  const result: MailDrop[] = [];
  for (const row of rows) {
    const own = exports.filter((e) => e.dropId === row.drop.id);
    result.push(
      await toMailDrop(
        db,
        row,
        own.map((e) => ({ user_id: e.userId, name: e.name, at: e.at.toISOString() })),
      ),
    );
  }
  return result;
};

export const getDrop = async (db: Db, actor: Actor, id: string): Promise<MailDrop> => {
  const rows = await drops.listDropRows(db, actor.campaignId, eq(mailDrops.id, id));
  const [row] = rows;
  if (!row) throw notFound('Mail drop');
  const exports = await drops.exportsOf(db, [id]);
  return toMailDrop(
    db,
    row,
    exports.map((e) => ({ user_id: e.userId, name: e.name, at: e.at.toISOString() })),
  );
};

export const checkDropName = async (db: Db, actor: Actor, mailerId: string, name: string) => {
  if (!(await mailersRepo.findMailerRow(db, actor.campaignId, mailerId))) throw notFound('Mailer');
  return { is_unique: !(await mailersRepo.isDropNameTaken(db, mailerId, name)) };
};

/** A new drop starts Draft; its name is unique per mailer (NAME_EXISTS otherwise). */
export const createDrop = async (
  ctx: AppContext,
  actor: Actor,
  body: CreateMailDropBody,
  source: AuditSource,
): Promise<MailDrop> => {
  if (!(await mailersRepo.findMailerRow(ctx.db, actor.campaignId, body.mailer_id))) throw notFound('Mailer');
  await readyGroup(ctx.db, actor, body.voter_group_id);
  if (await mailersRepo.isDropNameTaken(ctx.db, body.mailer_id, body.name)) throw nameExists();
  const { id } = await withUniqueName(() =>
    ctx.db.transaction(async (tx) => {
      const row = await drops.insertDrop(tx, {
        campaignId: actor.campaignId,
        mailerId: body.mailer_id,
        userId: actor.userId,
        voterGroupId: body.voter_group_id,
        name: body.name,
        mailerSize: body.mailer_size,
        scheduledDate: body.scheduled_date ?? null,
      });
      await recordAudit(tx, source, {
        campaignId: actor.campaignId,
        action: 'mail_drop.created',
        target: { type: 'mail_drop', id: row.id },
        summary: `Created the mail drop "${body.name}"`,
      });
      return row;
    }),
  );
  return getDrop(ctx.db, actor, id);
};

const CONTENT_FIELDS = ['name', 'voter_group_id', 'mailer_size', 'scheduled_date'] as const;

/** Edits a Draft's content, then moves its status if asked (decision 0038). */
export const updateDrop = async (
  ctx: AppContext,
  actor: Actor,
  body: UpdateMailDropBody,
  source: AuditSource,
): Promise<MailDrop> => {
  const row = await drops.findDropRow(ctx.db, actor.campaignId, body.id);
  if (!row) throw notFound('Mail drop');
  const edits = CONTENT_FIELDS.some((field) => body[field] !== undefined);
  if (edits) {
    if (row.status !== 'Draft') throw new AppError('CONFLICT', MAIL_MESSAGES.notDraft);
    if (body.voter_group_id !== undefined) await readyGroup(ctx.db, actor, body.voter_group_id);
    if (
      body.name !== undefined &&
      (await mailersRepo.isDropNameTaken(ctx.db, row.mailerId, body.name, row.id))
    ) {
      throw nameExists();
    }
    await withUniqueName(() =>
      ctx.db.transaction(async (tx) => {
        await drops.updateDrop(tx, row.id, {
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.voter_group_id === undefined ? {} : { voterGroupId: body.voter_group_id }),
          ...(body.mailer_size === undefined ? {} : { mailerSize: body.mailer_size }),
          ...(body.scheduled_date === undefined ? {} : { scheduledDate: body.scheduled_date }),
        });
        await recordAudit(tx, source, {
          campaignId: actor.campaignId,
          action: 'mail_drop.updated',
          target: { type: 'mail_drop', id: row.id },
          summary: `Edited the mail drop "${body.name ?? row.name}"`,
        });
      }),
    );
  }
  if (body.status !== undefined && body.status !== row.status) {
    await applyStatus(ctx, actor.campaignId, row.id, body.status, source);
  }
  return getDrop(ctx.db, actor, row.id);
};

export const getRates = async (db: Db, actor: Actor): Promise<MailRates> => ({
  rates: await drops.ratesOf(db, actor.campaignId),
});

export const updateRates = async (db: Db, actor: Actor, rates: MailRates['rates'], source: AuditSource) => {
  await db.transaction(async (tx) => {
    await drops.saveRates(tx, actor.campaignId, rates);
    await recordAudit(tx, source, {
      campaignId: actor.campaignId,
      action: 'mail_rates.updated',
      summary: `Set mail rates: ${Object.entries(rates)
        .map(([size, cents]) => `${size} ${String(cents)}¢`)
        .join(', ')}`,
    });
  });
  return getRates(db, actor);
};
