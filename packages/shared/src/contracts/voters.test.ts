import { describe, expect, it } from 'vitest';
import { geoPolygonSchema, POLYGON_MAX_VERTICES, POLYGON_MESSAGES, voterFilterSchema } from './voters.ts';

/** A closed ring of `n` distinct positions (n + 1 with the closing one). */
const ring = (n: number) => {
  const positions = Array.from({ length: n }, (_, i): [number, number] => [
    -78.6 + 0.01 * Math.cos((2 * Math.PI * i) / n),
    35.7 + 0.01 * Math.sin((2 * Math.PI * i) / n),
  ]);
  return [...positions, positions[0]!];
};
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('polygon size', () => {
  it(`accepts up to ${POLYGON_MAX_VERTICES} positions`, () => {
    expect(
      geoPolygonSchema.safeParse({ type: 'Polygon', coordinates: [ring(POLYGON_MAX_VERTICES - 1)] }).success,
    ).toBe(true);
  });

  it('refuses more positions with a readable message, every ring and polygon counted', () => {
    const big = geoPolygonSchema.safeParse({ type: 'Polygon', coordinates: [ring(1000)] });
    expect(messages(big)).toEqual([POLYGON_MESSAGES.tooManyVertices]);
    const multi = geoPolygonSchema.safeParse({
      type: 'MultiPolygon',
      coordinates: [[ring(200), ring(100)], [ring(200)]],
    });
    expect(messages(multi)).toEqual([POLYGON_MESSAGES.tooManyVertices]);
  });

  it('applies to the polygon of every voter filter', () => {
    const filter = voterFilterSchema.safeParse({ polygon: { type: 'Polygon', coordinates: [ring(600)] } });
    expect(filter.error?.issues[0]).toMatchObject({
      message: POLYGON_MESSAGES.tooManyVertices,
      path: ['polygon'],
    });
  });
});
