import { isDeepStrictEqual } from 'node:util';
import { isLeadTitle } from '@groundwork/shared/access/index';
import {
  isWiderThanContactHours,
  type Campaign,
  type UpdateCampaignBody,
} from '@groundwork/shared/contracts/campaigns';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { Identity } from '../../identity/token-verifier.ts';
import type { Actor } from '../../plugins/access.ts';
import { recordAudit, type AuditEntry, type AuditSource } from '../audit-log/audit-log.repository.ts';
import { findMembershipByEmail, findUser, insertMembership } from '../memberships/memberships.repository.ts';
import * as repo from './campaigns.repository.ts';
import { assertMayRequireTwoFactor } from './two-factor-policy.ts';

/** The creator becomes the campaign's owner and its Manager. */
export const createCampaign = async (
  db: Db,
  identity: Identity,
  body: {
    name: string;
    candidate_name?: string | null | undefined;
    address?: string | null | undefined;
    location?: string | null | undefined;
    time_zone?: string | undefined;
  },
  defaultTimeZone: string,
): Promise<Campaign> => {
  if (!identity.emailVerified)
    throw new AppError('EMAIL_NOT_VERIFIED', 'Please verify your e-mail address first.');
  const user = await findUser(db, identity.userId);
  if (!user) throw new AppError('USER_NOT_INVITED', 'Register before creating a campaign');
  if (!user.isActive) throw new AppError('USER_DISABLED', 'This account has been disabled.');
  if (!user.termsAccepted) throw new AppError('TERMS_NOT_ACCEPTED', 'Please accept the terms first.');
  const row = await db.transaction(async (tx) => {
    const campaign = await repo.insertCampaign(tx, {
      name: body.name,
      candidateName: body.candidate_name ?? null,
      address: body.address ?? null,
      location: body.location ?? null,
      ownerEmail: user.email,
      timeZone: body.time_zone ?? defaultTimeZone,
    });
    await insertMembership(tx, { campaignId: campaign.id, userId: user.id, title: 'Manager' });
    return campaign;
  });
  return repo.toCampaign(row, defaultTimeZone);
};

export const getCampaign = async (db: Db, actor: Actor, defaultTimeZone: string): Promise<Campaign> => {
  const row = await repo.findCampaign(db, actor.campaignId);
  if (!row) throw notFound('Campaign');
  return repo.toCampaign(row, defaultTimeZone);
};

const EDITABLE_FIELD_LABELS: Record<string, string> = {
  name: 'name',
  candidateName: 'candidate name',
  address: 'address',
  location: 'location',
  timeZone: 'time zone',
  textingHours: 'texting hours',
  callingHours: 'calling hours',
};

/** The audit entries of an edit: which fields changed, and the ownership transfer apart. */
const editEntries = (current: repo.CampaignRow, changes: Partial<repo.CampaignRow>): AuditEntry[] => {
  const { ownerEmail, ...fields } = changes;
  const edited = Object.entries(fields)
    .filter(([field, value]) => !isDeepStrictEqual(current[field as keyof repo.CampaignRow], value))
    .map(([field]) => EDITABLE_FIELD_LABELS[field] ?? field);
  const target = { type: 'campaign', id: current.id };
  const entries: AuditEntry[] = [];
  if (edited.length > 0) {
    entries.push({
      campaignId: current.id,
      action: 'campaign.updated',
      target,
      summary: `Edited ${edited.join(', ')}`,
    });
  }
  // Hours saved wider than 8 am–9 pm: an entry of their own, naming the window (decision 0062).
  for (const field of ['textingHours', 'callingHours'] as const) {
    const hours = fields[field];
    if (!hours || isDeepStrictEqual(current[field], hours) || !isWiderThanContactHours(hours)) continue;
    entries.push({
      campaignId: current.id,
      action: 'campaign.hours_widened',
      target,
      summary: `Set ${EDITABLE_FIELD_LABELS[field]} to ${hours.start}–${hours.end}, outside 8 am–9 pm`,
    });
  }
  if (ownerEmail !== undefined && ownerEmail !== current.ownerEmail) {
    const summary = `Transferred ownership from ${current.ownerEmail} to ${ownerEmail}`;
    entries.push({ campaignId: current.id, action: 'campaign.ownership_transferred', target, summary });
  }
  return entries;
};

/** Managers and Directors edit; only the owner hands ownership on, and only to a Manager or Director. */
export const updateCampaign = async (
  db: Db,
  actor: Actor,
  body: UpdateCampaignBody,
  source: AuditSource,
  defaultTimeZone: string,
): Promise<Campaign> => {
  const current = await repo.findCampaign(db, actor.campaignId);
  if (!current) throw notFound('Campaign');
  if (body.owner_email && body.owner_email !== current.ownerEmail) {
    if (actor.email !== current.ownerEmail)
      throw forbidden("Only the campaign's owner can transfer ownership");
    const heir = await findMembershipByEmail(db, current.id, body.owner_email);
    if (!heir || !isLeadTitle(heir.title)) {
      throw new AppError('VALIDATION_FAILED', 'The new owner must be a Manager or Director of this campaign');
    }
  }
  if (body.require_two_factor !== undefined && body.require_two_factor !== current.requireTwoFactor)
    await assertMayRequireTwoFactor(db, actor, body.require_two_factor);
  const changes = {
    ...(body.require_two_factor !== undefined ? { requireTwoFactor: body.require_two_factor } : {}),
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.candidate_name !== undefined ? { candidateName: body.candidate_name } : {}),
    ...(body.address !== undefined ? { address: body.address } : {}),
    ...(body.location !== undefined ? { location: body.location } : {}),
    ...(body.owner_email !== undefined ? { ownerEmail: body.owner_email } : {}),
    ...(body.time_zone !== undefined ? { timeZone: body.time_zone } : {}),
    ...(body.texting_hours !== undefined ? { textingHours: body.texting_hours } : {}),
    ...(body.calling_hours !== undefined ? { callingHours: body.calling_hours } : {}),
  };
  if (Object.keys(changes).length === 0) return repo.toCampaign(current, defaultTimeZone); // nothing to change
  const row = await db.transaction(async (tx) => {
    const updated = await repo.updateCampaignRow(tx, current.id, changes);
    if (!updated) throw notFound('Campaign');
    await recordAudit(tx, source, ...editEntries(current, changes));
    return updated;
  });
  return repo.toCampaign(row, defaultTimeZone);
};
