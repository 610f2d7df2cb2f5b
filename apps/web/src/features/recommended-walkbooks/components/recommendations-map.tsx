import { Paper, Text } from '@mantine/core';
import type * as GeoJSON from 'geojson';
import type { AddLayerObject, MapLayerMouseEvent } from 'maplibre-gl';
import { useMemo } from 'react';
import type { RecommendedWalkbook } from '@groundwork/shared/contracts/recommended-walkbooks';
import { boundsOf, positionsOf } from '../../../components/map/geo';
import { MapView } from '../../../components/map/map-view';

/** Ten colours told apart on a light basemap; walkbooks take them in rank order. */
export const PALETTE = [
  '#1c7ed6',
  '#e8590c',
  '#2f9e44',
  '#ae3ec9',
  '#f59f00',
  '#0c8599',
  '#e03131',
  '#5c940d',
  '#6741d9',
  '#c2255c',
];
export const colorOf = (rank: number): string => PALETTE[(rank - 1) % PALETTE.length] ?? PALETTE[0]!;

const AREA_FILL = 'recommended-area-fill';

const layers = (selectedId: string | null): AddLayerObject[] => [
  {
    id: AREA_FILL,
    type: 'fill',
    source: 'areas',
    paint: { 'fill-color': ['get', 'color'], 'fill-opacity': 0.16 },
  },
  {
    id: 'recommended-area-line',
    type: 'line',
    source: 'areas',
    paint: { 'line-color': ['get', 'color'], 'line-width': 1.5 },
  },
  {
    id: 'recommended-doors',
    type: 'circle',
    source: 'doors',
    paint: {
      'circle-color': ['get', 'color'],
      'circle-opacity': 0.85,
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 11, 1.5, 17, 5],
    },
  },
  {
    id: 'recommended-area-selected',
    type: 'line',
    source: 'areas',
    filter: ['==', ['get', 'id'], selectedId ?? ''],
    paint: { 'line-color': '#212529', 'line-width': 3.5 },
  },
];

interface RecommendationsMapProps {
  walkbooks: readonly RecommendedWalkbook[];
  label: string;
  selectedId?: string | null;
  /** A click on a walkbook's area. */
  onSelect?: (id: string) => void;
  /** A line over the map, shown once it is drawn. */
  legend?: string;
  height?: number;
}

/** Recommended walkbooks on the map: each area and its doors in the walkbook's colour. */
export function RecommendationsMap({
  walkbooks,
  label,
  selectedId = null,
  onSelect,
  legend,
  height = 480,
}: RecommendationsMapProps) {
  const sources = useMemo(() => {
    const features = (kind: 'area' | 'doors'): GeoJSON.FeatureCollection => ({
      type: 'FeatureCollection',
      features: walkbooks.flatMap((book) =>
        book.geojson.features
          .filter((f) => f.properties.kind === kind)
          .map((f) => ({
            type: 'Feature' as const,
            properties: { id: book.id, color: colorOf(book.rank) },
            geometry: f.geometry,
          })),
      ),
    });
    return { areas: features('area'), doors: features('doors') };
  }, [walkbooks]);
  const bounds = useMemo(() => boundsOf(positionsOf(sources.areas)), [sources]);
  const mapLayers = useMemo(() => layers(selectedId), [selectedId]);
  return (
    <MapView
      label={label}
      sources={sources}
      layers={mapLayers}
      bounds={bounds}
      height={height}
      onReady={(map) => {
        if (!onSelect) return;
        const select = (event: MapLayerMouseEvent) => {
          const id: unknown = event.features?.[0]?.properties.id;
          if (typeof id === 'string') onSelect(id);
        };
        map.on('click', AREA_FILL, select);
        return () => {
          map.off('click', AREA_FILL, select);
        };
      }}
    >
      {legend && (
        <Paper pos="absolute" top={8} left={8} p={6} shadow="sm" radius="sm" maw="70%">
          <Text size="xs" data-testid="map-legend">
            {legend}
          </Text>
        </Paper>
      )}
    </MapView>
  );
}
