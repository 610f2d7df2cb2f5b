import { describe, expect, it } from 'vitest';
import { createCampaignWithTeam, createPerson } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';

const t = await createTestApp();

describe('campaigns', () => {
  it('makes the creator owner and Manager', async () => {
    const person = await createPerson(t);
    const created = await t.inject({
      method: 'POST',
      url: '/api/campaign/',
      headers: person.auth,
      payload: { name: 'New Campaign', candidate_name: 'Ada Lovelace' },
    });
    expect(created.statusCode).toBe(201);
    const campaign = created.json<{ id: string }>();
    expect(campaign).toMatchObject({
      name: 'New Campaign',
      owner_email: person.email,
      is_texting_enabled: false,
      is_phone_banking_enabled: false,
    });
    const account = await t.inject({
      method: 'GET',
      url: `/api/users/campaign-account/?campaign_id=${campaign.id}`,
      headers: person.auth,
    });
    expect(account.json()).toMatchObject({ title: 'Manager', is_owner: true });
    const fetched = await t.inject({
      method: 'GET',
      url: `/api/campaign/?id=${campaign.id}`,
      headers: person.auth,
    });
    expect(fetched.json()).toEqual(campaign);
  });

  it('requires a name and accepted terms', async () => {
    const person = await createPerson(t, { termsAccepted: false });
    const noName = await t.inject({
      method: 'POST',
      url: '/api/campaign/',
      headers: person.auth,
      payload: {},
    });
    expect(noName.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: 'name was not provided' });
    const noTerms = await t.inject({
      method: 'POST',
      url: '/api/campaign/',
      headers: person.auth,
      payload: { name: 'X' },
    });
    expect(noTerms.json()).toMatchObject({ code: 'TERMS_NOT_ACCEPTED' });
  });

  it('lets Managers and Directors edit; only the owner transfers ownership, to a lead', async () => {
    const { campaign, manager, director, volunteer } = await createCampaignWithTeam(t);
    const put = (auth: object, payload: object) =>
      t.inject({
        method: 'PUT',
        url: '/api/campaign/',
        headers: auth as Record<string, string>,
        payload: { id: campaign.id, ...payload },
      });
    expect((await put(volunteer.auth, { name: 'Nope' })).statusCode).toBe(403);
    const renamed = await put(director.auth, { name: 'Renamed', address: '1 Main St' });
    expect(renamed.json()).toMatchObject({
      name: 'Renamed',
      address: '1 Main St',
      owner_email: manager.email,
    });
    expect((await put(director.auth, { owner_email: director.email })).statusCode).toBe(403);
    expect((await put(manager.auth, { owner_email: volunteer.email })).statusCode).toBe(400);
    const transferred = await put(manager.auth, { owner_email: director.email });
    expect(transferred.json()).toMatchObject({ owner_email: director.email });
    const noId = await t.inject({
      method: 'PUT',
      url: '/api/campaign/',
      headers: manager.auth,
      payload: { name: 'x' },
    });
    expect(noId.json()).toMatchObject({ detail: 'ID was not provided' });
  });
});

describe('campaign members', () => {
  it('lists the members with titles to every member, last activity to leads only', async () => {
    const team = await createCampaignWithTeam(t, 'Members Campaign');
    const url = `/api/campaign/members/?campaign_id=${team.campaign.id}`;
    const members = await t.inject({ method: 'GET', url, headers: team.director.auth });
    expect(members.statusCode).toBe(200);
    const list =
      members.json<{ user_id: string; title: string; email: string; last_active: string | null }[]>();
    expect(list.map((m) => m.title).sort()).toEqual(['Director', 'Manager', 'Staff', 'Volunteer']);
    expect(list.find((m) => m.user_id === team.volunteer.id)?.email).toBe(team.volunteer.email);
    const seenByVolunteer = await t.inject({ method: 'GET', url, headers: team.volunteer.auth });
    expect(seenByVolunteer.json<{ last_active: string | null }[]>().map((m) => m.last_active)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(list.find((m) => m.user_id === team.volunteer.id)?.last_active).not.toBeNull(); // signed in
  });
});
