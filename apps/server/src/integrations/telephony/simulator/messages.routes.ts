import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { simulatedMessages, simulatedNumbers } from '../../../db/schema/index.ts';
import { areaCodesForZip, isAreaCode, placeOf } from './area-codes.ts';
import { field, newSid, ok, twilioError, type Handler, type Route, type StandInDeps } from './stand-in.ts';

const E164 = /^\+1[2-9]\d{2}[2-9]\d{6}$/;
const API = String.raw`api\.twilio\.com/2010-04-01/Accounts/(AC\w+)`;

/** Twilio's JSON for a message. */
export const messageJson = (deps: StandInDeps, m: typeof simulatedMessages.$inferSelect) => ({
  sid: m.sid,
  account_sid: deps.accountSid,
  api_version: '2010-04-01',
  direction: m.direction === 'outbound' ? 'outbound-api' : 'inbound',
  from: m.fromNumber,
  to: m.toNumber,
  body: m.body,
  status: m.status,
  error_code: m.errorCode,
  num_segments: '1',
  date_created: m.createdAt.toUTCString(),
  date_updated: m.updatedAt.toUTCString(),
  uri: `/2010-04-01/Accounts/${deps.accountSid}/Messages/${m.sid}.json`,
});

const createMessage: Handler = async (deps, { form }) => {
  const to = field(form, 'To');
  const from = field(form, 'From');
  const body = field(form, 'Body');
  if (!E164.test(to)) return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
  if (!body) return twilioError(400, 21602, 'Message body is required.');
  const [owned] = await deps.db
    .select({ sid: simulatedNumbers.sid })
    .from(simulatedNumbers)
    .where(eq(simulatedNumbers.phoneNumber, from));
  if (!owned) {
    return twilioError(
      400,
      21606,
      `The From phone number ${from} is not a valid, SMS-capable inbound phone number.`,
    );
  }
  const [message] = await deps.db
    .insert(simulatedMessages)
    .values({
      sid: newSid('SM'),
      direction: 'outbound',
      fromNumber: from,
      toNumber: to,
      body,
      status: 'queued',
      statusCallback: field(form, 'StatusCallback') || null,
    })
    .returning();
  await deps.onQueued(message!.sid);
  return ok(messageJson(deps, message!), 201);
};

/** A stable pseudo-random digit stream per search, so one search shows the same numbers twice. */
const digits = function* (seed: string) {
  for (let round = 0; ; round += 1) {
    for (const byte of createHash('sha256').update(`${seed}:${round}`).digest()) yield byte % 10;
  }
};

const availableNumbers: Handler = async (deps, { query }) => {
  const areaCode = query.AreaCode;
  const zip = query.InPostalCode;
  const limit = Math.min(Number(query.PageSize ?? 50) || 50, 50);
  if (areaCode !== undefined && !isAreaCode(areaCode)) {
    return twilioError(400, 21452, `AreaCode ${areaCode} is not a valid area code`);
  }
  const zipCodes = zip ? areaCodesForZip(zip) : [];
  const codes = zip ? zipCodes.filter((c) => !areaCode || c === areaCode) : areaCode ? [areaCode] : [];
  const owned = new Set((await deps.db.select().from(simulatedNumbers)).map((n) => n.phoneNumber));
  const found: Record<string, unknown>[] = [];
  const stream = digits(`${areaCode ?? ''}:${zip ?? ''}`);
  const next = () => stream.next().value as number;
  for (let attempt = 0; codes.length > 0 && found.length < limit && attempt < limit * 4; attempt += 1) {
    const code = codes[attempt % codes.length]!;
    const exchange = `${2 + (next() % 8)}${next()}${next()}`;
    if (exchange.endsWith('11') || exchange === '555') continue;
    const number = `+1${code}${exchange}${next()}${next()}${next()}${next()}`;
    if (owned.has(number) || found.some((n) => n.phone_number === number)) continue;
    const place = placeOf(code);
    found.push({
      phone_number: number,
      friendly_name: `(${code}) ${exchange}-${number.slice(-4)}`,
      locality: place.locality,
      region: place.region,
      postal_code: zip ?? null,
      iso_country: 'US',
      capabilities: { voice: true, SMS: true, MMS: true },
    });
  }
  return ok({
    available_phone_numbers: found,
    uri: `/2010-04-01/Accounts/${deps.accountSid}/AvailablePhoneNumbers/US/Local.json`,
  });
};

const buyNumber: Handler = async (deps, { form }) => {
  const phoneNumber = field(form, 'PhoneNumber');
  if (!E164.test(phoneNumber)) return twilioError(400, 21421, 'PhoneNumber is invalid');
  const [bought] = await deps.db
    .insert(simulatedNumbers)
    .values({
      sid: newSid('PN'),
      phoneNumber,
      smsUrl: field(form, 'SmsUrl') || null,
      voiceUrl: field(form, 'VoiceUrl') || null,
    })
    .onConflictDoNothing()
    .returning();
  if (!bought) return twilioError(400, 21422, 'PhoneNumber is not available');
  return ok(
    {
      sid: bought.sid,
      account_sid: deps.accountSid,
      phone_number: bought.phoneNumber,
      friendly_name: bought.phoneNumber,
      sms_url: bought.smsUrl,
      sms_method: 'POST',
      voice_url: bought.voiceUrl,
      capabilities: { voice: true, sms: true, mms: true, fax: false },
      date_created: bought.purchasedAt.toUTCString(),
    },
    201,
  );
};

export const MESSAGE_ROUTES: Route[] = [
  [new RegExp(`^POST ${API}/Messages\\.json$`), createMessage],
  [new RegExp(`^GET ${API}/AvailablePhoneNumbers/US/Local\\.json$`), availableNumbers],
  [new RegExp(`^POST ${API}/IncomingPhoneNumbers\\.json$`), buyNumber],
];
