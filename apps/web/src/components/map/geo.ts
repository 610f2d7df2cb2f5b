import type * as GeoJSON from 'geojson';
/** [west, south, east, north] in degrees. */
export type Bounds = [number, number, number, number];

/** Whether a longitude and latitude are a place MapLibre can draw (it throws on any other, failing the page). */
export const isOnGlobe = (lng: number, lat: number): boolean =>
  Number.isFinite(lng) && Number.isFinite(lat) && lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90;

/**
 * The points a map can draw, and how many voters the others stand for (each point's third value, or 1): one bad
 * point is skipped, never the map (issue 32).
 */
export const drawablePoints = <P extends readonly [number, number, ...unknown[]]>(
  points: readonly P[],
): { points: readonly P[]; skipped: number } => {
  if (points.every(([lng, lat]) => isOnGlobe(lng, lat))) return { points, skipped: 0 };
  let skipped = 0;
  const drawable = points.filter((point) => {
    if (isOnGlobe(point[0], point[1])) return true;
    skipped += typeof point[2] === 'number' ? point[2] : 1;
    return false;
  });
  return { points: drawable, skipped };
};

/** "3 voters with a bad location were skipped" (the map draws the rest). */
export const skippedText = (skipped: number): string =>
  `${skipped.toLocaleString('en-US')} ${skipped === 1 ? 'voter with a bad location was' : 'voters with a bad location were'} skipped`;

/** The bounds of some [lng, lat] positions (those off the globe left out), or null when there are none. */
export const boundsOf = (positions: Iterable<readonly [number, number, ...unknown[]]>): Bounds | null => {
  let bounds: Bounds | null = null;
  for (const [lng, lat] of positions) {
    if (!isOnGlobe(lng, lat)) continue;
    if (!bounds) bounds = [lng, lat, lng, lat];
    else {
      bounds[0] = Math.min(bounds[0], lng);
      bounds[1] = Math.min(bounds[1], lat);
      bounds[2] = Math.max(bounds[2], lng);
      bounds[3] = Math.max(bounds[3], lat);
    }
  }
  return bounds;
};

/** Every [lng, lat] position of a GeoJSON geometry or feature collection (for fitting a view to shapes). */
export function* positionsOf(geojson: GeoJSON.GeoJSON): Generator<[number, number]> {
  switch (geojson.type) {
    case 'FeatureCollection':
      for (const feature of geojson.features) yield* positionsOf(feature);
      return;
    case 'Feature':
      if (geojson.geometry) yield* positionsOf(geojson.geometry);
      return;
    case 'GeometryCollection':
      for (const geometry of geojson.geometries) yield* positionsOf(geometry);
      return;
    case 'Point':
      yield [geojson.coordinates[0] ?? 0, geojson.coordinates[1] ?? 0];
      return;
    default:
      yield* positionsIn(geojson.coordinates);
  }
}

type Nested = number | Nested[];

function* positionsIn(coordinates: Nested[]): Generator<[number, number]> {
  if (typeof coordinates[0] === 'number') {
    yield [coordinates[0], typeof coordinates[1] === 'number' ? coordinates[1] : 0];
    return;
  }
  for (const inner of coordinates) if (Array.isArray(inner)) yield* positionsIn(inner);
}
