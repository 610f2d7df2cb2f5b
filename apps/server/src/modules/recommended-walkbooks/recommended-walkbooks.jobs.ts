import type { FastifyBaseLogger } from 'fastify';
import {
  RECOMMENDATION_MAX_DOORS,
  RECOMMENDATION_MESSAGES,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import type { Db } from '../../db/client.ts';
import { selectVoters } from '../voters/voter-selection.ts';
import { countVoters } from '../voters/voters.repository.ts';
import { groupDoors, proposeWalkbooks } from './proposals.ts';
import * as repo from './recommended-walkbooks.repository.ts';

/**
 * Answers a request (Pending → Ready, or Failed with a reason): its matching voters' doors cut into ranked
 * walkbooks of about the target size. Idempotent: the request's walkbooks are replaced in one transaction.
 */
export const answerRequest = async (db: Db, request: repo.RequestRow, log: FastifyBaseLogger) => {
  const fail = (error: string) => repo.updateRequest(db, request.id, { status: 'Failed', error });
  try {
    const { where } = await selectVoters(db, request.campaignId, request.filterParams);
    const total = await countVoters(db, where);
    if (total.count === 0) return await fail(RECOMMENDATION_MESSAGES.noVoters);
    if (total.doors > RECOMMENDATION_MAX_DOORS) return await fail(RECOMMENDATION_MESSAGES.tooManyDoors);
    const doors = groupDoors(await repo.targetVoters(db, request.campaignId, where));
    const placed = doors.filter((door) => door.lat !== null && door.lng !== null);
    if (placed.length === 0) return await fail(RECOMMENDATION_MESSAGES.noPlacedDoors);
    const proposals = proposeWalkbooks(placed, request.targetDoors);
    const saved = await repo.saveRecommendations(db, request, proposals, {
      voters: doors.reduce((sum, door) => sum + door.voterIds.length, 0),
      doors: doors.length,
      unplacedDoors: doors.length - placed.length,
    });
    if (!saved) log.info({ request_id: request.id }, 'recommendation request deleted while it was answered');
  } catch (error) {
    log.error({ err: error, request_id: request.id }, 'recommending walkbooks failed');
    await fail(RECOMMENDATION_MESSAGES.failed);
  }
};

/** Answers the request after the reply is sent; the request never waits for it. */
export const scheduleAnswer = (db: Db, request: repo.RequestRow, log: FastifyBaseLogger) => {
  setImmediate(() => {
    answerRequest(db, request, log).catch((error: unknown) => {
      log.error({ err: error, request_id: request.id }, 'recording a failed recommendation failed');
    });
  });
};

/** At start: requests left Pending by a stopped server are answered again, one after the other. */
export const resumePendingRequests = async (db: Db, log: FastifyBaseLogger) => {
  for (const request of await repo.pendingRequests(db)) await answerRequest(db, request, log);
};
