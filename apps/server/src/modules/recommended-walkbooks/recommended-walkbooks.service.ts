import {
  DEFAULT_TARGET_DOORS,
  doorsForMinutes,
  RECOMMENDATION_MESSAGES,
  type CreateRecommendedWalkbook,
  type RecommendationRequest,
  type RecommendationRequestDetail,
  type RecommendedWalkbook,
  type RecommendedWalkbookDetail,
  type RequestRecommendation,
  type UpdateRecommendedWalkbook,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import { WALKBOOK_MAX_VOTERS, WALKBOOK_MESSAGES } from '@groundwork/shared/contracts/walkbooks';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { findSurveyOrThrow } from '../surveys/surveys.service.ts';
import { selectVoters } from '../voters/voter-selection.ts';
import { countVoters } from '../voters/voters.repository.ts';
import { cutWalkbook } from '../walkbooks/walkbooks.service.ts';
import { groupDoors, proposalOf } from './proposals.ts';
import { answerRequestJob } from './recommended-walkbooks.jobs.ts';
import * as requests from './recommendation-requests.repository.ts';
import * as repo from './recommended-walkbooks.repository.ts';

const requestNotFound = () => new AppError('NOT_FOUND', RECOMMENDATION_MESSAGES.requestNotFound);
const notFound = () => new AppError('NOT_FOUND', RECOMMENDATION_MESSAGES.notFound);

/** A survey canvassers can be asked to use: an active survey of the campaign. */
const checkSurvey = async (db: DbOrTx, campaignId: string, surveyId: string | null | undefined) => {
  if (!surveyId) return;
  const survey = await findSurveyOrThrow(db, campaignId, surveyId).catch(() => null);
  if (survey?.recordStatus !== 'is_active') throw badRequest(WALKBOOK_MESSAGES.surveyUnavailable);
};

const checkSize = (voters: number) => {
  if (voters === 0) throw badRequest(WALKBOOK_MESSAGES.noVoters);
  if (voters > WALKBOOK_MAX_VOTERS) throw badRequest(WALKBOOK_MESSAGES.tooManyVoters);
};

const findRequest = async (db: Db, actor: Actor, id: string): Promise<RecommendationRequest> => {
  const [request] = await requests.listRequests(db, actor.campaignId, id);
  if (!request) throw requestNotFound();
  return request;
};

/** POST …/request-walkbook-recommendation/: stored Pending, answered right after the reply. */
export const requestRecommendation = async (
  db: Db,
  jobs: JobQueue,
  actor: Actor,
  body: RequestRecommendation,
): Promise<RecommendationRequest> => {
  await checkSurvey(db, actor.campaignId, body.survey_id);
  const row = await requests.insertRequest(db, {
    campaignId: actor.campaignId,
    userId: body.user_id ?? actor.userId,
    requestName: body.request_name,
    description: body.description ?? null,
    outreachType: body.outreach_type,
    creationMethod: body.creation_method,
    filterParams: body.filter_params,
    targetDoors:
      body.target_minutes !== undefined
        ? doorsForMinutes(body.target_minutes)
        : (body.target_doors ?? DEFAULT_TARGET_DOORS),
    targetMinutes: body.target_minutes ?? null,
    surveyId: body.survey_id ?? null,
    status: 'Pending',
  });
  await jobs.enqueue(answerRequestJob, { request_id: row.id });
  return findRequest(db, actor, row.id);
};

export const getRecommendationRequest = async (
  db: Db,
  actor: Actor,
  id: string,
): Promise<RecommendationRequestDetail> => {
  const request = await findRequest(db, actor, id);
  return {
    ...request,
    recommended_walkbooks: await repo.listRecommended(db, actor.campaignId, { requestId: id }),
  };
};

export const listRecommendationRequests = (db: Db, actor: Actor) =>
  requests.listRequests(db, actor.campaignId);

/** Deletes the request and its recommended walkbooks; walkbooks already accepted stay. */
export const deleteRecommendationRequest = async (db: Db, actor: Actor, id: string) => {
  if (!(await requests.deleteRequest(db, actor.campaignId, id))) throw requestNotFound();
};

const findRecommended = async (db: DbOrTx, actor: Actor, id: string) => {
  const [row] = await repo.listRecommended(db, actor.campaignId, { id });
  if (!row) throw notFound();
  return row;
};

/** POST /recommended-walkbook/: one recommended walkbook of the voters inside the drawn area. */
export const createRecommendedWalkbook = async (
  db: Db,
  actor: Actor,
  body: CreateRecommendedWalkbook,
): Promise<RecommendedWalkbook> => {
  if (body.request_id) await findRequest(db, actor, body.request_id);
  await checkSurvey(db, actor.campaignId, body.survey_id);
  const filter = { ...body.filter_params, polygon: body.geo_data };
  // The size before the cost: the voters are counted (from memory when possible) before they are read.
  const { where, count } = await selectVoters(db, actor.campaignId, filter);
  checkSize(count ?? (await countVoters(db, where)).count);
  const proposal = proposalOf(
    body.name,
    body.geo_data,
    groupDoors(await repo.targetVoters(db, actor.campaignId, where)),
  );
  checkSize(proposal.voters);
  const [id] = await db.transaction((tx) =>
    repo.insertProposals(
      tx,
      {
        campaignId: actor.campaignId,
        requestId: body.request_id ?? null,
        userId: actor.userId,
        creationMethod: body.creation_method,
        filterParams: body.filter_params,
        surveyId: body.survey_id ?? null,
      },
      [proposal],
    ),
  );
  return findRecommended(db, actor, id!);
};

export const getRecommendedWalkbook = async (
  db: Db,
  actor: Actor,
  id: string,
): Promise<RecommendedWalkbookDetail> => {
  const row = await findRecommended(db, actor, id);
  const [request] = row.request_id ? await requests.listRequests(db, actor.campaignId, row.request_id) : [];
  return { ...row, request_name: request?.request_name ?? null, door_list: await repo.doorList(db, id) };
};

export const listRecommendedWalkbooks = (db: Db, actor: Actor, requestId: string | undefined) =>
  repo.listRecommended(db, actor.campaignId, requestId ? { requestId } : {});

/** Makes the walkbook (creation method Recommended) of exactly the recommendation's voters. */
const accept = async (
  db: Db,
  actor: Actor,
  row: RecommendedWalkbook,
  name: string,
  surveyId: string | null,
  assigneeIds: readonly string[],
) => {
  const walkbook = await cutWalkbook(
    db,
    actor,
    {
      userId: actor.userId,
      name,
      creationMethod: 'Recommended',
      geoData: row.geo_data,
      filterParams: row.filter_params,
      surveyId,
    },
    { where: repo.votersOf(actor.campaignId, row.id), count: null },
    assigneeIds,
  );
  const updated = await repo.updateRecommended(
    db,
    row.id,
    { name, surveyId, status: 'Accepted', walkbookId: walkbook.id },
    true,
  );
  if (updated.length === 0) {
    // Accepted by someone else in the meantime: theirs stands.
    await repo.deleteWalkbook(db, walkbook.id);
    throw new AppError('CONFLICT', RECOMMENDATION_MESSAGES.alreadyAccepted);
  }
};

/** PUT /recommended-walkbook/: rename, change the survey, or accept (status Accepted, with assignees). */
export const updateRecommendedWalkbook = async (
  db: Db,
  actor: Actor,
  body: UpdateRecommendedWalkbook,
): Promise<RecommendedWalkbook> => {
  const row = await findRecommended(db, actor, body.id);
  if (row.status === 'Accepted')
    throw new AppError(
      'CONFLICT',
      body.status === 'Proposed'
        ? RECOMMENDATION_MESSAGES.cannotUnaccept
        : RECOMMENDATION_MESSAGES.alreadyAccepted,
    );
  if (body.assignee_ids && body.status !== 'Accepted')
    throw badRequest(RECOMMENDATION_MESSAGES.assigneesWhenAccepting);
  const name = body.name ?? row.name;
  const surveyId = body.survey_id === undefined ? row.survey_id : body.survey_id;
  if (surveyId !== row.survey_id) await checkSurvey(db, actor.campaignId, surveyId);
  if (body.status === 'Accepted') await accept(db, actor, row, name, surveyId, body.assignee_ids ?? []);
  else await repo.updateRecommended(db, row.id, { name, surveyId });
  return findRecommended(db, actor, row.id);
};

export const deleteRecommendedWalkbook = async (db: Db, actor: Actor, id: string) => {
  const row = await findRecommended(db, actor, id);
  await repo.deleteRecommended(db, row.id);
};
