import type * as GeoJSON from 'geojson';
import type { AddLayerObject } from 'maplibre-gl';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { boundsOf, drawablePoints, skippedText } from './geo.ts';
import { MapView } from './map-view.tsx';

/** One door: [lng, lat, voters living there]. */
export type DoorPoint = readonly [number, number, number];

const LAYERS: AddLayerObject[] = [
  {
    id: 'doors',
    type: 'circle',
    source: 'doors',
    paint: {
      'circle-color': '#1c7ed6',
      'circle-opacity': 0.75,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': ['interpolate', ['linear'], ['zoom'], 12, 0, 16, 1],
      'circle-radius': [
        'interpolate',
        ['linear'],
        ['zoom'],
        11,
        ['+', 1, ['*', 0.3, ['get', 'voters']]],
        17,
        ['+', 4, ['*', 1.2, ['get', 'voters']]],
      ],
    },
  },
];

/**
 * Where the selected voters live: a dot per door, larger for bigger households, the view fitted to them. A door
 * whose location is off the globe is skipped, and counted under the map.
 */
export function DoorMap({
  doors,
  label,
  height = 320,
}: {
  doors: readonly DoorPoint[];
  label: string;
  height?: number;
}) {
  const drawable = useMemo(() => drawablePoints(doors), [doors]);
  const sources = useMemo(
    () => ({
      doors: {
        type: 'FeatureCollection',
        features: drawable.points.map(([lng, lat, voters]) => ({
          type: 'Feature',
          properties: { voters },
          geometry: { type: 'Point', coordinates: [lng, lat] },
        })),
      } satisfies GeoJSON.FeatureCollection,
    }),
    [drawable],
  );
  const bounds = useMemo(() => boundsOf(drawable.points), [drawable]);
  return (
    <>
      <MapView label={label} sources={sources} layers={LAYERS} bounds={bounds} height={height} />
      {drawable.skipped > 0 && (
        <Text size="sm" c="orange.8" mt={4} role="status">
          {skippedText(drawable.skipped)}
        </Text>
      )}
    </>
  );
}
