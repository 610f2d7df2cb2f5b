import { createHmac } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { normalizePhone } from '@groundwork/shared/contracts/consent';
import type { DevPhone, DevPhoneReplyBody } from '@groundwork/shared/contracts/dev-phones';
import type { Db } from '../../../db/client.ts';
import {
  campaignPhoneNumbers,
  simulatedMessages,
  simulatedNumbers,
  voters,
} from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../errors.ts';
import type { TelephonyPort } from '../telephony.port.ts';
import { createTwilioTelephony } from '../twilio.adapter.ts';
import { createCallEngine, type WebhookPoster } from './calls.ts';
import { isSimulatedLandline, LANDLINE_ERROR_CODE } from './landlines.ts';
import { MESSAGE_ROUTES, messageJson } from './messages.routes.ts';
import { REGISTRATION_ROUTES } from './registration.routes.ts';
import { newSid, TwilioStandIn, type StandInDeps } from './stand-in.ts';
import { createVoiceClient, type VoiceClient } from './voice-client.ts';
import { VOICE_ROUTES } from './voice.routes.ts';

/** A delivery step the simulator takes later: the message's next status. */
export type DeliveryStep = 'sent' | 'delivered' | 'undelivered';

export type { WebhookPoster } from './calls.ts';

export interface SimulatorOptions {
  db: Db;
  /** The server's secret: the simulated account's sid and auth token derive from it, so every process agrees. */
  secret: string;
  vettingSeconds: number;
  deliverySeconds: number;
  /** Seconds a call rings before its party answers (or not). */
  ringSeconds: number;
  /** Schedules a call's next step `afterSeconds` from now (a delayed job running `advanceCall`). */
  scheduleCall(sid: string, afterSeconds: number): Promise<void>;
  /** Schedules a delivery step `afterSeconds` from now (a delayed job). */
  schedule(step: { sid: string; status: DeliveryStep }, afterSeconds: number): Promise<void>;
  post: WebhookPoster;
}

/** What the development phones and the delivery job use, beside the port. */
export interface TelephonySimulator {
  /** Moves a message to its next status, posts its status callback, and schedules the step after. */
  advance(step: { sid: string; status: DeliveryStep }): Promise<void>;
  phones(): Promise<DevPhone[]>;
  /** A voter's reply, delivered to the number's SMS webhook as Twilio would. */
  reply(input: DevPhoneReplyBody): Promise<{ sid: string }>;
  /** Moves a ringing call on once its ring is over (the delayed job; reads catch up too). */
  advanceCall(sid: string): Promise<void>;
  /** The browser's calls without the Voice SDK (docs/decisions/0045-voice.md). */
  voice: VoiceClient;
}

const derive = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`telephony-simulator:${purpose}`).digest('hex').slice(0, 32);

const last10 = (column: unknown) => sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`;

/**
 * The simulator (docs/decisions/0039-telephony.md): the twilio adapter with the SDK's HTTP client pointed at the
 * in-process stand-in for Twilio's API; delivery and inbound messages come back through our own webhooks.
 */
export const createSimulator = (
  options: SimulatorOptions,
): { port: TelephonyPort; simulator: TelephonySimulator } => {
  const { db, post } = options;
  const half = options.deliverySeconds / 2;
  const accountSid = `AC${derive(options.secret, 'account')}`;
  const authToken = derive(options.secret, 'token');
  const calls = createCallEngine({
    db,
    accountSid,
    authToken,
    ringSeconds: options.ringSeconds,
    post,
    schedule: options.scheduleCall,
  });
  const deps: StandInDeps = {
    db,
    accountSid,
    authToken,
    vettingSeconds: options.vettingSeconds,
    onQueued: (sid) => options.schedule({ sid, status: 'sent' }, half),
    calls,
  };
  const httpClient = new TwilioStandIn(deps, [...MESSAGE_ROUTES, ...REGISTRATION_ROUTES, ...VOICE_ROUTES]);
  const port = createTwilioTelephony({ ...deps, httpClient, kind: 'simulator' });

  const signedPost = (url: string, params: Record<string, string>) =>
    post(url, params, getExpectedTwilioSignature(deps.authToken, url, params));

  const advance: TelephonySimulator['advance'] = async ({ sid, status }) => {
    const errorCode = status === 'undelivered' ? LANDLINE_ERROR_CODE : null;
    const [message] = await db
      .update(simulatedMessages)
      .set({ status, errorCode, updatedAt: new Date() })
      .where(eq(simulatedMessages.sid, sid))
      .returning();
    if (!message) return;
    if (message.statusCallback) {
      const json = messageJson(deps, message);
      const params: Record<string, string> = {
        AccountSid: deps.accountSid,
        ApiVersion: json.api_version,
        From: message.fromNumber,
        To: message.toNumber,
        MessageSid: sid,
        SmsSid: sid,
        MessageStatus: status,
        SmsStatus: status,
        ...(errorCode === null ? {} : { ErrorCode: String(errorCode) }),
      };
      const answered = (await signedPost(message.statusCallback, params)).status;
      if (answered >= 300) throw new Error(`The status webhook answered ${answered} for ${sid} (${status})`);
    }
    if (status === 'sent') {
      await options.schedule(
        { sid, status: isSimulatedLandline(message.toNumber) ? 'undelivered' : 'delivered' },
        half,
      );
    }
  };

  const phones: TelephonySimulator['phones'] = async () => {
    const messages = await db.select().from(simulatedMessages).orderBy(simulatedMessages.createdAt);
    const threads = new Map<string, DevPhone & { ours: string }>();
    for (const m of messages) {
      const [number, ours] =
        m.direction === 'outbound' ? [m.toNumber, m.fromNumber] : [m.fromNumber, m.toNumber];
      const thread = threads.get(number) ?? { number, voter_id: null, messages: [], ours };
      thread.messages.push({
        sid: m.sid,
        direction: m.direction,
        campaign_number: ours,
        body: m.body,
        status: m.status,
        error_code: m.errorCode,
        time: m.createdAt.toISOString(),
      });
      threads.set(number, thread);
    }
    for (const thread of threads.values()) {
      const [voter] = await db
        .select({ id: voters.id })
        .from(voters)
        .innerJoin(campaignPhoneNumbers, eq(campaignPhoneNumbers.campaignId, voters.campaignId))
        .where(
          and(
            eq(campaignPhoneNumbers.phoneNumber, thread.ours),
            isNull(campaignPhoneNumbers.releasedAt),
            sql`${last10(voters.phone)} = ${thread.number.slice(-10)}`,
          ),
        )
        .limit(1);
      thread.voter_id = voter?.id ?? null;
    }
    return [...threads.values()].map(({ ours: _ours, ...phone }) => phone);
  };

  const reply: TelephonySimulator['reply'] = async (input) => {
    const from = normalizePhone(input.from);
    const to = normalizePhone(input.to);
    if (!from || !to) throw badRequest('from and to must be phone numbers');
    const [number] = await db.select().from(simulatedNumbers).where(eq(simulatedNumbers.phoneNumber, to));
    if (!number?.smsUrl) throw notFound(`A number bought from the simulator as ${to} was`);
    const sid = newSid('SM');
    await db.insert(simulatedMessages).values({
      sid,
      direction: 'inbound',
      fromNumber: from,
      toNumber: to,
      body: input.body,
      status: 'received',
    });
    const params = {
      AccountSid: deps.accountSid,
      ApiVersion: '2010-04-01',
      MessageSid: sid,
      SmsSid: sid,
      SmsMessageSid: sid,
      SmsStatus: 'received',
      From: from,
      To: to,
      Body: input.body,
      NumMedia: '0',
      NumSegments: '1',
    };
    const answered = (await signedPost(number.smsUrl, params)).status;
    if (answered >= 300) throw new Error(`The inbound-message webhook answered ${answered}`);
    return { sid };
  };

  const advanceCall = async (sid: string) => {
    await calls.advance(sid);
  };

  return {
    port,
    simulator: { advance, phones, reply, advanceCall, voice: createVoiceClient(db, calls) },
  };
};
