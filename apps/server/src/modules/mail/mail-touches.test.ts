import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { ContactHistory } from '@groundwork/shared/contracts/contact-history';
import type { MailDrop } from '@groundwork/shared/contracts/mail';
import type { TouchData, WeekTouches } from '@groundwork/shared/contracts/walkbooks';
import { campaigns } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { insertGroup, mailCalls, mailerOf } from './test-support.ts';

/** Decision 0054: a drop marked mailed early touches its voters on the drop date, and not one day before. */
const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Mail Touches');
const campaign_id = team.campaign.id;
const manager = team.manager.auth;
const TZ = 'America/New_York';
await t.database.db.update(campaigns).set({ timeZone: TZ }).where(eq(campaigns.id, campaign_id));
const calls = mailCalls(t, campaign_id);
const mailer = mailerOf(await calls.createMailer(manager, 'Fall Postcard'));
const { groupId, voterIds } = await insertGroup(t, campaign_id, 'Touch group', [
  { stateVoterId: 'T1', firstName: 'ANA', lastName: 'REYES', resStreet: '1 OAK ST', resZip: '27601' },
  { stateVoterId: 'T2', firstName: 'BEN', lastName: 'OKAFOR', resStreet: '2 OAK ST', resZip: '27601' },
]);
const [ana] = voterIds as [string, ...string[]];

/** A date `days` from today in the campaign's time zone. */
const dateIn = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const get = async <T>(url: string) => (await t.inject({ method: 'GET', url, headers: manager })).json<T>();

/** A drop to the group dated `scheduled_date`, moved to Scheduled and then marked Mailed by hand. */
const mailDrop = async (name: string, scheduled_date: string) => {
  const created = await t.inject({
    method: 'POST',
    url: '/api/mail/mailer-campaign/',
    headers: manager,
    payload: {
      campaign_id,
      mailer_id: mailer.id,
      user_id: team.manager.id,
      voter_group_id: groupId,
      mailer_size: 'postcard_4_25x6',
      name,
      scheduled_date,
    },
  });
  const { id } = created.json<MailDrop>();
  const put = (status: string) =>
    t.inject({
      method: 'PUT',
      url: '/api/mail/mailer-campaign/',
      headers: manager,
      payload: { campaign_id, id, status },
    });
  expect((await put('Scheduled')).statusCode).toBe(200);
  // A date already past runs the mailing job at once where jobs run (PostgreSQL): it may have mailed it first.
  const mailed = await put('Mailed');
  expect([200, 409]).toContain(mailed.statusCode);
  await vi.waitFor(
    async () => {
      const drop = await get<MailDrop>(`/api/mail/mailer-campaign/?campaign_id=${campaign_id}&id=${id}`);
      expect(drop.status).toBe('Mailed');
    },
    { timeout: 10_000, interval: 100 },
  );
};
const mailEntries = async () =>
  (
    await get<ContactHistory>(`/api/voter/contact-history/?campaign_id=${campaign_id}&voter_id=${ana}`)
  ).entries.filter((e) => e.channel === 'mail');
const touchData = () => get<TouchData>(`/api/walkbook/touch-data/?campaign_id=${campaign_id}`);
const week = (which: string) =>
  get<WeekTouches>(`/api/walkbook/touches/${which}/?campaign_id=${campaign_id}`);

describe('mail touches of a drop marked mailed', () => {
  it('before its date: no past contact, no touch counted, until the date comes', async () => {
    await mailDrop('Early', dateIn(10));
    expect(await mailEntries()).toEqual([]);
    expect((await touchData()).by_channel.mail).toEqual({ touches: 0, contacts: 0 });
    expect((await week('current-week')).by_channel.mail.touches).toBe(0);
  });

  it('after its date: a past contact on the drop date, counted in the week of that date', async () => {
    await mailDrop('Late', dateIn(-7));
    const entries = await mailEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ summary: 'Fall Postcard' });
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date(entries[0]?.at ?? ''))).toBe(
      dateIn(-7),
    );
    expect((await touchData()).by_channel.mail.touches).toBe(2);
    expect((await week('previous-week')).by_channel.mail.touches).toBe(2);
    expect((await week('current-week')).by_channel.mail.touches).toBe(0);
  });
});
