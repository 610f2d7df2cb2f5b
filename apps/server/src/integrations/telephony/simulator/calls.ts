import { and, eq, inArray, sql } from 'drizzle-orm';
// The signing function alone, not the SDK's index (docs/decisions/0043-test-speed.md).
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import type { SimulatedCallOutcome } from '@groundwork/shared/contracts/voice';
import type { Db } from '../../../db/client.ts';
import { simulatedCalls, simulatedResources } from '../../../db/schema/index.ts';
import type { CallStatus } from '../telephony.port.ts';
import { newSid } from './stand-in.ts';
import { runnableSteps } from './twiml.ts';

export type CallRow = typeof simulatedCalls.$inferSelect;

/** Posts a webhook to our own server, form-encoded and signed, as Twilio would; answers its status and body. */
export type WebhookPoster = (
  url: string,
  params: Record<string, string>,
  signature: string,
) => Promise<{ status: number; body: string }>;

export interface CallEngineOptions {
  db: Db;
  accountSid: string;
  authToken: string;
  ringSeconds: number;
  post: WebhookPoster;
  /** Schedules `advance(sid)` in `afterSeconds` (a delayed job), so a call moves on with nobody watching. */
  schedule(sid: string, afterSeconds: number): Promise<void>;
}

/** The simulated party, by the number's last digit: 1 busy, 2 no answer, 3 voicemail, 4 fails; else answers. */
export const outcomeOf = (number: string): SimulatedCallOutcome =>
  (({ '1': 'busy', '2': 'no-answer', '3': 'voicemail', '4': 'fail' }) as const)[number.slice(-1)] ?? 'answer';

const LIVE: CallStatus[] = ['queued', 'ringing', 'in-progress'];
const UNANSWERED: Partial<Record<SimulatedCallOutcome, CallStatus>> = {
  busy: 'busy',
  'no-answer': 'no-answer',
  fail: 'failed',
};

export interface NewCall {
  accountSid: string;
  from: string;
  to: string;
  url?: string | null;
  twiml?: string | null;
  statusCallback?: string | null;
  parentCallSid?: string | null;
  /** A browser (Voice SDK) call: connected at once, its TwiML from the app's voice URL. */
  identity?: string | null;
}

/**
 * The simulator's calls (docs/decisions/0045-voice.md): a call rings for `ringSeconds`, then its party answers,
 * is busy, does not answer, fails, or a voicemail picks up, as its number's last digit says. A delayed job moves
 * it on, and every read catches it up first (`advance` is idempotent: a conditional update decides once).
 * Answered calls fetch their TwiML from their URL (signed, through our real webhook routes) and run it: a
 * `<Dial><Number>` places the child leg. Status callbacks are posted, signed with the owning account's token.
 */
export const createCallEngine = (options: CallEngineOptions) => {
  const { db } = options;

  const tokenOf = async (accountSid: string | null): Promise<string> => {
    if (!accountSid || accountSid === options.accountSid) return options.authToken;
    const [account] = await db
      .select()
      .from(simulatedResources)
      .where(and(eq(simulatedResources.sid, accountSid), eq(simulatedResources.kind, 'account')));
    return String(account?.data.AuthToken ?? options.authToken);
  };

  const signedPost = async (call: CallRow, url: string, params: Record<string, string>) => {
    const token = await tokenOf(call.accountSid);
    return options.post(url, params, getExpectedTwilioSignature(token, url, params));
  };

  const find = async (sid: string) =>
    (await db.select().from(simulatedCalls).where(eq(simulatedCalls.sid, sid)))[0];

  const note = async (sid: string, text: string) => {
    const event = { at: new Date().toISOString(), text };
    await db
      .update(simulatedCalls)
      .set({ events: sql`${simulatedCalls.events} || ${JSON.stringify([event])}::jsonb` })
      .where(eq(simulatedCalls.sid, sid));
  };

  const callParams = (call: CallRow): Record<string, string> => ({
    AccountSid: call.accountSid ?? options.accountSid,
    ApiVersion: '2010-04-01',
    CallSid: call.sid,
    ...(call.parentCallSid ? { ParentCallSid: call.parentCallSid } : {}),
    From: call.identity ? `client:${call.identity}` : call.fromNumber,
    To: call.toNumber,
    Direction: call.identity ? 'inbound' : call.parentCallSid ? 'outbound-dial' : 'outbound-api',
    CallStatus: call.status,
  });

  const callback = async (call: CallRow) => {
    if (!call.statusCallback) return;
    const params = {
      ...callParams(call),
      ...(call.duration === null ? {} : { CallDuration: String(call.duration) }),
      Timestamp: new Date().toUTCString(),
    };
    const answer = await signedPost(call, call.statusCallback, params);
    if (answer.status >= 300) await note(call.sid, `The status callback answered ${answer.status}`);
  };

  /** Ends a live call (ringing: canceled, or `status`; in progress: completed) and its other legs. */
  const finish = async (sid: string, status?: CallStatus): Promise<void> => {
    const call = await find(sid);
    if (!call || !LIVE.includes(call.status as CallStatus)) return;
    const now = new Date();
    const final = status ?? (call.status === 'in-progress' ? 'completed' : 'canceled');
    const [ended] = await db
      .update(simulatedCalls)
      .set({
        status: final,
        endedAt: now,
        duration: call.answeredAt ? Math.round((now.getTime() - call.answeredAt.getTime()) / 1000) : 0,
        updatedAt: now,
      })
      .where(and(eq(simulatedCalls.sid, sid), inArray(simulatedCalls.status, LIVE)))
      .returning();
    if (!ended) return;
    await note(sid, final === 'canceled' ? 'Hung up before an answer' : `Call ended (${final})`);
    await callback(ended);
    const others = await db
      .select({ sid: simulatedCalls.sid })
      .from(simulatedCalls)
      .where(and(eq(simulatedCalls.parentCallSid, sid), inArray(simulatedCalls.status, LIVE)));
    for (const other of others) await finish(other.sid);
    if (ended.parentCallSid) await finish(ended.parentCallSid, 'completed');
  };

  const create = async (input: NewCall): Promise<CallRow> => {
    const browser = Boolean(input.identity);
    const [call] = await db
      .insert(simulatedCalls)
      .values({
        sid: newSid('CA'),
        accountSid: input.accountSid,
        parentCallSid: input.parentCallSid ?? null,
        fromNumber: input.from,
        toNumber: input.to,
        status: browser ? 'in-progress' : 'ringing',
        outcome: browser ? 'answer' : outcomeOf(input.to),
        url: input.url ?? null,
        twiml: input.twiml ?? null,
        statusCallback: input.statusCallback ?? null,
        identity: input.identity ?? null,
        answeredAt: browser ? new Date() : null,
      })
      .returning();
    await note(call!.sid, browser ? `Browser call to ${input.to}` : `Calling ${input.to} from ${input.from}`);
    if (!browser) {
      await callback(call!);
      await options.schedule(call!.sid, options.ringSeconds);
    }
    return call!;
  };

  /** Runs answered TwiML: `<Say>` is noted, `<Dial><Number>` places the child leg, the end hangs up. */
  const run = async (call: CallRow, xml: string) => {
    for (const step of runnableSteps(xml)) {
      if ('say' in step) await note(call.sid, `Said: ${step.say}`);
      else if ('dial' in step) {
        await note(call.sid, `Dialing ${step.dial.number} from ${step.dial.callerId}`);
        await create({
          accountSid: call.accountSid ?? options.accountSid,
          from: step.dial.callerId,
          to: step.dial.number,
          statusCallback: step.dial.statusCallback ?? null,
          parentCallSid: call.sid,
        });
        return; // the rest runs after the dialled leg ends: our TwiML has nothing there
      } else break;
    }
    await finish(call.sid, 'completed');
  };

  /** Fetches the call's TwiML from its URL (signed, as Twilio does) and runs it. */
  const fetchAndRun = async (call: CallRow, url: string, extra: Record<string, string> = {}) => {
    const answer = await signedPost(call, url, { ...callParams(call), ...extra });
    if (answer.status >= 300) {
      await note(call.sid, `The application answered ${answer.status}: an application error`);
      return finish(call.sid, 'completed');
    }
    return run(call, answer.body);
  };

  /** Brings a ringing call up to date: once its ring is over, its party does what its number says. */
  const advance = async (sid: string): Promise<CallRow | undefined> => {
    const call = await find(sid);
    if (call?.status !== 'ringing') return call;
    if (Date.now() < call.createdAt.getTime() + options.ringSeconds * 1000) return call;
    const unanswered = UNANSWERED[call.outcome as SimulatedCallOutcome];
    if (unanswered) {
      await finish(sid, unanswered);
      return find(sid);
    }
    const [answered] = await db
      .update(simulatedCalls)
      .set({ status: 'in-progress', answeredAt: new Date(), updatedAt: new Date() })
      .where(and(eq(simulatedCalls.sid, sid), eq(simulatedCalls.status, 'ringing')))
      .returning();
    if (!answered) return find(sid);
    await note(sid, answered.outcome === 'voicemail' ? 'Voicemail: "Please leave a message"' : 'Answered');
    await callback(answered);
    if (answered.url) await fetchAndRun(answered, answered.url);
    else if (answered.twiml) await run(answered, answered.twiml);
    return find(sid);
  };

  const children = (sid: string) =>
    db
      .select()
      .from(simulatedCalls)
      .where(eq(simulatedCalls.parentCallSid, sid))
      .orderBy(simulatedCalls.createdAt);

  return { create, advance, finish, find, children, note, fetchAndRun, tokenOf };
};
export type CallEngine = ReturnType<typeof createCallEngine>;
