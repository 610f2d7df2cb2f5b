import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations } from '../../db/schema/index.ts';
import {
  createCampaign,
  createInvitationRecord,
  createPerson,
  lastMailTo,
  newEmail,
  signIn,
  type Person,
} from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';

const t = await createTestApp();
const PASSWORD = 'Regist3r.Now';

/** Registers `email` through `token`, verifies the e-mail and signs in: the newcomer before the terms. */
const registerAndVerify = async (email: string, token: string) => {
  const registered = await t.inject({
    method: 'POST',
    url: '/api/users/',
    payload: {
      first: 'Ivy',
      last: 'Nakamura',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      invitation_token: token,
    },
  });
  expect(registered.statusCode).toBe(201);
  const verification = await lastMailTo(t, email);
  const verified = await t.inject({
    method: 'GET',
    url: `/identity/verify-email?token=${verification.token}`,
  });
  expect(verified.statusCode).toBe(200);
  const { token: idToken } = await signIn(t, email, PASSWORD);
  return { authorization: `Bearer ${idToken}` };
};

const acceptTerms = async (auth: Record<string, string>) => {
  const reply = await t.inject({
    method: 'PUT',
    url: '/api/users/terms/?terms_status=true',
    headers: auth,
  });
  expect(reply.statusCode).toBe(200);
};

const me = async (auth: Record<string, string>) =>
  (await t.inject({ method: 'GET', url: '/api/users/me', headers: auth })).json<{
    campaigns: { campaign_id: string; title: string }[];
    campaign_id: string | null;
    title: string | null;
    invitations: { campaign_id: string }[];
  }>();

const statusOf = async (id: string) => {
  const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, id));
  return row?.status;
};

const campaignOf = async (manager: Person, name: string) => createCampaign(t, manager, name);

describe('a newcomer joins the campaign of the invitation they registered through', () => {
  it('joins it when the terms are accepted, with the offered title and no second acceptance', async () => {
    const manager = await createPerson(t);
    const campaign = await campaignOf(manager, 'Riverside');
    const email = newEmail('newcomer');
    const invitation = await createInvitationRecord(t, campaign.id, manager, email, { offerTitle: 'Staff' });
    const auth = await registerAndVerify(email, invitation.token);

    const before = await me(auth);
    expect(before.campaigns).toEqual([]);
    await acceptTerms(auth);

    const after = await me(auth);
    expect(after).toMatchObject({ campaign_id: campaign.id, title: 'Staff', invitations: [] });
    expect(after.campaigns.map((c) => c.campaign_id)).toEqual([campaign.id]);
    expect(await statusOf(invitation.id)).toBe('accepted');

    // Acting in the campaign works at once.
    const account = await t.inject({
      method: 'GET',
      url: `/api/users/campaign-account/?campaign_id=${campaign.id}`,
      headers: auth,
    });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({ campaign_id: campaign.id, title: 'Staff' });
  });

  it('joins only that campaign: other invitations stay in the picker', async () => {
    const manager = await createPerson(t);
    const first = await campaignOf(manager, 'First');
    const second = await campaignOf(manager, 'Second');
    const email = newEmail('twice-invited');
    const other = await createInvitationRecord(t, first.id, manager, email);
    const used = await createInvitationRecord(t, second.id, manager, email);
    const auth = await registerAndVerify(email, used.token);
    await acceptTerms(auth);

    const after = await me(auth);
    expect(after.campaigns.map((c) => c.campaign_id)).toEqual([second.id]);
    expect(after.invitations.map((i) => i.campaign_id)).toEqual([first.id]);
    expect(await statusOf(other.id)).toBe('pending');
  });

  it('does not join through an invitation revoked or expired since the registration', async () => {
    const manager = await createPerson(t);
    const campaign = await campaignOf(manager, 'Revoked');
    const revokedEmail = newEmail('revoked');
    const revoked = await createInvitationRecord(t, campaign.id, manager, revokedEmail);
    const revokedAuth = await registerAndVerify(revokedEmail, revoked.token);
    const revoke = await t.inject({
      method: 'PUT',
      url: '/api/invitation/',
      headers: manager.auth,
      payload: { id: revoked.id, status: 'revoked' },
    });
    expect(revoke.statusCode).toBe(200);
    await acceptTerms(revokedAuth);
    expect(await me(revokedAuth)).toMatchObject({ campaigns: [], campaign_id: null });

    const expiredEmail = newEmail('expired');
    const expired = await createInvitationRecord(t, campaign.id, manager, expiredEmail);
    const expiredAuth = await registerAndVerify(expiredEmail, expired.token);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.id));
    await acceptTerms(expiredAuth);
    expect(await me(expiredAuth)).toMatchObject({ campaigns: [], campaign_id: null });
    expect(await statusOf(expired.id)).toBe('pending');
  });

  it('an invitation never registered through is joined only by accepting it', async () => {
    const manager = await createPerson(t);
    const campaign = await campaignOf(manager, 'Existing');
    const person = await createPerson(t, { termsAccepted: false });
    const invitation = await createInvitationRecord(t, campaign.id, manager, person.email);
    await acceptTerms(person.auth);
    expect(await me(person.auth)).toMatchObject({
      campaigns: [],
      invitations: [{ campaign_id: campaign.id }],
    });
    expect(await statusOf(invitation.id)).toBe('pending');
  });
});
