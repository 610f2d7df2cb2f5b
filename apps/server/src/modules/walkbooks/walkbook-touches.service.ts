import { MESSAGES } from '@groundwork/shared/messages';
import { WEEKS, type TouchData, type Week, type WeekTouches } from '@groundwork/shared/contracts/walkbooks';
import { isTimeZone } from '@groundwork/shared/contracts/campaigns';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { campaignTimeZone } from '../campaigns/campaigns.repository.ts';
import { touchScope } from '../touches/touch-counts.repository.ts';
import { withChannels } from '../touches/touches.service.ts';
import * as touches from './walkbook-touches.repository.ts';
import * as summaries from './walkbook-summaries.repository.ts';
import { findVisibleWalkbook, seesAllWalkbooks } from './walkbooks.service.ts';

/** How many days of touches the touch data charts. */
export const TOUCH_DATA_DAYS = 14;

const rate = (contacts: number, touched: number) =>
  touched === 0 ? 0 : Math.round((contacts / touched) * 1000) / 1000;

/** The time zone a caller names, or else the campaign's (decision 0035), or else the server's TIME_ZONE. */
export const resolveTimeZone = async (
  db: Db,
  actor: Actor,
  requested: string | undefined,
  serverDefault: string,
) => {
  if (requested === undefined) return campaignTimeZone(db, actor.campaignId, serverDefault);
  if (!isTimeZone(requested)) throw badRequest('tz must be an IANA time zone such as America/Chicago');
  return requested;
};

const isWeek = (value: string): value is Week => WEEKS.some((week) => week === value);

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * GET /walkbook/touches/{week}/: the campaign's touches in the current or the previous week, and (`so_far`)
 * in the part of that week up to the weekday and time of day of `now`.
 */
export const weekTouches = async (
  db: Db,
  actor: Actor,
  week: string,
  timeZone: string,
  now: Date,
): Promise<WeekTouches> => {
  if (!isWeek(week)) throw badRequest(MESSAGES.invalidWeek);
  const { start, until } = await touches.weekBounds(db, timeZone, week === 'previous-week' ? 1 : 0, now);
  const end = addDays(start, 6);
  const scope = touches.visitScope(actor.campaignId, { timeZone, from: start, to: end });
  const [byDay, byCanvasser, totals, soFar] = await Promise.all([
    touches.touchesByDay(db, scope, timeZone, start, 7),
    touches.touchesByCanvasser(db, scope),
    touches.visitTotals(db, scope),
    touches.visitTotals(db, touches.visitScope(actor.campaignId, { timeZone, from: start, to: end, until })),
  ]);
  const others = touchScope(actor.campaignId, { timeZone, from: start, to: end });
  const channels = await withChannels(db, { totals, byDay }, { days: others, total: others }, timeZone);
  return {
    week,
    time_zone: timeZone,
    start,
    end,
    ...totals,
    contact_rate: rate(totals.contacts, totals.touches),
    so_far: { until, ...soFar, contact_rate: rate(soFar.contacts, soFar.touches) },
    by_channel: channels.by_channel,
    by_day: channels.by_day,
    by_canvasser: byCanvasser,
  };
};

/**
 * GET /walkbook/touch-data/: progress of each active walkbook the actor sees, touches per day over the
 * last TOUCH_DATA_DAYS days and per canvasser; for one walkbook with `walkbook_id`.
 */
export const touchData = async (
  db: Db,
  actor: Actor,
  timeZone: string,
  walkbookId: string | undefined,
): Promise<TouchData> => {
  const seesAll = seesAllWalkbooks(actor);
  const rows = walkbookId
    ? [await findVisibleWalkbook(db, actor, walkbookId)]
    : await summaries.listWalkbooks(db, actor.campaignId, {
        includeArchived: false,
        ...(seesAll ? {} : { assignedTo: actor.userId }),
      });
  const ids = rows.map((r) => r.id);
  const walkbooks = rows.map((r) => {
    const p = summaries.progressOf(r);
    return {
      id: r.id,
      name: r.name,
      progress: p,
      contact_rate: rate(p.contacts, p.voters_visited),
      doors_remaining: p.doors - p.doors_visited,
    };
  });
  const totals = walkbooks.reduce(
    (sum, w) => ({
      voters: sum.voters + w.progress.voters,
      doors: sum.doors + w.progress.doors,
      doors_visited: sum.doors_visited + w.progress.doors_visited,
      voters_visited: sum.voters_visited + w.progress.voters_visited,
      contacts: sum.contacts + w.progress.contacts,
      touches: sum.touches + w.progress.touches,
      last_touch_at:
        [sum.last_touch_at, w.progress.last_touch_at]
          .filter((t): t is string => t !== null)
          .sort()
          .at(-1) ?? null,
    }),
    summaries.EMPTY_PROGRESS,
  );
  const first = addDays(await touches.today(db, timeZone), -(TOUCH_DATA_DAYS - 1));
  // Managers see the whole campaign's touches; others those on the walkbooks assigned to them.
  const scope = touches.visitScope(actor.campaignId, {
    walkbookIds: walkbookId || !seesAll ? ids : undefined,
  });
  const [byDay, byCanvasser, doorTotals] = await Promise.all([
    touches.touchesByDay(db, scope, timeZone, first, TOUCH_DATA_DAYS),
    touches.touchesByCanvasser(db, scope),
    touches.visitTotals(db, scope),
  ]);
  // Texts, calls and mail belong to no walkbook: the campaign's for Managers, one's own for others, none for one walkbook.
  const others = walkbookId ? null : touchScope(actor.campaignId, seesAll ? {} : { userId: actor.userId });
  const channels = await withChannels(
    db,
    { totals: doorTotals, byDay },
    others && { days: others, total: others },
    timeZone,
  );
  return {
    time_zone: timeZone,
    totals: {
      ...totals,
      contact_rate: rate(totals.contacts, totals.voters_visited),
      doors_remaining: totals.doors - totals.doors_visited,
    },
    by_channel: channels.by_channel,
    by_day: channels.by_day,
    by_canvasser: byCanvasser,
    walkbooks,
  };
};
