/** What the text-campaign tests share: a texting-ready campaign, its voters and calls to the routes. */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { ClaimedRecipient, TextCampaign } from '@groundwork/shared/contracts/text-campaigns';
import { campaignPhoneNumbers, campaigns, textMessages, voters } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { isSimulatedLandline } from '../../integrations/telephony/simulator/landlines.ts';
import type { TestApp } from '../../test/harness.ts';
import { handleInboundMessage, handleMessageStatus } from './inbound.ts';

/** Always open: tests of quiet hours set their own. */
export const ALL_DAY = { start: '00:00', end: '24:00' };

/** Local HH:MM in `timeZone` at `at`. */
export const localClock = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );

/** An hour either side of the current minute in New York: Los Angeles, three hours behind, is outside. */
export const aroundNewYorkNow = () => {
  const [h = 0, m = 0] = localClock(new Date(), 'America/New_York').split(':').map(Number);
  const clock = (minutes: number) => {
    const wrapped = (minutes + 1440) % 1440;
    return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
  };
  return { start: clock(h * 60 + m - 60), end: clock(h * 60 + m + 60) };
};

let phoneSeq = 2_000_000;
let numberSeq = 100;
/** A fresh US number, E.164 and as a voter file might print it. */
export const newPhone = () => {
  phoneSeq += 1;
  // The simulator treats a number ending in 0 as a landline (undelivered 30006): a test that wants one says so.
  if (isSimulatedLandline(String(phoneSeq))) phoneSeq += 1;
  const digits = `415${String(phoneSeq).padStart(7, '0')}`;
  return { e164: `+1${digits}`, printed: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` };
};

export interface VoterSpec {
  firstName?: string;
  phone?: string | null;
  zip?: string | null;
  party?: string;
}

/** A campaign whose texting is enabled, with a number, always-open hours and voters (DEM unless told). */
export const textingCampaign = async (t: TestApp, name: string, specs: VoterSpec[] = []) => {
  const team = await createCampaignWithTeam(t, name);
  const db = t.database.db;
  numberSeq += 1;
  const number = `+1919555${String(numberSeq).padStart(4, '0')}`;
  await db
    .update(campaigns)
    .set({ isTextingEnabled: true, textingHours: ALL_DAY, timeZone: 'America/New_York' })
    .where(eq(campaigns.id, team.campaign.id));
  // Bought through the port, as the product buys it: the simulator sends only from numbers it sold.
  const bought = await t.app.ctx.telephony.purchaseNumber({
    phoneNumber: number,
    smsUrl: `${t.app.ctx.config.publicUrl}/api/webhooks/twilio/message`,
  });
  await db.insert(campaignPhoneNumbers).values({
    campaignId: team.campaign.id,
    phoneNumber: bought.phone_number,
    providerSid: bought.sid,
    capabilities: bought.capabilities,
  });
  const made = await addVoters(t, team.campaign.id, specs);
  return { ...team, campaign_id: team.campaign.id, number, voters: made };
};

export const addVoters = async (t: TestApp, campaignId: string, specs: VoterSpec[]) => {
  if (specs.length === 0) return [];
  return t.database.db
    .insert(voters)
    .values(
      specs.map((s, i) => ({
        campaignId,
        stateVoterId: `TX${randomBytes(6).toString('hex')}${String(i)}`,
        firstName: s.firstName ?? `Voter${String(i)}`,
        lastName: 'Doe',
        party: s.party ?? 'DEM',
        resZip: s.zip === undefined ? '27601' : s.zip,
        resCity: 'Raleigh',
        precinct: 'P1',
        phone: s.phone === undefined ? newPhone().printed : s.phone,
        householdKey: randomBytes(8).toString('hex'),
      })),
    )
    .returning();
};

type Auth = Record<string, string>;

/** Calls to the routes, for one campaign. */
export const textCalls = (t: TestApp, campaign_id: string) => {
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: object) =>
    t.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const calls = {
    inject,
    create: (auth: Auth, body: object = {}) =>
      inject('POST', '/api/text-campaign/', auth, {
        campaign_id,
        name: `Texts ${randomBytes(3).toString('hex')}`,
        message: 'Hi {first_name}, this is {texter_first_name}. Reply STOP to opt out',
        filter_params: { parties: ['DEM'] },
        ...body,
      }),
    update: (auth: Auth, id: string, body: object) =>
      inject('PUT', '/api/text-campaign/', auth, { id, campaign_id, ...body }),
    claim: (auth: Auth, id: string) =>
      inject('POST', `/api/text-campaign/${id}/claim`, auth, { campaign_id }),
    release: (auth: Auth, id: string) =>
      inject('POST', `/api/text-campaign/${id}/release`, auth, { campaign_id }),
    send: (
      auth: Auth,
      id: string,
      body: { user_id: string; voter_id: string; sending_phone_number: string },
    ) => inject('POST', `/api/text-campaign/${id}/send`, auth, { campaign_id, message: 'Hi there', ...body }),
    reply: (auth: Auth, id: string, voter_id: string, message = 'Thanks!') =>
      inject('POST', `/api/text-campaign/${id}/reply`, auth, { campaign_id, voter_id, message }),
    /** An Active text campaign with `texters` assigned. */
    active: async (auth: Auth, texters: string[], body: object = {}): Promise<TextCampaign> => {
      const created = await calls.create(auth, { user_ids: texters, ...body });
      if (created.statusCode !== 201) throw new Error(created.body);
      const activated = await calls.update(auth, created.json<TextCampaign>().id, { status: 'Active' });
      if (activated.statusCode !== 200) throw new Error(activated.body);
      return activated.json<TextCampaign>();
    },
  };
  return calls;
};

export const claimed = (response: LightMyRequestResponse) => response.json<ClaimedRecipient[]>();

let sidSeq = 0;
export const sid = () => `SM${String((sidSeq += 1)).padStart(32, '0')}`;

/** A voter's text to our number, as the webhook hands it over. */
export const inbound = (t: TestApp, from: string, to: string, body: string, messageSid = sid()) =>
  handleInboundMessage(t.app.ctx, { sid: messageSid, from, to, body, receivedAt: new Date() });

export const status = (
  t: TestApp,
  messageSid: string,
  value: 'sent' | 'delivered' | 'undelivered' | 'queued',
  errorCode: number | null = null,
) => handleMessageStatus(t.app.ctx, { sid: messageSid, status: value, errorCode, at: new Date() });

/** Every message to or from `phone` in the campaign, oldest first. */
export const messagesWith = (t: TestApp, campaignId: string, phone: string) =>
  t.database.db
    .select()
    .from(textMessages)
    .where(and(eq(textMessages.campaignId, campaignId)))
    .orderBy(textMessages.createdAt)
    .then((rows) => rows.filter((m) => m.toNumber === phone || m.fromNumber === phone));
