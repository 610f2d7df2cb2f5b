/** GET /phone-banking/{id}/next-voter: the caller's next voter, with what the screen shows (decision 0044). */
import {
  PHONE_BANKING_MESSAGES,
  PHONE_BANKING_QUEUE_MESSAGES,
} from '@groundwork/shared/contracts/phone-banking';
import { type NextVoter } from '@groundwork/shared/contracts/call-queue';
import { DOOR_RESULTS } from '@groundwork/shared/contracts/surveys';
import type { AppContext } from '../../context.ts';
import { AppError, forbidden } from '../../errors.ts';
import { openTimeZones } from '../../lib/local-hours.ts';
import type { Actor } from '../../plugins/access.ts';
import { activePhoneBank } from './access.ts';
import type { PhoneBankRow } from './phone-banking.repository.ts';
import { takeVoter, type QueueScope, type Taken } from './queue.ts';
import { renderScript } from './script.ts';

const DOOR_LABELS = new Map<string, string>(DOOR_RESULTS.map((r) => [r.value, r.label]));

/** Where the queue looks now: the zones open under the campaign's calling hours (null: all of them). */
export const queueScope = (
  row: PhoneBankRow,
  campaign: { hours: { start: string; end: string }; timeZone: string },
  at = new Date(),
): QueueScope => {
  const zones = new Set([...row.timeZones, campaign.timeZone]);
  const open = openTimeZones(at, zones, campaign.hours);
  if (open.length === 0) throw new AppError('QUIET_HOURS_NO_VOTER', PHONE_BANKING_MESSAGES.quietHours);
  return {
    phoneBankId: row.id,
    campaignId: row.campaignId,
    campaignTimeZone: campaign.timeZone,
    openZones: open.length === zones.size ? null : open,
  };
};

type PastContact = NextVoter['past_contacts'][number];

const pastContacts = (taken: Taken): PastContact[] => {
  const list =
    typeof taken.past_contacts === 'string' ? JSON.parse(taken.past_contacts) : taken.past_contacts;
  return (list as { channel: PastContact['channel']; at: string; summary: string | null }[]).map((c) => ({
    channel: c.channel,
    at: new Date(c.at).toISOString(),
    summary:
      c.channel === 'door' ? `Door: ${DOOR_LABELS.get(c.summary ?? '') ?? c.summary ?? ''}` : c.summary,
  }));
};

/** The voter taken, as the calling screen shows them: the script filled in with their fields. */
const toNextVoter = (row: PhoneBankRow, taken: Taken): NextVoter => ({
  phone_banking_campaign_id: row.id,
  voter_id: taken.voter_id,
  first_name: taken.first_name,
  last_name: taken.last_name,
  age: taken.birth_year ? new Date().getUTCFullYear() - Number(taken.birth_year) : null,
  party: taken.party,
  address: taken.address,
  city: taken.city,
  phone: taken.phone,
  attempts: Number(taken.attempts),
  past_contacts: pastContacts(taken),
  script: renderScript(row.script, {
    first_name: taken.first_name,
    last_name: taken.last_name,
    city: taken.city,
    precinct: taken.precinct,
    party: taken.party,
    caller_first_name: taken.caller_first_name,
  }),
  survey_id: row.surveyId,
  claim_expires_at: new Date(taken.claim_expires_at).toISOString(),
});

/** The caller's held voter (a reload), or the next one claimed for them; 404 when none is left. */
export const nextVoter = async (
  ctx: AppContext,
  actor: Actor,
  id: string,
  userId: string,
): Promise<NextVoter> => {
  if (userId !== actor.userId) throw forbidden(PHONE_BANKING_MESSAGES.selfOnly);
  const found = await activePhoneBank(ctx.db, actor, id);
  const scope = queueScope(found.row, {
    hours: found.hours,
    timeZone: found.timeZone ?? ctx.config.timeZone,
  });
  const taken = await takeVoter(ctx.db, scope, actor.userId);
  if (!taken) throw new AppError('NOT_FOUND', PHONE_BANKING_QUEUE_MESSAGES.nothingLeft);
  return toNextVoter(found.row, taken);
};
