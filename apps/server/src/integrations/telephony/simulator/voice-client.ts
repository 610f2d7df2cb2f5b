import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SimulatedCallOutcome, SimulatedCallView } from '@groundwork/shared/contracts/voice';
import type { Db } from '../../../db/client.ts';
import { simulatedResources } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../errors.ts';
import type { CallStatus } from '../telephony.port.ts';
import type { CallEngine, CallRow } from './calls.ts';

/** What a valid voice access token grants: who calls, in which account, through which TwiML app. */
export interface VoiceGrant {
  identity: string;
  accountSid: string;
  applicationSid: string;
}

const invalidToken = () => new AppError('UNAUTHENTICATED', 'The voice token is invalid or has expired');

const resource = async (db: Db, kind: string, sid: string) =>
  (
    await db
      .select()
      .from(simulatedResources)
      .where(and(eq(simulatedResources.sid, sid), eq(simulatedResources.kind, kind)))
  )[0];

const json = (part: string): Record<string, unknown> => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/**
 * The simulator's side of the Voice SDK (docs/decisions/0045-voice.md): it checks the access token as Twilio
 * would (HS256 under the API key's secret it issued, expiry, the voice grant's TwiML app), then runs the app's
 * voice webhook for the browser call and dials what the TwiML says.
 */
export const createVoiceClient = (db: Db, calls: CallEngine) => {
  const verify = async (token: string): Promise<VoiceGrant> => {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) throw invalidToken();
    if (json(header).alg !== 'HS256') throw invalidToken();
    const claims = json(payload) as {
      iss?: string;
      sub?: string;
      exp?: number;
      grants?: { identity?: string; voice?: { outgoing?: { application_sid?: string } } };
    };
    const key = claims.iss ? await resource(db, 'api-key', claims.iss) : undefined;
    if (!key || key.parentSid !== claims.sub) throw invalidToken();
    const expected = createHmac('sha256', String(key.data.Secret)).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidToken();
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) throw invalidToken();
    const identity = claims.grants?.identity;
    const applicationSid = claims.grants?.voice?.outgoing?.application_sid;
    const app = applicationSid ? await resource(db, 'application', applicationSid) : undefined;
    if (!identity || !app || app.parentSid !== key.parentSid) throw invalidToken();
    return { identity, accountSid: key.parentSid, applicationSid: app.sid };
  };

  /** The browser's view: the voter's leg when there is one, the events of both. */
  const viewOf = async (parent: CallRow): Promise<SimulatedCallView> => {
    const legs = await calls.children(parent.sid);
    const voter = legs.at(-1) ? await calls.advance(legs.at(-1)!.sid) : undefined;
    const fresh = (await calls.find(parent.sid)) ?? parent;
    const events = [...fresh.events, ...legs.slice(0, -1).flatMap((l) => l.events), ...(voter?.events ?? [])];
    events.sort((a, b) => a.at.localeCompare(b.at));
    return {
      sid: fresh.sid,
      status: (voter?.status ?? fresh.status) as CallStatus,
      // No leg dialled: the campaign refused the call (its TwiML said why and hung up).
      outcome: (voter?.outcome ?? 'fail') as SimulatedCallOutcome,
      to: voter?.toNumber ?? fresh.toNumber,
      from: voter?.fromNumber ?? '',
      answered_at: voter?.answeredAt?.toISOString() ?? null,
      ended_at: (voter?.endedAt ?? fresh.endedAt)?.toISOString() ?? null,
      duration: voter ? voter.duration : fresh.duration,
      events,
    };
  };

  const mine = async (identity: string, sid: string) => {
    const call = await calls.find(sid);
    if (call?.identity !== identity) throw notFound('Call');
    return call;
  };

  return {
    verify,

    /** `device.connect({ params })`: the app's voice webhook decides, then the voter is dialled. */
    async connect(grant: VoiceGrant, params: Record<string, string>): Promise<SimulatedCallView> {
      const app = await resource(db, 'application', grant.applicationSid);
      const parent = await calls.create({
        accountSid: grant.accountSid,
        from: `client:${grant.identity}`,
        to: params.To ?? '',
        identity: grant.identity,
      });
      await calls.fetchAndRun(parent, String(app?.data.VoiceUrl ?? ''), {
        ...params,
        Caller: `client:${grant.identity}`,
        ApplicationSid: grant.applicationSid,
      });
      return viewOf(parent);
    },

    async view(identity: string, sid: string) {
      return viewOf(await mine(identity, sid));
    },

    async hangup(identity: string, sid: string) {
      const call = await mine(identity, sid);
      await calls.finish(call.sid);
      return viewOf(call);
    },

    async digits(identity: string, sid: string, digits: string) {
      const call = await mine(identity, sid);
      const legs = await calls.children(call.sid);
      await calls.note(legs.at(-1)?.sid ?? call.sid, `Keypad: ${digits}`);
    },
  };
};
export type VoiceClient = ReturnType<typeof createVoiceClient>;
