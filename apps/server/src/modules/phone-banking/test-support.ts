/** What the phone banking tests share: a calling-ready campaign, its voters and calls to the routes. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PhoneBankingCampaign } from '@groundwork/shared/contracts/phone-banking';
import type { NextVoter } from '@groundwork/shared/contracts/call-queue';
import { campaigns } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { addVoters, newPhone, type VoterSpec } from '../text-campaigns/test-support.ts';

export { addVoters, newPhone, type VoterSpec };

/** Always open: tests of calling hours set their own. */
export const ALL_DAY = { start: '00:00', end: '24:00' };

/** A campaign with phone banking enabled, always-open calling hours and voters (DEM unless told). */
export const callingCampaign = async (t: TestApp, name: string, specs: VoterSpec[] = []) => {
  const team = await createCampaignWithTeam(t, name);
  await t.database.db
    .update(campaigns)
    .set({ isPhoneBankingEnabled: true, callingHours: ALL_DAY, timeZone: 'America/New_York' })
    .where(eq(campaigns.id, team.campaign.id));
  const made = await addVoters(t, team.campaign.id, specs);
  return { ...team, campaign_id: team.campaign.id, voters: made };
};

type Auth = Record<string, string>;

/** Calls to the routes, for one campaign. */
export const pbCalls = (t: TestApp, campaign_id: string) => {
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: object) =>
    t.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const calls = {
    inject,
    create: (auth: Auth, body: object = {}) =>
      inject('POST', '/api/phone-banking/', auth, {
        campaign_id,
        name: `Calls ${randomBytes(3).toString('hex')}`,
        script: '<p>Hi {first_name}, this is {caller_first_name}.</p>',
        filter_params: { parties: ['DEM'] },
        ...body,
      }),
    update: (auth: Auth, id: string, body: object) =>
      inject('PUT', '/api/phone-banking/', auth, { id, campaign_id, ...body }),
    get: (auth: Auth, id: string, cid = campaign_id) =>
      inject('GET', `/api/phone-banking/?campaign_id=${cid}&id=${id}`, auth),
    next: (auth: Auth, id: string, user_id: string) =>
      inject(
        'GET',
        `/api/phone-banking/${id}/next-voter?campaign_id=${campaign_id}&user_id=${user_id}`,
        auth,
      ),
    release: (auth: Auth, id: string, body: { voter_id: string; user_id: string }) =>
      inject('POST', '/api/phone-banking/release-uncalled-voter', auth, {
        campaign_id,
        phone_banking_campaign_id: id,
        ...body,
      }),
    result: (auth: Auth, id: string, body: object) =>
      inject('POST', `/api/phone-banking/${id}/update-call-result`, auth, { campaign_id, ...body }),
    updated: (auth: Auth, id: string, since?: string) =>
      inject(
        'GET',
        `/api/phone-banking/updated-recipients/?campaign_id=${campaign_id}&id=${id}${
          since ? `&last_update_time=${encodeURIComponent(since)}` : ''
        }`,
        auth,
      ),
    stats: (auth: Auth) => inject('GET', `/api/phone-banking/stats/?campaign_id=${campaign_id}`, auth),
    /** An Active call campaign with `callers` assigned. */
    active: async (auth: Auth, callers: string[], body: object = {}): Promise<PhoneBankingCampaign> => {
      const created = await calls.create(auth, { user_ids: callers, ...body });
      if (created.statusCode !== 201) throw new Error(created.body);
      const activated = await calls.update(auth, created.json<PhoneBankingCampaign>().id, {
        status: 'Active',
      });
      if (activated.statusCode !== 200) throw new Error(activated.body);
      return activated.json<PhoneBankingCampaign>();
    },
    /** The caller's next voter (fails the test on anything but 200). */
    claim: async (caller: { auth: Auth; id: string }, id: string): Promise<NextVoter> => {
      const response = await calls.next(caller.auth, id, caller.id);
      if (response.statusCode !== 200) throw new Error(`${String(response.statusCode)} ${response.body}`);
      return response.json<NextVoter>();
    },
  };
  return calls;
};
