/** What the voice tests share: a campaign ready to call, a phone bank, claims, and calls to the routes. */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  callRecipients,
  campaigns,
  phoneBankingCallers,
  phoneBankingCampaigns,
} from '../../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { ALL_DAY, addVoters, type VoterSpec } from '../../text-campaigns/test-support.ts';

type Auth = Record<string, string>;

export const voiceCalls = (t: TestApp, campaign_id: string) => {
  const post = (url: string, auth: Auth, payload: object) =>
    t.inject({ method: 'POST', url: `/api${url}`, headers: auth, payload: { campaign_id, ...payload } });
  const get = (url: string, auth: Auth, query: Record<string, string> = {}) =>
    t.inject({
      method: 'GET',
      url: `/api${url}?${new URLSearchParams({ campaign_id, ...query }).toString()}`,
      headers: auth,
    });
  return {
    setup: (auth: Auth, body: object = {}) => post('/phone-banking/setup-account', auth, body),
    status: (auth: Auth) => get('/phone-banking/account-status/', auth),
    token: (auth: Auth, user_id: string) => get('/phone-banking/access-token/', auth, { user_id }),
    createSession: (auth: Auth, body: object) => post('/phone-banking/call/create-session', auth, body),
    acquire: (auth: Auth, body: object) => post('/phone-banking/call/acquire-number', auth, body),
    release: (auth: Auth, body: object) => post('/phone-banking/call/release-number', auth, body),
    end: (auth: Auth, body: object) => post('/phone-banking/call/end-session', auth, body),
    initiate: (auth: Auth, id: string, body: object) =>
      post(`/phone-banking/${id}/initiate-call`, auth, body),
    buy: async (auth: Auth, user_id: string, areaCode = '919') => {
      const found = await get('/phone-banking/available-numbers/', auth, { area_code: areaCode });
      const [first] = found.json<{ phone_number: string }[]>();
      return post('/phone-banking/purchase-number', auth, { user_id, phone_number: first!.phone_number });
    },
  };
};

export const ok = <T>(reply: LightMyRequestResponse, status = 200): T => {
  if (reply.statusCode !== status)
    throw new Error(`expected ${status}, got ${reply.statusCode}: ${reply.body}`);
  return reply.json<T>();
};

/** A campaign with a set-up account, one bought number, always-open calling hours, and voters. */
export const callingCampaign = async (t: TestApp, name: string, specs: VoterSpec[] = [{}]) => {
  const team = await createCampaignWithTeam(t, name);
  const campaign_id = team.campaign.id;
  await t.database.db
    .update(campaigns)
    .set({ callingHours: ALL_DAY, timeZone: 'America/New_York' })
    .where(eq(campaigns.id, campaign_id));
  const calls = voiceCalls(t, campaign_id);
  ok(await calls.setup(team.manager.auth));
  const bought = ok<{ phone_number: string }>(await calls.buy(team.manager.auth, team.manager.id), 201);
  const voters = await addVoters(t, campaign_id, specs);
  return { ...team, campaign_id, calls, number: bought.phone_number, voters };
};

/** A phone banking campaign with its callers (Active unless told). */
export const phoneBank = async (
  t: TestApp,
  campaignId: string,
  callerIds: string[],
  status: 'Draft' | 'Active' | 'Paused' | 'Completed' = 'Active',
) => {
  const [row] = await t.database.db
    .insert(phoneBankingCampaigns)
    .values({ campaignId, name: 'Evening calls', script: '<p>Hi {first_name}</p>', filterParams: {}, status })
    .returning();
  if (callerIds.length > 0) {
    await t.database.db
      .insert(phoneBankingCallers)
      .values(callerIds.map((userId) => ({ phoneBankingCampaignId: row!.id, userId })));
  }
  return row!;
};

/** The voter in the queue, claimed by `userId` for ten minutes (as next-voter leaves it). */
export const claim = async (
  t: TestApp,
  pb: { id: string; campaignId: string },
  voterId: string,
  phone: string,
  userId: string | null,
) => {
  await t.database.db
    .insert(callRecipients)
    .values({
      phoneBankingCampaignId: pb.id,
      voterId,
      campaignId: pb.campaignId,
      phone,
      claimedBy: userId,
      claimExpiresAt: userId ? new Date(Date.now() + 10 * 60_000) : null,
    })
    .onConflictDoUpdate({
      target: [callRecipients.phoneBankingCampaignId, callRecipients.voterId],
      set: { claimedBy: userId, claimExpiresAt: userId ? new Date(Date.now() + 10 * 60_000) : null },
    });
};
