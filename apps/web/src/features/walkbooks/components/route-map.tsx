import type * as GeoJSON from 'geojson';
import type * as MapLibreModule from 'maplibre-gl';
import type { AddLayerObject, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { boundsOf } from '../../../components/map/geo';
import { MapView } from '../../../components/map/map-view';
import type { LatLng } from '../api/get-route';
import classes from './route-map.module.css';

type MapLibre = typeof MapLibreModule;

const LAYERS: AddLayerObject[] = [
  {
    id: 'route-line',
    type: 'line',
    source: 'route',
    paint: { 'line-color': '#1c7ed6', 'line-width': 3, 'line-opacity': 0.6, 'line-dasharray': [2, 1] },
  },
  {
    id: 'later-doors',
    type: 'circle',
    source: 'later',
    paint: {
      'circle-color': '#1c7ed6',
      'circle-radius': 4,
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 1,
    },
  },
  {
    id: 'visited-doors',
    type: 'circle',
    source: 'visited',
    paint: {
      'circle-color': '#40c057',
      'circle-radius': 5,
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 1,
    },
  },
];

interface RouteMapProps {
  /** The doors still to knock, in walking order. */
  stops: readonly LatLng[];
  /** Doors already knocked. */
  visited: readonly LatLng[];
  /** Every door of the walkbook: the view fits them once, then stays where the canvasser moves it. */
  extent: readonly LatLng[];
  here: LatLng | null;
  selected: number | null;
  onSelect: (index: number) => void;
  height?: number;
}

/** Doors shown with their number; the ones after are plain dots, so the map stays readable. */
export const NUMBERED_STOPS = 25;

const points = (list: readonly LatLng[]): GeoJSON.FeatureCollection => ({
  type: 'FeatureCollection',
  features: list.map((p) => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
  })),
});

/** The walk: numbered doors in route order, the path between them, knocked doors in green, "you are here". */
export function RouteMap({ stops, visited, extent, here, selected, onSelect, height = 280 }: RouteMapProps) {
  const [engine, setEngine] = useState<{ map: MapLibreMap; maplibre: MapLibre } | null>(null);
  const markers = useRef<Marker[]>([]);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });

  const sources = useMemo(() => {
    const path = [...(here ? [here] : []), ...stops].map((p) => [p.lng, p.lat]);
    return {
      route: {
        type: 'FeatureCollection',
        features:
          path.length > 1
            ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: path } }]
            : [],
      } satisfies GeoJSON.FeatureCollection,
      visited: points(visited),
      later: points(stops.slice(NUMBERED_STOPS)),
    };
  }, [stops, visited, here]);
  // Fit once to the whole walkbook; later changes keep the canvasser's view.
  const [bounds] = useState(() => boundsOf(extent.map((p) => [p.lng, p.lat] as const)));

  useEffect(() => {
    if (!engine) return;
    const { map, maplibre } = engine;
    const placed = stops.slice(0, NUMBERED_STOPS).map((stop, index) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = classes.stop ?? '';
      if (index === selected) element.dataset.selected = 'true';
      element.textContent = String(index + 1);
      element.setAttribute('aria-label', `Door ${String(index + 1)}`);
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        onSelectRef.current(index);
      });
      return new maplibre.Marker({ element }).setLngLat([stop.lng, stop.lat]).addTo(map);
    });
    if (here) {
      const element = document.createElement('div');
      element.className = classes.here ?? '';
      element.title = 'You are here';
      placed.push(new maplibre.Marker({ element }).setLngLat([here.lng, here.lat]).addTo(map));
    }
    markers.current = placed;
    return () => {
      for (const marker of markers.current) marker.remove();
    };
  }, [engine, stops, here, selected]);

  useEffect(() => {
    const stop = selected === null ? undefined : stops[selected];
    if (engine && stop) engine.map.easeTo({ center: [stop.lng, stop.lat], duration: 300 });
  }, [engine, selected, stops]);

  return (
    <MapView
      label="Walking route"
      sources={sources}
      layers={LAYERS}
      bounds={bounds}
      height={height}
      onReady={(map, maplibre) => {
        setEngine({ map, maplibre });
        return () => setEngine(null);
      }}
    />
  );
}
