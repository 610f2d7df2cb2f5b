import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { simulatedNumbers, simulatedResources } from '../../../db/schema/index.ts';
import type { CallRow } from './calls.ts';
import { field, newSid, ok, twilioError, type Handler, type Route, type StandInDeps } from './stand-in.ts';

const E164 = /^\+1[2-9]\d{2}[2-9]\d{6}$/;
const API = String.raw`api\.twilio\.com/2010-04-01`;
const ACCOUNT = String.raw`${API}/Accounts/(AC\w+)`;

const date = (d: Date) => d.toUTCString();

const accountJson = (row: typeof simulatedResources.$inferSelect) => ({
  sid: row.sid,
  owner_account_sid: row.parentSid,
  friendly_name: row.data.FriendlyName,
  auth_token: row.data.AuthToken,
  status: row.data.Status ?? 'active',
  type: 'Full',
  date_created: date(row.createdAt),
});

/** A subaccount of ours (Accounts.json with our credentials), with its own auth token. */
const createAccount: Handler = async (deps, { form }) => {
  const [row] = await deps.db
    .insert(simulatedResources)
    .values({
      sid: newSid('AC'),
      kind: 'account',
      parentSid: deps.accountSid,
      data: {
        FriendlyName: field(form, 'FriendlyName') || 'Subaccount',
        AuthToken: randomBytes(16).toString('hex'),
        Status: 'active',
      },
    })
    .returning();
  return ok(accountJson(row!), 201);
};

const fetchAccount: Handler = async (deps, { captures }) => {
  const [row] = await deps.db
    .select()
    .from(simulatedResources)
    .where(and(eq(simulatedResources.sid, captures[0]!), eq(simulatedResources.kind, 'account')));
  if (!row) return twilioError(404, 20404, 'The requested resource was not found');
  return ok(accountJson(row));
};

const createKey: Handler = async (deps, { captures, form }) => {
  const secret = randomBytes(24).toString('base64url');
  const [row] = await deps.db
    .insert(simulatedResources)
    .values({
      sid: newSid('SK'),
      kind: 'api-key',
      parentSid: captures[0]!,
      data: { FriendlyName: field(form, 'FriendlyName'), Secret: secret },
    })
    .returning();
  return ok(
    { sid: row!.sid, friendly_name: row!.data.FriendlyName, secret, date_created: date(row!.createdAt) },
    201,
  );
};

const createApplication: Handler = async (deps, { captures, form }) => {
  const [row] = await deps.db
    .insert(simulatedResources)
    .values({
      sid: newSid('AP'),
      kind: 'application',
      parentSid: captures[0]!,
      data: { FriendlyName: field(form, 'FriendlyName'), VoiceUrl: field(form, 'VoiceUrl') },
    })
    .returning();
  return ok(
    {
      sid: row!.sid,
      account_sid: captures[0],
      friendly_name: row!.data.FriendlyName,
      voice_url: row!.data.VoiceUrl,
      voice_method: 'POST',
    },
    201,
  );
};

export const callJson = (call: CallRow) => ({
  sid: call.sid,
  account_sid: call.accountSid,
  parent_call_sid: call.parentCallSid,
  from: call.fromNumber,
  to: call.toNumber,
  status: call.status,
  direction: call.parentCallSid ? 'outbound-dial' : 'outbound-api',
  duration: call.duration === null ? null : String(call.duration),
  start_time: call.answeredAt ? date(call.answeredAt) : null,
  end_time: call.endedAt ? date(call.endedAt) : null,
  date_created: date(call.createdAt),
  date_updated: date(call.updatedAt),
  api_version: '2010-04-01',
});

/** Calls.json: from one of our numbers, with a Url or Twiml; the callee is the simulated party of its number. */
const createCall: Handler = async (deps, { captures, form }) => {
  const to = field(form, 'To');
  const from = field(form, 'From');
  const url = field(form, 'Url');
  const twiml = field(form, 'Twiml');
  if (!E164.test(to)) return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
  if (!url && !twiml) return twilioError(400, 21205, 'Url or Twiml is required.');
  const [owned] = await deps.db
    .select({ sid: simulatedNumbers.sid })
    .from(simulatedNumbers)
    .where(eq(simulatedNumbers.phoneNumber, from));
  if (!owned) {
    return twilioError(400, 21210, `The source phone number provided, ${from}, is not yet verified.`);
  }
  const call = await deps.calls.create({
    accountSid: captures[0]!,
    from,
    to,
    url: url || null,
    twiml: twiml || null,
    statusCallback: field(form, 'StatusCallback') || null,
  });
  return ok(callJson(call), 201);
};

const callOf = async (deps: StandInDeps, accountSid: string, sid: string) => {
  const call = await deps.calls.advance(sid);
  return call && call.accountSid === accountSid ? call : undefined;
};

const fetchCall: Handler = async (deps, { captures }) => {
  const call = await callOf(deps, captures[0]!, captures[1]!);
  return call ? ok(callJson(call)) : twilioError(404, 20404, 'The requested resource was not found');
};

/** Status=completed (or canceled) ends the call, as Twilio's call update does. */
const updateCall: Handler = async (deps, { captures, form }) => {
  const call = await callOf(deps, captures[0]!, captures[1]!);
  if (!call) return twilioError(404, 20404, 'The requested resource was not found');
  const status = field(form, 'Status');
  if (status !== 'completed' && status !== 'canceled') {
    return twilioError(400, 21220, 'Invalid call state for update: Status must be completed or canceled');
  }
  await deps.calls.finish(call.sid);
  return ok(callJson((await deps.calls.find(call.sid))!));
};

export const VOICE_ROUTES: Route[] = [
  [new RegExp(`^POST ${API}/Accounts\\.json$`), createAccount],
  [new RegExp(`^GET ${ACCOUNT}\\.json$`), fetchAccount],
  [new RegExp(`^POST ${ACCOUNT}/Keys\\.json$`), createKey],
  [new RegExp(`^POST ${ACCOUNT}/Applications\\.json$`), createApplication],
  [new RegExp(`^POST ${ACCOUNT}/Calls\\.json$`), createCall],
  [new RegExp(`^GET ${ACCOUNT}/Calls/(CA\\w+)\\.json$`), fetchCall],
  [new RegExp(`^POST ${ACCOUNT}/Calls/(CA\\w+)\\.json$`), updateCall],
];
