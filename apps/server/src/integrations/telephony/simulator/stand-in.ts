import { randomBytes } from 'node:crypto';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type Response from 'twilio/lib/http/response.js';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { simulatedResources } from '../../../db/schema/index.ts';
import type { CallEngine } from './calls.ts';

/** What the stand-in's handlers share. */
export interface StandInDeps {
  db: Db;
  accountSid: string;
  authToken: string;
  /** Seconds from submission until a brand's or campaign's vetting decision shows. */
  vettingSeconds: number;
  /** Called once an outbound message is stored as `queued`: schedules its delivery. */
  onQueued(sid: string): Promise<void>;
  /** The simulator's calls (docs/decisions/0045-voice.md). */
  calls: CallEngine;
}

/** A request as a handler sees it: the path's captures, the form body and the query. */
export interface StandInRequest {
  captures: string[];
  form: Record<string, string | string[]>;
  query: Record<string, string>;
}

export interface StandInAnswer {
  status: number;
  body: Record<string, unknown>;
}

export type Handler = (deps: StandInDeps, request: StandInRequest) => Promise<StandInAnswer>;

/** `METHOD host path` (a regular expression over it) → its handler. */
export type Route = [RegExp, Handler];

/** Twilio-style sids: two letters and 32 hex digits. */
export const newSid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

export const ok = (body: Record<string, unknown>, status = 200): StandInAnswer => ({ status, body });

/** Twilio's error body. */
export const twilioError = (status: number, code: number, message: string): StandInAnswer => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

export const field = (form: StandInRequest['form'], name: string): string => {
  const value = form[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

export const list = (form: StandInRequest['form'], name: string): string[] => {
  const value = form[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

const flatten = (source: unknown): Record<string, string | string[]> =>
  Object.fromEntries(
    Object.entries((source ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
  );

/**
 * The in-process stand-in for Twilio's HTTP API (docs/decisions/0039-telephony.md): the SDK's HTTP client,
 * answering each request (method + host + path) from the simulator's tables as Twilio's API would, so the
 * twilio adapter's own code runs in the demo and in tests. It answers `request()`, all the SDK calls, and
 * so needs no SDK class: loading the app does not load the SDK (docs/decisions/0043-test-speed.md).
 */
export class TwilioStandIn implements Pick<RequestClient, 'request'> {
  constructor(
    private readonly deps: StandInDeps,
    private readonly routes: readonly Route[],
  ) {}

  async request<TData>(opts: RequestClient.RequestOptions<TData>): Promise<Response<TData>> {
    const answer = await this.answer(opts);
    const body = JSON.stringify(answer.body);
    // The SDK reads statusCode and body; a plain object (its Response class is CommonJS's `default`, which
    // the ESM loaders of tsx and vitest interpret differently).
    return {
      statusCode: answer.status,
      body: body as TData,
      headers: { 'content-type': 'application/json' },
      toString: () => `HTTP ${answer.status} ${body}`,
    };
  }

  private async owns(accountSid: string): Promise<boolean> {
    if (accountSid === this.deps.accountSid) return true;
    const [sub] = await this.deps.db
      .select({ sid: simulatedResources.sid })
      .from(simulatedResources)
      .where(
        and(
          eq(simulatedResources.sid, accountSid),
          eq(simulatedResources.kind, 'account'),
          eq(simulatedResources.parentSid, this.deps.accountSid),
        ),
      );
    return Boolean(sub);
  }

  private async answer(opts: RequestClient.RequestOptions<unknown>): Promise<StandInAnswer> {
    if (opts.username !== this.deps.accountSid || opts.password !== this.deps.authToken) {
      return twilioError(401, 20003, 'Authenticate');
    }
    const uri = new URL(opts.uri);
    const target = `${opts.method.toUpperCase()} ${uri.host}${uri.pathname}`;
    for (const [pattern, handler] of this.routes) {
      const match = pattern.exec(target);
      if (!match) continue;
      // Our credentials reach our account and its subaccounts (`/Accounts/{subaccount}/…`), nobody else's.
      if (match[1] !== undefined && uri.host === 'api.twilio.com' && !(await this.owns(match[1]))) {
        return twilioError(404, 20404, 'The requested resource was not found');
      }
      const query = Object.fromEntries(
        Object.entries(flatten(opts.params)).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : v]),
      );
      return handler(this.deps, { captures: match.slice(1), form: flatten(opts.data), query });
    }
    return twilioError(404, 20404, `The simulator does not answer ${target}`);
  }
}
