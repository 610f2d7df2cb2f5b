import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { updateUser } from '../modules/users/users.repository.ts';
import {
  addMember,
  createCampaign,
  createCampaignWithTeam,
  createInvitationRecord,
  createPerson,
  type Person,
} from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';

// The read cache (docs/decisions/0032-read-cache.md): every answer below is first read (and cached),
// then the write, then the answer must change at once — a stale cache fails these tests.
const t = await createTestApp();

const get = (person: Person, url: string) => t.inject({ method: 'GET', url, headers: person.auth });
const campaignOf = (person: Person, campaignId: string) => get(person, `/api/campaign/?id=${campaignId}`);
/** A read only Managers and Directors may make. */
const waitingInvitationsOf = (person: Person, campaignId: string) =>
  get(person, `/api/invitation/all/?campaign_id=${campaignId}`);
const me = async (person: Person) => {
  const reply = await get(person, '/api/users/me');
  expect(reply.statusCode).toBe(200);
  return reply.json<{
    campaigns: { campaign_id: string; campaign_name: string; title: string }[];
    invitations: { campaign_id: string }[];
  }>();
};
/** Reads twice: the second answer is the cache's (the test checks the cache holds it). */
const cachedStatus = async (read: () => Promise<{ statusCode: number }>) => {
  await read();
  const cached = await read();
  expect(t.app.ctx.reads.size.memberships + t.app.ctx.reads.size.records).toBeGreaterThan(0);
  return cached.statusCode;
};

describe('the read cache, written through this process', () => {
  it('refuses a removed member at once', async () => {
    const { campaign, manager, volunteer } = await createCampaignWithTeam(t);
    expect(await cachedStatus(() => campaignOf(volunteer, campaign.id))).toBe(200);
    const removed = await t.inject({
      method: 'PUT',
      url: `/api/users/remove/campaign-user/?campaign_id=${campaign.id}&email=${volunteer.email}`,
      headers: manager.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await campaignOf(volunteer, campaign.id)).statusCode).toBe(404);
    expect((await me(volunteer)).campaigns).toEqual([]);
  });

  it('refuses a disabled account, and one that withdrew the terms, at once', async () => {
    const { campaign, director, staff } = await createCampaignWithTeam(t);
    expect(await cachedStatus(() => campaignOf(director, campaign.id))).toBe(200);
    await updateUser(t.database.db, director.id, { isActive: false });
    const disabled = await campaignOf(director, campaign.id);
    expect([disabled.statusCode, disabled.json().code]).toEqual([403, 'USER_DISABLED']);
    expect((await get(director, '/api/users/me')).json().code).toBe('USER_DISABLED');

    expect(await cachedStatus(() => campaignOf(staff, campaign.id))).toBe(200);
    const withdrawn = await t.inject({
      method: 'PUT',
      url: '/api/users/terms/?terms_status=false',
      headers: staff.auth,
    });
    expect(withdrawn.statusCode).toBe(200);
    const refused = await campaignOf(staff, campaign.id);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'TERMS_NOT_ACCEPTED']);
  });

  it('shows a new campaign, a renamed campaign and a new invitation in users/me at once', async () => {
    const person = await createPerson(t, { label: 'reader' });
    expect((await me(person)).campaigns).toEqual([]);
    const created = await t.inject({
      method: 'POST',
      url: '/api/campaign/',
      headers: person.auth,
      payload: { name: 'Fresh Campaign' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect((await me(person)).campaigns.map((c) => c.campaign_name)).toEqual(['Fresh Campaign']);

    const renamed = await t.inject({
      method: 'PUT',
      url: '/api/campaign/',
      headers: person.auth,
      payload: { id, name: 'Renamed Campaign' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me(person)).campaigns.map((c) => c.campaign_name)).toEqual(['Renamed Campaign']);

    const other = await createCampaign(t, await createPerson(t, { label: 'owner' }), 'Inviting Campaign');
    expect((await me(person)).invitations).toEqual([]);
    await createInvitationRecord(t, other.id, person, person.email);
    expect((await me(person)).invitations.map((i) => i.campaign_id)).toEqual([other.id]);
  });
});

describe('the read cache, written by SQL (another process: NOTIFY)', () => {
  // On the PostgreSQL server, a separate connection (as another process would write); on PGlite, its one.
  const client = t.databaseUrl ? new pg.Client({ connectionString: t.databaseUrl }) : undefined;
  const sql = async (text: string, values: unknown[]): Promise<unknown[]> =>
    (await (client ?? t.database.db.$client).query(text, values)).rows;
  afterAll(() => client?.end());

  it('sees a title change, a removal and a campaign rename made in SQL', async () => {
    await client?.connect();
    const { campaign, director } = await createCampaignWithTeam(t);
    expect(await cachedStatus(() => waitingInvitationsOf(director, campaign.id))).toBe(200);
    await sql(`update campaign_users set title = 'Volunteer' where campaign_id = $1 and user_id = $2`, [
      campaign.id,
      director.id,
    ]);
    await expect.poll(async () => (await waitingInvitationsOf(director, campaign.id)).statusCode).toBe(403);

    expect(await cachedStatus(() => campaignOf(director, campaign.id))).toBe(200);
    await sql(`delete from campaign_users where campaign_id = $1 and user_id = $2`, [
      campaign.id,
      director.id,
    ]);
    await expect.poll(async () => (await campaignOf(director, campaign.id)).statusCode).toBe(404);

    const worker = await addMember(t, campaign.id, 'Staff', 'worker');
    expect((await me(worker)).campaigns.map((c) => c.title)).toEqual(['Staff']);
    await sql(`update campaigns set name = 'Renamed in SQL' where id = $1`, [campaign.id]);
    await expect
      .poll(async () => (await me(worker)).campaigns.map((c) => c.campaign_name))
      .toEqual(['Renamed in SQL']);
  });

  it.skipIf(!t.databaseUrl)('clears everything when its listener is lost, and listens again', async () => {
    const { campaign, staff } = await createCampaignWithTeam(t);
    const listeners = `select pid from pg_stat_activity
      where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`;
    expect(await cachedStatus(() => campaignOf(staff, campaign.id))).toBe(200);
    await sql(`select pg_terminate_backend(pid) from (${listeners}) listener`, []);
    await expect.poll(() => t.app.ctx.reads.size.memberships).toBe(0);

    await expect.poll(async () => (await sql(listeners, [])).length, { timeout: 5_000 }).toBe(1);
    expect(await cachedStatus(() => waitingInvitationsOf(staff, campaign.id))).toBe(403);
    await sql(`update campaign_users set title = 'Director' where campaign_id = $1 and user_id = $2`, [
      campaign.id,
      staff.id,
    ]);
    await expect.poll(async () => (await waitingInvitationsOf(staff, campaign.id)).statusCode).toBe(200);
  });
});
