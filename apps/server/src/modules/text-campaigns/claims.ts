/**
 * Claims (docs/decisions/0041-text-campaigns.md, 0074-outreach-core.md): a texter takes a batch of unsent
 * recipients for themself alone (`FOR UPDATE SKIP LOCKED`: parallel claims never hand out one recipient twice). A
 * claim left unsent expires after TEXT_LIMITS.claimMinutes and is claimable again, by time: no sweeper.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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
import { claimExpiry, claimUntil, preparedStatement, SOFT_COMMIT } from '../outreach/claims.ts';
import { isLead, textCampaignForTexter } from './access.ts';
import { renderMessage } from './message-template.ts';
import { landlineCondition } from './recipients.ts';
import type { TextCampaignRow } from './text-campaigns.repository.ts';

/** True when `userId` is an assigned texter of the text campaign `textCampaignId` (both SQL). */
const assignedSql = (textCampaignId: SQL, userId: SQL): SQL =>
  sql`exists (select 1 from ${textCampaignTexters} a where a.text_campaign_id = ${textCampaignId}
              and a.user_id = ${userId})`;

/** Refuses a text campaign the actor may not text in: not theirs (403), not Active or texting off (409). */
const checkSendable = (actor: Actor, found: { assigned: boolean; status: string; enabled: boolean }) => {
  if (!isLead(actor) && !found.assigned) throw new AppError('FORBIDDEN', TEXT_MESSAGES.notAssigned);
  if (found.status !== 'Active') throw new AppError('CONFLICT', TEXT_MESSAGES.notActive);
  if (!found.enabled) throw new AppError('CONFLICT', TEXT_MESSAGES.textingDisabled);
};

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
      assigned: sql<boolean>`${assignedSql(sql`${textCampaigns.id}`, sql`${actor.userId}::uuid`)}`,
    })
    .from(textCampaigns)
    .innerJoin(campaigns, eq(campaigns.id, textCampaigns.campaignId))
    .where(and(eq(textCampaigns.campaignId, actor.campaignId), eq(textCampaigns.id, id)));
  if (!found) throw notFound('Text campaign');
  checkSendable(actor, { ...found, status: found.row.status });
  return found.row;
};

const param = (name: string) => sql.placeholder(name);
/** optedOutCondition and landlineCondition take the campaign as a value; here it is the statement's parameter. */
const campaignParam = param('campaignId') as unknown as string;
const textCampaignId = sql`${param('textCampaignId')}::uuid`;
const userId = sql`${param('userId')}::uuid`;

/** One row per claim held (none: the voter's columns null), each with the text campaign's access and context. */
interface Claimed {
  assigned: boolean;
  status: string;
  enabled: boolean;
  message: string;
  hours: { start: string; end: string };
  time_zone: string | null;
  texter_first_name: string;
  sending_phone_number: string | null;
  voter_id: string | null;
  phone: string;
  claim_expires_at: string | Date;
  first_name: string;
  last_name: string;
  city: string | null;
  precinct: string | null;
  zip: string | null;
}

/**
 * One statement, one round trip: the text campaign with what the claim checks and shows (the texter's access,
 * status, texting switch, hours and zone, first name, and the number texts go out from: the campaign's oldest,
 * texters cannot list them); when the texter may text in it, their unsent, unexpired claims (`held`) topped up to
 * TEXT_LIMITS.claimBatch (never beyond) from the free recipients (rows other claimers hold are skipped); all of
 * them with the voter's fields. Held numbers opted out since are not returned (nor sent to).
 */
const claimStatement = preparedStatement<Claimed>(
  'text_campaign_claim',
  new PgDialect().sqlToQuery(sql`
  with access as (
    select tc.status, tc.message, c.is_texting_enabled as enabled, c.texting_hours as hours, c.time_zone,
           ${assignedSql(sql`tc.id`, userId)} as assigned,
           (select u.first from ${users} u where u.id = ${userId}) as texter_first_name,
           (select n.phone_number from ${campaignPhoneNumbers} n
            where n.campaign_id = c.id and n.released_at is null order by n.purchased_at limit 1)
             as sending_phone_number
    from ${textCampaigns} tc join ${campaigns} c on c.id = tc.campaign_id
    where tc.campaign_id = ${sql`${param('campaignId')}::uuid`} and tc.id = ${textCampaignId}),
  allowed as (
    select 1 from access where (${param('lead')}::boolean or assigned) and status = 'Active' and enabled),
  held as (
    select h.voter_id, h.phone, h.claim_expires_at from text_recipients h
    where exists (select 1 from allowed) and h.text_campaign_id = ${textCampaignId} and h.claimed_by = ${userId}
      and h.first_message_id is null and h.claim_expires_at > now()),
  picked as (
    select r.voter_id from text_recipients r
    where exists (select 1 from allowed) and r.text_campaign_id = ${textCampaignId} and r.first_message_id is null
      and ${claimExpiry('r')} <= now()
      and not ${optedOutCondition(campaignParam, 'sms', sql`r.phone`)}
      and not ${landlineCondition(campaignParam, sql`r.phone`)}
    order by ${claimExpiry('r')}
    limit greatest(0, ${sql.raw(String(TEXT_LIMITS.claimBatch))} - (select count(*) from held))
    for update skip locked),
  claimed as (
    update text_recipients t
    set claimed_by = ${userId}, claim_expires_at = ${claimUntil(TEXT_LIMITS.claimMinutes)}, updated_at = now()
    from picked
    where t.text_campaign_id = ${textCampaignId} and t.voter_id = picked.voter_id
    returning t.voter_id, t.phone, t.claim_expires_at),
  mine as (
    select * from held where not ${optedOutCondition(campaignParam, 'sms', sql`held.phone`)}
    union all select * from claimed),
  ${SOFT_COMMIT}
  select a.*, m.voter_id, m.phone, m.claim_expires_at, v.first_name, v.last_name, v.res_city as city,
         v.precinct, v.res_zip as zip
  from access a cross join async_commit
    left join (mine m join ${voters} v on v.id = m.voter_id) on true
  order by m.claim_expires_at, m.voter_id`),
);

/** Tops the caller's claims up to TEXT_LIMITS.claimBatch and returns them all, the message rendered for each. */
export const claim = async (
  db: Db,
  actor: Actor,
  id: string,
  defaultTimeZone: string,
): Promise<ClaimedRecipient[]> => {
  const rows = await claimStatement(db, {
    textCampaignId: id,
    campaignId: actor.campaignId,
    userId: actor.userId,
    lead: isLead(actor),
  });
  const found = rows[0];
  if (!found) throw notFound('Text campaign');
  checkSendable(actor, found);
  const at = new Date();
  // The zone the send checks (sending.ts): the voter's ZIP's, else the campaign's; one window per zone.
  const windows = new Map<string, ReturnType<typeof contactWindow>>();
  const windowIn = (zone: string) => {
    const known = windows.get(zone) ?? contactWindow(at, [zone], found.hours);
    windows.set(zone, known);
    return known;
  };
  return rows.flatMap((h) =>
    h.voter_id === null
      ? []
      : [
          {
            voter_id: h.voter_id,
            first_name: h.first_name,
            last_name: h.last_name,
            phone: h.phone,
            message: renderMessage(found.message, {
              first_name: h.first_name,
              last_name: h.last_name,
              city: h.city ?? '',
              precinct: h.precinct ?? '',
              texter_first_name: found.texter_first_name,
            }),
            claim_expires_at: new Date(h.claim_expires_at).toISOString(),
            sending_phone_number: found.sending_phone_number,
            texting_window: windowIn(timeZoneOfZip(h.zip) ?? found.time_zone ?? defaultTimeZone),
          },
        ],
  );
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
