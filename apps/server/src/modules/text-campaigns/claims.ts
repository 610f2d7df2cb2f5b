/**
 * Claims (docs/decisions/0041-text-campaigns.md): a texter takes a batch of unsent recipients for themself alone
 * (`FOR UPDATE SKIP LOCKED`: parallel claims never hand out one recipient twice). A claim left unsent expires
 * after TEXT_LIMITS.claimMinutes and is claimable again, by time: no sweeper.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  TEXT_LIMITS,
  TEXT_MESSAGES,
  type ClaimedRecipient,
} from '@groundwork/shared/contracts/text-campaigns';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  campaignPhoneNumbers,
  campaigns,
  textCampaigns,
  textCampaignTexters,
  textRecipients,
  users,
  voters,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { contactWindow, timeZoneOfZip } from '../../lib/local-hours.ts';
import type { Actor } from '../../plugins/access.ts';
import { optedOutCondition } from '../consent/consent.repository.ts';
import { isLead, textCampaignForTexter } from './access.ts';
import { renderMessage } from './message-template.ts';
import { landlineCondition } from './recipients.ts';
import type { TextCampaignRow } from './text-campaigns.repository.ts';

/** An Active text campaign in a campaign with texting enabled, for a lead or an assigned texter. */
export const sendableTextCampaign = async (
  db: DbOrTx,
  actor: Actor,
  id: string,
): Promise<TextCampaignRow> => {
  const [found] = await db
    .select({
      row: textCampaigns,
      enabled: campaigns.isTextingEnabled,
      assigned: sql<boolean>`exists (select 1 from ${textCampaignTexters} a
        where a.text_campaign_id = ${textCampaigns.id} and a.user_id = ${actor.userId}::uuid)`,
    })
    .from(textCampaigns)
    .innerJoin(campaigns, eq(campaigns.id, textCampaigns.campaignId))
    .where(and(eq(textCampaigns.campaignId, actor.campaignId), eq(textCampaigns.id, id)));
  if (!found) throw notFound('Text campaign');
  if (!isLead(actor) && !found.assigned) throw new AppError('FORBIDDEN', TEXT_MESSAGES.notAssigned);
  if (found.row.status !== 'Active') throw new AppError('CONFLICT', TEXT_MESSAGES.notActive);
  if (!found.enabled) throw new AppError('CONFLICT', TEXT_MESSAGES.textingDisabled);
  return found.row;
};

const heldBy = (textCampaignId: string, userId: string) =>
  and(
    eq(textRecipients.textCampaignId, textCampaignId),
    eq(textRecipients.claimedBy, userId),
    isNull(textRecipients.firstMessageId),
    gt(textRecipients.claimExpiresAt, sql`now()`),
  );

/** The caller's unsent, unexpired claims with the message rendered for each, and when texting opens for them. */
const heldClaims = async (
  db: Db,
  row: TextCampaignRow,
  userId: string,
  defaultTimeZone: string,
): Promise<ClaimedRecipient[]> => {
  const [campaign] = await db
    .select({ hours: campaigns.textingHours, timeZone: campaigns.timeZone })
    .from(campaigns)
    .where(eq(campaigns.id, row.campaignId));
  const at = new Date();
  const held = await db
    .select({
      zip: voters.resZip,
      voter_id: textRecipients.voterId,
      phone: textRecipients.phone,
      claim_expires_at: textRecipients.claimExpiresAt,
      first_name: voters.firstName,
      last_name: voters.lastName,
      city: voters.resCity,
      precinct: voters.precinct,
      texter_first_name: sql<string>`(select ${users.first} from ${users} where ${users.id} = ${userId}::uuid)`,
      // The number the texter sends from: the campaign's oldest (texters cannot list its numbers).
      sending_phone_number: sql<string | null>`(select ${campaignPhoneNumbers.phoneNumber}
        from ${campaignPhoneNumbers}
        where ${campaignPhoneNumbers.campaignId} = ${row.campaignId}::uuid and ${campaignPhoneNumbers.releasedAt} is null
        order by ${campaignPhoneNumbers.purchasedAt} limit 1)`,
    })
    .from(textRecipients)
    .innerJoin(voters, eq(voters.id, textRecipients.voterId))
    .where(
      and(
        heldBy(row.id, userId),
        sql`not ${optedOutCondition(row.campaignId, 'sms', sql`${textRecipients.phone}`)}`,
      ),
    )
    .orderBy(textRecipients.claimExpiresAt, textRecipients.voterId);
  return held.map((h) => ({
    voter_id: h.voter_id,
    first_name: h.first_name,
    last_name: h.last_name,
    phone: h.phone,
    message: renderMessage(row.message, {
      first_name: h.first_name,
      last_name: h.last_name,
      city: h.city ?? '',
      precinct: h.precinct ?? '',
      texter_first_name: h.texter_first_name,
    }),
    claim_expires_at: new Date(h.claim_expires_at ?? 0).toISOString(),
    sending_phone_number: h.sending_phone_number,
    // The zone the send checks (sending.ts): the voter's ZIP's, else the campaign's.
    ...(campaign && {
      texting_window: contactWindow(
        at,
        [timeZoneOfZip(h.zip) ?? campaign.timeZone ?? defaultTimeZone],
        campaign.hours,
      ),
    }),
  }));
};

/** Tops the caller's claims up to TEXT_LIMITS.claimBatch and returns them all. */
export const claim = async (
  db: Db,
  actor: Actor,
  id: string,
  defaultTimeZone: string,
): Promise<ClaimedRecipient[]> => {
  const row = await sendableTextCampaign(db, actor, id);
  const phone = sql`r.phone`;
  // One statement: the caller's batch is topped up (never beyond), rows other claimers hold are skipped.
  await db.execute(sql`
    with picked as (
      select r.voter_id from text_recipients r
      where r.text_campaign_id = ${row.id}::uuid and r.first_message_id is null
        and coalesce(r.claim_expires_at, 'epoch'::timestamptz) <= now()
        and not ${optedOutCondition(row.campaignId, 'sms', phone)}
        and not ${landlineCondition(row.campaignId, phone)}
      order by coalesce(r.claim_expires_at, 'epoch'::timestamptz)
      limit greatest(0, ${TEXT_LIMITS.claimBatch} - (
        select count(*) from text_recipients h
        where h.text_campaign_id = ${row.id}::uuid and h.claimed_by = ${actor.userId}::uuid
          and h.first_message_id is null and h.claim_expires_at > now()))
      for update skip locked)
    update text_recipients t
    set claimed_by = ${actor.userId}::uuid,
        claim_expires_at = now() + make_interval(mins => ${TEXT_LIMITS.claimMinutes}),
        updated_at = now()
    from picked
    where t.text_campaign_id = ${row.id}::uuid and t.voter_id = picked.voter_id`);
  return heldClaims(db, row, actor.userId, defaultTimeZone);
};

/** Gives the caller's unsent claims back to the pool. */
export const release = async (db: Db, actor: Actor, id: string): Promise<{ released: number }> => {
  const row = await textCampaignForTexter(db, actor, id);
  const released = await db
    .update(textRecipients)
    .set({ claimedBy: null, claimExpiresAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(textRecipients.textCampaignId, row.id),
        eq(textRecipients.claimedBy, actor.userId),
        isNull(textRecipients.firstMessageId),
      ),
    )
    .returning({ voterId: textRecipients.voterId });
  return { released: released.length };
};
