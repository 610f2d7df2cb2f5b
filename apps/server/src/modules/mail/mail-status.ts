/**
 * A drop's status (docs/decisions/0038-mail.md): Draft → Scheduled → Mailed; Draft or Scheduled → Cancelled;
 * Scheduled → Draft to edit it again. Scheduling with a date queues a job that marks it Mailed on that date in
 * the campaign's time zone; Mailed freezes its counts and touches every voter it reached, in one transaction.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MAIL_MESSAGES, type MailDropStatus } from '@groundwork/shared/contracts/mail';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { defineJob } from '../../jobs/job.ts';
import { recordAudit, type AuditSource } from '../audit-log/audit-log.repository.ts';
import { campaignTimeZone } from '../campaigns/campaigns.repository.ts';
import { recordTouchesFor } from '../touches/touches.repository.ts';
import { reachedVoterIds } from './mail-counts.repository.ts';
import { findDropRow, lockDropRow, updateDrop, type MailDropRow } from './mail-drops.repository.ts';
import { liveCounts } from './mail-costs.ts';
import { findMailerRow } from './mailers.repository.ts';

const ALLOWED: Record<MailDropStatus, readonly MailDropStatus[]> = {
  Draft: ['Scheduled', 'Cancelled'],
  Scheduled: ['Mailed', 'Cancelled', 'Draft'],
  Mailed: [],
  Cancelled: [],
};

export const canMove = (from: MailDropStatus, to: MailDropStatus) => ALLOWED[from].includes(to);

/** The instant a date starts (or is at noon, for a touch) in a time zone, computed by PostgreSQL. */
const instantOf = async (db: DbOrTx, date: string, time: string, timeZone: string): Promise<Date> => {
  const result = await db.execute<{ at: string | Date }>(
    sql`select ((${date}::date + ${time}::time) at time zone ${timeZone}) as at`,
  );
  return new Date(result.rows[0]?.at ?? Date.now());
};

/** Marks a Scheduled drop Mailed when its date comes; anything else (edited, cancelled, mailed) is left. */
export const mailDropDueJob = defineJob({
  name: 'mail.drop-due',
  payload: z.object({ campaign_id: z.uuid(), drop_id: z.uuid(), date: z.iso.date() }),
  async handle(ctx, payload) {
    const drop = await findDropRow(ctx.db, payload.campaign_id, payload.drop_id);
    if (drop?.status !== 'Scheduled' || drop.scheduledDate !== payload.date) return;
    const source: AuditSource = { userId: null, email: 'scheduled mail drop', ip: null, clientType: 'job' };
    await applyStatus(ctx, payload.campaign_id, payload.drop_id, 'Mailed', source, 'Scheduled');
  },
});

/** Freezes the counts, touches the reached voters (dated the drop date) and records the status, in `tx`. */
const markMailed = async (tx: DbOrTx, drop: MailDropRow, timeZone: string) => {
  const mailedAt = new Date();
  const counts = await liveCounts(tx, drop.campaignId, drop.voterGroupId, drop.mailerSize);
  const mailer = await findMailerRow(tx, drop.campaignId, drop.mailerId);
  const touchedAt = drop.scheduledDate
    ? await instantOf(tx, drop.scheduledDate, '12:00', timeZone)
    : mailedAt;
  await recordTouchesFor(
    tx,
    {
      campaignId: drop.campaignId,
      channel: 'mail',
      touchedAt,
      userId: null,
      sourceId: drop.id,
      summary: mailer?.name ?? drop.name,
    },
    reachedVoterIds(drop.campaignId, drop.voterGroupId),
  );
  await updateDrop(tx, drop.id, { status: 'Mailed', mailedAt, frozenCounts: counts });
};

/**
 * Moves the drop to `to` if its status allows it (409 otherwise); `expected` guards the job, which only
 * mails a drop still Scheduled. Scheduling with a date queues the mailing job.
 */
export const applyStatus = async (
  ctx: AppContext,
  campaignId: string,
  id: string,
  to: MailDropStatus,
  source: AuditSource,
  expected?: MailDropStatus,
) => {
  const timeZone = await campaignTimeZone(ctx.db, campaignId, ctx.config.timeZone);
  const scheduled = await ctx.db.transaction(async (tx) => {
    const drop = await lockDropRow(tx, campaignId, id);
    if (!drop) throw notFound('Mail drop');
    if (expected && drop.status !== expected) return null;
    if (!canMove(drop.status, to)) {
      throw new AppError('CONFLICT', `${MAIL_MESSAGES.badTransition} (${drop.status} to ${to})`);
    }
    if (to === 'Mailed') await markMailed(tx, drop, timeZone);
    else await updateDrop(tx, drop.id, { status: to });
    await recordAudit(tx, source, {
      campaignId,
      action: 'mail_drop.status_changed',
      target: { type: 'mail_drop', id },
      summary: `Moved the mail drop "${drop.name}" from ${drop.status} to ${to}`,
    });
    return to === 'Scheduled' ? drop.scheduledDate : null;
  });
  if (scheduled) {
    await ctx.jobs.enqueue(
      mailDropDueJob,
      { campaign_id: campaignId, drop_id: id, date: scheduled },
      {
        startAfter: await instantOf(ctx.db, scheduled, '00:00', timeZone),
        singletonKey: `mail-drop:${id}:${scheduled}`,
      },
    );
  }
};
