import { randomUUID } from 'node:crypto';
import { WALKBOOK_MESSAGES, type VoterUpdate, type VoterVisit } from '@groundwork/shared/contracts/walkbooks';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { recordSurveyResponses } from '../surveys/surveys.service.ts';
import { progressMoved } from './walkbook-progress-notices.ts';
import * as repo from './walkbooks.repository.ts';
import { findVisibleWalkbook } from './walkbooks.service.ts';

/** How old a visit synced late may be. */
const OLDEST_VISIT_MS = 30 * 24 * 3_600_000;

/**
 * When the visit happened: the device's `recorded_at` (decision 0049), else now. A time ahead of the server's
 * is the server's now (a phone whose clock runs fast must not lose its door results; the visit happened by the
 * time it arrived at the latest); one more than 30 days back is refused.
 */
const visitTime = (recordedAt: string | undefined): Date => {
  const now = Date.now();
  if (recordedAt === undefined) return new Date(now);
  const at = new Date(recordedAt).getTime();
  if (at < now - OLDEST_VISIT_MS) throw badRequest(WALKBOOK_MESSAGES.recordedTooOld);
  return new Date(Math.min(at, now));
};

/**
 * PUT /walkbook/: one door result for one voter (a touch), with the survey answers given. A `visit_id` sent
 * before updates that visit (decision 0023): a result re-sent after a lost reply is not counted twice. The
 * visit is dated by `recorded_at` (decision 0049), so a visit synced late never overtakes a newer one.
 */
export const recordVisit = async (db: Db, actor: Actor, body: VoterVisit): Promise<VoterUpdate> => {
  const visitedAt = visitTime(body.recorded_at);
  const row = await findVisibleWalkbook(db, actor, body.id);
  if (row.status === 'archived') throw new AppError('CONFLICT', WALKBOOK_MESSAGES.archived);
  const responses = row.surveyId ? body.survey_responses.filter((entry) => entry.question_id) : [];
  // A visit with answers is one transaction (all or nothing); without, its one write needs none.
  const inTransaction = <T>(run: (tx: DbOrTx) => Promise<T>) =>
    responses.length > 0 ? db.transaction(run) : run(db);
  const update = await inTransaction(async (tx) => {
    const visitId = body.visit_id ?? randomUUID();
    const status = await repo.voterStatus(tx, row.id, body.voter_id, visitId);
    if (!status.member) throw badRequest(WALKBOOK_MESSAGES.voterNotInWalkbook);
    const visit = await repo.upsertVisit(tx, {
      id: visitId,
      campaignId: actor.campaignId,
      walkbookId: row.id,
      voterId: body.voter_id,
      userId: actor.userId,
      touchResult: body.touch_result,
      notes: body.notes ?? null,
      visitedAt,
    });
    if (!visit) throw new AppError('CONFLICT', WALKBOOK_MESSAGES.visitIdTaken);
    if (row.surveyId && responses.length > 0)
      await recordSurveyResponses(tx, {
        campaignId: actor.campaignId,
        surveyId: row.surveyId,
        voterId: body.voter_id,
        walkbookId: row.id,
        userId: actor.userId,
        responses,
      });
    return {
      id: row.id,
      voter_id: body.voter_id,
      old_status: status.oldStatus,
      touch_result: body.touch_result,
      voters_pending: await repo.votersPending(tx, row.id),
    };
  });
  progressMoved(db, actor.campaignId);
  return update;
};
