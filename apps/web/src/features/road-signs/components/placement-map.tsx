import type * as GeoJSON from 'geojson';
import { Group, Text } from '@mantine/core';
import type { AddLayerObject } from 'maplibre-gl';
import { useMemo } from 'react';
import { PLACEMENT_STATUSES, PLACEMENT_STATUS_LABELS } from '@groundwork/shared/contracts/road-signs';
import { type Placement } from '@groundwork/shared/contracts/road-sign-placements';
import { boundsOf } from '../../../components/map/geo';
import { MapView } from '../../../components/map/map-view';
import { STATUS_COLORS } from '../placement-logic';

const LAYERS: AddLayerObject[] = [
  {
    id: 'placements',
    type: 'circle',
    source: 'placements',
    paint: {
      'circle-color': [
        'match',
        ['get', 'status'],
        'requested',
        STATUS_COLORS.requested,
        'installed',
        STATUS_COLORS.installed,
        'inspected',
        STATUS_COLORS.inspected,
        STATUS_COLORS.removed,
      ],
      'circle-radius': ['case', ['get', 'flagged'], 9, 7],
      'circle-stroke-color': ['case', ['get', 'flagged'], '#e03131', '#ffffff'],
      'circle-stroke-width': ['case', ['get', 'flagged'], 3, 1.5],
    },
  },
];

/** Every located placement as a dot coloured by status, ringed red when flagged for removal. */
export function PlacementMap({
  placements,
  label,
  height = 360,
}: {
  placements: readonly Placement[];
  label: string;
  height?: number;
}) {
  const located = useMemo(() => placements.filter((p) => p.coordinates !== null), [placements]);
  const sources = useMemo(
    () => ({
      placements: {
        type: 'FeatureCollection',
        features: located.map((p) => ({
          type: 'Feature',
          properties: { status: p.status, flagged: p.removal_flag !== null, id: p.id },
          geometry: { type: 'Point', coordinates: [p.coordinates?.lng ?? 0, p.coordinates?.lat ?? 0] },
        })),
      } satisfies GeoJSON.FeatureCollection,
    }),
    [located],
  );
  const bounds = useMemo(
    () => boundsOf(located.map((p) => [p.coordinates?.lng ?? 0, p.coordinates?.lat ?? 0] as const)),
    [located],
  );
  return (
    <div>
      <MapView label={label} sources={sources} layers={LAYERS} bounds={bounds} height={height} />
      <Group gap="md" mt={6} aria-label="Map legend">
        {PLACEMENT_STATUSES.map((s) => (
          <Group key={s} gap={4}>
            <span
              aria-hidden="true"
              style={{
                width: 10,
                height: 10,
                borderRadius: 5,
                background: STATUS_COLORS[s],
                display: 'inline-block',
              }}
            />
            <Text size="xs">{PLACEMENT_STATUS_LABELS[s]}</Text>
          </Group>
        ))}
        <Text size="xs" c="red.8">
          Red ring: due for removal
        </Text>
      </Group>
    </div>
  );
}
