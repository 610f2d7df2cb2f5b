import { mayManageMember } from '@groundwork/shared/access/index';
import { passwordPolicyViolations, describePasswordViolations } from '@groundwork/shared/contracts/identity';
import type {
  CampaignUser,
  MeResponse,
  RegisterUserBody,
  UserRecord,
} from '@groundwork/shared/contracts/users';
import { MESSAGES } from '@groundwork/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { createIdentity } from '../../identity/identity.service.ts';
import type { Identity } from '../../identity/token-verifier.ts';
import { evictReadsOf, type ReadCache } from '../../lib/read-cache.ts';
import type { Actor } from '../../plugins/access.ts';
import { recordAudit, type AuditSource } from '../audit-log/audit-log.repository.ts';
import { campaignsOwnedBy, findCampaign } from '../campaigns/campaigns.repository.ts';
import {
  deleteMembership,
  findMembership,
  findMembershipByEmail,
  findUser,
  findUserByEmail,
} from '../memberships/memberships.repository.ts';
import {
  findOpenForReceiver,
  findOpenByToken,
  findRegisteredThrough,
  listOpenEntriesForEmail,
  markRegisteredThrough,
} from '../invitations/invitations.repository.ts';
import { joinThroughInvitation } from '../invitations/invitations.service.ts';
import * as repo from './users.repository.ts';

const activeUser = async (db: Db, identity: Identity) => {
  const user = await findUser(db, identity.userId);
  if (!user) throw new AppError('USER_NOT_INVITED', MESSAGES.emailNotInvited);
  if (!user.isActive) throw new AppError('USER_DISABLED', 'This account has been disabled.');
  return user;
};

/** When the earliest invitation in the record stops being open (its entry must not outlive it). */
const firstExpiry = (row: repo.UserRecordRow): number | undefined => {
  const times = row.invitations.map((invitation) => Date.parse(invitation.expires_at));
  return times.length > 0 ? Math.min(...times) : undefined;
};

/**
 * GET /users/me: the record the shell needs, or registration_required, or 'Email not found or not invited'.
 * With `reads`, an account's record comes from the read cache when it has it (decision 0032).
 */
export const getMe = async (db: Db, identity: Identity, reads?: ReadCache): Promise<MeResponse> => {
  const load = async () => {
    const row = await repo.selectUserRecord(db, identity.userId);
    return row && { value: row, cache: true, validUntil: firstExpiry(row) };
  };
  const row = reads ? await reads.record(identity.userId, load) : (await load())?.value;
  if (!row) {
    const invitations = await listOpenEntriesForEmail(db, identity.email);
    if (invitations.length === 0) throw new AppError('USER_NOT_INVITED', MESSAGES.emailNotInvited);
    return { status: 'registration_required', email: identity.email, invitations };
  }
  if (!row.is_active) throw new AppError('USER_DISABLED', 'This account has been disabled.');
  if (row.is_verified !== identity.emailVerified) {
    await repo.updateUser(db, row.id, { isVerified: identity.emailVerified }); // evicts the cached row
    return toRecord({ ...row, is_verified: identity.emailVerified });
  }
  return recordOf(row);
};

/**
 * GET /users/me from the read cache with no promise or query, or undefined when the cache does not hold
 * the account or its row needs a write first (then `getMe`).
 */
export const cachedMe = (identity: Identity, reads: ReadCache): UserRecord | undefined => {
  const row = reads.cachedRecord<repo.UserRecordRow>(identity.userId);
  return row?.is_active && row.is_verified === identity.emailVerified ? recordOf(row) : undefined;
};

const toRecord = (row: repo.UserRecordRow): UserRecord => {
  const current = row.campaigns[0];
  return {
    ...row,
    oauth_accounts: [],
    campaign_id: current?.campaign_id ?? null,
    title: current?.title ?? null,
    date_joined: current?.date_joined ?? null,
  };
};

/**
 * The record of a row, built once per row: a cached row gives the same record object every time, so the
 * route serialises it once (serializedOnce) until the row is evicted.
 */
const records = new WeakMap<repo.UserRecordRow, UserRecord>();
const recordOf = (row: repo.UserRecordRow): UserRecord => {
  let record = records.get(row);
  if (!record) records.set(row, (record = toRecord(row)));
  return record;
};

/**
 * POST /users/: registration, only through a valid invitation to this e-mail. Creates the identity
 * (which e-mails the verification link) and the product account with the flags of service §6.
 * An identity that already exists may finish registration by presenting its own token.
 */
export const registerUser = async (ctx: AppContext, body: RegisterUserBody, caller: Identity | null) => {
  const email = body.email.trim().toLowerCase();
  const invitation = await findOpenByToken(ctx.db, body.invitation_token);
  if (!invitation) throw new AppError('INVALID_INVITATION_TOKEN', MESSAGES.invalidInvitationToken);
  if (invitation.invitation.receiverEmail !== email) {
    throw new AppError('VALIDATION_FAILED', 'This invitation was sent to a different e-mail address');
  }
  if (await findUserByEmail(ctx.db, email)) {
    throw new AppError('REGISTER_USER_ALREADY_EXISTS', MESSAGES.registerUserAlreadyExists);
  }
  const problems = passwordPolicyViolations(ctx.config.passwordPolicy, body.password);
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', describePasswordViolations(problems));

  const first = body.first.trim();
  const last = body.last.trim();
  const existing = await repo.findIdentityByEmail(ctx.db, email);
  let identityId: string;
  if (existing) {
    if (caller?.userId !== existing.id) {
      throw new AppError('REGISTER_USER_ALREADY_EXISTS', MESSAGES.registerUserAlreadyExists);
    }
    identityId = existing.id;
  } else {
    identityId = await createIdentity(ctx, { name: `${first} ${last}`, email, password: body.password });
  }
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const inserted = await repo.insertUser(tx, {
        id: identityId,
        email,
        first,
        last,
        isActive: true,
        isSuperuser: false,
        isVerified: existing?.emailVerified ?? false,
        termsAccepted: false,
      });
      // The campaign is joined when the terms are accepted (setTermsAccepted).
      await markRegisteredThrough(tx, invitation.invitation.id);
      return inserted;
    });
    return {
      id: user.id,
      email: user.email,
      first: user.first,
      last: user.last,
      is_verified: user.isVerified,
    };
  } catch (error) {
    // Never leave an identity without its account: undo the sign-up we just made.
    if (!existing) await repo.deleteIdentity(ctx.db, identityId);
    throw error;
  }
};

/**
 * PUT /users/terms/: accepting the terms with a verified e-mail also joins the campaign whose invitation the account
 * registered through, while that invitation is still open (not revoked nor expired): the newcomer lands in the
 * campaign with no second acceptance (decision 0063).
 */
export const setTermsAccepted = async (
  db: Db,
  identity: Identity,
  accepted: boolean,
  source: AuditSource,
) => {
  const user = await activeUser(db, identity);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, {
      termsAccepted: accepted,
      termsAcceptedAt: accepted ? new Date() : null,
    });
    const joining =
      accepted && identity.emailVerified ? await findRegisteredThrough(tx, user.email, user.id) : undefined;
    if (joining) await joinThroughInvitation(tx, joining, user.id, source);
  });
  evictReadsOf(user.id); // again after the commit: a read between the write and the commit may have refilled
  return { status: 'user_terms_status_updated' as const, terms_accepted: accepted };
};

/** PATCH /users/me: join a campaign through one's open invitation to it (and optionally fix one's name). */
export const joinCampaign = async (
  db: Db,
  identity: Identity,
  body: { campaign_id: string; first?: string | undefined; last?: string | undefined },
  source: AuditSource,
): Promise<MeResponse> => {
  const user = await activeUser(db, identity);
  const invitation = await findOpenForReceiver(db, user.email, body.campaign_id);
  if (!invitation) throw notFound('Invitation to this campaign');
  await db.transaction(async (tx) => {
    await joinThroughInvitation(tx, invitation, user.id, source);
    if (body.first || body.last) {
      await repo.updateUser(tx, user.id, { first: body.first ?? user.first, last: body.last ?? user.last });
    }
  });
  evictReadsOf(user.id); // again after the commit: a read between the write and the commit may have refilled
  return getMe(db, identity);
};

export const getCampaignAccount = async (db: Db, actor: Actor): Promise<CampaignUser> => {
  const found = await findMembership(db, actor.campaignId, actor.userId);
  if (!found) throw notFound('Campaign');
  const { membership, campaign, user } = found;
  return {
    id: membership.id,
    user_id: user.id,
    campaign_id: campaign.id,
    campaign_name: campaign.name,
    candidate_name: campaign.candidateName,
    title: membership.title,
    date_joined: membership.dateJoined.toISOString(),
    first: user.first,
    last: user.last,
    email: user.email,
    is_owner: campaign.ownerEmail === user.email,
  };
};

/** Managers and Directors remove a member; the campaign's owner cannot be removed. */
export const removeCampaignUser = async (db: Db, actor: Actor, email: string, source: AuditSource) => {
  const campaign = await findCampaign(db, actor.campaignId);
  if (!campaign) throw notFound('Campaign');
  if (campaign.ownerEmail === email)
    throw new AppError('CAMPAIGN_OWNER', "The campaign's owner cannot be removed");
  const member = await findMembershipByEmail(db, campaign.id, email);
  if (!member) throw notFound('Member with that e-mail');
  if (!mayManageMember(actor.title, member.title)) throw forbidden('A Director cannot remove a Manager');
  await db.transaction(async (tx) => {
    await deleteMembership(tx, member.id);
    await recordAudit(tx, source, {
      campaignId: campaign.id,
      action: 'member.removed',
      target: { type: 'user', id: member.userId },
      summary: `Removed ${email} (${member.title})`,
    });
  });
  evictReadsOf(member.userId); // again after the commit: a read before it may have refilled
  return { detail: `${email} was removed from ${campaign.name}` };
};

/** DELETE /users/: leave every campaign and delete the account and its identity (audited in each campaign). */
export const deleteAccount = async (db: Db, identity: Identity, source: AuditSource) => {
  const user = await findUser(db, identity.userId);
  const owned = await campaignsOwnedBy(db, user?.email ?? identity.email);
  if (owned.length > 0) {
    const names = owned.map((c) => c.name).join(', ');
    throw new AppError('CAMPAIGN_OWNER', `You own ${names}: transfer ownership before deleting your account`);
  }
  const campaigns = user ? ((await repo.selectUserRecord(db, user.id))?.campaigns ?? []) : [];
  await db.transaction(async (tx) => {
    const entries = campaigns.map((campaign) => ({
      campaignId: campaign.campaign_id,
      action: 'account.deleted' as const,
      target: { type: 'user', id: identity.userId },
      summary: `${source.email} deleted their account`,
    }));
    await recordAudit(tx, source, ...entries);
    await repo.deleteIdentity(tx, identity.userId);
  });
  return { detail: 'Your account was deleted' };
};
