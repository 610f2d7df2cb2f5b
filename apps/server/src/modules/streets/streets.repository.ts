/** The streets tables (docs/decisions/0059-served-basemap.md): Drizzle queries only. */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Bounds, StreetClass, StreetSourceKind } from '@groundwork/shared/contracts/streets';
import type { DbOrTx } from '../../db/client.ts';
import { streetSources, streets } from '../../db/schema/index.ts';
import type { Position, StreetLine } from './read-streets.ts';

/** Rows per INSERT: 8 parameters a row stays well under PostgreSQL's 65,535. */
const CHUNK = 2000;

const rowOf = (campaignId: string, line: StreetLine) => {
  let [minLng, minLat, maxLng, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng, lat] of line.coordinates) {
    minLng = Math.min(minLng, lng);
    maxLng = Math.max(maxLng, lng);
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
  }
  const { name, roadClass, coordinates } = line;
  return { campaignId, name, roadClass, coordinates, minLng, minLat, maxLng, maxLat };
};

/** The campaign's streets and source replaced by these (call inside a transaction). */
export const replaceStreets = async (
  tx: DbOrTx,
  campaignId: string,
  lines: StreetLine[],
  source: { fileName: string; kind: StreetSourceKind; skipped: number; bounds: Bounds },
) => {
  await deleteStreets(tx, campaignId);
  for (let i = 0; i < lines.length; i += CHUNK) {
    await tx.insert(streets).values(lines.slice(i, i + CHUNK).map((line) => rowOf(campaignId, line)));
  }
  const [west, south, east, north] = source.bounds;
  const [row] = await tx
    .insert(streetSources)
    .values({
      campaignId,
      fileName: source.fileName,
      kind: source.kind,
      count: lines.length,
      skipped: source.skipped,
      west,
      south,
      east,
      north,
    })
    .returning();
  return row as typeof streetSources.$inferSelect;
};

export const deleteStreets = async (tx: DbOrTx, campaignId: string) => {
  await tx.delete(streets).where(eq(streets.campaignId, campaignId));
  await tx.delete(streetSources).where(eq(streetSources.campaignId, campaignId));
};

export const findSource = async (db: DbOrTx, campaignId: string) => {
  const [row] = await db.select().from(streetSources).where(eq(streetSources.campaignId, campaignId));
  return row;
};

export const countStreets = async (db: DbOrTx, campaignId: string) => {
  const [row] = await db.select({ n: count() }).from(streets).where(eq(streets.campaignId, campaignId));
  return row?.n ?? 0;
};

/** The lines of these classes whose bounding box meets [w, s, e, n] (the GiST index on their box). */
const inBox = (campaignId: string, classes: readonly StreetClass[], [w, s, e, n]: Bounds) =>
  and(
    eq(streets.campaignId, campaignId),
    inArray(streets.roadClass, [...classes]),
    sql`box(point(${streets.minLng}, ${streets.minLat}), point(${streets.maxLng}, ${streets.maxLat})) && box(point(${w}::float8, ${s}::float8), point(${e}::float8, ${n}::float8))`,
  );

export const streetsInBox = (db: DbOrTx, campaignId: string, classes: readonly StreetClass[], box: Bounds) =>
  db
    .select({ name: streets.name, roadClass: streets.roadClass, coordinates: streets.coordinates })
    .from(streets)
    .where(inBox(campaignId, classes, box)) as Promise<
    { name: string; roadClass: StreetClass; coordinates: Position[] }[]
  >;

/** The tile made by PostGIS: `ST_AsMVT` over the lines in the tile (plus its buffer), layer `layer`. */
export const postgisTile = async (
  db: DbOrTx,
  campaignId: string,
  classes: readonly StreetClass[],
  box: Bounds,
  {
    z,
    x,
    y,
    layer,
    extent,
    buffer,
  }: { z: number; x: number; y: number; layer: string; extent: number; buffer: number },
): Promise<Uint8Array> => {
  const result = await db.execute<{ tile: Uint8Array | null }>(sql`
    with envelope as (select ST_TileEnvelope(${z}::int, ${x}::int, ${y}::int) as geom),
    lines as (
      select ST_AsMVTGeom(
          ST_Transform(ST_SetSRID(ST_GeomFromGeoJSON(json_build_object('type', 'LineString', 'coordinates', ${streets.coordinates})::text), 4326), 3857),
          envelope.geom, ${extent}::int, ${buffer}::int, true
        ) as geom,
        ${streets.name} as name, ${streets.roadClass} as class
      from ${streets}, envelope
      where ${inBox(campaignId, classes, box)}
    )
    select ST_AsMVT(lines.*, ${layer}::text, ${extent}::int, 'geom') as tile from lines where geom is not null`);
  return result.rows[0]?.tile ?? new Uint8Array();
};
