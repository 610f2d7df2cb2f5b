import { describe, expect, it } from 'vitest';
import {
  createCampaign,
  createCampaignWithTeam,
  createInvitationRecord,
  createPerson,
  lastMailTo,
  newEmail,
  signIn,
} from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';

const t = await createTestApp();
const PASSWORD = 'Regist3r.Now';

const registration = (email: string, invitation_token: string) => ({
  // Names of any language, with hyphens and apostrophes (docs/decisions/0025).
  first: 'José-María',
  last: "O'Neil Nguyễn",
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  invitation_token,
});

describe('registration through an invitation', () => {
  it('registers, verifies, signs in and sees the invitation (the acceptance journey)', async () => {
    const { campaign, manager } = await createCampaignWithTeam(t, 'Journey Campaign');
    const email = newEmail('invitee');
    const invite = await t.inject({
      method: 'POST',
      url: '/api/invitation/',
      headers: manager.auth,
      payload: {
        campaign_id: campaign.id,
        receiver_email: email,
        offer_title: 'Volunteer',
        sender_id: manager.id,
      },
    });
    expect(invite.statusCode).toBe(201);
    const { link, token } = await lastMailTo(t, email);
    expect(link.pathname).toBe('/auth/register');

    const validated = await t.inject({ method: 'GET', url: `/api/validate-invitation/?token=${token}` });
    expect(validated.json()).toEqual({ email, campaign_name: 'Journey Campaign', offer_title: 'Volunteer' });

    const registered = await t.inject({
      method: 'POST',
      url: '/api/users/',
      payload: registration(email, token),
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({
      email,
      first: 'José-María',
      last: "O'Neil Nguyễn",
      is_verified: false,
    });

    const verification = await lastMailTo(t, email);
    expect(verification.link.searchParams.get('mode')).toBe('verifyEmail');
    expect(
      (await t.inject({ method: 'GET', url: `/identity/verify-email?token=${verification.token}` }))
        .statusCode,
    ).toBe(200);

    const { token: idToken } = await signIn(t, email, PASSWORD);
    const me = await t.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email,
      is_active: true,
      is_superuser: false,
      is_verified: true,
      terms_accepted: false,
      campaigns: [],
      campaign_id: null,
      invitations: [
        {
          campaign_id: campaign.id,
          campaign_name: 'Journey Campaign',
          sender_email: manager.email,
          offer_title: 'Volunteer',
        },
      ],
    });
  });

  it.each([
    ['first', 'First name was not provided'],
    ['last', 'Last name was not provided'],
    ['email', 'Email was not provided'],
    ['password', 'Password was not provided'],
    ['password_confirmation', 'Password confirmation was not provided'],
  ])('says "%s" is missing with the spec message', async (field, message) => {
    const payload = Object.fromEntries(
      Object.entries(registration(newEmail('x'), 'token')).filter(([key]) => key !== field),
    );
    const reply = await t.inject({ method: 'POST', url: '/api/users/', payload });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: message });
  });

  it('says "Passwords do not match"', async () => {
    const reply = await t.inject({
      method: 'POST',
      url: '/api/users/',
      payload: { ...registration(newEmail('x'), 'token'), password_confirmation: 'Different.123' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ detail: string }>().detail).toBe('Passwords do not match');
  });

  it('refuses names with other than letters and weak passwords', async () => {
    const badName = await t.inject({
      method: 'POST',
      url: '/api/users/',
      payload: { ...registration(newEmail('x'), 't'), first: 'J0rdan' },
    });
    expect(badName.statusCode).toBe(400);
    const weak = await t.inject({
      method: 'POST',
      url: '/api/users/',
      payload: {
        ...registration(newEmail('x'), 't'),
        password: 'password12',
        password_confirmation: 'password12',
      },
    });
    expect(weak.statusCode).toBe(400);
  });

  it('refuses an unknown, expired or used token with "Invalid invitation token"', async () => {
    const manager = await createPerson(t);
    const campaign = await createCampaign(t, manager);
    const email = newEmail('late');
    const expired = await createInvitationRecord(t, campaign.id, manager, email, {
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const token of ['nonsense', expired.token]) {
      const reply = await t.inject({
        method: 'POST',
        url: '/api/users/',
        payload: registration(email, token),
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        code: 'INVALID_INVITATION_TOKEN',
        detail: 'Invalid invitation token',
      });
      const check = await t.inject({ method: 'GET', url: `/api/validate-invitation/?token=${token}` });
      expect(check.json()).toMatchObject({ detail: 'Invalid invitation token' });
    }
    const none = await t.inject({ method: 'GET', url: '/api/validate-invitation/' });
    expect(none.statusCode).toBe(400);
  });

  it('refuses an invitation meant for another e-mail, and an e-mail that already has an account', async () => {
    const manager = await createPerson(t);
    const campaign = await createCampaign(t, manager);
    const invited = newEmail('invited');
    const { token } = await createInvitationRecord(t, campaign.id, manager, invited);
    const other = await t.inject({
      method: 'POST',
      url: '/api/users/',
      payload: registration(newEmail('other'), token),
    });
    expect(other.statusCode).toBe(400);

    const existing = await createPerson(t);
    const second = await createInvitationRecord(t, campaign.id, manager, existing.email);
    const taken = await t.inject({
      method: 'POST',
      url: '/api/users/',
      payload: registration(existing.email, second.token),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'REGISTER_USER_ALREADY_EXISTS',
      detail: 'Email address is already associated with an account. Please use a different email address.',
    });
  });
});

describe('GET /users/me', () => {
  it('answers registration_required for an identity with an invitation but no account, else not invited', async () => {
    const manager = await createPerson(t);
    const campaign = await createCampaign(t, manager);
    const email = newEmail('identity-only');
    await t.inject({
      method: 'POST',
      url: '/identity/sign-up/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { name: 'I O', email, password: PASSWORD },
    });
    const { token } = await lastMailTo(t, email);
    await t.inject({ method: 'GET', url: `/identity/verify-email?token=${token}` });
    const { token: idToken } = await signIn(t, email, PASSWORD);
    const auth = { authorization: `Bearer ${idToken}` };

    const notInvited = await t.inject({ method: 'GET', url: '/api/users/me', headers: auth });
    expect(notInvited.statusCode).toBe(404);
    expect(notInvited.json()).toMatchObject({
      code: 'USER_NOT_INVITED',
      detail: 'Email not found or not invited',
    });

    const invitation = await createInvitationRecord(t, campaign.id, manager, email);
    const required = await t.inject({ method: 'GET', url: '/api/users/me', headers: auth });
    expect(required.json()).toMatchObject({
      status: 'registration_required',
      email,
      invitations: [{ campaign_id: campaign.id }],
    });

    // The existing identity finishes registration by presenting its own token.
    const finished = await t.inject({
      method: 'POST',
      url: '/api/users/',
      headers: auth,
      payload: registration(email, invitation.token),
    });
    expect(finished.statusCode).toBe(201);
    expect(finished.json()).toMatchObject({ is_verified: true });
  });
});
