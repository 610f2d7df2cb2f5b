import { ROAD_SIGN_MESSAGES } from '@groundwork/shared/contracts/road-signs';
import {
  type CreatePlacementField,
  type InspectionField,
  type PlacementDetail,
  type RemovalField,
  type RequestPlacementBody,
} from '@groundwork/shared/contracts/road-sign-placements';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../errors.ts';
import { storeThenWrite } from '../../lib/uploads/stored-files.ts';
import type { Actor } from '../../plugins/access.ts';
import { membershipFacts } from '../memberships/memberships.repository.ts';
import { findVoterInCampaign } from './nearest-address.ts';
import { getPlacement } from './placement-views.ts';
import * as repo from './placements.repository.ts';
import type { PreparedUpload } from './road-sign-files.ts';
import { findRoadSignRow } from './road-signs.repository.ts';

const conflict = (detail: string) => new AppError('CONFLICT', detail);

const assertRoadSign = async (db: DbOrTx, actor: Actor, id: string) => {
  if (!(await findRoadSignRow(db, actor.campaignId, id))) throw notFound('Road sign');
};

/** A named installer or assignee must work in the campaign; the caller by default. */
const memberOrCaller = async (db: DbOrTx, actor: Actor, userId: string | null | undefined) => {
  if (!userId || userId === actor.userId) return actor.userId;
  if (!(await membershipFacts(db, userId, actor.campaignId)))
    throw badRequest('user_id is not a member of this campaign');
  return userId;
};

/** The placement a step applies to, locked for the step's transaction. */
const lockPlacement = async (db: DbOrTx, actor: Actor, id: string) => {
  const row = await repo.findPlacementRow(db, actor.campaignId, id);
  if (!row) throw notFound('Placement');
  return row;
};

const assertStanding = (row: repo.PlacementRow) => {
  if (row.status !== 'installed' && row.status !== 'inspected')
    throw conflict(ROAD_SIGN_MESSAGES.notStanding);
};

type StepStatus = 'installed' | 'inspected' | 'removed';

/**
 * The placement of a step already recorded under `stepId` (decision 0049), or undefined when the id is new.
 * The id of another user's, campaign's or kind of step is a 409.
 */
const replayedStep = async (db: DbOrTx, actor: Actor, stepId: string | undefined, status: StepStatus) => {
  const event = stepId ? await repo.findStepOwner(db, stepId) : undefined;
  if (!event) return undefined;
  if (event.campaignId !== actor.campaignId || event.userId !== actor.userId || event.status !== status)
    throw conflict(ROAD_SIGN_MESSAGES.stepIdTaken);
  return event.placementId;
};

/**
 * A step with a photo: files first, then the rows in one transaction; a failure of either leaves neither. A
 * step sent again under its `step_id` stores nothing and answers the placement as it stands.
 */
const photoStep = async (
  ctx: AppContext,
  actor: Actor,
  photo: PreparedUpload,
  { stepId, status }: { stepId: string | undefined; status: StepStatus },
  step: (
    tx: DbOrTx,
    event: { id?: string; photoKey: string; thumbnailKey: string | null },
  ) => Promise<string>,
): Promise<PlacementDetail> => {
  const replayed = await replayedStep(ctx.db, actor, stepId, status);
  if (replayed) return getPlacement(ctx, ctx.db, actor, replayed);
  const event = {
    ...(stepId ? { id: stepId } : {}),
    photoKey: photo.fileKey,
    thumbnailKey: photo.thumbnailKey,
  };
  try {
    const id = await storeThenWrite(ctx.storage, photo.files, () =>
      ctx.db.transaction((tx) => step(tx, event)),
    );
    return await getPlacement(ctx, ctx.db, actor, id);
  } catch (error) {
    // The same step sent twice at once: the first one wrote it, the second answers as a replay.
    const raced = isUniqueViolation(error) ? await replayedStep(ctx.db, actor, stepId, status) : undefined;
    if (!raced) throw error;
    return getPlacement(ctx, ctx.db, actor, raced);
  }
};

/**
 * Installs a sign (POST /road-sign/placement/): a new placement, or the requested one named by
 * `request_id`. The location is the one sent, else the photo's EXIF GPS, else the request's.
 */
export const installPlacement = (
  ctx: AppContext,
  actor: Actor,
  values: CreatePlacementField,
  photo: PreparedUpload,
) =>
  photoStep(ctx, actor, photo, { stepId: values.step_id, status: 'installed' }, async (tx, photoKeys) => {
    await assertRoadSign(tx, actor, values.road_sign_id);
    const userId = await memberOrCaller(tx, actor, values.user_id);
    const request = values.request_id ? await lockPlacement(tx, actor, values.request_id) : undefined;
    if (request?.status === 'removed') throw conflict(ROAD_SIGN_MESSAGES.removedCannotReinstall);
    if (request && request.status !== 'requested') throw conflict(ROAD_SIGN_MESSAGES.notRequested);
    const requested = request && request.lat !== null && request.lng !== null ? request : undefined;
    const location =
      values.coordinates ?? photo.gps ?? (requested ? { lat: requested.lat, lng: requested.lng } : null);
    if (!location) throw badRequest(ROAD_SIGN_MESSAGES.noLocation);
    const fields = {
      roadSignId: values.road_sign_id,
      userId,
      status: 'installed' as const,
      lat: location.lat,
      lng: location.lng,
      address: values.address ?? request?.address ?? null,
      notes: values.notes ?? request?.notes ?? null,
      installedAt: new Date(),
    };
    let id: string;
    if (request) {
      await repo.updatePlacement(tx, request.id, fields);
      id = request.id;
    } else {
      ({ id } = await repo.insertPlacement(tx, {
        ...fields,
        campaignId: actor.campaignId,
        requestedBy: null,
      }));
    }
    await repo.insertEvent(tx, {
      campaignId: actor.campaignId,
      placementId: id,
      status: 'installed',
      notes: values.notes ?? null,
      userId: actor.userId,
      ...photoKeys,
    });
    return id;
  });

/** A supporter's request for a sign (from the sign page or a door result): no photo, no installer yet. */
export const requestPlacement = async (
  ctx: AppContext,
  actor: Actor,
  body: RequestPlacementBody,
): Promise<PlacementDetail> => {
  const id = await ctx.db.transaction(async (tx) => {
    await assertRoadSign(tx, actor, body.road_sign_id);
    if (body.voter_id && !(await findVoterInCampaign(tx, actor.campaignId, body.voter_id)))
      throw notFound('Voter');
    const userId = body.user_id ? await memberOrCaller(tx, actor, body.user_id) : null;
    const row = await repo.insertPlacement(tx, {
      campaignId: actor.campaignId,
      roadSignId: body.road_sign_id,
      userId,
      requestedBy: actor.userId,
      status: 'requested',
      lat: body.coordinates?.lat ?? null,
      lng: body.coordinates?.lng ?? null,
      address: body.address,
      contact: body.contact ?? null,
      voterId: body.voter_id ?? null,
      notes: body.notes ?? null,
    });
    await repo.insertEvent(tx, {
      campaignId: actor.campaignId,
      placementId: row.id,
      status: 'requested',
      notes: body.notes ?? null,
      userId: actor.userId,
    });
    return row.id;
  });
  return getPlacement(ctx, ctx.db, actor, id);
};

/** An inspection of a standing sign: ok, damaged or missing, with a photo. */
export const inspectPlacement = (
  ctx: AppContext,
  actor: Actor,
  values: InspectionField,
  photo: PreparedUpload,
) =>
  photoStep(ctx, actor, photo, { stepId: values.step_id, status: 'inspected' }, async (tx, photoKeys) => {
    const row = await lockPlacement(tx, actor, values.placement_id);
    assertStanding(row);
    await repo.updatePlacement(tx, row.id, {
      status: 'inspected',
      condition: values.condition,
      inspectedAt: new Date(),
    });
    await repo.insertEvent(tx, {
      campaignId: actor.campaignId,
      placementId: row.id,
      status: 'inspected',
      condition: values.condition,
      notes: values.notes ?? null,
      userId: actor.userId,
      ...photoKeys,
    });
    return row.id;
  });

/** The sign taken down, with a photo of the cleared spot: the placement's last step. */
export const removePlacement = (ctx: AppContext, actor: Actor, values: RemovalField, photo: PreparedUpload) =>
  photoStep(ctx, actor, photo, { stepId: values.step_id, status: 'removed' }, async (tx, photoKeys) => {
    const row = await lockPlacement(tx, actor, values.placement_id);
    assertStanding(row);
    await repo.updatePlacement(tx, row.id, { status: 'removed', removedAt: new Date() });
    await repo.insertEvent(tx, {
      campaignId: actor.campaignId,
      placementId: row.id,
      status: 'removed',
      notes: values.notes ?? null,
      userId: actor.userId,
      ...photoKeys,
    });
    return row.id;
  });
