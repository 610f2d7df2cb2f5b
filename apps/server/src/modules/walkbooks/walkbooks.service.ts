import { and, eq, inArray, sql } from 'drizzle-orm';
import { hasPermission } from '@groundwork/shared/access/index';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import {
  WALKBOOK_MAX_VOTERS,
  WALKBOOK_MESSAGES,
  type CreateWalkbook,
  type OptimizedRoute,
  type Walkbook,
  type WalkbookSummary,
} from '@groundwork/shared/contracts/walkbooks';
import type { Db, DbOrTx } from '../../db/client.ts';
import { voters, type walkbooks } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { recordAudit, type AuditSource } from '../audit-log/audit-log.repository.ts';
import { membersAmong } from '../memberships/memberships.repository.ts';
import { findSurveyOrThrow, getSurvey } from '../surveys/surveys.service.ts';
import { selectVoters, type VoterSelection } from '../voters/voter-selection.ts';
import { countVoters } from '../voters/voters.repository.ts';
import { optimizeRoute } from './route/optimize.ts';
import * as summaries from './walkbook-summaries.repository.ts';
import * as repo from './walkbooks.repository.ts';

/** Managers and Directors see every walkbook; Staff and Volunteers only those assigned to them. */
export const seesAllWalkbooks = (actor: Actor) => hasPermission(actor.title, 'walkbook:view-all');

const notFound = () => new AppError('NOT_FOUND', WALKBOOK_MESSAGES.notFound);

/** The walkbook, if the actor may see it (an unassigned one is "not found", not "forbidden"). */
export const findVisibleWalkbook = async (db: DbOrTx, actor: Actor, id: string) => {
  const row = await repo.findWalkbook(db, actor.campaignId, id, actor.userId);
  if (!row || (!seesAllWalkbooks(actor) && !row.assigned)) throw notFound();
  return row;
};

const checkSurvey = async (db: DbOrTx, campaignId: string, surveyId: string | null | undefined) => {
  if (!surveyId) return;
  const survey = await findSurveyOrThrow(db, campaignId, surveyId).catch(() => null);
  if (survey?.recordStatus !== 'is_active') throw badRequest(WALKBOOK_MESSAGES.surveyUnavailable);
};

const checkMembers = async (db: DbOrTx, campaignId: string, userIds: readonly string[]) => {
  const unique = [...new Set(userIds)];
  const found = await membersAmong(db, campaignId, unique);
  if (found.length !== unique.length) throw badRequest(WALKBOOK_MESSAGES.assigneeNotMember);
  return unique;
};

const checkSize = (count: number) => {
  if (count === 0) throw badRequest(WALKBOOK_MESSAGES.noVoters);
  if (count > WALKBOOK_MAX_VOTERS) throw badRequest(WALKBOOK_MESSAGES.tooManyVoters);
};

const summaryOf = async (db: DbOrTx, row: repo.WalkbookRow): Promise<WalkbookSummary> => {
  const summary = await summaries.summarize(db, row.id);
  if (!summary) throw new Error('no summary');
  return summary;
};

type NewWalkbook = Omit<typeof walkbooks.$inferInsert, 'campaignId'>;

/**
 * Inserts a walkbook with the selected voters and its assignees, after checking them (one transaction).
 * The size is checked before the voters are selected: from the selection's count when it has one.
 */
export const cutWalkbook = async (
  db: Db,
  actor: Actor,
  values: NewWalkbook,
  selection: VoterSelection,
  assigneeIds: readonly string[],
) => {
  await checkSurvey(db, actor.campaignId, values.surveyId);
  const assignees = await checkMembers(db, actor.campaignId, assigneeIds);
  const { where } = selection;
  checkSize(selection.count ?? (await countVoters(db, where)).count);
  const row = await db.transaction(async (tx) => {
    const walkbook = await repo.insertWalkbook(tx, { ...values, campaignId: actor.campaignId });
    await repo.addVoters(tx, walkbook.id, where);
    await repo.replaceAssignees(tx, walkbook.id, assignees);
    return walkbook;
  });
  return summaryOf(db, row);
};

/** POST /walkbook/: the voters inside the drawn area and matching the filters. */
export const createWalkbook = async (db: Db, actor: Actor, body: CreateWalkbook) => {
  const filter = { ...body.filter_params, ...(body.geo_data ? { polygon: body.geo_data } : {}) };
  return cutWalkbook(
    db,
    actor,
    {
      userId: body.user_id ?? actor.userId,
      name: body.name,
      description: body.description ?? null,
      creationMethod: body.creation_method ?? 'Created',
      geoData: body.geo_data ?? null,
      filterParams: body.filter_params,
      surveyId: body.survey_id ?? null,
    },
    await selectVoters(db, actor.campaignId, filter),
    body.assignee_ids ?? [],
  );
};

/** POST /walkbook/upload/: the voters named by state voter id in a CSV. */
export const createWalkbookFromIds = async (
  db: Db,
  actor: Actor,
  query: { name: string; survey_id?: string | undefined; user_id?: string | undefined },
  stateIds: readonly string[],
) => {
  const unique = [...new Set(stateIds)];
  if (unique.length === 0) throw badRequest(WALKBOOK_MESSAGES.noVoterIds);
  const found = await db
    .select({ stateVoterId: voters.stateVoterId })
    .from(voters)
    .where(and(eq(voters.campaignId, actor.campaignId), inArray(voters.stateVoterId, unique)));
  const matched = new Set(found.map((f) => f.stateVoterId));
  const walkbook = await cutWalkbook(
    db,
    actor,
    {
      userId: query.user_id ?? actor.userId,
      name: query.name,
      creationMethod: 'Created',
      surveyId: query.survey_id ?? null,
    },
    {
      where:
        and(eq(voters.campaignId, actor.campaignId), inArray(voters.stateVoterId, [...matched])) ??
        sql`false`,
      count: matched.size,
    },
    [],
  );
  return {
    walkbook,
    matched: matched.size,
    unmatched: unique.filter((id) => !matched.has(id)).slice(0, 1000),
  };
};

export const getWalkbook = async (db: Db, actor: Actor, id: string): Promise<Walkbook> => {
  const row = await findVisibleWalkbook(db, actor, id);
  const [summary, doors] = await Promise.all([summaryOf(db, row), repo.doorsOf(db, row.id)]);
  return { ...summary, geo_data: row.geoData ?? null, filter_params: row.filterParams, doors };
};

export const listWalkbooks = async (db: Db, actor: Actor, includeArchived: boolean) =>
  summaries.listSummaries(db, actor.campaignId, { includeArchived });

/** Whose walkbooks GET /walkbook/all-user/ lists: the caller's own, or anyone's for Managers and Directors. */
export const listedAssignee = (actor: Actor, userId: string | undefined): string => {
  const user = userId ?? actor.userId;
  if (user !== actor.userId && !seesAllWalkbooks(actor)) throw forbidden();
  return user;
};

/** GET /walkbook/all-user/: one member's walkbooks. */
export const listUserWalkbooks = async (
  db: Db,
  actor: Actor,
  userId: string | undefined,
  includeArchived: boolean,
) =>
  summaries.listSummaries(db, actor.campaignId, {
    includeArchived,
    assignedTo: listedAssignee(actor, userId),
  });

export const listVisibleWalkbooks = (db: Db, actor: Actor, includeArchived: boolean) =>
  seesAllWalkbooks(actor)
    ? listWalkbooks(db, actor, includeArchived)
    : listUserWalkbooks(db, actor, undefined, includeArchived);

export const assignWalkbook = async (db: Db, actor: Actor, id: string, userIds: readonly string[]) => {
  const row = await findVisibleWalkbook(db, actor, id);
  const assignees = await checkMembers(db, actor.campaignId, userIds);
  await db.transaction((tx) => repo.replaceAssignees(tx, row.id, assignees));
  return summaryOf(db, row);
};

/** The walkbook's "delete": archived (kept with its touches), recorded as the deletion the user asked for. */
export const archiveWalkbook = async (db: Db, actor: Actor, id: string, source: AuditSource) => {
  const row = await findVisibleWalkbook(db, actor, id);
  if (row.status !== 'archived') {
    await db.transaction(async (tx) => {
      await repo.archiveWalkbook(tx, row.id);
      await recordAudit(tx, source, {
        campaignId: row.campaignId,
        action: 'walkbook.deleted',
        target: { type: 'walkbook', id: row.id },
        summary: `Deleted (archived) the walkbook "${row.name}"`,
      });
    });
  }
  return summaryOf(db, { ...row, status: 'archived' });
};

/** GET /walkbook/survey/{id}: the survey canvassers ask on this walkbook, or null when it has none. */
export const getWalkbookSurvey = async (db: Db, actor: Actor, id: string): Promise<Survey | null> => {
  const row = await findVisibleWalkbook(db, actor, id);
  return row.surveyId ? getSurvey(db, actor, row.surveyId) : null;
};

/** GET /walkbook/optimized/: the doors still to knock, in walking order from `start` (or the best door). */
export const optimizedRoute = async (
  db: Db,
  actor: Actor,
  id: string,
  start: { lat: number; lng: number } | null,
): Promise<OptimizedRoute> => {
  const row = await findVisibleWalkbook(db, actor, id);
  const doors = (await repo.doorsOf(db, row.id)).filter((door) =>
    door.voters.every((v) => v.last_result === null),
  );
  const placed = doors.flatMap((door) =>
    door.lat !== null && door.lng !== null ? [{ door, lat: door.lat, lng: door.lng }] : [],
  );
  const route = optimizeRoute(placed, start ? { start } : {});
  return {
    id: row.id,
    start,
    length_m: Math.round(route.length_m),
    stops: route.order.flatMap((index) => {
      const stop = placed[index];
      return stop
        ? [
            {
              household_key: stop.door.household_key,
              address: stop.door.address,
              lat: stop.lat,
              lng: stop.lng,
            },
          ]
        : [];
    }),
    unplaced: doors
      .filter((door) => door.lat === null || door.lng === null)
      .map((door) => door.household_key),
  };
};
