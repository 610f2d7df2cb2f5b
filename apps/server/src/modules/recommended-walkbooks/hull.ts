/** [lng, lat] in degrees, as GeoJSON writes positions. */
export type Position = [number, number];

/** Half the side of the square drawn around doors too few or too aligned to enclose an area (~20 m). */
export const MIN_HALF_SIDE = 0.0002;

const cross = (o: Position, a: Position, b: Position) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** The convex hull's corners, counter-clockwise (Andrew's monotone chain); fewer than 3 when degenerate. */
export const convexHull = (positions: readonly Position[]): Position[] => {
  const sorted = [...positions].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const unique = sorted.filter((p, i) => i === 0 || p[0] !== sorted[i - 1]![0] || p[1] !== sorted[i - 1]![1]);
  if (unique.length < 3) return unique;
  const chain = (points: Position[]) => {
    const out: Position[] = [];
    for (const p of points) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...chain(unique), ...chain([...unique].reverse())];
};

/**
 * A GeoJSON Polygon around the doors: their convex hull, or, when the doors are fewer than three or lie on
 * one line, their bounding box widened to at least `MIN_HALF_SIDE` each way. The ring is closed.
 */
export const hullPolygon = (positions: readonly Position[]) => {
  const hull = convexHull(positions);
  let ring: Position[];
  if (hull.length >= 3) ring = hull;
  else {
    const lngs = positions.map((p) => p[0]);
    const lats = positions.map((p) => p[1]);
    const [west, east] = [Math.min(...lngs) - MIN_HALF_SIDE, Math.max(...lngs) + MIN_HALF_SIDE];
    const [south, north] = [Math.min(...lats) - MIN_HALF_SIDE, Math.max(...lats) + MIN_HALF_SIDE];
    ring = [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
    ];
  }
  return { type: 'Polygon' as const, coordinates: [[...ring, ring[0]!]] };
};
