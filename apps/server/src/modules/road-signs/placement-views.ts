import type { SQL } from 'drizzle-orm';
import type { RemovalFlag } from '@groundwork/shared/contracts/road-signs';
import type {
  Placement,
  PlacementDetail,
  PickupRoute,
  PickupRouteBody,
  RoadSignSettings,
  RoadSignSummary,
} from '@groundwork/shared/contracts/road-sign-placements';
import { ROAD_SIGN_LIMITS } from '@groundwork/shared/contracts/road-signs';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { optimizeRoute } from '../walkbooks/route/optimize.ts';
import * as repo from './placements.repository.ts';
import { contentTypeOfKey } from './road-sign-files.ts';

const DAY_MS = 86_400_000;

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export const todayIn = (timeZone: string, now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/**
 * The flag of a standing sign: `overdue` after the deadline, `due_soon` from `warningDays` before it.
 * The deadline is the campaign's, so every standing sign of a campaign carries the same flag.
 */
export const removalFlag = (
  settings: { removalDeadline: string | null; warningDays: number } | undefined,
  today: string,
): RemovalFlag | null => {
  if (!settings?.removalDeadline) return null;
  const daysLeft = (Date.parse(settings.removalDeadline) - Date.parse(today)) / DAY_MS;
  if (daysLeft < 0) return 'overdue';
  return daysLeft <= settings.warningDays ? 'due_soon' : null;
};

export const photoUrls = (campaignId: string, eventId: string) => ({
  id: eventId,
  url: `/api/road-sign/placement/photo/?campaign_id=${campaignId}&id=${eventId}`,
  thumbnail_url: `/api/road-sign/placement/photo/?campaign_id=${campaignId}&id=${eventId}&size=thumbnail`,
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toPlacement = (
  { placement: p, roadSignName, photoId }: repo.ListedPlacement,
  flag: RemovalFlag | null,
): Placement => ({
  id: p.id,
  campaign_id: p.campaignId,
  road_sign_id: p.roadSignId,
  road_sign_name: roadSignName,
  user_id: p.userId,
  requested_by: p.requestedBy,
  status: p.status,
  coordinates: p.lat === null || p.lng === null ? null : { lat: p.lat, lng: p.lng },
  location_source: p.locationSource,
  location_gap_m: p.locationGapM,
  address: p.address,
  contact: p.contact,
  voter_id: p.voterId,
  notes: p.notes,
  condition: p.condition,
  photo: photoId ? photoUrls(p.campaignId, photoId) : null,
  file: photoId ? photoUrls(p.campaignId, photoId) : null,
  removal_flag: repo.isStanding(p) ? flag : null,
  installed_at: iso(p.installedAt),
  inspected_at: iso(p.inspectedAt),
  removed_at: iso(p.removedAt),
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});

/** Placements as the API gives them, each flagged against the campaign's removal deadline. */
const placementsWhere = async (
  ctx: AppContext,
  db: DbOrTx,
  campaignId: string,
  where: (SQL | undefined)[],
) => {
  const [rows, settings] = await Promise.all([
    repo.listPlacementRows(db, campaignId, ...where),
    repo.findSettings(db, campaignId),
  ]);
  const flag = removalFlag(settings, todayIn(ctx.config.timeZone));
  return rows.map((row) => toPlacement(row, flag));
};

export const listPlacements = (
  ctx: AppContext,
  actor: Actor,
  filters: { road_sign_id?: string | undefined; status?: string | undefined; user_id?: string | undefined },
) => placementsWhere(ctx, ctx.db, actor.campaignId, repo.placementFilters(filters));

export const getPlacement = async (
  ctx: AppContext,
  db: DbOrTx,
  actor: Actor,
  id: string,
): Promise<PlacementDetail> => {
  const [placement] = await placementsWhere(ctx, db, actor.campaignId, [repo.byId(id)]);
  if (!placement) throw notFound('Placement');
  const events = await repo.listEvents(db, id);
  return {
    ...placement,
    events: events.map((e) => ({
      id: e.id,
      status: e.status,
      condition: e.condition,
      notes: e.notes,
      user_id: e.userId,
      photo: e.photoKey ? photoUrls(e.campaignId, e.id) : null,
      created_at: e.createdAt.toISOString(),
    })),
  };
};

/** A placement photo (or its thumbnail) of the actor's campaign. */
export const photoFile = async (db: Db, actor: Actor, eventId: string, size: 'full' | 'thumbnail') => {
  const event = await repo.findEvent(db, actor.campaignId, eventId);
  const key = size === 'full' ? event?.photoKey : event?.thumbnailKey;
  if (!key) throw notFound('Photo');
  return { key, contentType: contentTypeOfKey(key), fileName: key.split('/').pop() ?? 'photo' };
};

export const getSettings = async (db: Db, actor: Actor): Promise<RoadSignSettings> => {
  const row = await repo.findSettings(db, actor.campaignId);
  return {
    campaign_id: actor.campaignId,
    removal_deadline: row?.removalDeadline ?? null,
    warning_days: row?.warningDays ?? 7,
  };
};

export const saveSettings = async (
  db: Db,
  actor: Actor,
  body: { removal_deadline: string | null; warning_days: number },
) => {
  await repo.saveSettings(db, actor.campaignId, {
    removalDeadline: body.removal_deadline,
    warningDays: body.warning_days,
  });
  return getSettings(db, actor);
};

export const summary = async (ctx: AppContext, actor: Actor): Promise<RoadSignSummary> => {
  const [counts, settings] = await Promise.all([
    repo.countPlacements(ctx.db, actor.campaignId, ctx.config.timeZone),
    repo.findSettings(ctx.db, actor.campaignId),
  ]);
  const flag = removalFlag(settings, todayIn(ctx.config.timeZone));
  return {
    installed_this_week: counts.installedThisWeek,
    requests_waiting: counts.requestsWaiting,
    due_for_removal: flag ? counts.standing : 0,
    overdue: flag === 'overdue' ? counts.standing : 0,
    removal_deadline: settings?.removalDeadline ?? null,
  };
};

/** The standing signs of an area in pickup order from `start` (the walkbooks' route optimizer). */
export const pickupRoute = async (
  ctx: AppContext,
  actor: Actor,
  body: PickupRouteBody,
): Promise<PickupRoute> => {
  const standing = await placementsWhere(
    ctx,
    ctx.db,
    actor.campaignId,
    repo.standingWhere(body.area, body.road_sign_id),
  );
  const stops = standing.slice(0, ROAD_SIGN_LIMITS.pickupStops);
  const points = stops.flatMap((s) => (s.coordinates ? [s.coordinates] : []));
  if (points.length === 0) return { stops: [], length_m: 0 };
  const route = optimizeRoute(points, { start: body.start });
  return { stops: route.order.map((i) => stops[i]).filter((s) => s !== undefined), length_m: route.length_m };
};
