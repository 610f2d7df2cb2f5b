/** Numbered markers need this many pixels between centres, so that numbers never pile into a blob. */
export const NUMBER_SPACING = 30;

/**
 * Which points get a number: in route order, each one at least `spacing` pixels from every point numbered
 * before it and inside the `width` × `height` view. Zooming in spreads the doors, so more of them get one.
 */
export const spacedIndexes = (
  points: readonly { x: number; y: number }[],
  width: number,
  height: number,
  spacing = NUMBER_SPACING,
): number[] => {
  const kept: number[] = [];
  points.forEach((p, index) => {
    if (p.x < 0 || p.y < 0 || p.x > width || p.y > height) return;
    if (kept.every((k) => Math.hypot((points[k]?.x ?? 0) - p.x, (points[k]?.y ?? 0) - p.y) >= spacing))
      kept.push(index);
  });
  return kept;
};
