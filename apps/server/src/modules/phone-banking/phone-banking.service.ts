/** Call campaigns: create, read, list and move (docs/decisions/0044-phone-banking.md). */
import type { Survey } from '@groundwork/shared/contracts/surveys';
import {
  PHONE_BANKING_MESSAGES,
  PHONE_BANKING_QUEUE_MESSAGES,
  type CreatePhoneBankingBody,
  type PhoneBankingCampaign,
  type UpdatePhoneBankingBody,
} from '@groundwork/shared/contracts/phone-banking';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import type { AuditSource } from '../audit-log/audit-log.repository.ts';
import { auditCreated, auditMove, checkEnabled, PHONE_BANKING } from '../outreach/channel.ts';
import {
  checkMembers,
  checkMove,
  checkSource,
  outreachPatch,
  sourceOf,
} from '../outreach/outreach-campaigns.ts';
import { sourceWhere } from '../outreach/recipients.ts';
import { findSurveyOrThrow, getSurvey } from '../surveys/surveys.service.ts';
import { isLead, phoneBankForCaller } from './access.ts';
import * as repo from './phone-banking.repository.ts';
import { countRecipients, snapshotRecipients } from './recipients.ts';
import { sanitizeScript } from './script.ts';

const cleanScript = (script: string) => {
  const clean = sanitizeScript(script);
  if (clean === null) throw badRequest(PHONE_BANKING_QUEUE_MESSAGES.emptyScript);
  return clean;
};

/** Callers and the owner must be members; the survey must be the campaign's. */
const checkPeople = async (
  db: Db,
  actor: Actor,
  body: { user_ids?: string[] | undefined; owner_id?: string | null | undefined; survey_id?: string | null },
) => {
  await checkMembers(db, actor.campaignId, body.user_ids, PHONE_BANKING_QUEUE_MESSAGES.callerNotMember);
  if (body.owner_id)
    await checkMembers(db, actor.campaignId, [body.owner_id], PHONE_BANKING_QUEUE_MESSAGES.ownerNotMember);
  if (body.survey_id) await findSurveyOrThrow(db, actor.campaignId, body.survey_id);
};

const detailed = async (db: Db, actor: Actor, row: repo.PhoneBankRow): Promise<PhoneBankingCampaign> => {
  const [campaign] = await repo.withDetails(db, actor.campaignId, [row]);
  if (!campaign) throw notFound('Phone banking campaign');
  if (row.status !== 'Draft') return campaign;
  // A Draft has no snapshot yet: its recipients are counted live.
  const recipients = await countRecipients(db, actor.campaignId, sourceOf(row));
  return { ...campaign, counts: { ...campaign.counts, recipients, remaining: recipients } };
};

export const getPhoneBank = async (db: Db, actor: Actor, id: string) =>
  detailed(db, actor, await phoneBankForCaller(db, actor, id));

export const getMinimal = async (db: Db, actor: Actor, id: string) => {
  const row = await phoneBankForCaller(db, actor, id);
  return { id: row.id, name: row.name, status: row.status };
};

export const listAll = async (db: Db, actor: Actor) =>
  repo.withDetails(db, actor.campaignId, await repo.listPhoneBanks(db, actor.campaignId));

/** A caller's assigned call campaigns: a caller may only ask for themself; leads for anyone. */
export const listForUser = async (db: Db, actor: Actor, userId: string) => {
  if (userId !== actor.userId && !isLead(actor)) throw forbidden(PHONE_BANKING_MESSAGES.selfOnly);
  return repo.withDetails(db, actor.campaignId, await repo.listAssigned(db, actor.campaignId, userId));
};

export const createPhoneBank = async (
  db: Db,
  actor: Actor,
  body: CreatePhoneBankingBody,
  audit: AuditSource,
) => {
  const source = { voterGroupId: body.voter_group_id ?? null, filterParams: body.filter_params };
  const script = cleanScript(body.script);
  await checkSource(db, actor.campaignId, source, PHONE_BANKING_MESSAGES.noRecipientsSource);
  await checkPeople(db, actor, body);
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertPhoneBank(tx, {
      campaignId: actor.campaignId,
      userId: actor.userId,
      ownerId: body.owner_id ?? actor.userId,
      name: body.name,
      description: body.description ?? null,
      script,
      filterParams: body.filter_params,
      voterGroupId: source.voterGroupId,
      surveyId: body.survey_id ?? null,
    });
    await repo.replaceCallers(tx, inserted.id, body.user_ids);
    await auditCreated(tx, audit, PHONE_BANKING, {
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
  'script',
  'filter_params',
  'voter_group_id',
  'survey_id',
] as const;

/**
 * Content only while Draft; `status` moves along the outreach transitions (activation needs phone banking enabled and
 * snapshots the recipients); callers and the owner change any time.
 */
export const updatePhoneBank = async (
  db: Db,
  actor: Actor,
  body: UpdatePhoneBankingBody,
  audit: AuditSource,
) => {
  const current = await repo.findPhoneBank(db, actor.campaignId, body.id);
  if (!current) throw notFound('Phone banking campaign');
  const { editsContent, next, activating, source } = checkMove(
    current,
    body,
    CONTENT_FIELDS,
    PHONE_BANKING_MESSAGES,
  );
  const script = body.script === undefined ? undefined : cleanScript(body.script);
  if (editsContent)
    await checkSource(db, actor.campaignId, source, PHONE_BANKING_MESSAGES.noRecipientsSource);
  await checkPeople(db, actor, body);
  await checkEnabled(db, PHONE_BANKING, actor.campaignId, current.status, next);
  const where = activating ? await sourceWhere(db, actor.campaignId, source) : null;
  await db.transaction(async (tx) => {
    await repo.updatePhoneBank(tx, current.id, {
      ...outreachPatch(body, next, activating),
      ...(script === undefined ? {} : { script }),
      ...(body.owner_id === undefined ? {} : { ownerId: body.owner_id }),
    });
    if (body.user_ids) await repo.replaceCallers(tx, current.id, body.user_ids);
    if (where) await snapshotRecipients(tx, current.id, actor.campaignId, where);
    await auditMove(tx, audit, PHONE_BANKING, {
      campaignId: actor.campaignId,
      id: current.id,
      name: body.name ?? current.name,
      from: current.status,
      to: next,
    });
  });
  return getPhoneBank(db, actor, current.id);
};

/** GET /phone-banking/{id}/survey: the survey its callers ask (null when it has none), for a lead or a caller. */
export const getCallSurvey = async (db: DbOrTx, actor: Actor, id: string): Promise<Survey | null> => {
  const row = await phoneBankForCaller(db, actor, id);
  return row.surveyId ? getSurvey(db, actor, row.surveyId) : null;
};
