/**
 * The polygon filter in JavaScript, bit for bit the SQL one (geography.ts): the same bounding box on
 * lat/lng, then a transcription of `gw_point_in_polygon` (drizzle/0009_polygon_covers.sql) with the
 * same floating-point operations in the same order: a winding number per ring, a point on any ring
 * covered, holes excluded, MultiPolygons any-of, rings closed first (closeRings).
 */
import type { GeoPolygon } from '@groundwork/shared/contracts/voters';
import { boundingBox, closeRings } from '../geography.ts';

type Ring = [number, number][];

/** `gw_point_in_polygon(px, py, closeRings(polygon))`. */
export const pointInPolygon = (px: number, py: number, polygons: Ring[][]): boolean => {
  for (const poly of polygons) {
    let inside = false;
    for (let r = 0; r < poly.length; r += 1) {
      const ring = poly[r]!;
      let wn = 0;
      let x2 = ring[0]![0];
      let y2 = ring[0]![1];
      for (let i = 1; i < ring.length; i += 1) {
        const x1 = x2;
        const y1 = y2;
        x2 = ring[i]![0];
        y2 = ring[i]![1];
        const side = (x2 - x1) * (py - y1) - (px - x1) * (y2 - y1);
        if (
          side === 0 &&
          px >= Math.min(x1, x2) &&
          px <= Math.max(x1, x2) &&
          py >= Math.min(y1, y2) &&
          py <= Math.max(y1, y2)
        ) {
          return true;
        }
        if (y1 <= py && py < y2 && side > 0) wn += 1;
        else if (y2 <= py && py < y1 && side < 0) wn -= 1;
      }
      if (r === 0) {
        inside = wn !== 0;
        if (!inside) break;
      } else if (wn !== 0) {
        inside = false;
        break;
      }
    }
    if (inside) return true;
  }
  return false;
};

/** A test of (lng, lat) equal to the SQL polygon conditions; NaN (null) never matches. */
export const polygonTest = (polygon: GeoPolygon): ((lng: number, lat: number) => boolean) => {
  const box = boundingBox(polygon);
  const closed = closeRings(polygon);
  const polygons = (closed.type === 'Polygon' ? [closed.coordinates] : closed.coordinates) as Ring[][];
  return (lng, lat) =>
    lat >= box.minLat &&
    lat <= box.maxLat &&
    lng >= box.minLng &&
    lng <= box.maxLng &&
    pointInPolygon(lng, lat, polygons);
};
