/**
 * The polygon filter in JavaScript, bit for bit the SQL one (geography.ts): the same bounding box on
 * lat/lng, then a transcription of `gw_point_in_polygon` (drizzle/0009_polygon_covers.sql) with the
 * same floating-point operations in the same order: a winding number per ring, a point on any ring
 * covered, holes excluded, MultiPolygons any-of, rings closed first (closeRings).
 *
 * Speed (docs/decisions/0020-no-frozen-server.md): each ring's edges are sorted once into horizontal
 * bands, so a point visits only the edges whose latitude span can hold it, not every edge. An edge
 * outside that span neither counts in the winding number (`y1 <= py < y2` or `y2 <= py < y1`) nor
 * holds the point on its boundary (`py` between its ends), so the answer is the one of the full loop.
 */
import type { GeoPolygon } from '@groundwork/shared/contracts/voters';
import { boundingBox, closeRings } from '../geography.ts';

type Ring = [number, number][];

/** One ring: its positions, and per band the edges (by start index, ascending) whose span meets it. */
interface BandedRing {
  xs: Float64Array;
  ys: Float64Array;
  minY: number;
  maxY: number;
  scale: number;
  bands: number;
  /** Edges of band b: `edges[starts[b]] … edges[starts[b + 1] - 1]`. */
  starts: Uint32Array;
  edges: Uint32Array;
}

/** The band of a latitude: monotonic in y (each operation is), so an edge's bands hold every y it spans. */
const bandOf = (ring: BandedRing, y: number) =>
  Math.min(ring.bands - 1, Math.max(0, Math.floor((y - ring.minY) * ring.scale)));

const bandRing = (ring: Ring): BandedRing => {
  const n = ring.length;
  const xs = Float64Array.from(ring, (p) => p[0]);
  const ys = Float64Array.from(ring, (p) => p[1]);
  let minY = Infinity;
  let maxY = -Infinity;
  for (const y of ys) {
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const bands = Math.max(1, n - 1);
  const banded: BandedRing = {
    xs,
    ys,
    minY,
    maxY,
    scale: maxY > minY ? bands / (maxY - minY) : 0,
    bands,
    starts: new Uint32Array(bands + 1),
    edges: new Uint32Array(0),
  };
  const span = (i: number) => {
    const a = bandOf(banded, ys[i]!);
    const b = bandOf(banded, ys[i + 1]!);
    return a <= b ? [a, b] : [b, a];
  };
  const counts = new Uint32Array(bands + 1);
  for (let i = 0; i + 1 < n; i += 1) {
    const [from, to] = span(i);
    for (let b = from!; b <= to!; b += 1) counts[b + 1]! += 1;
  }
  for (let b = 0; b < bands; b += 1) counts[b + 1]! += counts[b]!;
  banded.starts = Uint32Array.from(counts);
  banded.edges = new Uint32Array(counts[bands]!);
  const next = Uint32Array.from(counts);
  for (let i = 0; i + 1 < n; i += 1) {
    const [from, to] = span(i);
    for (let b = from!; b <= to!; b += 1) banded.edges[next[b]!++] = i;
  }
  return banded;
};

/** The ring's winding number around (px, py), or null when the point lies on the ring. */
const winding = (ring: BandedRing, px: number, py: number): number | null => {
  if (!(py >= ring.minY && py <= ring.maxY)) return 0;
  const { xs, ys, edges } = ring;
  const band = bandOf(ring, py);
  let wn = 0;
  for (let e = ring.starts[band]!, end = ring.starts[band + 1]!; e < end; e += 1) {
    const i = edges[e]!;
    const x1 = xs[i]!;
    const y1 = ys[i]!;
    const x2 = xs[i + 1]!;
    const y2 = ys[i + 1]!;
    const side = (x2 - x1) * (py - y1) - (px - x1) * (y2 - y1);
    if (
      side === 0 &&
      px >= Math.min(x1, x2) &&
      px <= Math.max(x1, x2) &&
      py >= Math.min(y1, y2) &&
      py <= Math.max(y1, y2)
    ) {
      return null; // on the boundary (of the exterior or of a hole): covered
    }
    if (y1 <= py && py < y2 && side > 0) wn += 1;
    else if (y2 <= py && py < y1 && side < 0) wn -= 1;
  }
  return wn;
};

/** `gw_point_in_polygon(px, py, closeRings(polygon))` over banded rings. */
const pointInPolygon = (px: number, py: number, polygons: BandedRing[][]): boolean => {
  for (const poly of polygons) {
    let inside = false;
    for (let r = 0; r < poly.length; r += 1) {
      const wn = winding(poly[r]!, px, py);
      if (wn === null) return true;
      if (r === 0) {
        inside = wn !== 0;
        if (!inside) break; // outside the exterior ring: its holes do not matter
      } else if (wn !== 0) {
        inside = false; // inside a hole: outside this polygon (another one may hold the point)
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
  const polygons = ((closed.type === 'Polygon' ? [closed.coordinates] : closed.coordinates) as Ring[][]).map(
    (poly) => poly.map(bandRing),
  );
  return (lng, lat) =>
    lat >= box.minLat &&
    lat <= box.maxLat &&
    lng >= box.minLng &&
    lng <= box.maxLng &&
    pointInPolygon(lng, lat, polygons);
};
