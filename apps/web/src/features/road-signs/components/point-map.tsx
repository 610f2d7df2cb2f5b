import type * as GeoJSON from 'geojson';
import type { AddLayerObject } from 'maplibre-gl';
import { useMemo } from 'react';
import type { Coordinates } from '@groundwork/shared/contracts/road-signs';
import type { Bounds } from '../../../components/map/geo';
import { MapView } from '../../../components/map/map-view';

const LAYERS: AddLayerObject[] = [
  {
    id: 'point',
    type: 'circle',
    source: 'point',
    paint: {
      'circle-color': '#2f9e44',
      'circle-radius': 9,
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 2,
    },
  },
];

/** A map to choose one point by tapping it, the chosen point drawn and the view centred on it. */
export function PointMap({
  label,
  at,
  height,
  onPick,
}: {
  label: string;
  at: Coordinates | null;
  height: number;
  onPick: (at: Coordinates) => void;
}) {
  const sources = useMemo(
    () => ({
      point: {
        type: 'FeatureCollection',
        features: at
          ? [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [at.lng, at.lat] } }]
          : [],
      } satisfies GeoJSON.FeatureCollection,
    }),
    [at],
  );
  const bounds = useMemo<Bounds | null>(() => (at ? [at.lng, at.lat, at.lng, at.lat] : null), [at]);
  return (
    <MapView
      label={label}
      sources={sources}
      layers={LAYERS}
      bounds={bounds}
      height={height}
      onClick={({ lat, lng }) => onPick({ lat, lng })}
    />
  );
}
