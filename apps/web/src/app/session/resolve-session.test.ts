import { describe, expect, it } from 'vitest';
import { makeCampaignUser, makeInvitation, makeUser, OTHER_CAMPAIGN_ID } from '../../test/fake-server';
import { resolveIdentityGuard, resolveMembership, resolveSessionView } from './resolve-session';

const user = { id: 'u', email: 'a@b.org', name: 'A' };
const none = { campaignUser: null, invitation: null };

describe('resolveIdentityGuard', () => {
  it('is pending, then sign-in, verify or allowed', () => {
    expect(resolveIdentityGuard({ status: 'authenticating' })).toBe('pending');
    expect(resolveIdentityGuard({ status: 'signed-out' })).toBe('sign-in');
    expect(resolveIdentityGuard({ status: 'signed-in', user: { ...user, emailVerified: false } })).toBe(
      'verify',
    );
    expect(resolveIdentityGuard({ status: 'signed-in', user: { ...user, emailVerified: true } })).toBe(
      'allowed',
    );
  });
});

describe('resolveSessionView', () => {
  it('sends an identity without an account to registration', () => {
    expect(
      resolveSessionView({ status: 'registration_required', email: 'x@y.org', invitations: [] }, none),
    ).toEqual({ view: 'registration-required', email: 'x@y.org' });
  });

  it('puts the terms before everything else, even a chosen invitation', () => {
    const invitation = makeInvitation();
    const me = makeUser({ terms_accepted: false, invitations: [invitation] });
    expect(resolveSessionView(me, { campaignUser: null, invitation }).view).toBe('terms');
  });

  it('shows a chosen invitation that is still pending, even with a default membership', () => {
    const invitation = makeInvitation();
    const view = resolveSessionView(makeUser({ invitations: [invitation] }), {
      campaignUser: null,
      invitation,
    });
    expect(view).toMatchObject({ view: 'invitation', invitation: { id: invitation.id } });
  });

  it('ignores a chosen invitation that is no longer pending', () => {
    const view = resolveSessionView(makeUser({ invitations: [] }), {
      campaignUser: null,
      invitation: makeInvitation(),
    });
    expect(view.view).toBe('campaign');
  });

  it('opens the picker when there is no membership to act in', () => {
    const me = makeUser({ campaign_id: null, title: null, date_joined: null, campaigns: [] });
    expect(resolveSessionView(me, none).view).toBe('picker');
    // A stored membership the person no longer has does not count.
    expect(resolveSessionView(me, { campaignUser: makeCampaignUser(), invitation: null }).view).toBe(
      'picker',
    );
  });

  it('opens the campaign of the default membership', () => {
    expect(resolveSessionView(makeUser(), none)).toMatchObject({
      view: 'campaign',
      membership: { campaign_name: 'Riverside for Council', title: 'Manager', campaignUser: null },
    });
  });
});

describe('resolveMembership', () => {
  const two = makeUser({
    campaigns: [
      ...makeUser().campaigns,
      {
        campaign_id: OTHER_CAMPAIGN_ID,
        campaign_name: 'Hillside',
        candidate_name: null,
        title: 'Director',
        date_joined: '2026-02-01T00:00:00.000Z',
      },
    ],
  });

  it('lets the chosen membership override the default, with the title from the fresh record', () => {
    const chosen = makeCampaignUser({
      campaign_id: OTHER_CAMPAIGN_ID,
      title: 'Staff',
      date_joined: '2026-02-02T00:00:00.000Z',
    });
    expect(resolveMembership(two, chosen)).toMatchObject({
      campaign_id: OTHER_CAMPAIGN_ID,
      title: 'Director',
      date_joined: '2026-02-02T00:00:00.000Z',
      campaignUser: chosen,
    });
  });

  it('falls back to the default when the chosen membership is gone', () => {
    const chosen = makeCampaignUser({ campaign_id: '11111111-1111-4111-8111-111111111111' });
    expect(resolveMembership(two, chosen)?.title).toBe('Manager');
  });
});
