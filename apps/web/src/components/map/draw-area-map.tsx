import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp, IconPolygon, IconTrash } from '@tabler/icons-react';
import type * as GeoJSON from 'geojson';
import type { AddLayerObject } from 'maplibre-gl';
import { useMemo, useState } from 'react';
import type { GeoPolygon } from '@groundwork/shared/contracts/voters';
import type { DoorPoint } from './door-map';
import { boundsOf, drawablePoints, skippedText } from './geo';
import { MapView } from './map-view';

type Position = [number, number];

const LAYERS: AddLayerObject[] = [
  {
    id: 'district-doors',
    type: 'circle',
    source: 'doors',
    paint: {
      'circle-color': '#868e96',
      'circle-opacity': 0.55,
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 12, 1.5, 17, 5],
    },
  },
  {
    id: 'area-fill',
    type: 'fill',
    source: 'area',
    filter: ['==', ['geometry-type'], 'Polygon'],
    paint: { 'fill-color': '#1c7ed6', 'fill-opacity': 0.18 },
  },
  {
    id: 'area-line',
    type: 'line',
    source: 'area',
    filter: ['!=', ['geometry-type'], 'Point'],
    paint: { 'line-color': '#1c7ed6', 'line-width': 2.5 },
  },
  {
    id: 'area-vertices',
    type: 'circle',
    source: 'area',
    filter: ['==', ['geometry-type'], 'Point'],
    paint: {
      'circle-color': '#ffffff',
      'circle-stroke-color': '#1c7ed6',
      'circle-stroke-width': 2,
      'circle-radius': 5,
    },
  },
];

const areaFeatures = (points: Position[], closed: boolean): GeoJSON.FeatureCollection => {
  const first = points[0];
  const outline: GeoJSON.Feature[] =
    closed && first
      ? [
          {
            type: 'Feature',
            properties: {},
            geometry: { type: 'Polygon', coordinates: [[...points, first]] },
          },
        ]
      : points.length > 1
        ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: points } }]
        : [];
  return {
    type: 'FeatureCollection',
    features: [
      ...outline,
      ...points.map((p): GeoJSON.Feature => ({
        type: 'Feature',
        properties: {},
        geometry: { type: 'Point', coordinates: p },
      })),
    ],
  };
};

interface DrawAreaMapProps {
  /** The district's doors, drawn faintly so the user sees where voters live. */
  doors: readonly DoorPoint[];
  onChange: (area: GeoPolygon | null) => void;
  height?: number;
  label?: string;
}

/**
 * Draw the walkbook's area: click the map to add corners, then "Close area". Undo takes back the last
 * corner; Clear starts again. The closed area is a GeoJSON Polygon.
 */
export function DrawAreaMap({
  doors,
  onChange,
  height = 460,
  label = "Map of the district: click to draw the walkbook's area",
}: DrawAreaMapProps) {
  const [points, setPoints] = useState<Position[]>([]);
  const [closed, setClosed] = useState(false);
  const drawable = useMemo(() => drawablePoints(doors), [doors]);
  const doorSource = useMemo(
    (): GeoJSON.FeatureCollection => ({
      type: 'FeatureCollection',
      features: drawable.points.map(([lng, lat]) => ({
        type: 'Feature',
        properties: {},
        geometry: { type: 'Point', coordinates: [lng, lat] },
      })),
    }),
    [drawable],
  );
  const sources = useMemo(
    () => ({ doors: doorSource, area: areaFeatures(points, closed) }),
    [doorSource, points, closed],
  );
  const bounds = useMemo(() => boundsOf(drawable.points), [drawable]);

  const update = (next: Position[], isClosed: boolean) => {
    setPoints(next);
    setClosed(isClosed);
    const first = next[0];
    onChange(isClosed && first ? { type: 'Polygon', coordinates: [[...next, first]] } : null);
  };

  return (
    <div>
      <MapView
        label={label}
        sources={sources}
        layers={LAYERS}
        bounds={bounds}
        height={height}
        onClick={({ lng, lat }) => {
          if (!closed) update([...points, [lng, lat]], false);
        }}
      >
        <Paper pos="absolute" top={8} left={8} p={6} shadow="sm" radius="sm" maw="70%">
          <Text size="xs">
            {closed
              ? 'Area drawn. Clear it to draw another.'
              : points.length === 0
                ? 'Click the map to place the first corner of the area.'
                : `${String(points.length)} corner${points.length === 1 ? '' : 's'}: keep clicking, then close the area.`}
          </Text>
        </Paper>
      </MapView>
      <Group gap="xs" mt="xs">
        <Button
          size="xs"
          leftSection={<IconPolygon size={14} aria-hidden="true" />}
          disabled={closed || points.length < 3}
          onClick={() => update(points, true)}
        >
          Close area
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowBackUp size={14} aria-hidden="true" />}
          disabled={points.length === 0}
          onClick={() => update(closed ? points : points.slice(0, -1), false)}
        >
          {closed ? 'Edit corners' : 'Undo corner'}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden="true" />}
          disabled={points.length === 0}
          onClick={() => update([], false)}
        >
          Clear
        </Button>
      </Group>
      {drawable.skipped > 0 && (
        <Text size="sm" c="orange.8" mt={4} role="status">
          {skippedText(drawable.skipped)}
        </Text>
      )}
    </div>
  );
}
