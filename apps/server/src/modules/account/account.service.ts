import type { MeResponse, UpdateNameBody } from '@groundwork/shared/contracts/users';
import { MESSAGES } from '@groundwork/shared/messages';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { renameIdentity } from '../../identity/identity.repository.ts';
import type { Identity } from '../../identity/token-verifier.ts';
import type { Actor } from '../../plugins/access.ts';
import { recordAudit, type AuditSource } from '../audit-log/audit-log.repository.ts';
import { findCampaign } from '../campaigns/campaigns.repository.ts';
import { deleteMembership, findUser } from '../memberships/memberships.repository.ts';
import { updateUser } from '../users/users.repository.ts';
import { getMe } from '../users/users.service.ts';

/** PUT /users/name/: the caller's own first and last name (and the identity's display name). */
export const updateName = async (db: Db, identity: Identity, body: UpdateNameBody): Promise<MeResponse> => {
  const user = await findUser(db, identity.userId);
  if (!user) throw new AppError('USER_NOT_INVITED', MESSAGES.emailNotInvited);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { first: body.first, last: body.last });
    await renameIdentity(tx, user.id, `${body.first} ${body.last}`);
  });
  return getMe(db, identity);
};

/** PUT /users/leave/campaign/: the caller leaves the campaign; its owner must hand it on first. */
export const leaveCampaign = async (db: Db, actor: Actor, source: AuditSource) => {
  const campaign = await findCampaign(db, actor.campaignId);
  if (!campaign) throw notFound('Campaign');
  if (campaign.ownerEmail === actor.email)
    throw new AppError(
      'CAMPAIGN_OWNER',
      `You own ${campaign.name}: transfer ownership to another Manager or Director before leaving it`,
    );
  await db.transaction(async (tx) => {
    await deleteMembership(tx, actor.membershipId);
    await recordAudit(tx, source, {
      campaignId: campaign.id,
      action: 'member.left',
      target: { type: 'membership', id: actor.membershipId },
      summary: `${actor.email} left the campaign`,
    });
  });
  return { detail: `You left ${campaign.name}` };
};
