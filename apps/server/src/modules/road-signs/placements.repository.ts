import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { GeoPolygon } from '@groundwork/shared/contracts/voters';
import type { DbOrTx } from '../../db/client.ts';
import {
  roadSignEvents as events,
  roadSignPlacements as placements,
  roadSigns,
  roadSignSettings,
} from '../../db/schema/index.ts';
import { closeRings } from '../voters/geography.ts';

export type PlacementRow = typeof placements.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export const STANDING = ['installed', 'inspected'] as const;

/** Standing: installed or inspected, and not found missing at the last inspection (decision 0054). */
export const isStanding = (p: Pick<PlacementRow, 'status' | 'condition'>) =>
  (p.status === 'installed' || p.status === 'inspected') && p.condition !== 'missing';
const notMissing = sql`${placements.condition} is distinct from 'missing'`;

const latestPhotoId = sql<string | null>`(
  select e.id from road_sign_events e
  where e.placement_id = ${placements.id} and e.photo_key is not null
  order by e.created_at desc, e.id desc limit 1)`;

/** Placements of one campaign with their sign's name and latest photo, newest first. */
export const listPlacementRows = (db: DbOrTx, campaignId: string, ...where: (SQL | undefined)[]) =>
  db
    .select({ placement: placements, roadSignName: roadSigns.name, photoId: latestPhotoId })
    .from(placements)
    .innerJoin(roadSigns, eq(roadSigns.id, placements.roadSignId))
    .where(and(eq(placements.campaignId, campaignId), ...where))
    .orderBy(desc(placements.createdAt), desc(placements.id));
export type ListedPlacement = Awaited<ReturnType<typeof listPlacementRows>>[number];

export const placementFilters = (filters: { road_sign_id?: string; status?: string; user_id?: string }) => [
  filters.road_sign_id ? eq(placements.roadSignId, filters.road_sign_id) : undefined,
  filters.status ? eq(placements.status, filters.status as PlacementRow['status']) : undefined,
  filters.user_id ? eq(placements.userId, filters.user_id) : undefined,
];

export const byId = (id: string) => eq(placements.id, id);

/** Standing signs with a location, inside `area` when given (the same point-in-polygon as voters). */
export const standingWhere = (area: GeoPolygon | null | undefined, roadSignId: string | null | undefined) => [
  inArray(placements.status, [...STANDING]),
  notMissing,
  isNotNull(placements.lat),
  isNotNull(placements.lng),
  roadSignId ? eq(placements.roadSignId, roadSignId) : undefined,
  area
    ? sql`gw_polygon_covers(${placements.lng}, ${placements.lat}, ${JSON.stringify(closeRings(area))}::jsonb)`
    : undefined,
];

export const findPlacementRow = async (db: DbOrTx, campaignId: string, id: string) => {
  const [row] = await db
    .select()
    .from(placements)
    .where(and(eq(placements.campaignId, campaignId), eq(placements.id, id)))
    .for('update');
  return row;
};

export const insertPlacement = async (db: DbOrTx, values: typeof placements.$inferInsert) => {
  const [row] = await db.insert(placements).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const updatePlacement = (db: DbOrTx, id: string, patch: Partial<typeof placements.$inferInsert>) =>
  db
    .update(placements)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(placements.id, id));

export const insertEvent = (db: DbOrTx, values: typeof events.$inferInsert) =>
  db.insert(events).values(values);

/** A step by its id in any campaign: only to tell a replayed step_id from another's (decision 0049). */
export const findStepOwner = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select({
      campaignId: events.campaignId,
      userId: events.userId,
      status: events.status,
      placementId: events.placementId,
    })
    .from(events)
    .where(eq(events.id, id));
  return row;
};

export const listEvents = (db: DbOrTx, placementId: string) =>
  db
    .select()
    .from(events)
    .where(eq(events.placementId, placementId))
    .orderBy(asc(events.createdAt), asc(events.id));

export const findEvent = async (db: DbOrTx, campaignId: string, id: string) => {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.campaignId, campaignId), eq(events.id, id)));
  return row;
};

export const findSettings = async (db: DbOrTx, campaignId: string) => {
  const [row] = await db.select().from(roadSignSettings).where(eq(roadSignSettings.campaignId, campaignId));
  return row;
};

export const saveSettings = (
  db: DbOrTx,
  campaignId: string,
  values: { removalDeadline: string | null; warningDays: number },
) =>
  db
    .insert(roadSignSettings)
    .values({ campaignId, ...values })
    .onConflictDoUpdate({
      target: roadSignSettings.campaignId,
      set: { ...values, updatedAt: new Date() },
    });

/** The dashboard's counts: installs since Monday 00:00 in `timeZone`, waiting requests, standing signs. */
export const countPlacements = async (db: DbOrTx, campaignId: string, timeZone: string) => {
  const weekStart = sql`(date_trunc('week', now() at time zone ${timeZone}) at time zone ${timeZone})`;
  const [row] = await db
    .select({
      installedThisWeek: sql<number>`count(*) filter (where ${placements.installedAt} >= ${weekStart})::int`,
      requestsWaiting: sql<number>`count(*) filter (where ${placements.status} = 'requested')::int`,
      standing: sql<number>`count(*) filter (where ${placements.status} in ('installed', 'inspected') and ${notMissing})::int`,
    })
    .from(placements)
    .where(eq(placements.campaignId, campaignId));
  return row ?? { installedThisWeek: 0, requestsWaiting: 0, standing: 0 };
};
