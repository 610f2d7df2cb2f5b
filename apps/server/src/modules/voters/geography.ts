/**
 * Geography behind one interface (docs/decisions/0015-postgis-and-benchmarks.md): the polygon filter
 * is always `gw_polygon_covers(lng, lat, polygon)` after a bounding box on the indexed lat/lng. The
 * migrations define it as a PL/pgSQL point-in-polygon that follows PostGIS ST_Covers exactly (PGlite,
 * or a server without PostGIS); at start, on a PostgreSQL server where PostGIS can be had, it becomes
 * an inlinable `ST_Covers` over a GiST-indexed point expression. Both give the same voters.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { GeoPolygon } from '@groundwork/shared/contracts/voters';
import type { Database, Db } from '../../db/client.ts';
import { voters } from '../../db/schema/index.ts';

export type GeographyMode = 'postgis' | 'plpgsql';

/** The implementation each database handle uses (set at start); the migrations' fallback until then. */
const modes = new WeakMap<Db, GeographyMode>();
export const geographyOf = (db: Db): GeographyMode => modes.get(db) ?? 'plpgsql';

/** The point expression the GiST index is built on; the PostGIS definition uses the same one. */
const POINT = 'ST_SetSRID(ST_MakePoint(lng, lat), 4326)';
const FUNCTION_HEAD =
  'CREATE OR REPLACE FUNCTION gw_polygon_covers(px double precision, py double precision, geom jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS';
const DEFINITIONS: Record<GeographyMode, string> = {
  postgis: `${FUNCTION_HEAD} $$ SELECT ST_Covers(ST_SetSRID(ST_GeomFromGeoJSON(geom), 4326), ST_SetSRID(ST_MakePoint(px, py), 4326)) $$`,
  plpgsql: `${FUNCTION_HEAD} $$ SELECT gw_point_in_polygon(px, py, geom) $$`,
};

export const boundingBox = (polygon: GeoPolygon) => {
  const rings = polygon.type === 'Polygon' ? polygon.coordinates : polygon.coordinates.flat();
  const points = rings.flat();
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return {
    minLng: Math.min(...lngs),
    maxLng: Math.max(...lngs),
    minLat: Math.min(...lats),
    maxLat: Math.max(...lats),
  };
};

const closeRing = (ring: [number, number][]): [number, number][] => {
  const [first] = ring;
  const last = ring.at(-1);
  return first && last && (first[0] !== last[0] || first[1] !== last[1]) ? [...ring, first] : ring;
};

/** GeoJSON wants closed rings; a drawn polygon may leave the last position out: both paths close it. */
export const closeRings = (polygon: GeoPolygon): GeoPolygon =>
  polygon.type === 'Polygon'
    ? { type: 'Polygon', coordinates: polygon.coordinates.map(closeRing) }
    : { type: 'MultiPolygon', coordinates: polygon.coordinates.map((p) => p.map(closeRing)) };

/** The voters whose home lies inside the polygon, its boundary included. */
export const polygonConditions = (polygon: GeoPolygon): SQL[] => {
  const box = boundingBox(polygon);
  return [
    sql`${voters.lat} between ${box.minLat} and ${box.maxLat}`,
    sql`${voters.lng} between ${box.minLng} and ${box.maxLng}`,
    sql`gw_polygon_covers(${voters.lng}, ${voters.lat}, ${JSON.stringify(closeRings(polygon))}::jsonb)`,
  ];
};

/** Points `gw_polygon_covers` at one implementation (PostGIS needs the extension installed). */
export const useGeography = async (database: Database, mode: GeographyMode) => {
  if (mode === 'postgis') {
    await database.exec(
      `CREATE INDEX IF NOT EXISTS voters_location_gist_idx ON voters USING gist ((${POINT}))`,
    );
  }
  await database.exec(DEFINITIONS[mode]);
  modes.set(database.db, mode);
};

const currentMode = async (database: Database): Promise<GeographyMode> => {
  const result = await database.db.execute<{ src: string }>(
    sql`select prosrc as src from pg_proc where proname = 'gw_polygon_covers'`,
  );
  return /st_covers/i.test(result.rows[0]?.src ?? '') ? 'postgis' : 'plpgsql';
};

/**
 * At start: on a PostgreSQL server whose PostGIS extension is installed or installable, the polygon
 * filter moves onto PostGIS; anywhere else (PGlite, no PostGIS, no right to create the extension)
 * it keeps the PL/pgSQL fallback. Returns the mode in use.
 */
export const enableGeography = async (
  database: Database,
  log?: { info(object: object, message: string): void },
): Promise<GeographyMode> => {
  if (database.kind !== 'postgres') {
    modes.set(database.db, 'plpgsql');
    return 'plpgsql';
  }
  try {
    const available = await database.db.execute<{ installed: string | null }>(
      sql`select installed_version as installed from pg_available_extensions where name = 'postgis'`,
    );
    const row = available.rows[0];
    if (row) {
      if (!row.installed) await database.exec('CREATE EXTENSION IF NOT EXISTS postgis');
      if ((await currentMode(database)) !== 'postgis') await useGeography(database, 'postgis');
      modes.set(database.db, 'postgis');
      return 'postgis';
    }
  } catch (error) {
    log?.info({ err: error }, 'PostGIS is not usable here: polygon filters use the PL/pgSQL fallback');
  }
  // No PostGIS (any more): the fallback answers.
  if ((await currentMode(database)) !== 'plpgsql') await useGeography(database, 'plpgsql');
  modes.set(database.db, 'plpgsql');
  return 'plpgsql';
};
