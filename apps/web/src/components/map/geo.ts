import type * as GeoJSON from 'geojson';
/** [west, south, east, north] in degrees. */
export type Bounds = [number, number, number, number];

/** The bounds of some [lng, lat] positions, or null when there are none. */
export const boundsOf = (positions: Iterable<readonly [number, number, ...unknown[]]>): Bounds | null => {
  let bounds: Bounds | null = null;
  for (const [lng, lat] of positions) {
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
