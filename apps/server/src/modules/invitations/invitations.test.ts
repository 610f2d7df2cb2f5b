import { describe, expect, it } from 'vitest';
import {
  createCampaignWithTeam,
  createInvitationRecord,
  createPerson,
  lastMailTo,
  newEmail,
} from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';

const t = await createTestApp();

describe('invitations', () => {
  it('e-mails a registration link to a new person and a sign-in link to someone with an account', async () => {
    const { campaign, manager } = await createCampaignWithTeam(t, 'Invite Campaign');
    const email = newEmail('new');
    const reply = await t.inject({
      method: 'POST',
      url: '/api/invitation/',
      headers: manager.auth,
      payload: {
        campaign_id: campaign.id,
        receiver_email: email.toUpperCase(),
        offer_title: 'Staff',
        message: 'Welcome!',
      },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      receiver_email: email,
      status: 'pending',
      offer_title: 'Staff',
      sender_id: manager.id,
      message: 'Welcome!',
    });
    const { mail, link } = await lastMailTo(t, email);
    expect(mail.subject).toContain('Invite Campaign');
    expect(link.pathname).toBe('/auth/register');

    const existing = await createPerson(t);
    await t.inject({
      method: 'POST',
      url: '/api/invitation/',
      headers: manager.auth,
      payload: { campaign_id: campaign.id, receiver_email: existing.email, offer_title: 'Volunteer' },
    });
    expect((await lastMailTo(t, existing.email)).link.pathname).toBe('/auth/login');
  });

  it('refuses inviting a member, a forged sender, and anyone but Managers and Directors', async () => {
    const { campaign, manager, volunteer, director } = await createCampaignWithTeam(t);
    const payload = { campaign_id: campaign.id, receiver_email: volunteer.email, offer_title: 'Staff' };
    expect(
      (await t.inject({ method: 'POST', url: '/api/invitation/', headers: manager.auth, payload }))
        .statusCode,
    ).toBe(409);
    const forged = await t.inject({
      method: 'POST',
      url: '/api/invitation/',
      headers: director.auth,
      payload: { ...payload, receiver_email: newEmail('f'), sender_id: manager.id },
    });
    expect(forged.statusCode).toBe(403);
    const byVolunteer = await t.inject({
      method: 'POST',
      url: '/api/invitation/',
      headers: volunteer.auth,
      payload: { ...payload, receiver_email: newEmail('v') },
    });
    expect(byVolunteer.statusCode).toBe(403);
    const noEmail = await t.inject({
      method: 'POST',
      url: '/api/invitation/',
      headers: manager.auth,
      payload: { campaign_id: campaign.id, offer_title: 'Staff' },
    });
    expect(noEmail.json()).toMatchObject({ detail: 'receiver_email was not provided' });
  });

  it('finds the open invitation (404 when none), and lets the receiver decline it', async () => {
    const { campaign, manager } = await createCampaignWithTeam(t);
    const person = await createPerson(t);
    const none = await t.inject({
      method: 'GET',
      url: `/api/invitation/?receiver_email=${person.email}`,
      headers: person.auth,
    });
    expect(none.statusCode).toBe(404);
    const { id } = await createInvitationRecord(t, campaign.id, manager, person.email);
    const found = await t.inject({
      method: 'GET',
      url: `/api/invitation/?receiver_email=${person.email}&campaign_id=${campaign.id}`,
      headers: person.auth,
    });
    expect(found.json()).toMatchObject({ id, status: 'pending' });
    const byManager = await t.inject({
      method: 'GET',
      url: `/api/invitation/?receiver_email=${person.email}&campaign_id=${campaign.id}`,
      headers: manager.auth,
    });
    expect(byManager.json()).toMatchObject({ id });
    const stranger = await createPerson(t);
    const hidden = await t.inject({
      method: 'GET',
      url: `/api/invitation/?receiver_email=${person.email}&campaign_id=${campaign.id}`,
      headers: stranger.auth,
    });
    expect(hidden.statusCode).toBe(404);

    const declined = await t.inject({
      method: 'PUT',
      url: '/api/invitation/',
      headers: person.auth,
      payload: { id, status: 'declined' },
    });
    expect(declined.json()).toMatchObject({ status: 'declined' });
    const again = await t.inject({
      method: 'PUT',
      url: '/api/invitation/',
      headers: person.auth,
      payload: { id, status: 'accepted' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('accepts into a membership with the offered title; only a Manager or Director revokes', async () => {
    const { campaign, manager, volunteer } = await createCampaignWithTeam(t);
    const person = await createPerson(t);
    const first = await createInvitationRecord(t, campaign.id, manager, person.email, {
      offerTitle: 'Director',
    });
    const accepted = await t.inject({
      method: 'PUT',
      url: '/api/invitation/',
      headers: person.auth,
      payload: { id: first.id, status: 'accepted' },
    });
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
    const me = await t.inject({ method: 'GET', url: '/api/users/me', headers: person.auth });
    expect(me.json()).toMatchObject({ campaigns: [{ campaign_id: campaign.id, title: 'Director' }] });

    const other = await createPerson(t);
    const second = await createInvitationRecord(t, campaign.id, manager, other.email);
    const notReceiver = await t.inject({
      method: 'PUT',
      url: '/api/invitation/',
      headers: volunteer.auth,
      payload: { id: second.id, status: 'accepted' },
    });
    expect(notReceiver.statusCode).toBe(404);
    const byVolunteer = await t.inject({
      method: 'PUT',
      url: '/api/invitation/',
      headers: volunteer.auth,
      payload: { id: second.id, status: 'revoked' },
    });
    expect(byVolunteer.statusCode).toBe(404);
    const revoked = await t.inject({
      method: 'PUT',
      url: '/api/invitation/',
      headers: manager.auth,
      payload: { id: second.id, status: 'revoked' },
    });
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    const noId = await t.inject({
      method: 'PUT',
      url: '/api/invitation/',
      headers: manager.auth,
      payload: { status: 'revoked' },
    });
    expect(noId.json()).toMatchObject({ detail: 'ID was not provided' });
  });

  it('lets a new invitation supersede an open one', async () => {
    const { campaign, manager } = await createCampaignWithTeam(t);
    const email = newEmail('twice');
    const send = () =>
      t.inject({
        method: 'POST',
        url: '/api/invitation/',
        headers: manager.auth,
        payload: { campaign_id: campaign.id, receiver_email: email, offer_title: 'Staff' },
      });
    await send();
    const { token: firstToken } = await lastMailTo(t, email);
    await send();
    const { token: secondToken } = await lastMailTo(t, email);
    expect(
      (await t.inject({ method: 'GET', url: `/api/validate-invitation/?token=${firstToken}` })).statusCode,
    ).toBe(400);
    expect(
      (await t.inject({ method: 'GET', url: `/api/validate-invitation/?token=${secondToken}` })).statusCode,
    ).toBe(200);
  });
});
