import { describe, expect, it } from 'vitest';
import { MAIL_DEFAULT_RATES, type MailDrop } from '@groundwork/shared/contracts/mail';
import { createCampaignWithTeam, type Person } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { multipartBody } from '../../test/malformed-files.ts';
import { insertGroup, mailCalls, mailerOf, pdfOf } from './test-support.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Mail access');
const rival = await createCampaignWithTeam(t, 'Mail rival');
const campaign_id = team.campaign.id;
const pdf = await pdfOf(1);
const mailer = mailerOf(await mailCalls(t, campaign_id).createMailer(team.manager.auth, 'Ours'));
const { groupId } = await insertGroup(t, campaign_id, 'Ours', [
  { stateVoterId: 'A1', resStreet: '1 Oak St', resZip: '27601' },
]);
const drop = (
  await t.inject({
    method: 'POST',
    url: '/api/mail/mailer-campaign/',
    headers: team.manager.auth,
    payload: {
      mailer_id: mailer.id,
      campaign_id,
      user_id: team.manager.id,
      voter_group_id: groupId,
      name: 'Ours',
      mailer_size: 'letter_10',
    },
  })
).json<MailDrop>();

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: string | Buffer | Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Every mail route, acting in `campaign` on our mailer, group and drop. */
const calls = (campaign: string): Call[] => {
  const upload = multipartBody(
    { name: 'm.pdf', content: pdf },
    { mailer: JSON.stringify({ name: 'New', campaign_id: campaign }) },
  );
  return [
    {
      method: 'POST',
      url: `/api/mail/?campaign_id=${campaign}`,
      payload: upload.payload,
      headers: { 'content-type': `multipart/form-data; boundary=${upload.boundary}` },
    },
    { method: 'GET', url: `/api/mail/check-name/mailer/${campaign}/?name=Ours` },
    { method: 'GET', url: `/api/mail/?campaign_id=${campaign}&id=${mailer.id}` },
    { method: 'GET', url: `/api/mail/all/?campaign_id=${campaign}` },
    { method: 'GET', url: `/api/mail/file/?campaign_id=${campaign}&id=${mailer.id}` },
    {
      method: 'POST',
      url: '/api/mail/mailer-campaign/',
      payload: {
        mailer_id: mailer.id,
        campaign_id: campaign,
        user_id: team.manager.id,
        voter_group_id: groupId,
        name: 'X',
        mailer_size: 'letter_10',
      },
    },
    {
      method: 'GET',
      url: `/api/mail/check-name/mailer-campaign/${campaign}/?name=Ours&mailer_id=${mailer.id}`,
    },
    { method: 'GET', url: `/api/mail/mailer-campaign/?campaign_id=${campaign}&id=${drop.id}` },
    { method: 'GET', url: `/api/mail/mailer-campaign/all/?campaign_id=${campaign}` },
    {
      method: 'PUT',
      url: '/api/mail/mailer-campaign/',
      payload: { id: drop.id, campaign_id: campaign, name: 'Renamed' },
    },
    {
      method: 'GET',
      url: `/api/mail/mailer-campaign/estimate/?campaign_id=${campaign}&voter_group_id=${groupId}&mailer_size=letter_10`,
    },
    { method: 'GET', url: `/api/mail/mailer-campaign/export/?campaign_id=${campaign}&id=${drop.id}` },
    { method: 'GET', url: `/api/mail/rates/?campaign_id=${campaign}` },
    { method: 'PUT', url: '/api/mail/rates/', payload: { campaign_id: campaign, rates: MAIL_DEFAULT_RATES } },
  ];
};

const send = (call: Call, person: Person) =>
  t.inject({
    method: call.method,
    url: call.url,
    headers: { ...person.auth, ...call.headers },
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });

describe('mail access', () => {
  it('covers every mail route', () => {
    const routes = t.app.routeAccessTable.filter(
      (r) => r.url.startsWith('/api/mail/') && r.method !== 'HEAD',
    );
    expect(routes).toHaveLength(calls(campaign_id).length);
  });

  it('hides the campaign from non-members (404) and refuses Staff and Volunteers (403) on every route', async () => {
    for (const call of calls(campaign_id)) {
      expect((await send(call, rival.manager)).statusCode, call.url).toBe(404);
      for (const person of [team.staff, team.volunteer]) {
        const reply = await send(call, person);
        expect(reply.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(reply.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
  });

  it('never reaches our mailer, group or drop from another campaign, even by id', async () => {
    const byId = calls(rival.campaign.id).filter((call) =>
      /[?&]id=|mailer_id|voter_group_id|"id"/.test(call.url + JSON.stringify(call.payload ?? {})),
    );
    expect(byId.length).toBeGreaterThanOrEqual(8);
    for (const call of byId) {
      const reply = await send(call, rival.manager);
      expect(reply.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
  });

  it('lets Managers and Directors do all of it', async () => {
    for (const call of calls(campaign_id).filter((c) => c.method === 'GET')) {
      expect((await send(call, team.director)).statusCode, call.url).toBe(200);
    }
  });
});
