import { describe, expect, it } from 'vitest';
import { demoStreetLines } from './demo-streets.ts';
import { generateDemoVoters } from './demo-voters.ts';

/** Metres from a point to a segment, on a local flat projection (a few km across: error far below a metre). */
const metresToSegment = ([px, py]: number[], [ax, ay]: number[], [bx, by]: number[]) => {
  const kx = 111_320 * Math.cos(((py as number) * Math.PI) / 180);
  const ky = 110_574;
  const [x, y, x1, y1, x2, y2] = [px! * kx, py! * ky, ax! * kx, ay! * ky, bx! * kx, by! * ky];
  const [dx, dy] = [x2 - x1, y2 - y1];
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
};

describe('the demo district streets', () => {
  it('run under every demo door, named as its address names its street', () => {
    const lines = demoStreetLines();
    const byName = new Map<string, typeof lines>();
    for (const line of lines) byName.set(line.name, [...(byName.get(line.name) ?? []), line]);
    const voters = generateDemoVoters('c', 5000, 2026);
    const far = voters.flatMap(({ voter }) => {
      const name = (voter.resStreet ?? '').replace(/^\d+\s+/, '');
      const point = [voter.lng as number, voter.lat as number];
      const nearest = Math.min(
        ...(byName.get(name) ?? []).flatMap((line) =>
          line.coordinates.slice(1).map((end, i) => metresToSegment(point, line.coordinates[i]!, end)),
        ),
      );
      return nearest <= 30 ? [] : [`${voter.resStreet ?? ''} (${String(Math.round(nearest))} m)`];
    });
    expect(far).toEqual([]);
    expect(byName.size).toBeGreaterThan(40);
    expect(lines.every((line) => line.coordinates.length === 2 && line.name.endsWith(' St'))).toBe(true);
  });
});
