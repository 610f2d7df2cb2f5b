import { and, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { ACTIVITY_WEEKS, RECENT_VISITS, type MemberActivity } from '@groundwork/shared/contracts/team';
import type { DbOrTx } from '../../db/client.ts';
import {
  callResults,
  textMessages,
  voters,
  walkbookAssignees,
  walkbookVisits,
  walkbooks,
} from '../../db/schema/index.ts';

/** The walkbooks assigned to a member in the campaign, by name. */
export const assignedWalkbooks = (
  db: DbOrTx,
  campaignId: string,
  userId: string,
): Promise<MemberActivity['walkbooks']> =>
  db
    .select({ id: walkbooks.id, name: walkbooks.name, status: walkbooks.status })
    .from(walkbookAssignees)
    .innerJoin(walkbooks, eq(walkbooks.id, walkbookAssignees.walkbookId))
    .where(and(eq(walkbookAssignees.userId, userId), eq(walkbooks.campaignId, campaignId)))
    .orderBy(walkbooks.name);

/**
 * Doors knocked (distinct households per walkbook), touches (visits recorded), texts sent and calls recorded
 * (phone-bank call results, by when the call started) in each of the last ACTIVITY_WEEKS weeks (Monday first,
 * in `timeZone`), oldest first, every week listed.
 */
export const weeklyActivity = async (
  db: DbOrTx,
  campaignId: string,
  userId: string,
  timeZone: string,
): Promise<MemberActivity['weeks']> => {
  const weekOf = (at: AnyColumn) => sql`date_trunc('week', ${at} at time zone ${timeZone})::date`;
  const since = (at: AnyColumn) =>
    sql`${at} >= (select min(w) from weeks)::timestamp at time zone ${timeZone}`;
  const result = await db.execute<{
    week_start: string;
    doors: number;
    touches: number;
    texts: number;
    calls: number;
  }>(sql`
    with weeks as (
      select (date_trunc('week', now() at time zone ${timeZone})::date - 7 * offs)::date as w
      from generate_series(0, ${ACTIVITY_WEEKS - 1}::int) offs
    ), visits as (
      select ${weekOf(walkbookVisits.visitedAt)} as w, count(*)::int as touches,
             count(distinct (${walkbookVisits.walkbookId}, ${voters.householdKey}))::int as doors
      from ${walkbookVisits}
      join ${voters} on ${voters.id} = ${walkbookVisits.voterId}
      where ${walkbookVisits.campaignId} = ${campaignId} and ${walkbookVisits.userId} = ${userId}
        and ${since(walkbookVisits.visitedAt)}
      group by 1
    ), texts as (
      select ${weekOf(textMessages.createdAt)} as w, count(*)::int as texts
      from ${textMessages}
      where ${textMessages.campaignId} = ${campaignId} and ${textMessages.userId} = ${userId}
        and ${textMessages.direction} = 'outbound' and ${since(textMessages.createdAt)}
      group by 1
    ), calls as (
      select ${weekOf(callResults.callStartTime)} as w, count(*)::int as calls
      from ${callResults}
      where ${callResults.campaignId} = ${campaignId} and ${callResults.userId} = ${userId}
        and ${since(callResults.callStartTime)}
      group by 1
    )
    select to_char(weeks.w, 'YYYY-MM-DD') as week_start, coalesce(v.doors, 0)::int as doors,
           coalesce(v.touches, 0)::int as touches, coalesce(x.texts, 0)::int as texts,
           coalesce(c.calls, 0)::int as calls
    from weeks
    left join visits v on v.w = weeks.w
    left join texts x on x.w = weeks.w
    left join calls c on c.w = weeks.w
    order by weeks.w`);
  return result.rows.map((r) => ({
    week_start: r.week_start,
    doors: Number(r.doors),
    touches: Number(r.touches),
    texts: Number(r.texts),
    calls: Number(r.calls),
  }));
};

/** The member's latest visits in the campaign, newest first. */
export const recentVisits = async (
  db: DbOrTx,
  campaignId: string,
  userId: string,
): Promise<MemberActivity['recent_visits']> => {
  const rows = await db
    .select({
      id: walkbookVisits.id,
      visitedAt: walkbookVisits.visitedAt,
      walkbook_id: walkbooks.id,
      walkbook_name: walkbooks.name,
      first: voters.firstName,
      last: voters.lastName,
      touch_result: walkbookVisits.touchResult,
    })
    .from(walkbookVisits)
    .innerJoin(walkbooks, eq(walkbooks.id, walkbookVisits.walkbookId))
    .innerJoin(voters, eq(voters.id, walkbookVisits.voterId))
    .where(and(eq(walkbookVisits.campaignId, campaignId), eq(walkbookVisits.userId, userId)))
    .orderBy(desc(walkbookVisits.visitedAt))
    .limit(RECENT_VISITS);
  return rows.map(({ visitedAt, first, last, ...row }) => ({
    ...row,
    visited_at: visitedAt.toISOString(),
    voter_name: `${first} ${last}`.trim() || 'Unnamed voter',
  }));
};
