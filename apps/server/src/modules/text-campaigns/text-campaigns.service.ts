import { eq } from 'drizzle-orm';
import {
  TEXT_MESSAGES,
  type CreateTextCampaignBody,
  type TextCampaign,
  type TextCampaignStatus,
  type UpdateTextCampaignBody,
} from '@groundwork/shared/contracts/text-campaigns';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { isLead, textCampaignForTexter } from './access.ts';
import { previewRecipients, snapshotRecipients, sourceWhere, type RecipientSource } from './recipients.ts';
import * as repo from './text-campaigns.repository.ts';

/** Draft → Active ⇄ Paused → Completed (docs/decisions/0041-text-campaigns.md). */
const TRANSITIONS: Record<TextCampaignStatus, readonly TextCampaignStatus[]> = {
  Draft: ['Active'],
  Active: ['Paused', 'Completed'],
  Paused: ['Active', 'Completed'],
  Completed: [],
};

export const firstNameOf = async (db: Db, userId: string) => {
  const [user] = await db.select({ first: users.first }).from(users).where(eq(users.id, userId));
  return user?.first ?? '';
};

const checkTexters = async (db: Db, actor: Actor, userIds: readonly string[] | undefined) => {
  if (!userIds) return;
  const outsiders = await repo.nonMembers(db, actor.campaignId, userIds);
  if (outsiders.length > 0) throw badRequest('Every texter in user_ids must be a member of the campaign');
};

const checkSource = async (db: Db, actor: Actor, source: RecipientSource) => {
  if (!source.voterGroupId && Object.keys(source.filterParams).length === 0)
    throw badRequest(TEXT_MESSAGES.noRecipientsSource);
  await sourceWhere(db, actor.campaignId, source);
};

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

const sourceOf = (row: repo.TextCampaignRow): RecipientSource => ({
  voterGroupId: row.voterGroupId,
  filterParams: row.filterParams,
});

export const getTextCampaign = async (db: Db, actor: Actor, id: string) =>
  detailed(db, actor, await textCampaignForTexter(db, actor, id));

export const listAll = async (db: Db, actor: Actor) =>
  repo.withDetails(db, actor.campaignId, await repo.listTextCampaigns(db, actor.campaignId));

/** A texter's assigned text campaigns: a texter may only ask for themself; leads for anyone. */
export const listForUser = async (db: Db, actor: Actor, userId: string) => {
  if (userId !== actor.userId && !isLead(actor)) throw forbidden(TEXT_MESSAGES.selfOnly);
  return repo.withDetails(db, actor.campaignId, await repo.listAssigned(db, actor.campaignId, userId));
};

export const createTextCampaign = async (db: Db, actor: Actor, body: CreateTextCampaignBody) => {
  const source = { voterGroupId: body.voter_group_id ?? null, filterParams: body.filter_params };
  await checkSource(db, actor, source);
  await checkTexters(db, actor, body.user_ids);
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

/** Content only while Draft; `status` moves along TRANSITIONS; going Active snapshots the recipients. */
export const updateTextCampaign = async (db: Db, actor: Actor, body: UpdateTextCampaignBody) => {
  const current = await repo.findTextCampaign(db, actor.campaignId, body.id);
  if (!current) throw notFound('Text campaign');
  const editsContent = CONTENT_FIELDS.some((field) => body[field] !== undefined);
  if (editsContent && current.status !== 'Draft') throw new AppError('CONFLICT', TEXT_MESSAGES.contentLocked);
  const next = body.status ?? current.status;
  if (next !== current.status && !TRANSITIONS[current.status].includes(next))
    throw new AppError('CONFLICT', TEXT_MESSAGES.badTransition);
  const source: RecipientSource = {
    voterGroupId: body.voter_group_id === undefined ? current.voterGroupId : body.voter_group_id,
    filterParams: body.filter_params ?? current.filterParams,
  };
  if (editsContent) await checkSource(db, actor, source);
  await checkTexters(db, actor, body.user_ids);
  const activating = current.status === 'Draft' && next === 'Active';
  const where = activating ? await sourceWhere(db, actor.campaignId, source) : null;
  await db.transaction(async (tx) => {
    await repo.updateTextCampaign(tx, current.id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.message === undefined ? {} : { message: body.message }),
      ...(body.filter_params === undefined ? {} : { filterParams: body.filter_params }),
      ...(body.voter_group_id === undefined ? {} : { voterGroupId: body.voter_group_id }),
      ...(body.survey_id === undefined ? {} : { surveyId: body.survey_id }),
      ...(body.quick_replies === undefined ? {} : { quickReplies: body.quick_replies }),
      ...(body.help_text === undefined ? {} : { helpText: body.help_text }),
      status: next,
      ...(activating ? { activatedAt: new Date() } : {}),
    });
    if (body.user_ids) await repo.replaceTexters(tx, current.id, body.user_ids);
    if (where) await snapshotRecipients(tx, current.id, actor.campaignId, where);
  });
  return getTextCampaign(db, actor, current.id);
};

export const preview = async (db: Db, actor: Actor, source: RecipientSource) =>
  previewRecipients(db, actor.campaignId, source, await firstNameOf(db, actor.userId));
