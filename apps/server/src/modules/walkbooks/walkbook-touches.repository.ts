import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users, voters, walkbookVisits } from '../../db/schema/index.ts';

/**
 * Touches are visits. Days and weeks are counted in a time zone; a week starts on Monday at 00:00
 * (ISO 8601, PostgreSQL's `date_trunc('week')`). See docs/decisions/0017-walkbooks.md.
 */

const day = (timeZone: string) => sql`(x.visited_at at time zone ${timeZone})::date`;

/**
 * The week `weeksAgo` weeks before the one `now` falls in, in `timeZone`: its first day, and the local date and
 * time in it that is as far into the week as `now` is into the current one (`until`).
 */
export const weekBounds = async (
  db: DbOrTx,
  timeZone: string,
  weeksAgo: number,
  now: Date,
): Promise<{ start: string; until: string }> => {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${timeZone})`;
  const back = sql`make_interval(weeks => ${weeksAgo}::int)`;
  const result = await db.execute<{ start: string; until: string }>(
    sql`select to_char(date_trunc('week', ${local}) - ${back}, 'YYYY-MM-DD') as start,
               to_char(${local} - ${back}, 'YYYY-MM-DD"T"HH24:MI:SS') as until`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('no week start');
  return row;
};

export type DayCount = {
  date: string;
  touches: number;
  contacts: number;
};

/** Touches and contacts on each of `days` days from `start` (every day listed, zeros included). */
export const touchesByDay = async (
  db: DbOrTx,
  scope: SQL,
  timeZone: string,
  start: string,
  days: number,
): Promise<DayCount[]> => {
  const result = await db.execute<{ date: string; touches: number; contacts: number }>(sql`
    with days as (
      select (${start}::date + offs)::date as d from generate_series(0, ${days - 1}::int) offs
    ), counted as (
      select ${day(timeZone)} as d, count(*)::int as touches,
             count(*) filter (where x.touch_result = 'contacted')::int as contacts
      from ${walkbookVisits} x
      where ${scope} and ${day(timeZone)} between ${start}::date and ${start}::date + ${days - 1}::int
      group by 1
    )
    select to_char(days.d, 'YYYY-MM-DD') as date, coalesce(c.touches, 0)::int as touches,
           coalesce(c.contacts, 0)::int as contacts
    from days left join counted c on c.d = days.d order by days.d`);
  return result.rows.map((r) => ({ date: r.date, touches: Number(r.touches), contacts: Number(r.contacts) }));
};

export type CanvasserCount = {
  user_id: string;
  name: string;
  touches: number;
  contacts: number;
  doors: number;
};

/** Touches, contacts and doors knocked per canvasser, most touches first. */
export const touchesByCanvasser = async (db: DbOrTx, scope: SQL): Promise<CanvasserCount[]> => {
  const result = await db.execute<CanvasserCount & { first: string | null; last: string | null }>(sql`
    select x.user_id, u.first, u.last, count(*)::int as touches,
           count(*) filter (where x.touch_result = 'contacted')::int as contacts,
           count(distinct (x.walkbook_id, v.household_key))::int as doors
    from ${walkbookVisits} x
    join ${voters} v on v.id = x.voter_id
    left join ${users} u on u.id = x.user_id
    where ${scope}
    group by x.user_id, u.first, u.last
    order by touches desc, u.first, u.last`);
  return result.rows.map((r) => ({
    user_id: r.user_id,
    name: `${r.first ?? ''} ${r.last ?? ''}`.trim() || 'Former member',
    touches: Number(r.touches),
    contacts: Number(r.contacts),
    doors: Number(r.doors),
  }));
};

/** Visits of a campaign (only of `walkbookIds` when given), within days [from, to] in `timeZone` when given. */
export const visitScope = (
  campaignId: string,
  options: {
    walkbookIds?: readonly string[] | undefined;
    timeZone?: string;
    from?: string;
    to?: string;
    /** A local date and time (in `timeZone`): only visits up to it. */
    until?: string;
  } = {},
): SQL => {
  const parts = [sql`x.campaign_id = ${campaignId}`];
  if (options.walkbookIds)
    parts.push(
      options.walkbookIds.length === 0
        ? sql`false`
        : sql`x.walkbook_id in (${sql.join(
            options.walkbookIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
  if (options.timeZone && options.from && options.to)
    parts.push(sql`${day(options.timeZone)} between ${options.from}::date and ${options.to}::date`);
  if (options.timeZone && options.until)
    parts.push(sql`(x.visited_at at time zone ${options.timeZone}) <= ${options.until}::timestamp`);
  return sql.join(parts, sql` and `);
};

/** Today's date in `timeZone`. */
export const today = async (db: DbOrTx, timeZone: string): Promise<string> => {
  const result = await db.execute<{ today: string }>(
    sql`select to_char((now() at time zone ${timeZone})::date, 'YYYY-MM-DD') as today`,
  );
  return result.rows[0]?.today ?? new Date().toISOString().slice(0, 10);
};

/** Touches, contacts and doors knocked (distinct households per walkbook) among the visits in scope. */
export const visitTotals = async (
  db: DbOrTx,
  scope: SQL,
): Promise<{ touches: number; contacts: number; doors: number }> => {
  const result = await db.execute<{ touches: number; contacts: number; doors: number }>(sql`
    select count(*)::int as touches, count(*) filter (where x.touch_result = 'contacted')::int as contacts,
           count(distinct (x.walkbook_id, v.household_key))::int as doors
    from ${walkbookVisits} x join ${voters} v on v.id = x.voter_id where ${scope}`);
  const row = result.rows[0];
  return {
    touches: Number(row?.touches ?? 0),
    contacts: Number(row?.contacts ?? 0),
    doors: Number(row?.doors ?? 0),
  };
};
