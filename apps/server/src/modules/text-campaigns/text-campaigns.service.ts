import { eq } from 'drizzle-orm';
import {
  TEXT_MESSAGES,
  type CreateTextCampaignBody,
  type TextCampaign,
  type UpdateTextCampaignBody,
} from '@groundwork/shared/contracts/text-campaigns';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import type { AuditSource } from '../audit-log/audit-log.repository.ts';
import { auditCreated, auditMove, checkEnabled, TEXTING } from '../outreach/channel.ts';
import { isLead, textCampaignForTexter } from './access.ts';
import {
  checkMembers,
  checkMove,
  checkSource,
  outreachPatch,
  sourceOf,
} from '../outreach/outreach-campaigns.ts';
import { sourceWhere, type RecipientSource } from '../outreach/recipients.ts';
import { previewRecipients, snapshotRecipients } from './recipients.ts';
import * as repo from './text-campaigns.repository.ts';

export const firstNameOf = async (db: Db, userId: string) => {
  const [user] = await db.select({ first: users.first }).from(users).where(eq(users.id, userId));
  return user?.first ?? '';
};

const TEXTER_NOT_MEMBER = 'Every texter in user_ids must be a member of the campaign';

const detailed = async (db: Db, actor: Actor, row: repo.TextCampaignRow): Promise<TextCampaign> => {
  const [campaign] = await repo.withDetails(db, actor.campaignId, [row]);
  if (!campaign) throw notFound('Text campaign');
  if (row.status !== 'Draft') return campaign;
  // A Draft has no snapshot yet: its recipients are counted live, as the composer shows them.
  const preview = await previewRecipients(db, actor.campaignId, sourceOf(row), '');
  return {
    ...campaign,
    counts: { ...campaign.counts, recipients: preview.recipients, remaining: preview.recipients },
  };
};

export const getTextCampaign = async (db: Db, actor: Actor, id: string) =>
  detailed(db, actor, await textCampaignForTexter(db, actor, id));

export const listAll = async (db: Db, actor: Actor) =>
  repo.withDetails(db, actor.campaignId, await repo.listTextCampaigns(db, actor.campaignId));

/** A texter's assigned text campaigns: a texter may only ask for themself; leads for anyone. */
export const listForUser = async (db: Db, actor: Actor, userId: string) => {
  if (userId !== actor.userId && !isLead(actor)) throw forbidden(TEXT_MESSAGES.selfOnly);
  return repo.withDetails(db, actor.campaignId, await repo.listAssigned(db, actor.campaignId, userId));
};

export const createTextCampaign = async (
  db: Db,
  actor: Actor,
  body: CreateTextCampaignBody,
  audit: AuditSource,
) => {
  const source = { voterGroupId: body.voter_group_id ?? null, filterParams: body.filter_params };
  await checkSource(db, actor.campaignId, source, TEXT_MESSAGES.noRecipientsSource);
  await checkMembers(db, actor.campaignId, body.user_ids, TEXTER_NOT_MEMBER);
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertTextCampaign(tx, {
      campaignId: actor.campaignId,
      userId: actor.userId,
      name: body.name,
      description: body.description ?? null,
      message: body.message,
      filterParams: body.filter_params,
      voterGroupId: source.voterGroupId,
      quickReplies: body.quick_replies,
      surveyId: body.survey_id ?? null,
      helpText: body.help_text ?? null,
    });
    await repo.replaceTexters(tx, inserted.id, body.user_ids);
    await auditCreated(tx, audit, TEXTING, {
      campaignId: actor.campaignId,
      id: inserted.id,
      name: body.name,
    });
    return inserted;
  });
  return detailed(db, actor, row);
};

const CONTENT_FIELDS = [
  'name',
  'description',
  'message',
  'filter_params',
  'voter_group_id',
  'survey_id',
] as const;

/**
 * Content only while Draft; `status` moves along the outreach transitions (activation needs texting enabled and
 * snapshots the recipients); texters change any time.
 */
export const updateTextCampaign = async (
  db: Db,
  actor: Actor,
  body: UpdateTextCampaignBody,
  audit: AuditSource,
) => {
  const current = await repo.findTextCampaign(db, actor.campaignId, body.id);
  if (!current) throw notFound('Text campaign');
  const { editsContent, next, activating, source } = checkMove(current, body, CONTENT_FIELDS, TEXT_MESSAGES);
  if (editsContent) await checkSource(db, actor.campaignId, source, TEXT_MESSAGES.noRecipientsSource);
  await checkMembers(db, actor.campaignId, body.user_ids, TEXTER_NOT_MEMBER);
  await checkEnabled(db, TEXTING, actor.campaignId, current.status, next);
  const where = activating ? await sourceWhere(db, actor.campaignId, source) : null;
  await db.transaction(async (tx) => {
    await repo.updateTextCampaign(tx, current.id, {
      ...outreachPatch(body, next, activating),
      ...(body.message === undefined ? {} : { message: body.message }),
      ...(body.quick_replies === undefined ? {} : { quickReplies: body.quick_replies }),
      ...(body.help_text === undefined ? {} : { helpText: body.help_text }),
    });
    if (body.user_ids) await repo.replaceTexters(tx, current.id, body.user_ids);
    if (where) await snapshotRecipients(tx, current.id, actor.campaignId, where);
    await auditMove(tx, audit, TEXTING, {
      campaignId: actor.campaignId,
      id: current.id,
      name: body.name ?? current.name,
      from: current.status,
      to: next,
    });
  });
  return getTextCampaign(db, actor, current.id);
};

export const preview = async (db: Db, actor: Actor, source: RecipientSource) =>
  previewRecipients(db, actor.campaignId, source, await firstNameOf(db, actor.userId));
