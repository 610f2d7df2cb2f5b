import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  RECOMMENDATION_MAX_DOORS,
  RECOMMENDATION_MESSAGES,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/job.ts';
import { selectVoters } from '../voters/voter-selection.ts';
import { countVoters } from '../voters/voters.repository.ts';
import { groupDoors, proposeWalkbooks } from './proposals.ts';
import * as requests from './recommendation-requests.repository.ts';
import * as repo from './recommended-walkbooks.repository.ts';

/**
 * Answers a request (Pending → Ready, or Failed with a reason): its matching voters' doors cut into ranked
 * walkbooks of about the target size. Idempotent: the request's walkbooks are replaced in one transaction.
 */
export const answerRequest = async (db: Db, request: requests.RequestRow, log: FastifyBaseLogger) => {
  const fail = (error: string) => requests.updateRequest(db, request.id, { status: 'Failed', error });
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

/** Answers a recommendation request that is still Pending (answered or deleted ones are left alone). */
export const answerRequestJob = defineJob({
  name: 'walkbook-recommendation',
  payload: z.object({ request_id: z.uuid() }),
  handle: async (ctx, { request_id }, { log }) => {
    const request = await requests.pendingRequest(ctx.db, request_id);
    if (request) await answerRequest(ctx.db, request, log);
  },
});
