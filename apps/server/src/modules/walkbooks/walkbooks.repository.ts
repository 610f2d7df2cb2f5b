import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DoorResult } from '@groundwork/shared/contracts/surveys';
import type { WalkbookDoor, WalkbookProgress, WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { rowsAffected, type DbOrTx } from '../../db/client.ts';
import {
  surveys,
  users,
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

export const findWalkbook = async (db: DbOrTx, campaignId: string, id: string) => {
  const [row] = await db
    .select()
    .from(walkbooks)
    .where(and(eq(walkbooks.campaignId, campaignId), eq(walkbooks.id, id)));
  return row;
};

export const isAssigned = async (db: DbOrTx, walkbookId: string, userId: string) => {
  const [row] = await db
    .select({ userId: walkbookAssignees.userId })
    .from(walkbookAssignees)
    .where(and(eq(walkbookAssignees.walkbookId, walkbookId), eq(walkbookAssignees.userId, userId)));
  return row !== undefined;
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

/** The columns a walkbook's progress is stored in (kept by the database: migration 0018). */
type StoredProgress = Pick<
  WalkbookRow,
  | 'voterCount'
  | 'doorCount'
  | 'votersVisited'
  | 'doorsVisited'
  | 'contactCount'
  | 'touchCount'
  | 'lastTouchAt'
>;

/** A walkbook's progress, as its row stores it. */
export const progressOf = (row: StoredProgress): WalkbookProgress => ({
  voters: row.voterCount,
  doors: row.doorCount,
  voters_visited: row.votersVisited,
  doors_visited: row.doorsVisited,
  contacts: row.contactCount,
  touches: row.touchCount,
  last_touch_at: row.lastTouchAt ? row.lastTouchAt.toISOString() : null,
});

export const EMPTY_PROGRESS: WalkbookProgress = {
  voters: 0,
  doors: 0,
  voters_visited: 0,
  doors_visited: 0,
  contacts: 0,
  touches: 0,
  last_touch_at: null,
};

type Assignee = WalkbookSummary['assignees'][number];

/**
 * Walkbooks as lists show them (survey name, assignees, progress), in one statement, newest first; only the
 * columns a summary shows (not the drawn area or the filter, which lists never need). Prepared once per
 * database: lists run it on every call, and building it cost more than running it.
 */
const prepareSummaries = (db: DbOrTx, where: SQL, name: string) =>
  db
    .select({
      id: walkbooks.id,
      campaignId: walkbooks.campaignId,
      userId: walkbooks.userId,
      name: walkbooks.name,
      description: walkbooks.description,
      creationMethod: walkbooks.creationMethod,
      status: walkbooks.status,
      surveyId: walkbooks.surveyId,
      createdAt: walkbooks.createdAt,
      voterCount: walkbooks.voterCount,
      doorCount: walkbooks.doorCount,
      votersVisited: walkbooks.votersVisited,
      doorsVisited: walkbooks.doorsVisited,
      contactCount: walkbooks.contactCount,
      touchCount: walkbooks.touchCount,
      lastTouchAt: walkbooks.lastTouchAt,
      surveyName: surveys.name,
      assignees: sql<Assignee[]>`coalesce((
        select json_agg(json_build_object('user_id', u.id, 'name', trim(u.first || ' ' || u.last), 'email', u.email)
                        order by u.first, u.last)
        from ${walkbookAssignees} a join ${users} u on u.id = a.user_id
        where a.walkbook_id = ${walkbooks.id}), '[]'::json)`,
    })
    .from(walkbooks)
    .leftJoin(surveys, eq(surveys.id, walkbooks.surveyId))
    .where(where)
    .orderBy(sql`${walkbooks.createdAt} desc`)
    .prepare(name);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof prepareSummaries>['execute']>>[number];

const toSummary = (r: SummaryRow): WalkbookSummary => ({
  id: r.id,
  campaign_id: r.campaignId,
  user_id: r.userId,
  name: r.name,
  description: r.description,
  creation_method: r.creationMethod,
  status: r.status,
  survey_id: r.surveyId,
  survey_name: r.surveyName,
  assignees: r.assignees,
  progress: progressOf(r),
  created_at: r.createdAt.toISOString(),
});

type ListOptions = { includeArchived: boolean; assignedTo?: string };
const listParams = (campaignId: string, options: ListOptions) => ({
  campaignId,
  includeArchived: options.includeArchived,
  assignedTo: options.assignedTo ?? null,
});

/** The campaign's walkbooks; only active ones unless archived are included; only `assignedTo`'s when given. */
const listed = and(
  eq(walkbooks.campaignId, sql.placeholder('campaignId')),
  sql`(${sql.placeholder('includeArchived')}::boolean or ${walkbooks.status} = 'active')`,
  sql`(${sql.placeholder('assignedTo')}::uuid is null or ${walkbooks.id} in (
    select ${walkbookAssignees.walkbookId} from ${walkbookAssignees}
    where ${walkbookAssignees.userId} = ${sql.placeholder('assignedTo')}::uuid))`,
) as SQL;

/** Prepared statements, per database (or transaction) they were prepared on. */
const preparedOn = <T>(prepare: (db: DbOrTx) => T) => {
  const cache = new WeakMap<DbOrTx, T>();
  return (db: DbOrTx) => {
    let statement = cache.get(db);
    if (!statement) cache.set(db, (statement = prepare(db)));
    return statement;
  };
};

const listRows = preparedOn((db) =>
  db
    .select()
    .from(walkbooks)
    .where(listed)
    .orderBy(sql`${walkbooks.createdAt} desc`)
    .prepare('walkbook_rows'),
);
const listSummaryRows = preparedOn((db) => prepareSummaries(db, listed, 'walkbook_summaries'));
const oneSummaryRow = preparedOn((db) =>
  prepareSummaries(db, eq(walkbooks.id, sql.placeholder('id')), 'walkbook_summary'),
);

/** The campaign's walkbooks (rows), newest first. */
export const listWalkbooks = (db: DbOrTx, campaignId: string, options: ListOptions) =>
  listRows(db).execute(listParams(campaignId, options));

/** The campaign's walkbooks as lists show them, newest first. */
export const listSummaries = async (db: DbOrTx, campaignId: string, options: ListOptions) =>
  (await listSummaryRows(db).execute(listParams(campaignId, options))).map(toSummary);

/** One walkbook as lists show it. */
export const summarize = async (db: DbOrTx, id: string) => {
  const [row] = await oneSummaryRow(db).execute({ id });
  return row && toSummary(row);
};

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
              and id <> ${visitId} order by visited_at desc limit 1) as touch_result`);
  const row = result.rows[0];
  return { member: Boolean(row?.member), oldStatus: row?.touch_result ?? null };
};

/** Voters of the walkbook without any visit yet. */
export const votersPending = async (db: DbOrTx, walkbookId: string) => {
  const result = await db.execute<{ pending: number }>(sql`
    select count(*)::int as pending from ${walkbookVoters} wv
    where wv.walkbook_id = ${walkbookId}
      and not exists (select 1 from ${walkbookVisits} x where x.walkbook_id = wv.walkbook_id and x.voter_id = wv.voter_id)`);
  return Number(result.rows[0]?.pending ?? 0);
};
