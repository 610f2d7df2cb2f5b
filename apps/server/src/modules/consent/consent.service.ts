import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { consentListQuerySchema } from '@groundwork/shared/contracts/consent';
import {
  CHANNEL_CONTACT_TYPE,
  CONSENT_CHANNELS,
  CONSENT_CHANNEL_LABELS,
  CONSENT_MESSAGES,
  normalizePhone,
  type ConsentContactType,
  type ContactConsent,
  type ConsentEvent,
  type ConsentPage,
  type CreateConsentBody,
  type VoterConsent,
} from '@groundwork/shared/contracts/consent';
import type { Db, DbOrTx } from '../../db/client.ts';
import { voters } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { parseTypedAddress } from '../../lib/addresses/typed-address.ts';
import { streamCsv } from '../../lib/csv/stream-csv.ts';
import type { Actor } from '../../plugins/access.ts';
import { recordAudit, type AuditSource } from '../audit-log/audit-log.repository.ts';
import { isOptedOut, recordConsent } from './consent.repository.ts';
import * as ledger from './consent-ledger.repository.ts';

/** The voter's contacts as the ledger keys them, or NOT_FOUND when the voter is not in the actor's campaign. */
const contactsOf = async (
  db: DbOrTx,
  campaignId: string,
  voterId: string,
): Promise<ledger.VoterContacts & { voterId: string; address: string }> => {
  const [voter] = await db
    .select({
      phone: voters.phone,
      email: voters.email,
      address: voters.householdKey,
      mailKey: voters.mailKey,
    })
    .from(voters)
    .where(and(eq(voters.campaignId, campaignId), eq(voters.id, voterId)));
  if (!voter) throw notFound('Voter');
  const email = voter.email?.trim().toLowerCase() || null;
  return {
    voterId,
    phone: normalizePhone(voter.phone),
    email,
    address: voter.address,
    mailKey: voter.mailKey,
  };
};

/**
 * GET /consent/: the voter's state per channel across their contacts (opted out when any contact is; the
 * latest entry of each contact decides its state) and the whole history, newest first.
 */
export const voterConsent = async (
  db: DbOrTx,
  campaignId: string,
  voterId: string,
): Promise<VoterConsent> => {
  const contacts = await contactsOf(db, campaignId, voterId);
  const history = await ledger.historyOf(db, campaignId, contacts);
  const latestPerContact = new Map<string, ConsentEvent>();
  for (const event of history) {
    const key = `${event.channel} ${event.contact_type} ${event.contact}`;
    if (!latestPerContact.has(key)) latestPerContact.set(key, event);
  }
  const channels = CONSENT_CHANNELS.map((channel) => {
    const latest = [...latestPerContact.values()].filter((e) => e.channel === channel);
    const optOut = latest.find((e) => e.action === 'opt_out');
    return { channel, opted_out: optOut !== undefined, latest: optOut ?? latest[0] ?? null };
  });
  return {
    voter_id: voterId,
    contacts: { phone: contacts.phone, email: contacts.email, address: contacts.address },
    channels,
    history,
  };
};

/** GET /consent/all/: current states, the latest change first; opted out by default. */
export const listConsent = async (
  db: Db,
  actor: Actor,
  query: z.output<typeof consentListQuerySchema>,
): Promise<ConsentPage> => {
  const search = query.search ? { exact: normalizePhone(query.search), text: query.search } : undefined;
  const { total, items } = await ledger.pageCurrent(
    db,
    {
      campaignId: actor.campaignId,
      channel: query.channel,
      optedOut: query.state === 'all' ? undefined : query.state === 'opted_out',
      search,
    },
    query.skip,
    query.limit,
  );
  return { total, skip: query.skip, limit: query.limit, items };
};

const normalizeContact = (type: ConsentContactType, raw: string): string => {
  if (type === 'phone') {
    const phone = normalizePhone(raw);
    if (!phone) throw badRequest(CONSENT_MESSAGES.badPhone);
    return phone;
  }
  if (type === 'email') {
    const email = raw.trim().toLowerCase();
    if (!z.email().safeParse(email).success) throw badRequest(CONSENT_MESSAGES.badEmail);
    return email;
  }
  // A postal address as typed: its household's mail key, the key mail drops suppress by (decision 0054).
  const key = parseTypedAddress(raw).key;
  if (!key) throw badRequest(CONSENT_MESSAGES.badAddress);
  return key;
};

/** GET /consent/contact/: one contact's history, newest first. */
export const contactConsent = async (
  db: DbOrTx,
  campaignId: string,
  contactType: ConsentContactType,
  raw: string,
): Promise<ContactConsent> => {
  // An address is a household key as the ledger keeps it, or an address as typed (keyed like the entry was).
  const contact =
    contactType === 'address' ? (parseTypedAddress(raw).key ?? raw) : normalizeContact(contactType, raw);
  const history = await ledger.historyOf(db, campaignId, {
    voterId: null,
    phone: contactType === 'phone' ? contact : null,
    email: contactType === 'email' ? contact : null,
    address: contactType === 'address' ? contact : null,
    mailKey: null,
  });
  return { contact_type: contactType, contact, history };
};

/** The contact an entry by hand is about: the raw contact as given, else the voter's for the channel. */
const resolveContact = async (tx: DbOrTx, campaignId: string, body: CreateConsentBody) => {
  const who = body.voter_id === undefined ? null : await contactsOf(tx, campaignId, body.voter_id);
  if (body.contact !== undefined && body.contact_type !== undefined)
    return { contactType: body.contact_type, contact: normalizeContact(body.contact_type, body.contact) };
  const contactType = CHANNEL_CONTACT_TYPE[body.channel];
  const contact = contactType === 'phone' ? who?.phone : who?.address;
  if (!contact) throw badRequest(CONSENT_MESSAGES.noPhone);
  return { contactType, contact };
};

/**
 * POST /consent/: an opt-out or opt-in added by hand, appended to the ledger with who and why, in one
 * transaction with its audit entry. An opt-in that reverses an opt-out needs a reason.
 */
export const recordManualConsent = async (
  db: Db,
  actor: Actor,
  body: CreateConsentBody,
  source: AuditSource,
): Promise<ConsentEvent> =>
  db.transaction(async (tx) => {
    const { contactType, contact } = await resolveContact(tx, actor.campaignId, body);
    const optedOut = await isOptedOut(tx, actor.campaignId, body.channel, contact);
    const reason = body.reason?.trim() || null;
    if (body.action === 'opt_out' && optedOut)
      throw new AppError('CONFLICT', CONSENT_MESSAGES.alreadyOptedOut);
    if (body.action === 'opt_in' && optedOut && !reason) throw badRequest(CONSENT_MESSAGES.reasonRequired);
    const eventId = await recordConsent(tx, {
      campaignId: actor.campaignId,
      voterId: body.voter_id ?? null,
      contactType,
      contact,
      channel: body.channel,
      action: body.action,
      source: 'manual',
      userId: actor.userId,
      reason,
    });
    const verb = body.action === 'opt_out' ? 'Opted out' : 'Opted back in';
    await recordAudit(tx, source, {
      campaignId: actor.campaignId,
      action: 'consent.recorded',
      target: { type: 'consent_event', id: eventId },
      summary: `${verb} ${contact} (${CONSENT_CHANNEL_LABELS[body.channel]})${reason ? `: ${reason}` : ''}`,
    });
    return ledger.eventById(tx, eventId);
  });

const EXPORT_COLUMNS = [
  'channel',
  'contact_type',
  'contact',
  'voter_id',
  'voter_name',
  'source',
  'reason',
  'recorded_by',
  'recorded_at',
] as const;
const EXPORT_BATCH = 1000;

/** GET /consent/export/: the current opt-outs as CSV, newest first, streamed (formula cells neutralised). */
export const exportOptOuts = async (db: Db, actor: Actor, source: AuditSource) => {
  await recordAudit(db, source, {
    campaignId: actor.campaignId,
    action: 'consent.exported',
    summary: 'Exported the opt-outs as CSV',
  });
  const stream = streamCsv(EXPORT_COLUMNS, async function* () {
    let beforeSeq: number | undefined;
    for (;;) {
      const batch = await ledger.optOutsBefore(db, actor.campaignId, beforeSeq, EXPORT_BATCH);
      yield batch.map(({ entry }) => ({
        ...entry,
        recorded_by: entry.user_name,
        recorded_at: entry.created_at,
      }));
      if (batch.length < EXPORT_BATCH) break;
      beforeSeq = batch.at(-1)?.seq;
    }
  });
  return { stream, filename: `opt-outs-${new Date().toISOString().slice(0, 10)}.csv` };
};
