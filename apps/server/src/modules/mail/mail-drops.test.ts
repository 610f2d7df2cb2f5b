import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAIL_DROP_STATUSES, type MailDrop, type MailDropStatus } from '@groundwork/shared/contracts/mail';
import { campaigns, touches, voterGroups } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { canMove, mailDropDueJob } from './mail-status.ts';
import { insertGroup, mailCalls, mailerOf } from './test-support.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Drops');
const campaign_id = team.campaign.id;
const manager = team.manager.auth;
const calls = mailCalls(t, campaign_id);
await t.database.db
  .update(campaigns)
  .set({ timeZone: 'America/New_York' })
  .where(eq(campaigns.id, campaign_id));

const address = (n: number) => ({
  resStreet: `${String(n)} Oak St`,
  resZip: '27601',
  resCity: 'RALEIGH',
  resState: 'NC',
});
// Three households of 2, 1 and 1 voters, and one voter without an address.
const { groupId, voterIds } = await insertGroup(t, campaign_id, 'Drop group', [
  { stateVoterId: 'D1', firstName: 'ANA', lastName: 'REYES', ...address(1) },
  { stateVoterId: 'D2', firstName: 'LUIS', lastName: 'REYES', ...address(1), resStreet: '1 OAK STREET' },
  { stateVoterId: 'D3', firstName: 'BEN', lastName: 'OKAFOR', ...address(2) },
  { stateVoterId: 'D4', firstName: 'CARLA', lastName: 'SMITH', ...address(3) },
  { stateVoterId: 'D5', firstName: 'DEV', lastName: 'NOADDRESS', resZip: '27601' },
]);
const mailer = mailerOf(await calls.createMailer(manager, 'Fall Postcard'));
const other = mailerOf(await calls.createMailer(manager, 'Letter'));

const create = (body: Record<string, unknown>, auth = manager) =>
  t.inject({
    method: 'POST',
    url: '/api/mail/mailer-campaign/',
    headers: auth,
    payload: {
      mailer_id: mailer.id,
      campaign_id,
      user_id: team.manager.id,
      voter_group_id: groupId,
      mailer_size: 'postcard_4_25x6',
      ...body,
    },
  });
const put = (body: Record<string, unknown>) =>
  t.inject({
    method: 'PUT',
    url: '/api/mail/mailer-campaign/',
    headers: manager,
    payload: { campaign_id, ...body },
  });
const dropOf = async (name: string, extra: Record<string, unknown> = {}) =>
  (await create({ name, ...extra })).json<MailDrop>();
const touchesOf = (dropId: string) =>
  t.database.db
    .select({
      voterId: touches.voterId,
      channel: touches.channel,
      summary: touches.summary,
      day: sql<string>`to_char(${touches.touchedAt} at time zone 'America/New_York', 'YYYY-MM-DD')`,
    })
    .from(touches)
    .where(eq(touches.sourceId, dropId));

describe('mail drops', () => {
  it('creates a Draft with its live counts, and checks names per mailer (NAME_EXISTS on save)', async () => {
    const reply = await create({ name: 'October', scheduled_date: '2026-10-20' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      status: 'Draft',
      mailer_name: 'Fall Postcard',
      voter_group_name: 'Drop group',
      scheduled_date: '2026-10-20',
      voters: 5,
      pieces: 3,
      suppressed: 1,
      cost: 3 * 45,
      exports: [],
      user_id: team.manager.id,
    });
    const check = async (name: string, mailerId: string) =>
      (
        await calls.get(
          manager,
          `/api/mail/check-name/mailer-campaign/${campaign_id}/?name=${encodeURIComponent(name)}&mailer_id=${mailerId}`,
        )
      ).json<{ is_unique: boolean }>();
    expect(await check(' OCTOBER ', mailer.id)).toEqual({ is_unique: false });
    expect(await check('October', other.id)).toEqual({ is_unique: true });
    const duplicate = await create({ name: 'october' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'NAME_EXISTS',
      detail: 'This name is already in use. Please choose a different name.',
    });
    expect((await create({ name: 'October', mailer_id: other.id })).statusCode).toBe(201);
    const second = await dropOf('November');
    expect((await put({ id: second.id, name: 'OCTOBER' })).json()).toMatchObject({ code: 'NAME_EXISTS' });
  });

  it('refuses a group that is not Ready or not the campaign’s, and a mailer of another campaign', async () => {
    const [pending] = await t.database.db
      .insert(voterGroups)
      .values({ campaignId: campaign_id, name: 'Pending', status: 'Pending' })
      .returning();
    const notReady = await create({ name: 'Pending group', voter_group_id: pending!.id });
    expect(notReady.statusCode).toBe(400);
    expect(notReady.json()).toMatchObject({ detail: 'The voter group "Pending" is not Ready yet' });
    const rival = await createCampaignWithTeam(t, 'Rival drops');
    const theirs = await insertGroup(t, rival.campaign.id, 'Theirs', []);
    expect((await create({ name: 'Their group', voter_group_id: theirs.groupId })).statusCode).toBe(404);
    const theirMailer = mailerOf(
      await mailCalls(t, rival.campaign.id).createMailer(rival.manager.auth, 'Theirs'),
    );
    expect((await create({ name: 'Their mailer', mailer_id: theirMailer.id })).statusCode).toBe(404);
  });

  const reach = async (status: MailDropStatus, name: string) => {
    const drop = await dropOf(name);
    const path: Record<MailDropStatus, MailDropStatus[]> = {
      Draft: [],
      Scheduled: ['Scheduled'],
      Mailed: ['Scheduled', 'Mailed'],
      Cancelled: ['Cancelled'],
    };
    for (const step of path[status]) expect((await put({ id: drop.id, status: step })).statusCode).toBe(200);
    return drop;
  };

  describe.each(MAIL_DROP_STATUSES)('from %s', (from) => {
    it.each(MAIL_DROP_STATUSES.filter((to) => to !== from))('to %s', async (to) => {
      const drop = await reach(from, `${from} to ${to}`);
      const reply = await put({ id: drop.id, status: to });
      const allowed: Record<MailDropStatus, MailDropStatus[]> = {
        Draft: ['Scheduled', 'Cancelled'],
        Scheduled: ['Mailed', 'Cancelled', 'Draft'],
        Mailed: [],
        Cancelled: [],
      };
      expect(canMove(from, to)).toBe(allowed[from].includes(to));
      if (allowed[from].includes(to)) {
        expect(reply.json()).toMatchObject({ status: to });
      } else {
        expect(reply.statusCode).toBe(409);
        expect(reply.json()).toMatchObject({
          code: 'CONFLICT',
          detail: `A mail drop cannot move from this status to that one (${from} to ${to})`,
        });
      }
    });
  });

  it('edits content only while Draft', async () => {
    const drop = await reach('Scheduled', 'Edit me');
    const refused = await put({ id: drop.id, mailer_size: 'letter_10' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: 'Only a Draft mail drop can be edited' });
    await put({ id: drop.id, status: 'Draft' });
    expect((await put({ id: drop.id, mailer_size: 'letter_10', name: 'Edited' })).json()).toMatchObject({
      name: 'Edited',
      mailer_size: 'letter_10',
      cost: 3 * 78,
    });
  });

  it('touches every reached voter once, dated the drop date, and freezes the counts', async () => {
    const drop = await dropOf('Mailed by hand', { scheduled_date: '2027-01-15' });
    await put({ id: drop.id, status: 'Scheduled' });
    const mailed = (await put({ id: drop.id, status: 'Mailed' })).json<MailDrop>();
    expect(mailed).toMatchObject({ status: 'Mailed', mailed_at: expect.any(String), voters: 5, pieces: 3 });
    const rows = await touchesOf(drop.id);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.voterId))).toEqual(new Set(voterIds.slice(0, 4)));
    expect(
      rows.every((r) => r.channel === 'mail' && r.summary === 'Fall Postcard' && r.day === '2027-01-15'),
    ).toBe(true);
    // Idempotent: the due job arriving after the hand changes nothing.
    await mailDropDueJob.handle(
      t.app.ctx,
      { campaign_id, drop_id: drop.id, date: '2027-01-15' },
      {} as never,
    );
    expect(await touchesOf(drop.id)).toHaveLength(4);
    // Frozen: a new voter in the group changes a Draft's counts, not the Mailed drop's.
    const draft = await dropOf('Still draft');
    const { voterIds: added } = await insertGroup(t, campaign_id, 'Extra', [
      { stateVoterId: 'D6', ...address(9) },
    ]);
    await t.database.db.execute(
      sql`insert into voter_group_members (group_id, voter_id) values (${groupId}, ${added[0]})`,
    );
    const get = async (id: string) =>
      (
        await calls.get(manager, `/api/mail/mailer-campaign/?campaign_id=${campaign_id}&id=${id}`)
      ).json<MailDrop>();
    expect(await get(drop.id)).toMatchObject({ voters: 5, pieces: 3 });
    expect(await get(draft.id)).toMatchObject({ voters: 6, pieces: 4 });
  });

  it('queues the mailing on the scheduled date in the campaign’s time zone; the job mails it if still Scheduled', async () => {
    const drop = await dropOf('Scheduled job', { scheduled_date: '2027-03-02' });
    await put({ id: drop.id, status: 'Scheduled' });
    const queued = await t.database.db.execute<{ start_after: string | Date; singleton_key: string }>(
      sql`select start_after, singleton_key from pgboss.job where name = 'mail.drop-due' and data->>'drop_id' = ${drop.id}`,
    );
    expect(queued.rows).toHaveLength(1);
    expect(new Date(queued.rows[0]!.start_after).toISOString()).toBe('2027-03-02T05:00:00.000Z');
    expect(queued.rows[0]!.singleton_key).toBe(`mail-drop:${drop.id}:2027-03-02`);
    // A job for another date (the drop was re-dated since) leaves it alone.
    await mailDropDueJob.handle(
      t.app.ctx,
      { campaign_id, drop_id: drop.id, date: '2027-03-03' },
      {} as never,
    );
    expect((await touchesOf(drop.id)).length).toBe(0);
    await mailDropDueJob.handle(
      t.app.ctx,
      { campaign_id, drop_id: drop.id, date: '2027-03-02' },
      {} as never,
    );
    const after = (
      await calls.get(
        manager,
        `/api/mail/mailer-campaign/all/?campaign_id=${campaign_id}&mailer_id=${mailer.id}`,
      )
    ).json<MailDrop[]>();
    expect(after.find((d) => d.id === drop.id)).toMatchObject({ status: 'Mailed' });
    expect((await touchesOf(drop.id)).every((r) => r.day === '2027-03-02')).toBe(true);
    const audit = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where target_id = ${drop.id} and action = 'mail_drop.status_changed'`,
    );
    expect(audit.rows[0]?.n).toBe(2);
  });

  it('lists a mailer’s drops with its drop count', async () => {
    const list = (
      await calls.get(
        manager,
        `/api/mail/mailer-campaign/all/?campaign_id=${campaign_id}&mailer_id=${other.id}`,
      )
    ).json<MailDrop[]>();
    expect(list.map((d) => d.name)).toEqual(['October']);
    const got = (await calls.get(manager, `/api/mail/?campaign_id=${campaign_id}&id=${other.id}`)).json<{
      drop_count: number;
    }>();
    expect(got.drop_count).toBe(1);
  });
});
