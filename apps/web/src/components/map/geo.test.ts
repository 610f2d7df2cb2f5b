import type * as GeoJSON from 'geojson';
import { describe, expect, it } from 'vitest';
import { boundsOf, drawablePoints, positionsOf, skippedText } from './geo.ts';

describe('map geometry helpers', () => {
  it('bounds some positions and has none for none', () => {
    expect(
      boundsOf([
        [-78.6, 35.7],
        [-78.7, 35.8, 3],
        [-78.65, 35.75],
      ]),
    ).toEqual([-78.7, 35.7, -78.6, 35.8]);
    expect(boundsOf([])).toBeNull();
    // A position off the globe (latitude 999, issue 32) is left out, not fitted to.
    expect(
      boundsOf([
        [-78.65, 999],
        [-78.6, 35.7],
        [Number.NaN, 35],
      ]),
    ).toEqual([-78.6, 35.7, -78.6, 35.7]);
  });

  it('keeps the drawable points and counts the voters of the others', () => {
    const doors = [
      [-78.6, 35.7, 2],
      [-78.65, 999, 3],
      [181, 35, 1],
    ] as const;
    expect(drawablePoints(doors)).toEqual({ points: [doors[0]], skipped: 4 });
    expect(drawablePoints([doors[0]]).skipped).toBe(0);
    expect(skippedText(1)).toBe('1 voter with a bad location was skipped');
    expect(skippedText(1200)).toBe('1,200 voters with a bad location were skipped');
  });

  it('walks every position of polygons, multipolygons and collections', () => {
    const square = [
      [
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 0],
      ],
    ];
    const collection: GeoJSON.FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: square } },
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'MultiPolygon',
            coordinates: [
              square,
              [
                [
                  [5, 5],
                  [6, 6],
                  [5, 6],
                  [5, 5],
                ],
              ],
            ],
          },
        },
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-1, 9] } },
      ],
    };
    const positions = [...positionsOf(collection)];
    expect(positions).toHaveLength(13);
    expect(boundsOf(positions)).toEqual([-1, 0, 6, 9]);
  });
});
