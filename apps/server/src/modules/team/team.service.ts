import { isLeadTitle, mayGrantTitle, mayManageMember } from '@groundwork/shared/access/index';
import type { Campaign, CampaignMember } from '@groundwork/shared/contracts/campaigns';
import type { MemberActivity } from '@groundwork/shared/contracts/team';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import { evictAllReads, evictReadsOf } from '../../lib/read-cache.ts';
import type { Actor } from '../../plugins/access.ts';
import { recordAudit, type AuditSource } from '../audit-log/audit-log.repository.ts';
import {
  campaignTimeZone,
  findCampaign,
  toCampaign,
  updateCampaignRow,
} from '../campaigns/campaigns.repository.ts';
import { findMember, findMembership, updateMembershipTitle } from '../memberships/memberships.repository.ts';
import * as repo from './team.repository.ts';

const fullName = (user: { first: string; last: string; email: string }) =>
  `${user.first} ${user.last}`.trim() || user.email;

/** The member `userId` of the actor's campaign, with the campaign; 404 for anyone else. */
const memberOf = async (db: Db, actor: Actor, userId: string) => {
  const found = await findMembership(db, actor.campaignId, userId);
  if (!found) throw notFound('Member');
  return found;
};

const memberOrThrow = async (db: Db, campaignId: string, userId: string): Promise<CampaignMember> => {
  const member = await findMember(db, campaignId, userId);
  if (!member) throw notFound('Member');
  return member;
};

/**
 * PUT /campaign-user/title/: Managers and Directors change titles. The owner's title never changes; a
 * Director cannot make anyone Manager nor change a Manager.
 */
export const changeTitle = async (
  db: Db,
  actor: Actor,
  source: AuditSource,
  userId: string,
  title: string,
): Promise<CampaignMember> => {
  const { membership, campaign, user } = await memberOf(db, actor, userId);
  if (campaign.ownerEmail === user.email) {
    throw new AppError('CAMPAIGN_OWNER', "The campaign owner's title cannot change");
  }
  if (!mayManageMember(actor.title, membership.title))
    throw forbidden("A Director cannot change a Manager's title");
  if (!mayGrantTitle(actor.title, title)) throw forbidden('A Director cannot make anyone Manager');
  if (membership.title !== title) {
    await db.transaction(async (tx) => {
      await updateMembershipTitle(tx, membership.id, title);
      await recordAudit(tx, source, {
        campaignId: campaign.id,
        action: 'member.title_changed',
        target: { type: 'user', id: user.id },
        summary: `Changed ${fullName(user)}'s title from ${membership.title} to ${title}`,
      });
    });
    evictReadsOf(user.id); // again after the commit: a read between the write and the commit may have refilled
  }
  return memberOrThrow(db, campaign.id, user.id);
};

/**
 * PUT /campaign/owner/: only the owner hands the campaign on, to another member; one who is not a Manager
 * or Director becomes Manager. The former owner keeps their title.
 */
export const transferOwnership = async (
  db: Db,
  actor: Actor,
  source: AuditSource,
  userId: string,
  defaultTimeZone: string,
): Promise<Campaign> => {
  const campaign = await findCampaign(db, actor.campaignId);
  if (!campaign) throw notFound('Campaign');
  if (campaign.ownerEmail !== actor.email)
    throw forbidden("Only the campaign's owner can transfer ownership");
  const { membership, user } = await memberOf(db, actor, userId);
  if (user.email === campaign.ownerEmail) throw badRequest('This member already owns the campaign');
  const promote = !isLeadTitle(membership.title);
  const row = await db.transaction(async (tx) => {
    if (promote) await updateMembershipTitle(tx, membership.id, 'Manager');
    const updated = await updateCampaignRow(tx, campaign.id, { ownerEmail: user.email });
    await recordAudit(tx, source, {
      campaignId: campaign.id,
      action: 'campaign.ownership_transferred',
      target: { type: 'user', id: user.id },
      summary: `Transferred ownership to ${fullName(user)}${promote ? ` (made Manager, was ${membership.title})` : ''}`,
    });
    return updated;
  });
  evictAllReads(); // after the commit: every member's users/me shows who owns the campaign
  if (!row) throw notFound('Campaign');
  return toCampaign(row, defaultTimeZone);
};

/** GET /users/activity/: one member's page (profile, walkbooks, weekly doors and touches, latest visits). */
export const memberActivity = async (
  db: Db,
  actor: Actor,
  userId: string,
  defaultTimeZone: string,
): Promise<MemberActivity> => {
  const member = await memberOrThrow(db, actor.campaignId, userId);
  const timeZone = await campaignTimeZone(db, actor.campaignId, defaultTimeZone);
  const [walkbooks, weeks, recent] = await Promise.all([
    repo.assignedWalkbooks(db, actor.campaignId, userId),
    repo.weeklyActivity(db, actor.campaignId, userId, timeZone),
    repo.recentVisits(db, actor.campaignId, userId),
  ]);
  return { member, walkbooks, weeks, recent_visits: recent, time_zone: timeZone };
};
