/**
 * Distances for the route optimizer: great-circle metres for doors, and TSPLIB's exact integer metrics
 * (EUC_2D, CEIL_2D, ATT, GEO) so the optimizer can be benchmarked against published optima.
 */

/** A symmetric distance between two node indices. */
export type DistanceFn = (i: number, j: number) => number;

export interface LatLng {
  lat: number;
  lng: number;
}

/** IUGG mean Earth radius, metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

const RAD = Math.PI / 180;

/** Great-circle distance in metres by the haversine formula (stable for short distances). */
export const haversineMetres = (a: LatLng, b: LatLng): number => {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const s = Math.sin(dLat / 2);
  const t = Math.sin(dLng / 2);
  const h = s * s + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * t * t;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** TSPLIB's nint: (int)(x + 0.5). Distances are non-negative, so floor matches C's truncation. */
export const nint = (x: number): number => Math.floor(x + 0.5);

/** EUC_2D: Euclidean distance rounded to the nearest integer. */
export const euc2d = (x1: number, y1: number, x2: number, y2: number): number => {
  const dx = x1 - x2;
  const dy = y1 - y2;
  return nint(Math.sqrt(dx * dx + dy * dy));
};

/** CEIL_2D: Euclidean distance rounded up. */
export const ceil2d = (x1: number, y1: number, x2: number, y2: number): number => {
  const dx = x1 - x2;
  const dy = y1 - y2;
  return Math.ceil(Math.sqrt(dx * dx + dy * dy));
};

/** ATT: pseudo-Euclidean distance (att48, att532). */
export const att = (x1: number, y1: number, x2: number, y2: number): number => {
  const dx = x1 - x2;
  const dy = y1 - y2;
  const r = Math.sqrt((dx * dx + dy * dy) / 10);
  const t = nint(r);
  return t < r ? t + 1 : t;
};

/** TSPLIB's GEO constants, exactly as the TSPLIB95 documentation (and Concorde) define them. */
export const GEO_PI = 3.141592;
export const GEO_RRR = 6378.388;

/**
 * A GEO coordinate, written DDD.MM (degrees and minutes), to radians. The degrees are the integer
 * part (truncated toward zero, as Concorde does), the minutes the remainder.
 */
export const geoRadians = (x: number): number => {
  const deg = Math.trunc(x);
  const min = x - deg;
  return (GEO_PI * (deg + (5 * min) / 3)) / 180;
};

/** GEO distance between two points already converted by geoRadians (latitude, longitude). */
export const geo = (lat1: number, lng1: number, lat2: number, lng2: number): number => {
  const q1 = Math.cos(lng1 - lng2);
  const q2 = Math.cos(lat1 - lat2);
  const q3 = Math.cos(lat1 + lat2);
  return Math.trunc(GEO_RRR * Math.acos(0.5 * ((1 + q1) * q2 - (1 - q1) * q3)) + 1);
};

/** Sum of the distances along `order`, closing back to the first node when `closed`. */
export const pathLength = (order: readonly number[], dist: DistanceFn, closed: boolean): number => {
  let total = 0;
  for (let k = 1; k < order.length; k++) total += dist(order[k - 1] ?? 0, order[k] ?? 0);
  if (closed && order.length > 1) total += dist(order[order.length - 1] ?? 0, order[0] ?? 0);
  return total;
};
