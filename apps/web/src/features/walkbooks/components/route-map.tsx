import type * as GeoJSON from 'geojson';
import type * as MapLibreModule from 'maplibre-gl';
import type { AddLayerObject, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { boundsOf } from '../../../components/map/geo';
import { useKeepAreaOffline } from '../../../components/map/keep-area-offline';
import { MapView } from '../../../components/map/map-view';
import { streetLines, type AddressedDoor } from '../../../components/map/street-lines';
import type { LatLng } from '../api/get-route';
import classes from './route-map.module.css';
import { spacedIndexes } from './spaced-indexes';

type MapLibre = typeof MapLibreModule;

const BLUE = '#1864ab';
const LAYERS: AddLayerObject[] = [
  {
    id: 'route-line',
    type: 'line',
    source: 'route',
    paint: { 'line-color': BLUE, 'line-width': 2, 'line-opacity': 0.5, 'line-dasharray': [2, 1] },
  },
  {
    id: 'visited-doors',
    type: 'circle',
    source: 'visited',
    paint: { 'circle-color': '#2b8a3e', 'circle-radius': 3, 'circle-opacity': 0.7 },
  },
  {
    id: 'doors-to-go',
    type: 'circle',
    source: 'stops',
    paint: {
      'circle-color': BLUE,
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 13, 2.5, 17, 5],
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 1,
    },
  },
  {
    id: 'current-door',
    type: 'circle',
    source: 'current',
    paint: {
      'circle-color': '#d9480f',
      'circle-radius': 9,
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 3,
    },
  },
];

/** The doors the current view is fitted to: the one at hand and the next few. */
const NEARBY = 5;

export interface RouteMapProps {
  /** The doors still to knock, in walking order, each with its number in the walk as in "Up next". */
  stops: readonly (LatLng & { number: number })[];
  /** The door at hand. */
  current: LatLng | null;
  /** Doors already knocked. */
  visited: readonly LatLng[];
  /** Every door of the walkbook: the first view shows them all. */
  extent: readonly LatLng[];
  here: LatLng | null;
  /** Every door of the walkbook with its address: without a basemap, the streets are drawn from them. */
  doors?: readonly AddressedDoor[];
  onSelect: (index: number) => void;
  height?: number;
}

const points = (list: readonly LatLng[]): GeoJSON.FeatureCollection => ({
  type: 'FeatureCollection',
  features: list.map((p) => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
  })),
});

/**
 * The walk, over the streets (the basemap's, or drawn from the doors' addresses): small dots for the doors to
 * go, numbers where there is room for them (more as you zoom in), the path between them, the door at hand in
 * orange, knocked doors in green and "you are here".
 */
export function RouteMap({
  stops,
  current,
  visited,
  extent,
  here,
  doors,
  onSelect,
  height = 280,
}: RouteMapProps) {
  const [engine, setEngine] = useState<{ map: MapLibreMap; maplibre: MapLibre } | null>(null);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });

  const sources = useMemo(() => {
    const from = here ?? current;
    const path = [...(from ? [from] : []), ...stops].map((p) => [p.lng, p.lat]);
    return {
      route: {
        type: 'FeatureCollection',
        features:
          path.length > 1
            ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: path } }]
            : [],
      } satisfies GeoJSON.FeatureCollection,
      visited: points(visited),
      stops: points(stops),
      current: points(current ? [current] : []),
    };
  }, [stops, visited, here, current]);
  const [bounds] = useState(() => boundsOf(extent.map((p) => [p.lng, p.lat] as const)));
  const streets = useMemo(() => streetLines(doors ?? []), [doors]);
  // Shown online over a basemap, the walkbook's area is kept for offline use (once a day).
  useKeepAreaOffline(bounds, engine !== null);

  // Numbers on the doors that have room for one, placed again whenever the view or the route changes.
  useEffect(() => {
    if (!engine) return;
    const { map, maplibre } = engine;
    let placed: Marker[] = [];
    const place = () => {
      for (const marker of placed) marker.remove();
      const canvas = map.getCanvas();
      const shown = spacedIndexes(
        stops.map((s) => map.project([s.lng, s.lat])),
        canvas.clientWidth,
        canvas.clientHeight,
      );
      placed = shown.map((index) => {
        const stop = stops[index] ?? { lng: 0, lat: 0, number: index + 1 };
        const element = document.createElement('button');
        element.type = 'button';
        element.className = classes.stop ?? '';
        element.textContent = String(stop.number);
        element.setAttribute('aria-label', `Door ${String(stop.number)}`);
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
    };
    place();
    map.on('moveend', place);
    return () => {
      map.off('moveend', place);
      for (const marker of placed) marker.remove();
    };
  }, [engine, stops, here]);

  // At a door, the view closes in on it and the next few doors, where their numbers have room.
  const stopsRef = useRef(stops);
  useEffect(() => {
    stopsRef.current = stops;
  });
  const at = current ? `${String(current.lng)},${String(current.lat)}` : null;
  useEffect(() => {
    if (!engine || !at) return;
    const nearby = [at.split(',').map(Number) as [number, number]];
    for (const s of stopsRef.current.slice(0, NEARBY)) nearby.push([s.lng, s.lat]);
    const view = boundsOf(nearby);
    if (view) engine.map.fitBounds(view, { padding: 40, maxZoom: 18, duration: 300 });
  }, [engine, at]);

  return (
    <MapView
      label="Walking route"
      sources={sources}
      layers={LAYERS}
      bounds={bounds}
      height={height}
      streets={streets}
      onReady={(map, maplibre) => {
        setEngine({ map, maplibre });
        return () => setEngine(null);
      }}
    />
  );
}
