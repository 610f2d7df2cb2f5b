import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identityUsers } from '../../db/schema/index.ts';
import {
  addMember,
  createCampaign,
  createCampaignWithTeam,
  createInvitationRecord,
  createPerson,
} from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';

const t = await createTestApp();

describe('terms, joining, campaign account', () => {
  it('accepts the terms, joins through the invitation with its title, and reads the campaign account', async () => {
    const manager = await createPerson(t);
    const campaign = await createCampaign(t, manager, 'Join Campaign');
    const person = await createPerson(t, { termsAccepted: false });
    await createInvitationRecord(t, campaign.id, manager, person.email, { offerTitle: 'Staff' });

    const terms = await t.inject({
      method: 'PUT',
      url: '/api/users/terms/?terms_status=true',
      headers: person.auth,
    });
    expect(terms.json()).toEqual({ status: 'user_terms_status_updated', terms_accepted: true });
    const badTerms = await t.inject({ method: 'PUT', url: '/api/users/terms/', headers: person.auth });
    expect(badTerms.json()).toMatchObject({ detail: 'terms_status was not provided' });

    const missing = await t.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: person.auth,
      payload: {},
    });
    expect(missing.json()).toMatchObject({ detail: 'campaign_id was not provided' });
    const joined = await t.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: person.auth,
      payload: { campaign_id: campaign.id },
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({
      campaign_id: campaign.id,
      title: 'Staff',
      invitations: [],
      terms_accepted: true,
    });
    const twice = await t.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: person.auth,
      payload: { campaign_id: campaign.id },
    });
    expect(twice.statusCode).toBe(404);

    const account = await t.inject({
      method: 'GET',
      url: `/api/users/campaign-account/?campaign_id=${campaign.id}`,
      headers: person.auth,
    });
    expect(account.json()).toMatchObject({
      campaign_id: campaign.id,
      campaign_name: 'Join Campaign',
      title: 'Staff',
      email: person.email,
      is_owner: false,
    });
  });
});

describe('removing members and deleting accounts', () => {
  it('lets a Manager remove a member but never the owner; a Volunteer may not', async () => {
    const { campaign, manager, director, volunteer, staff } = await createCampaignWithTeam(t);
    const url = (email: string) =>
      `/api/users/remove/campaign-user/?email=${encodeURIComponent(email)}&campaign_id=${campaign.id}`;
    expect(
      (await t.inject({ method: 'PUT', url: url(staff.email), headers: volunteer.auth })).statusCode,
    ).toBe(403);
    const owner = await t.inject({ method: 'PUT', url: url(manager.email), headers: director.auth });
    expect(owner.statusCode).toBe(409);
    expect(owner.json()).toMatchObject({ code: 'CAMPAIGN_OWNER' });
    const removed = await t.inject({ method: 'PUT', url: url(staff.email), headers: director.auth });
    expect(removed.statusCode).toBe(200);
    const gone = await t.inject({
      method: 'GET',
      url: `/api/campaign/?id=${campaign.id}`,
      headers: staff.auth,
    });
    expect(gone.statusCode).toBe(404);
    const noEmail = await t.inject({
      method: 'PUT',
      url: `/api/users/remove/campaign-user/?campaign_id=${campaign.id}`,
      headers: manager.auth,
    });
    expect(noEmail.json()).toMatchObject({ detail: 'email was not provided' });
  });

  it('deletes a member account with its identity, but refuses an owner', async () => {
    const { campaign, manager } = await createCampaignWithTeam(t);
    const member = await addMember(t, campaign.id, 'Volunteer', 'leaver');
    const owner = await t.inject({ method: 'DELETE', url: '/api/users/', headers: manager.auth });
    expect(owner.statusCode).toBe(409);
    const deleted = await t.inject({ method: 'DELETE', url: '/api/users/', headers: member.auth });
    expect(deleted.statusCode).toBe(200);
    const rows = await t.database.db.select().from(identityUsers).where(eq(identityUsers.id, member.id));
    expect(rows).toHaveLength(0);
    const after = await t.inject({ method: 'GET', url: '/api/users/me', headers: member.auth });
    expect(after.statusCode).toBe(404);
  });
});
