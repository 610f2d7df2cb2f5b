import { sql, type SQL } from 'drizzle-orm';
import type { TouchChannel } from '@groundwork/shared/contracts/touches';
import type { DbOrTx } from '../../db/client.ts';
import { touches } from '../../db/schema/index.ts';

/**
 * Counts of the text, call and mail touches (docs/decisions/0042-consent-and-touches.md); door visits are
 * counted by the walkbooks module. Days are local dates in a time zone, as the door counts' are.
 */
export type OtherChannel = Exclude<TouchChannel, 'door'>;
export const OTHER_CHANNELS: readonly OtherChannel[] = ['text', 'call', 'mail'];
export type ChannelCount = { touches: number; contacts: number };

const day = (timeZone: string) => sql`(t.touched_at at time zone ${timeZone})::date`;

/**
 * Touches of a campaign that have happened (none dated after now): by one member only (`userId`), within days
 * [from, to] or up to `until` in `timeZone`.
 */
export const touchScope = (
  campaignId: string,
  options: {
    userId?: string | undefined;
    timeZone?: string;
    from?: string;
    to?: string;
    until?: string;
  } = {},
): SQL => {
  // Only touches that have happened: a drop marked mailed before its date touches its voters on that date
  // (decision 0054), and is no one's past contact until then.
  const parts = [sql`t.campaign_id = ${campaignId}`, sql`t.touched_at <= now()`];
  if (options.userId) parts.push(sql`t.user_id = ${options.userId}`);
  if (options.timeZone && options.from && options.to)
    parts.push(sql`${day(options.timeZone)} between ${options.from}::date and ${options.to}::date`);
  if (options.timeZone && options.until)
    parts.push(sql`(t.touched_at at time zone ${options.timeZone}) <= ${options.until}::timestamp`);
  return sql.join(parts, sql` and `);
};

export const zero = (): Record<OtherChannel, ChannelCount> => ({
  text: { touches: 0, contacts: 0 },
  call: { touches: 0, contacts: 0 },
  mail: { touches: 0, contacts: 0 },
});

/** Touches and contacts per channel among the touches in scope. */
export const channelTotals = async (db: DbOrTx, scope: SQL): Promise<Record<OtherChannel, ChannelCount>> => {
  const result = await db.execute<{ channel: OtherChannel; touches: number; contacts: number }>(sql`
    select t.channel, count(*)::int as touches, count(*) filter (where t.contacted)::int as contacts
    from ${touches} t where ${scope} group by t.channel`);
  const counts = zero();
  for (const row of result.rows)
    counts[row.channel] = { touches: Number(row.touches), contacts: Number(row.contacts) };
  return counts;
};

/** Touches and contacts per channel on each of `days` days from `start` (every day listed, zeros included). */
export const channelsByDay = async (
  db: DbOrTx,
  scope: SQL,
  timeZone: string,
  start: string,
  days: number,
): Promise<{ date: string; counts: Record<OtherChannel, ChannelCount> }[]> => {
  const result = await db.execute<{
    date: string;
    channel: OtherChannel;
    touches: number;
    contacts: number;
  }>(sql`
    select to_char(${day(timeZone)}, 'YYYY-MM-DD') as date, t.channel, count(*)::int as touches,
           count(*) filter (where t.contacted)::int as contacts
    from ${touches} t
    where ${scope} and ${day(timeZone)} between ${start}::date and ${start}::date + ${days - 1}::int
    group by 1, 2`);
  const byDate = new Map<string, Record<OtherChannel, ChannelCount>>();
  for (const row of result.rows) {
    const counts = byDate.get(row.date) ?? zero();
    counts[row.channel] = { touches: Number(row.touches), contacts: Number(row.contacts) };
    byDate.set(row.date, counts);
  }
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(`${start}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + i);
    const iso = date.toISOString().slice(0, 10);
    return { date: iso, counts: byDate.get(iso) ?? zero() };
  });
};
