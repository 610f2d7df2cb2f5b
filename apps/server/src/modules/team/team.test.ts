import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Campaign, CampaignMember } from '@groundwork/shared/contracts/campaigns';
import type { MemberActivity } from '@groundwork/shared/contracts/team';
import type { WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { auditLog } from '../../db/schema/index.ts';
import { addMember, createCampaignWithTeam, type Person } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';

const t = await createTestApp();

const entries = async (campaignId: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.campaignId, campaignId))).map(
    (e) => `${e.action} ${e.actorEmail}: ${e.summary}`,
  );

const setTitle = (auth: Person['auth'], campaign_id: string, user_id: string, title: string) =>
  t.inject({
    method: 'PUT',
    url: '/api/campaign-user/title/',
    headers: auth,
    payload: { campaign_id, user_id, title },
  });

const transfer = (auth: Person['auth'], campaign_id: string, user_id: string) =>
  t.inject({ method: 'PUT', url: '/api/campaign/owner/', headers: auth, payload: { campaign_id, user_id } });

const account = (auth: Person['auth'], campaignId: string) =>
  t.inject({ method: 'GET', url: `/api/users/campaign-account/?campaign_id=${campaignId}`, headers: auth });

describe('changing titles', () => {
  it('lets a Manager change any title but the owner’s, records it, and the new title applies at once', async () => {
    const { campaign, manager, staff } = await createCampaignWithTeam(t, 'Titles');
    // A lead-only route refuses the Staff member, whose membership is now in the read cache.
    const invitations = () =>
      t.inject({
        method: 'GET',
        url: `/api/invitation/all/?campaign_id=${campaign.id}`,
        headers: staff.auth,
      });
    expect((await invitations()).statusCode).toBe(403);
    const changed = await setTitle(manager.auth, campaign.id, staff.id, 'Director');
    expect(changed.statusCode).toBe(200);
    expect(changed.json<CampaignMember>()).toMatchObject({ user_id: staff.id, title: 'Director' });
    expect((await invitations()).statusCode).toBe(200); // a Director now, on the very next request
    expect((await account(staff.auth, campaign.id)).json()).toMatchObject({ title: 'Director' });

    const owner = await setTitle(manager.auth, campaign.id, manager.id, 'Staff');
    expect(owner.statusCode).toBe(409);
    expect(owner.json()).toMatchObject({ detail: "The campaign owner's title cannot change" });
    expect(await entries(campaign.id)).toEqual([
      `member.title_changed ${manager.email}: Changed Test Person's title from Staff to Director`,
    ]);
  });

  it('keeps Directors from making a Manager or changing one, and Staff from changing anyone', async () => {
    const { campaign, manager, director, staff, volunteer } = await createCampaignWithTeam(t, 'Limits');
    const second = await addMember(t, campaign.id, 'Manager', 'second');
    const toManager = await setTitle(director.auth, campaign.id, staff.id, 'Manager');
    expect(toManager.json()).toMatchObject({
      code: 'FORBIDDEN',
      detail: 'A Director cannot make anyone Manager',
    });
    const ofManager = await setTitle(director.auth, campaign.id, second.id, 'Staff');
    expect(ofManager.json()).toMatchObject({ detail: "A Director cannot change a Manager's title" });
    expect((await setTitle(staff.auth, campaign.id, volunteer.id, 'Staff')).statusCode).toBe(403);
    // A Director may promote a Volunteer to Staff or Director.
    expect((await setTitle(director.auth, campaign.id, volunteer.id, 'Staff')).statusCode).toBe(200);
    const empty = await setTitle(manager.auth, campaign.id, volunteer.id, '  ');
    expect(empty.statusCode).toBe(400);
    // Refused changes left no entry; the one made did.
    expect((await entries(campaign.id)).map((e) => e.split(':')[0])).toEqual([
      `member.title_changed ${director.email}`,
    ]);
  });

  it('answers 404 for a person who is not a member of the campaign', async () => {
    const mine = await createCampaignWithTeam(t, 'Mine');
    const theirs = await createCampaignWithTeam(t, 'Theirs');
    const reply = await setTitle(mine.manager.auth, mine.campaign.id, theirs.staff.id, 'Director');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ detail: 'Member not found' });
  });
});

describe('transferring ownership', () => {
  it('lets only the owner transfer, makes a Volunteer heir Manager, and records it', async () => {
    const { campaign, manager, director, volunteer } = await createCampaignWithTeam(t, 'Handover');
    const byDirector = await transfer(director.auth, campaign.id, director.id);
    expect(byDirector.json()).toMatchObject({
      code: 'FORBIDDEN',
      detail: "Only the campaign's owner can transfer ownership",
    });
    expect((await transfer(manager.auth, campaign.id, manager.id)).statusCode).toBe(400);
    expect(await entries(campaign.id)).toEqual([]);

    const done = await transfer(manager.auth, campaign.id, volunteer.id);
    expect(done.statusCode).toBe(200);
    expect(done.json<Campaign>()).toMatchObject({ owner_email: volunteer.email });
    expect((await account(volunteer.auth, campaign.id)).json()).toMatchObject({
      title: 'Manager',
      is_owner: true,
    });
    expect((await account(manager.auth, campaign.id)).json()).toMatchObject({
      title: 'Manager',
      is_owner: false,
    });
    expect(await entries(campaign.id)).toEqual([
      `campaign.ownership_transferred ${manager.email}: Transferred ownership to Test Person (made Manager, was Volunteer)`,
    ]);
    // The former owner is an ordinary Manager now.
    expect((await transfer(manager.auth, campaign.id, director.id)).statusCode).toBe(403);
  });
});

describe('removing members', () => {
  it('never removes the owner, keeps Directors from removing Managers, and takes effect on the next request', async () => {
    const { campaign, manager, director, volunteer } = await createCampaignWithTeam(t, 'Removals');
    const second = await addMember(t, campaign.id, 'Manager', 'second');
    const remove = (auth: Person['auth'], email: string) =>
      t.inject({
        method: 'PUT',
        url: `/api/users/remove/campaign-user/?campaign_id=${campaign.id}&email=${encodeURIComponent(email)}`,
        headers: auth,
      });
    expect((await remove(director.auth, manager.email)).json()).toMatchObject({ code: 'CAMPAIGN_OWNER' });
    expect((await remove(director.auth, second.email)).json()).toMatchObject({
      code: 'FORBIDDEN',
      detail: 'A Director cannot remove a Manager',
    });
    expect((await remove(volunteer.auth, director.email)).statusCode).toBe(403);

    // The Volunteer's membership is cached; the removal evicts it.
    expect((await account(volunteer.auth, campaign.id)).statusCode).toBe(200);
    expect((await remove(director.auth, volunteer.email)).statusCode).toBe(200);
    const after = await account(volunteer.auth, campaign.id);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toMatchObject({ detail: 'Campaign not found' });
  });
});

describe('the member page', () => {
  it('shows a member’s walkbooks, doors and touches by week and latest visits to leads only', async () => {
    const { campaign, manager, director, staff, volunteer } = await createCampaignWithTeam(t, 'Activity');
    const other = await createCampaignWithTeam(t, 'Elsewhere');
    await insertVoters(t.database.db, campaign.id, generateVoters(30, 11));
    await t.inject({
      method: 'PUT',
      url: '/api/campaign/',
      headers: manager.auth,
      payload: { id: campaign.id, time_zone: 'Pacific/Auckland' },
    });
    const created = await t.inject({
      method: 'POST',
      url: '/api/walkbook/',
      headers: manager.auth,
      payload: {
        campaign_id: campaign.id,
        name: 'Everyone',
        filter_params: {},
        assignee_ids: [volunteer.id],
      },
    });
    const book = created.json<WalkbookSummary>();
    const detail = await t.inject({
      method: 'GET',
      url: `/api/walkbook/?id=${book.id}&campaign_id=${campaign.id}`,
      headers: volunteer.auth,
    });
    const voters = detail.json<{ doors: { voters: { id: string }[] }[] }>().doors.slice(0, 2);
    for (const voter of [voters[0]!.voters[0]!, voters[0]!.voters[0]!, voters[1]!.voters[0]!]) {
      const visit = await t.inject({
        method: 'PUT',
        url: '/api/walkbook/',
        headers: volunteer.auth,
        payload: { id: book.id, campaign_id: campaign.id, voter_id: voter.id, touch_result: 'not_home' },
      });
      expect(visit.statusCode).toBe(200);
    }
    const url = (userId: string) => `/api/users/activity/?campaign_id=${campaign.id}&user_id=${userId}`;
    const page = await t.inject({ method: 'GET', url: url(volunteer.id), headers: director.auth });
    expect(page.statusCode).toBe(200);
    const activity = page.json<MemberActivity>();
    expect(activity.member).toMatchObject({ user_id: volunteer.id, title: 'Volunteer', is_owner: false });
    expect(activity.member.last_active).not.toBeNull();
    expect(activity.walkbooks).toEqual([{ id: book.id, name: 'Everyone', status: 'active' }]);
    expect(activity.time_zone).toBe('Pacific/Auckland');
    expect(activity.weeks).toHaveLength(8);
    expect(activity.weeks.at(-1)).toMatchObject({ touches: 3, doors: 2 });
    expect(activity.recent_visits).toHaveLength(3);
    expect(activity.recent_visits[0]).toMatchObject({ walkbook_name: 'Everyone', touch_result: 'not_home' });

    expect((await t.inject({ method: 'GET', url: url(volunteer.id), headers: staff.auth })).statusCode).toBe(
      403,
    );
    const stranger = await t.inject({ method: 'GET', url: url(other.staff.id), headers: manager.auth });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ detail: 'Member not found' });
  });
});

describe('campaign settings', () => {
  it('stores a valid IANA time zone, refuses another, and lists members read-only to Volunteers', async () => {
    const { campaign, manager, volunteer } = await createCampaignWithTeam(t, 'Settings');
    const put = (time_zone: string) =>
      t.inject({
        method: 'PUT',
        url: '/api/campaign/',
        headers: manager.auth,
        payload: { id: campaign.id, time_zone },
      });
    const fetched = await t.inject({
      method: 'GET',
      url: `/api/campaign/?id=${campaign.id}`,
      headers: manager.auth,
    });
    expect(fetched.json<Campaign>().time_zone).toBe('America/New_York'); // the server's TIME_ZONE
    expect((await put('America/Chicago')).json<Campaign>().time_zone).toBe('America/Chicago');
    const wrong = await put('Mars/Olympus');
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain(
      'time_zone must be an IANA time zone such as America/Chicago',
    );
    const week = await t.inject({
      method: 'GET',
      url: `/api/walkbook/touches/current-week/?campaign_id=${campaign.id}`,
      headers: manager.auth,
    });
    expect(week.json()).toMatchObject({ time_zone: 'America/Chicago' });

    const members = await t.inject({
      method: 'GET',
      url: `/api/campaign/members/?campaign_id=${campaign.id}`,
      headers: volunteer.auth,
    });
    expect(members.statusCode).toBe(200);
    const list = members.json<CampaignMember[]>();
    expect(list).toHaveLength(4);
    expect(list.every((m) => m.last_active === null)).toBe(true);
    expect(list.find((m) => m.email === manager.email)).toMatchObject({ is_owner: true });
  });
});
