import {
  ROAD_SIGN_MESSAGES,
  type Coordinates,
  type LocationSource,
} from '@groundwork/shared/contracts/road-signs';
import { photoOverPhone } from '@groundwork/shared/placement-position';
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
import { parseTypedAddress } from '../../lib/addresses/typed-address.ts';
import { storeThenWrite } from '../../lib/uploads/stored-files.ts';
import type { Actor } from '../../plugins/access.ts';
import { membershipFacts } from '../memberships/memberships.repository.ts';
import { findVoterInCampaign, householdAt } from './nearest-address.ts';
import { getPlacement } from './placement-views.ts';
import * as repo from './placements.repository.ts';
import type { PreparedUpload } from './road-sign-files.ts';
import { adjustStock, findRoadSignRow } from './road-signs.repository.ts';

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

interface Located {
  lat: number;
  lng: number;
  locationSource: LocationSource;
  locationGapM: number | null;
}

/**
 * Where an installed sign stands (decision 0054): a tap on the map as sent; the phone's position unless the
 * photo's GPS is more than PHOTO_GPS_METRES from it (`photoOverPhone`); the photo's when nothing was sent; else
 * the request's. Null when there is none.
 */
export const installLocation = (
  sent: { at: Coordinates; from: 'device' | 'map' } | null,
  photo: Coordinates | null,
  requested: Coordinates | null,
): Located | null => {
  if (sent && photo) {
    const { photoWins, gapM } = photoOverPhone(sent.at, photo);
    const at = photoWins && sent.from === 'device' ? photo : sent.at;
    return { ...at, locationSource: at === photo ? 'photo' : 'sent', locationGapM: gapM };
  }
  if (sent) return { ...sent.at, locationSource: 'sent', locationGapM: null };
  if (photo) return { ...photo, locationSource: 'photo', locationGapM: null };
  return requested ? { ...requested, locationSource: 'request', locationGapM: null } : null;
};

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
    const requested =
      request && request.lat !== null && request.lng !== null ? { lat: request.lat, lng: request.lng } : null;
    const sent = values.coordinates
      ? { at: values.coordinates, from: values.coordinates_from ?? ('device' as const) }
      : null;
    const location = installLocation(sent, photo.gps, requested);
    if (!location) throw badRequest(ROAD_SIGN_MESSAGES.noLocation);
    const fields = {
      roadSignId: values.road_sign_id,
      userId,
      status: 'installed' as const,
      ...location,
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
    // A sign put up leaves the stock (decision 0054).
    await adjustStock(tx, actor.campaignId, values.road_sign_id, -1);
    return id;
  });

/**
 * Where a request is to go on the map (decision 0054): the coordinates sent (a door's, or a tap on the map),
 * else the position of the voter who asked, else the voter file's household at the typed address. With none
 * it is refused (400 addressNotFound), so that the screen asks for a tap on the map: a request that shows on
 * no map is a sign nobody puts up.
 */
const requestLocation = async (
  tx: DbOrTx,
  actor: Actor,
  body: RequestPlacementBody,
  voter: { lat: number | null; lng: number | null } | undefined,
): Promise<Located> => {
  if (body.coordinates) return { ...body.coordinates, locationSource: 'sent', locationGapM: null };
  const household =
    voter?.lat != null && voter.lng != null
      ? { lat: voter.lat, lng: voter.lng }
      : await householdAt(tx, actor.campaignId, parseTypedAddress(body.address));
  if (!household) throw badRequest(ROAD_SIGN_MESSAGES.addressNotFound);
  return { lat: household.lat, lng: household.lng, locationSource: 'voter_file', locationGapM: null };
};

/** A supporter's request for a sign (from the sign page or a door result): no photo, no installer yet. */
export const requestPlacement = async (
  ctx: AppContext,
  actor: Actor,
  body: RequestPlacementBody,
): Promise<PlacementDetail> => {
  const id = await ctx.db.transaction(async (tx) => {
    await assertRoadSign(tx, actor, body.road_sign_id);
    const voter = body.voter_id ? await findVoterInCampaign(tx, actor.campaignId, body.voter_id) : undefined;
    if (body.voter_id && !voter) throw notFound('Voter');
    const location = await requestLocation(tx, actor, body, voter);
    const userId = body.user_id ? await memberOrCaller(tx, actor, body.user_id) : null;
    const row = await repo.insertPlacement(tx, {
      campaignId: actor.campaignId,
      roadSignId: body.road_sign_id,
      userId,
      requestedBy: actor.userId,
      status: 'requested',
      ...location,
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
    // A sign taken down goes back into stock; one last found missing is not there to come back.
    if (row.condition !== 'missing') await adjustStock(tx, actor.campaignId, row.roadSignId, 1);
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
