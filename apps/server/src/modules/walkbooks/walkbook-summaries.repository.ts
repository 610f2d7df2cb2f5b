/** Walkbooks as lists show them: stored progress, survey name and assignees, in prepared statements. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { WalkbookProgress, WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import type { DbOrTx } from '../../db/client.ts';
import { surveys, users, walkbookAssignees, walkbooks } from '../../db/schema/index.ts';
import type { WalkbookRow } from './walkbooks.repository.ts';

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
