import type * as GeoJSON from 'geojson';
import { describe, expect, it } from 'vitest';
import { boundsOf, positionsOf } from './geo.ts';

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
