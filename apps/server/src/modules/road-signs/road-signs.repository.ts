import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RoadSign, RoadSignMinimal } from '@groundwork/shared/contracts/road-signs';
import type { DbOrTx } from '../../db/client.ts';
import { roadSignPlacements as placements, roadSigns } from '../../db/schema/index.ts';

export type RoadSignRow = typeof roadSigns.$inferSelect;

/** A placement whose last inspection found the sign missing: no longer standing, whatever its status. */
const isMissing = sql`${placements.condition} is not distinct from 'missing'`;
const count = (status: string) =>
  sql<number>`count(*) filter (where ${placements.status} = ${status} and (${placements.status} = 'removed' or not ${isMissing}))::int`;

/** Placements per sign and status in one campaign. */
const countsOf = (db: DbOrTx, campaignId: string) =>
  db
    .select({
      roadSignId: placements.roadSignId,
      requested: count('requested').as('requested'),
      installed: count('installed').as('installed'),
      inspected: count('inspected').as('inspected'),
      missing:
        sql<number>`count(*) filter (where ${placements.status} <> 'removed' and ${isMissing})::int`.as(
          'missing',
        ),
      removed: count('removed').as('removed'),
    })
    .from(placements)
    .where(eq(placements.campaignId, campaignId))
    .groupBy(placements.roadSignId)
    .as('counts');

/** Where a file of a sign is served (the route checks membership; files are never public). */
export const fileUrl = (campaignId: string, id: string, size: 'full' | 'thumbnail' = 'full') =>
  `/api/road-sign/file/?campaign_id=${campaignId}&id=${id}${size === 'thumbnail' ? '&size=thumbnail' : ''}`;

const toRoadSign = (
  row: RoadSignRow,
  counts: {
    requested: number | null;
    installed: number | null;
    inspected: number | null;
    missing: number | null;
    removed: number | null;
  },
): RoadSign => ({
  id: row.id,
  campaign_id: row.campaignId,
  user_id: row.userId,
  name: row.name,
  description: row.description,
  quantity: row.quantity,
  file: {
    content_type: row.contentType,
    size: row.fileSize,
    url: fileUrl(row.campaignId, row.id),
    thumbnail_url: row.thumbnailKey ? fileUrl(row.campaignId, row.id, 'thumbnail') : null,
  },
  placement_counts: {
    requested: counts.requested ?? 0,
    installed: counts.installed ?? 0,
    inspected: counts.inspected ?? 0,
    missing: counts.missing ?? 0,
    removed: counts.removed ?? 0,
  },
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The campaign's signs by name, with their placement counts; `where` narrows them. */
export const listRoadSigns = async (db: DbOrTx, campaignId: string, where?: SQL): Promise<RoadSign[]> => {
  const counts = countsOf(db, campaignId);
  const rows = await db
    .select({
      sign: roadSigns,
      requested: counts.requested,
      installed: counts.installed,
      inspected: counts.inspected,
      missing: counts.missing,
      removed: counts.removed,
    })
    .from(roadSigns)
    .leftJoin(counts, eq(counts.roadSignId, roadSigns.id))
    .where(and(eq(roadSigns.campaignId, campaignId), where))
    .orderBy(asc(sql`lower(${roadSigns.name})`));
  return rows.map((r) => toRoadSign(r.sign, r));
};

export const getRoadSign = async (db: DbOrTx, campaignId: string, id: string) =>
  (await listRoadSigns(db, campaignId, eq(roadSigns.id, id)))[0];

/** The signs a user installed or is to install. */
export const listUserRoadSigns = (db: DbOrTx, campaignId: string, userId: string) =>
  listRoadSigns(
    db,
    campaignId,
    inArray(
      roadSigns.id,
      db
        .select({ id: placements.roadSignId })
        .from(placements)
        .where(and(eq(placements.campaignId, campaignId), eq(placements.userId, userId))),
    ),
  );

export const listMinimal = async (db: DbOrTx, campaignId: string): Promise<RoadSignMinimal[]> => {
  const rows = await db
    .select({ id: roadSigns.id, name: roadSigns.name, thumbnailKey: roadSigns.thumbnailKey })
    .from(roadSigns)
    .where(eq(roadSigns.campaignId, campaignId))
    .orderBy(asc(sql`lower(${roadSigns.name})`));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    thumbnail_url: r.thumbnailKey ? fileUrl(campaignId, r.id, 'thumbnail') : null,
  }));
};

export const findRoadSignRow = async (db: DbOrTx, campaignId: string, id: string) => {
  const [row] = await db
    .select()
    .from(roadSigns)
    .where(and(eq(roadSigns.campaignId, campaignId), eq(roadSigns.id, id)));
  return row;
};

export const insertRoadSign = async (db: DbOrTx, values: typeof roadSigns.$inferInsert) => {
  const [row] = await db.insert(roadSigns).values(values).returning({ id: roadSigns.id });
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const updateRoadSign = async (
  db: DbOrTx,
  campaignId: string,
  id: string,
  patch: Partial<Pick<RoadSignRow, 'name' | 'description' | 'quantity'>>,
) => {
  const [row] = await db
    .update(roadSigns)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(roadSigns.campaignId, campaignId), eq(roadSigns.id, id)))
    .returning({ id: roadSigns.id });
  return row;
};

/**
 * Moves a design's stock by `delta` as signs go out (install: -1) and come back (removal: +1); never below zero:
 * a sign put up when the count said none were left means the count was short, not that the stock is negative.
 */
export const adjustStock = (db: DbOrTx, campaignId: string, id: string, delta: number) =>
  db
    .update(roadSigns)
    .set({ quantity: sql`greatest(${roadSigns.quantity} + ${delta}, 0)`, updatedAt: new Date() })
    .where(and(eq(roadSigns.campaignId, campaignId), eq(roadSigns.id, id)));
