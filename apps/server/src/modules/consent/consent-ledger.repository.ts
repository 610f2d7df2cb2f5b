import { and, count, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ConsentChannel, ConsentCurrent, ConsentEvent } from '@groundwork/shared/contracts/consent';
import type { DbOrTx } from '../../db/client.ts';
import { consentCurrent, consentEvents, users, voters } from '../../db/schema/index.ts';

/** Reads of the ledger: a voter's history, the current states page by page, the opt-outs for the export. */

const eventColumns = {
  id: consentEvents.id,
  seq: consentEvents.seq,
  voterId: consentEvents.voterId,
  contactType: consentEvents.contactType,
  contact: consentEvents.contact,
  channel: consentEvents.channel,
  action: consentEvents.action,
  source: consentEvents.source,
  userId: consentEvents.userId,
  reason: consentEvents.reason,
  createdAt: consentEvents.createdAt,
  voterFirst: voters.firstName,
  voterLast: voters.lastName,
  userFirst: users.first,
  userLast: users.last,
};

/** A row of `eventColumns` (voters and users are left-joined: their columns may be null). */
interface EventRow {
  id: string;
  voterId: string | null;
  contactType: ConsentEvent['contact_type'];
  contact: string;
  channel: ConsentEvent['channel'];
  action: ConsentEvent['action'];
  source: ConsentEvent['source'];
  userId: string | null;
  reason: string | null;
  createdAt: Date;
  voterFirst: string | null;
  voterLast: string | null;
  userFirst: string | null;
  userLast: string | null;
}

const fullName = (first: string | null, last: string | null): string | null =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();

export const toConsentEvent = (row: EventRow): ConsentEvent => ({
  id: row.id,
  voter_id: row.voterId,
  voter_name: fullName(row.voterFirst, row.voterLast),
  contact_type: row.contactType,
  contact: row.contact,
  channel: row.channel,
  action: row.action,
  source: row.source,
  user_id: row.userId,
  user_name: fullName(row.userFirst, row.userLast),
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
});

const toConsentCurrent = (row: EventRow & { optedOut: boolean }): ConsentCurrent => {
  const { id, action: _action, ...event } = toConsentEvent(row);
  return { ...event, event_id: id, opted_out: row.optedOut };
};

export interface VoterContacts {
  /** Null for a contact no voter is known by. */
  voterId: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  /** The voter's mail key, when it differs from the household key (a typed-address opt-out is kept under it). */
  mailKey: string | null;
}

/** Every entry about the voter (when known) or any of their contacts, newest first. */
export const historyOf = async (db: DbOrTx, campaignId: string, who: VoterContacts) => {
  const byContact = (type: 'phone' | 'email' | 'address', value: string | null) =>
    value === null ? undefined : and(eq(consentEvents.contactType, type), eq(consentEvents.contact, value));
  const rows = await db
    .select(eventColumns)
    .from(consentEvents)
    .leftJoin(voters, eq(voters.id, consentEvents.voterId))
    .leftJoin(users, eq(users.id, consentEvents.userId))
    .where(
      and(
        eq(consentEvents.campaignId, campaignId),
        or(
          who.voterId === null ? undefined : eq(consentEvents.voterId, who.voterId),
          byContact('phone', who.phone),
          byContact('email', who.email),
          byContact('address', who.address),
          who.mailKey === who.address ? undefined : byContact('address', who.mailKey),
        ),
      ),
    )
    .orderBy(desc(consentEvents.seq));
  return rows.map(toConsentEvent);
};

/** One entry, as the history lists it. */
export const eventById = async (db: DbOrTx, id: string): Promise<ConsentEvent> => {
  const [row] = await db
    .select(eventColumns)
    .from(consentEvents)
    .leftJoin(voters, eq(voters.id, consentEvents.voterId))
    .leftJoin(users, eq(users.id, consentEvents.userId))
    .where(eq(consentEvents.id, id));
  if (!row) throw new Error(`consent event ${id} not found`);
  return toConsentEvent(row);
};

export interface CurrentFilter {
  campaignId: string;
  channel?: ConsentChannel | undefined;
  optedOut?: boolean | undefined;
  /** Matches a contact exactly (a normalised phone or e-mail) or a voter's name or contact in part. */
  search?: { exact: string | null; text: string } | undefined;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const currentWhere = (filter: CurrentFilter): SQL | undefined => {
  const parts: (SQL | undefined)[] = [eq(consentCurrent.campaignId, filter.campaignId)];
  if (filter.channel) parts.push(eq(consentCurrent.channel, filter.channel));
  if (filter.optedOut !== undefined) parts.push(eq(consentCurrent.optedOut, filter.optedOut));
  if (filter.search) {
    const pattern = likePattern(filter.search.text);
    parts.push(
      or(
        filter.search.exact === null ? undefined : eq(consentCurrent.contact, filter.search.exact),
        ilike(consentCurrent.contact, pattern),
        ilike(sql`${voters.firstName} || ' ' || ${voters.lastName}`, pattern),
      ),
    );
  }
  return and(...parts);
};

const currentQuery = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ ...eventColumns, optedOut: consentCurrent.optedOut })
    .from(consentCurrent)
    .innerJoin(consentEvents, eq(consentEvents.id, consentCurrent.eventId))
    .leftJoin(voters, eq(voters.id, consentCurrent.voterId))
    .leftJoin(users, eq(users.id, consentEvents.userId))
    .where(where)
    .orderBy(desc(consentEvents.seq));

/** A page of current states, the latest change first, and how many match. */
export const pageCurrent = async (db: DbOrTx, filter: CurrentFilter, skip: number, limit: number) => {
  const where = currentWhere(filter);
  const [rows, [total]] = await Promise.all([
    currentQuery(db, where).limit(limit).offset(skip),
    db
      .select({ n: count() })
      .from(consentCurrent)
      .leftJoin(voters, eq(voters.id, consentCurrent.voterId))
      .where(where),
  ]);
  return { total: total?.n ?? 0, items: rows.map(toConsentCurrent) };
};

/** Current opt-outs after `beforeSeq` in the ledger's order (newest first): the export's batches. */
export const optOutsBefore = async (
  db: DbOrTx,
  campaignId: string,
  beforeSeq: number | undefined,
  limit: number,
) => {
  const where = currentWhere({ campaignId, optedOut: true });
  const rows = await currentQuery(
    db,
    beforeSeq === undefined ? where : and(where, lt(consentEvents.seq, beforeSeq)),
  ).limit(limit);
  return rows.map((row) => ({ seq: row.seq, entry: toConsentCurrent(row) }));
};
