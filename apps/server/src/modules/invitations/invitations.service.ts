import { mayGrantTitle } from '@groundwork/shared/access/index';
import { JOIN_TITLE, INVITATION_LIFETIME_DAYS } from '@groundwork/shared/constants';
import type { CreateInvitationBody, Invitation } from '@groundwork/shared/contracts/invitations';
import { MESSAGES } from '@groundwork/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { Identity } from '../../identity/token-verifier.ts';
import { invitationEmail } from '../../integrations/mail/templates.ts';
import { loadActor, type Actor } from '../../plugins/access.ts';
import { recordAudit, type AuditSource } from '../audit-log/audit-log.repository.ts';
import { findCampaign } from '../campaigns/campaigns.repository.ts';
import {
  findMembershipByEmail,
  findUser,
  findUserByEmail,
  insertMembership,
} from '../memberships/memberships.repository.ts';
import * as repo from './invitations.repository.ts';

const invalidToken = () => new AppError('INVALID_INVITATION_TOKEN', MESSAGES.invalidInvitationToken);

/** Managers and Directors invite by e-mail; a new invitation supersedes an open one to the same person. */
export const createInvitation = async (
  ctx: AppContext,
  actor: Actor,
  body: CreateInvitationBody,
  source: AuditSource,
): Promise<Invitation> => {
  if (body.sender_id && body.sender_id !== actor.userId) throw forbidden('sender_id must be your own id');
  if (!mayGrantTitle(actor.title, body.offer_title)) throw forbidden('A Director cannot make anyone Manager');
  const campaign = await findCampaign(ctx.db, actor.campaignId);
  if (!campaign) throw notFound('Campaign');
  if (await findMembershipByEmail(ctx.db, campaign.id, body.receiver_email)) {
    throw new AppError('ALREADY_MEMBER', `${body.receiver_email} is already a member of this campaign`);
  }
  const token = repo.newInvitationToken();
  const row = await ctx.db.transaction(async (tx) => {
    await repo.revokeOpenFor(tx, campaign.id, body.receiver_email);
    const inserted = await repo.insertInvitation(tx, {
      tokenHash: repo.hashInvitationToken(token),
      senderId: actor.userId,
      senderEmail: actor.email,
      campaignId: campaign.id,
      receiverEmail: body.receiver_email,
      offerTitle: body.offer_title,
      message: body.message ?? null,
      expiresAt: newExpiry(),
    });
    await recordAudit(tx, source, {
      campaignId: campaign.id,
      action: 'invitation.sent',
      target: { type: 'invitation', id: inserted.id },
      summary: `Invited ${body.receiver_email} as ${body.offer_title}`,
    });
    return inserted;
  });
  await mailInvitation(ctx, actor, campaign.name, row, token);
  return repo.toInvitation(row);
};

const newExpiry = () => new Date(Date.now() + INVITATION_LIFETIME_DAYS * 86_400_000);

/** E-mails the link of `token`: someone with an account signs in and finds it in the picker; anyone else registers. */
const mailInvitation = async (
  ctx: AppContext,
  actor: Actor,
  campaignName: string,
  invitation: repo.InvitationRow,
  token: string,
) => {
  const sender = await findUser(ctx.db, actor.userId);
  const hasAccount = Boolean(await findUserByEmail(ctx.db, invitation.receiverEmail));
  const url = hasAccount
    ? `${ctx.config.publicUrl}/auth/login`
    : `${ctx.config.publicUrl}/auth/register?invitationToken=${encodeURIComponent(token)}`;
  await ctx.mailer.send(
    invitationEmail(invitation.receiverEmail, {
      senderName: sender ? `${sender.first} ${sender.last}` : actor.email,
      campaignName,
      offerTitle: invitation.offerTitle,
      message: invitation.message,
      url,
      expiresAt: invitation.expiresAt,
    }),
  );
};

/** GET /invitation/all/: the campaign's invitations still waiting for an answer (pending or expired). */
export const listWaitingInvitations = async (db: Db, actor: Actor): Promise<Invitation[]> =>
  (await repo.listWaiting(db, actor.campaignId)).map(repo.toInvitation);

/**
 * POST /invitation/resend/: a fresh token and expiry on the same invitation (so the old link stops
 * working), e-mailed again; an expired invitation may be resent, an answered or revoked one not.
 */
export const resendInvitation = async (
  ctx: AppContext,
  actor: Actor,
  source: AuditSource,
  id: string,
): Promise<Invitation> => {
  const invitation = await repo.findById(ctx.db, id);
  if (!invitation || invitation.campaignId !== actor.campaignId) throw notFound('Invitation');
  if (invitation.status !== 'pending') {
    throw new AppError('CONFLICT', `This invitation is ${invitation.status} and can no longer be resent`);
  }
  const campaign = await findCampaign(ctx.db, actor.campaignId);
  if (!campaign) throw notFound('Campaign');
  const token = repo.newInvitationToken();
  const row = await ctx.db.transaction(async (tx) => {
    const renewed = await repo.renewToken(tx, id, repo.hashInvitationToken(token), newExpiry());
    await recordAudit(tx, source, {
      campaignId: campaign.id,
      action: 'invitation.sent',
      target: { type: 'invitation', id },
      summary: `Resent the invitation to ${invitation.receiverEmail} as ${invitation.offerTitle}`,
    });
    return renewed;
  });
  await mailInvitation(ctx, actor, campaign.name, row, token);
  return repo.toInvitation(row);
};

export const validateInvitationToken = async (db: Db, token: string | undefined) => {
  if (!token) throw invalidToken();
  const found = await repo.findOpenByToken(db, token);
  if (!found) throw invalidToken();
  return {
    email: found.invitation.receiverEmail,
    campaign_name: found.campaignName,
    offer_title: found.invitation.offerTitle,
  };
};

/** The receiver sees their own open invitation; a Manager or Director sees those of their campaign. */
export const getInvitation = async (
  db: Db,
  identity: Identity,
  receiverEmail: string,
  campaignId?: string,
): Promise<Invitation> => {
  if (receiverEmail !== identity.email) {
    if (!campaignId) throw notFound('Invitation');
    await loadActor(db, identity, campaignId, 'member:invite').catch(() => {
      throw notFound('Invitation');
    });
  }
  const row = await repo.findOpenForReceiver(db, receiverEmail, campaignId);
  if (!row) throw notFound('Invitation');
  return repo.toInvitation(row);
};

/** Turns an open invitation into a membership with the offered title (or Worker), and records it. */
export const joinThroughInvitation = async (
  tx: DbOrTx,
  invitation: repo.InvitationRow,
  userId: string,
  source: AuditSource,
) => {
  const title = invitation.offerTitle || JOIN_TITLE;
  const created = await insertMembership(tx, { campaignId: invitation.campaignId, userId, title });
  if (!created) throw new AppError('ALREADY_MEMBER', 'You are already a member of this campaign');
  await repo.setStatus(tx, invitation.id, 'accepted');
  await recordAudit(tx, source, {
    campaignId: invitation.campaignId,
    action: 'invitation.accepted',
    target: { type: 'invitation', id: invitation.id },
    summary: `${invitation.receiverEmail} accepted the invitation and joined as ${title}`,
  });
};

export const respondToInvitation = async (
  ctx: AppContext,
  identity: Identity,
  id: string,
  status: 'accepted' | 'declined' | 'revoked',
  source: AuditSource,
): Promise<Invitation> => {
  const invitation = await repo.findById(ctx.db, id);
  if (!invitation) throw notFound('Invitation');
  if (status === 'revoked') {
    await loadActor(ctx.db, identity, invitation.campaignId, 'member:invite').catch(() => {
      throw notFound('Invitation');
    });
  } else if (invitation.receiverEmail !== identity.email) {
    throw notFound('Invitation');
  }
  const current = repo.toInvitation(invitation);
  if (current.status !== 'pending') {
    throw new AppError('CONFLICT', `This invitation is ${current.status} and can no longer be changed`);
  }
  if (status === 'accepted') {
    const user = await findUser(ctx.db, identity.userId);
    if (!user) throw new AppError('USER_NOT_INVITED', 'Register before accepting the invitation');
    await ctx.db.transaction((tx) => joinThroughInvitation(tx, invitation, user.id, source));
  } else if (status === 'revoked') {
    await ctx.db.transaction(async (tx) => {
      await repo.setStatus(tx, invitation.id, status);
      await recordAudit(tx, source, {
        campaignId: invitation.campaignId,
        action: 'invitation.revoked',
        target: { type: 'invitation', id: invitation.id },
        summary: `Revoked the invitation to ${invitation.receiverEmail}`,
      });
    });
  } else {
    await repo.setStatus(ctx.db, invitation.id, status);
  }
  const updated = await repo.findById(ctx.db, id);
  if (!updated) throw notFound('Invitation');
  return repo.toInvitation(updated);
};
