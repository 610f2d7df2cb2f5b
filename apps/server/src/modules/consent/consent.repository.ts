import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  ConsentAction,
  ConsentChannel,
  ConsentContactType,
  ConsentSource,
} from '@groundwork/shared/contracts/consent';
import type { DbOrTx } from '../../db/client.ts';
import { consentCurrent, consentEvents } from '../../db/schema/index.ts';

export interface ConsentEntry {
  campaignId: string;
  voterId: string | null;
  contactType: ConsentContactType;
  /** Already normalised (normalizePhone for a phone; lower case for an e-mail; the household key). */
  contact: string;
  channel: ConsentChannel;
  action: ConsentAction;
  source: ConsentSource;
  userId: string | null;
  reason: string | null;
}

/**
 * Appends an opt-out or opt-in to the ledger and makes it the contact's current state for the channel, in the
 * caller's transaction. Returns the event id.
 */
export const recordConsent = async (tx: DbOrTx, entry: ConsentEntry): Promise<string> => {
  const [event] = await tx
    .insert(consentEvents)
    .values(entry)
    .returning({ id: consentEvents.id, createdAt: consentEvents.createdAt });
  if (!event) throw new Error('consent event not recorded');
  const current = {
    campaignId: entry.campaignId,
    channel: entry.channel,
    contact: entry.contact,
    contactType: entry.contactType,
    voterId: entry.voterId,
    optedOut: entry.action === 'opt_out',
    eventId: event.id,
    updatedAt: event.createdAt,
  };
  await tx
    .insert(consentCurrent)
    .values(current)
    .onConflictDoUpdate({
      target: [consentCurrent.campaignId, consentCurrent.channel, consentCurrent.contact],
      set: {
        optedOut: current.optedOut,
        eventId: current.eventId,
        updatedAt: current.updatedAt,
        voterId: sql`coalesce(excluded.voter_id, ${consentCurrent.voterId})`,
      },
    });
  return event.id;
};

/** Whether the contact is opted out of the channel right now. */
export const isOptedOut = async (
  tx: DbOrTx,
  campaignId: string,
  channel: ConsentChannel,
  contact: string,
): Promise<boolean> => {
  const [row] = await tx
    .select({ optedOut: consentCurrent.optedOut })
    .from(consentCurrent)
    .where(
      and(
        eq(consentCurrent.campaignId, campaignId),
        eq(consentCurrent.channel, channel),
        eq(consentCurrent.contact, contact),
      ),
    );
  return row?.optedOut ?? false;
};

/**
 * A condition true when `contact` (a SQL expression holding a normalised contact, e.g. a voter's E.164 phone)
 * is opted out of `channel` in the campaign: for the WHERE of queries that pick whom to reach.
 */
export const optedOutCondition = (campaignId: string, channel: ConsentChannel, contact: SQL): SQL =>
  sql`exists (select 1 from ${consentCurrent} cc
              where cc.campaign_id = ${campaignId}::uuid and cc.channel = ${channel}
                and cc.contact = ${contact} and cc.opted_out)`;

/**
 * A condition true when the voter (`voterId`) or any of its `contacts` is opted out of `channel`: the opted-out
 * are read once as uncorrelated sets (hashed), for scans of many voters such as a mail drop's group.
 */
export const optedOutVoterCondition = (
  campaignId: string,
  channel: ConsentChannel,
  voterId: SQL,
  ...contacts: SQL[]
): SQL => {
  const optedOutContacts = sql`(select cc.contact from ${consentCurrent} cc
                                where cc.campaign_id = ${campaignId}::uuid and cc.channel = ${channel} and cc.opted_out)`;
  const byContact = contacts.map((contact) => sql`${contact} in ${optedOutContacts}`);
  return sql`coalesce(${sql.join(byContact, sql` or `)}
               or ${voterId} in (select cc.voter_id from ${consentCurrent} cc
                                 where cc.campaign_id = ${campaignId}::uuid and cc.channel = ${channel}
                                   and cc.opted_out and cc.voter_id is not null), false)`;
};
