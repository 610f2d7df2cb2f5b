import type { InvitationEntry } from '@groundwork/shared/contracts/invitations';
import {
  isRegistrationRequired,
  type CampaignUser,
  type MeResponse,
  type UserRecord,
} from '@groundwork/shared/contracts/users';
import type { IdentityState } from '../../lib/identity';
import type { Selection } from './selection-store';

/** Shell §2 "Guard": what the identity session allows, in order. */
export type IdentityGuard = 'pending' | 'sign-in' | 'verify' | 'allowed';

export const resolveIdentityGuard = (state: IdentityState): IdentityGuard => {
  if (state.status === 'authenticating') return 'pending';
  if (state.status === 'signed-out') return 'sign-in';
  if (!state.user.emailVerified) return 'verify';
  return 'allowed';
};

/** The membership the person acts in: the chosen campaign-user context, else the record's default. */
export interface ActiveMembership {
  campaign_id: string;
  campaign_name: string;
  candidate_name: string | null;
  title: string;
  date_joined: string;
  /** The stored campaign-user context, when the person picked this campaign. */
  campaignUser: CampaignUser | null;
}

/**
 * The campaign-user context overrides the record's campaign_id, title and date_joined (shell §3)
 * while it names one of the person's current memberships. The title always comes from the fresh
 * record, so a title change made on the server shows at the next refresh.
 */
export const resolveMembership = (user: UserRecord, chosen: CampaignUser | null): ActiveMembership | null => {
  const chosenEntry = chosen ? user.campaigns.find((c) => c.campaign_id === chosen.campaign_id) : undefined;
  if (chosen && chosenEntry) {
    return { ...chosenEntry, date_joined: chosen.date_joined, campaignUser: chosen };
  }
  if (user.campaign_id === null) return null;
  const entry = user.campaigns.find((c) => c.campaign_id === user.campaign_id);
  if (entry) return { ...entry, campaignUser: null };
  if (user.title === null || user.date_joined === null) return null;
  return {
    campaign_id: user.campaign_id,
    campaign_name: '',
    candidate_name: null,
    title: user.title,
    date_joined: user.date_joined,
    campaignUser: null,
  };
};

/** Shell §2 "Signed-in area": which part is reachable, checked in this order. */
export type SessionView =
  | { view: 'registration-required'; email: string }
  | { view: 'terms'; user: UserRecord }
  | { view: 'invitation'; user: UserRecord; invitation: InvitationEntry }
  | { view: 'picker'; user: UserRecord }
  | { view: 'campaign'; user: UserRecord; membership: ActiveMembership };

export const resolveSessionView = (me: MeResponse, selection: Selection): SessionView => {
  if (isRegistrationRequired(me)) return { view: 'registration-required', email: me.email };
  if (!me.terms_accepted) return { view: 'terms', user: me };
  const chosenInvitation = selection.invitation;
  const invitation = chosenInvitation ? me.invitations.find((i) => i.id === chosenInvitation.id) : undefined;
  if (invitation) return { view: 'invitation', user: me, invitation };
  const membership = resolveMembership(me, selection.campaignUser);
  if (membership) return { view: 'campaign', user: me, membership };
  return { view: 'picker', user: me };
};
