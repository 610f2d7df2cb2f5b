/**
 * The rules both outreach campaigns share (service §4; docs/decisions/0041-text-campaigns.md, 0044-phone-banking.md):
 * Draft → Active ⇄ Paused → Completed, content only while Draft, recipients from a voter group or filters, assigned
 * users who are members, and the columns an update writes the same way.
 */
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../errors.ts';
import { nonMembers } from './outreach-campaigns.repository.ts';
import { sourceWhere, type RecipientSource } from './recipients.ts';

export type OutreachStatus = 'Draft' | 'Active' | 'Paused' | 'Completed';

const TRANSITIONS: Record<OutreachStatus, readonly OutreachStatus[]> = {
  Draft: ['Active'],
  Active: ['Paused', 'Completed'],
  Paused: ['Active', 'Completed'],
  Completed: [],
};

/** Each module's words for the shared refusals. */
export interface OutreachMessages {
  contentLocked: string;
  badTransition: string;
  noRecipientsSource: string;
}

interface OutreachRow {
  status: OutreachStatus;
  voterGroupId: string | null;
  filterParams: VoterFilter;
}

/** The shared columns an update may carry, as the API names them. */
interface OutreachUpdate {
  name?: string | undefined;
  description?: string | null | undefined;
  status?: OutreachStatus | undefined;
  filter_params?: VoterFilter | undefined;
  voter_group_id?: string | null | undefined;
  survey_id?: string | null | undefined;
}

export const sourceOf = (row: OutreachRow): RecipientSource => ({
  voterGroupId: row.voterGroupId,
  filterParams: row.filterParams,
});

/** A source must name a voter group of the campaign or some filters; returns its condition on `voters`. */
export const checkSource = async (db: Db, campaignId: string, source: RecipientSource, message: string) => {
  if (!source.voterGroupId && Object.keys(source.filterParams).length === 0) throw badRequest(message);
  return sourceWhere(db, campaignId, source);
};

/** Refuses `userIds` (when given) holding anyone who is not a member of the campaign. */
export const checkMembers = async (
  db: Db,
  campaignId: string,
  userIds: readonly string[] | undefined,
  message: string,
) => {
  if (userIds && (await nonMembers(db, campaignId, userIds)).length > 0) throw badRequest(message);
};

/**
 * An update's move: content (`contentFields`) only while Draft (409), the status along TRANSITIONS (409). Returns
 * the next status, whether it activates, and the recipients' source after the update.
 */
export const checkMove = <Body extends OutreachUpdate>(
  current: OutreachRow,
  body: Body,
  contentFields: readonly (keyof Body)[],
  messages: OutreachMessages,
) => {
  const editsContent = contentFields.some((field) => body[field] !== undefined);
  if (editsContent && current.status !== 'Draft') throw new AppError('CONFLICT', messages.contentLocked);
  const next = body.status ?? current.status;
  if (next !== current.status && !TRANSITIONS[current.status].includes(next))
    throw new AppError('CONFLICT', messages.badTransition);
  const source: RecipientSource = {
    voterGroupId: body.voter_group_id === undefined ? current.voterGroupId : body.voter_group_id,
    filterParams: body.filter_params ?? current.filterParams,
  };
  return { editsContent, next, activating: current.status === 'Draft' && next === 'Active', source };
};

/** The shared columns an update writes: those the body carries, the status, and the activation time. */
export const outreachPatch = (body: OutreachUpdate, next: OutreachStatus, activating: boolean) => ({
  ...(body.name === undefined ? {} : { name: body.name }),
  ...(body.description === undefined ? {} : { description: body.description }),
  ...(body.filter_params === undefined ? {} : { filterParams: body.filter_params }),
  ...(body.voter_group_id === undefined ? {} : { voterGroupId: body.voter_group_id }),
  ...(body.survey_id === undefined ? {} : { surveyId: body.survey_id }),
  status: next,
  ...(activating ? { activatedAt: new Date() } : {}),
});
