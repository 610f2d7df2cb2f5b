import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { DoorResult } from '@groundwork/shared/contracts/surveys';
import type { WalkbookDoor } from '@groundwork/shared/contracts/walkbooks';
import { rowsAffected, type DbOrTx } from '../../db/client.ts';
import {
  voters,
  walkbookAssignees,
  walkbooks,
  walkbookVisits,
  walkbookVoters,
} from '../../db/schema/index.ts';

export type WalkbookRow = typeof walkbooks.$inferSelect;

export const insertWalkbook = async (db: DbOrTx, values: typeof walkbooks.$inferInsert) => {
  const [row] = await db.insert(walkbooks).values(values).returning();
  if (!row) throw new Error('insert returned no walkbook');
  return row;
};

/** Puts the voters matching `where` in the walkbook; answers how many. */
export const addVoters = async (db: DbOrTx, walkbookId: string, where: SQL): Promise<number> => {
  const result = await db.execute(sql`
    insert into ${walkbookVoters} (walkbook_id, voter_id)
    select ${walkbookId}, ${voters.id} from ${voters} where ${where} on conflict do nothing`);
  return rowsAffected(result);
};

/** The campaign's walkbook, and whether `userId` is among its assignees (one round trip). */
export const findWalkbook = async (db: DbOrTx, campaignId: string, id: string, userId = '') => {
  const [row] = await db
    .select({
      ...getTableColumns(walkbooks),
      assigned: sql<boolean>`exists (select 1 from ${walkbookAssignees} a
        where a.walkbook_id = ${walkbooks.id} and a.user_id::text = ${userId})`,
    })
    .from(walkbooks)
    .where(and(eq(walkbooks.campaignId, campaignId), eq(walkbooks.id, id)));
  return row;
};

export const replaceAssignees = async (db: DbOrTx, walkbookId: string, userIds: readonly string[]) => {
  await db.delete(walkbookAssignees).where(eq(walkbookAssignees.walkbookId, walkbookId));
  if (userIds.length > 0)
    await db.insert(walkbookAssignees).values(userIds.map((userId) => ({ walkbookId, userId })));
};

export const archiveWalkbook = (db: DbOrTx, id: string) =>
  db.update(walkbooks).set({ status: 'archived', archivedAt: new Date() }).where(eq(walkbooks.id, id));

/** Per voter of the walkbook: the latest visit (a voter's status in the walkbook). */
const latestVisits = (walkbookIds: SQL) => sql`
  select distinct on (wv.walkbook_id, wv.voter_id) wv.walkbook_id, wv.voter_id, v.household_key,
         latest.touch_result, latest.notes, latest.visited_at
  from ${walkbookVoters} wv
  join ${voters} v on v.id = wv.voter_id
  left join lateral (
    select touch_result, notes, visited_at from ${walkbookVisits} x
    where x.walkbook_id = wv.walkbook_id and x.voter_id = wv.voter_id
    order by visited_at desc limit 1
  ) latest on true
  where wv.walkbook_id in (${walkbookIds})`;

type DoorVoterRow = {
  household_key: string;
  res_street: string | null;
  res_unit: string | null;
  res_city: string | null;
  lat: number | null;
  lng: number | null;
  id: string;
  first_name: string;
  last_name: string;
  age: number | null;
  gender: string | null;
  party: string | null;
  phone: string | null;
  touch_result: DoorResult | null;
  notes: string | null;
};

/** The walkbook's doors (households), each with its voters and their latest result. */
export const doorsOf = async (db: DbOrTx, walkbookId: string, year = new Date().getUTCFullYear()) => {
  const result = await db.execute<DoorVoterRow>(sql`
    with latest as (${latestVisits(sql`${walkbookId}::uuid`)})
    select v.household_key, v.res_street, v.res_unit, v.res_city, v.lat, v.lng, v.id, v.first_name,
           v.last_name, (${year} - v.birth_year)::int as age, v.gender, v.party, v.phone,
           l.touch_result, l.notes
    from latest l join ${voters} v on v.id = l.voter_id
    order by v.household_key, v.last_name, v.first_name, v.id`);
  const doors = new Map<string, WalkbookDoor>();
  for (const r of result.rows) {
    let door = doors.get(r.household_key);
    if (!door) {
      door = {
        household_key: r.household_key,
        address: [r.res_street, r.res_city].filter(Boolean).join(', ') || 'Address unknown',
        unit: r.res_unit,
        lat: r.lat === null ? null : Number(r.lat),
        lng: r.lng === null ? null : Number(r.lng),
        voters: [],
      };
      doors.set(r.household_key, door);
    }
    door.voters.push({
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      age: r.age === null ? null : Number(r.age),
      gender: r.gender,
      party: r.party,
      phone: r.phone,
      last_result: r.touch_result,
      last_notes: r.notes,
    });
  }
  return [...doors.values()];
};

export const insertVisit = async (db: DbOrTx, values: typeof walkbookVisits.$inferInsert) => {
  const [row] = await db.insert(walkbookVisits).values(values).returning();
  if (!row) throw new Error('insert returned no visit');
  return row;
};

/**
 * Records a visit under its id; the same id again (a re-sent or corrected result) updates that visit, so it
 * stays one touch. Null when the id already belongs to a visit of another voter, walkbook or canvasser.
 */
export const upsertVisit = async (
  db: DbOrTx,
  values: typeof walkbookVisits.$inferInsert & { id: string },
) => {
  const [row] = await db
    .insert(walkbookVisits)
    .values(values)
    .onConflictDoUpdate({
      target: walkbookVisits.id,
      set: { touchResult: values.touchResult, notes: values.notes },
      setWhere: and(
        eq(walkbookVisits.walkbookId, values.walkbookId),
        eq(walkbookVisits.voterId, values.voterId),
        eq(walkbookVisits.userId, values.userId),
      ),
    })
    .returning({ id: walkbookVisits.id });
  return row ?? null;
};

/** Whether the voter is in the walkbook, and their latest result there apart from visit `visitId`. */
export const voterStatus = async (db: DbOrTx, walkbookId: string, voterId: string, visitId: string) => {
  const result = await db.execute<{ member: boolean; touch_result: DoorResult | null }>(sql`
    select exists (select 1 from ${walkbookVoters} where walkbook_id = ${walkbookId} and voter_id = ${voterId}) as member,
           (select touch_result from ${walkbookVisits} where walkbook_id = ${walkbookId} and voter_id = ${voterId}
              and id <> ${visitId} order by visited_at desc, id desc limit 1) as touch_result`);
  const row = result.rows[0];
  return { member: Boolean(row?.member), oldStatus: row?.touch_result ?? null };
};

/**
 * Voters of the walkbook without any visit yet: its voters less those visited, as its row stores them (kept by
 * the database in the statement that records a visit: migrations 0018 and 0049), not a count of its voters.
 */
export const votersPending = async (db: DbOrTx, walkbookId: string) => {
  const [row] = await db
    .select({ pending: sql<number>`${walkbooks.voterCount} - ${walkbooks.votersVisited}` })
    .from(walkbooks)
    .where(eq(walkbooks.id, walkbookId));
  return Number(row?.pending ?? 0);
};
