import type * as GeoJSON from 'geojson';
import { Box, Center, Loader, Text } from '@mantine/core';
import type * as MapLibreModule from 'maplibre-gl';
import type { AddLayerObject, GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { loadBasemap } from './basemap.ts';
import { isOnGlobe, type Bounds } from './geo.ts';

/** Bounds MapLibre takes (it throws on a corner off the globe, and the page with it). */
const isDrawable = (bounds: Bounds | null | undefined): bounds is Bounds =>
  !!bounds && isOnGlobe(bounds[0], bounds[1]) && isOnGlobe(bounds[2], bounds[3]);
import { canDrawMaps, noBasemapStyle, STREETS_SOURCE } from './map-style.ts';
import { transformBasemapRequest } from './served-basemap.ts';
import { useBasemapStyle } from './use-basemap-style.ts';

type MapLibre = typeof MapLibreModule;

export interface MapViewProps {
  /** An accessible name for the map region ("Map of the selected voters"). */
  label: string;
  /** GeoJSON sources by id; a source whose data changes is updated in place (no flicker). */
  sources: Record<string, GeoJSON.GeoJSON>;
  /** Layers over the basemap, bottom first (memoise the array: a new array re-adds the layers). */
  layers: AddLayerObject[];
  /** The view fits these bounds whenever they change (null: keep the view). */
  bounds?: Bounds | null;
  height: number | string;
  /** A click on the map, with where it landed. */
  onClick?: (at: { lng: number; lat: number }) => void;
  /**
   * Called once the map has loaded, with the map and the MapLibre module (for markers, controls, drawing).
   * May return a cleanup.
   */
  onReady?: (map: MapLibreMap, maplibre: MapLibre) => (() => void) | undefined;
  /** Overlays drawn over the map (legends, buttons). */
  children?: ReactNode;
  /** Streets to draw under the layers when there is no basemap (`streetLines` of the map's doors). */
  streets?: GeoJSON.FeatureCollection;
}

type MapState = 'loading' | 'unavailable';

/**
 * A MapLibre map of the product's own GeoJSON layers, lazy-loaded, over the deployment's basemap
 * (`MAP_STYLE_URL`, read from /api/config/), else the campaign's streets served by Groundwork itself, or,
 * without either or when it cannot load, over the streets drawn from the doors. Where WebGL is missing (jsdom, some locked-down browsers) it says so instead of failing,
 * and the page around it still works.
 */
export function MapView({
  label,
  sources,
  layers,
  bounds,
  height,
  onClick,
  onReady,
  children,
  streets,
}: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [state, setState] = useState<MapState>(() => (canDrawMaps() ? 'loading' : 'unavailable'));
  const library = useRef<MapLibre | null>(null);
  const onClickRef = useRef(onClick);
  const onReadyRef = useRef(onReady);
  const firstBounds = useRef(bounds);
  const streetsRef = useRef(streets);
  const styleUrl = useBasemapStyle(state !== 'unavailable');
  const styleUrlRef = useRef(styleUrl);
  useEffect(() => {
    onClickRef.current = onClick;
    onReadyRef.current = onReady;
    streetsRef.current = streets;
    styleUrlRef.current = styleUrl;
  });
  // The map starts once the style is known (at once when the last answer is remembered) and keeps it.
  const isStyleKnown = styleUrl !== undefined;

  useEffect(() => {
    if (state === 'unavailable' || !isStyleKnown || !container.current) return;
    let created: MapLibreMap | null = null;
    let cancelled = false;
    const element = container.current;
    import('./maplibre.ts')
      .then(({ maplibregl }) => {
        if (cancelled) return;
        library.current = maplibregl;
        const initial = isDrawable(firstBounds.current) ? firstBounds.current : null;
        const url = styleUrlRef.current ?? null;
        const fallback = () => noBasemapStyle(streetsRef.current);
        created = new maplibregl.Map({
          container: element,
          style: url ?? fallback(),
          ...(initial ? { bounds: initial, fitBoundsOptions: { padding: 24, maxZoom: 17 } } : {}),
          attributionControl: { compact: true },
          // Groundwork's own style and tiles are the campaign's: asked with the session's token.
          transformRequest: transformBasemapRequest,
        });
        created.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
        created.on('click', (event) => onClickRef.current?.(event.lngLat));
        const loaded = created;
        void loadBasemap(loaded, url !== null, fallback).then((hasBasemap) => {
          element.dataset.basemap = hasBasemap ? 'style' : 'streets';
          if (!cancelled) setMap(loaded);
        });
        // Tiles failing after the first draw (off the area kept offline) leave blank squares, not errors.
        created.on('error', (event: { error: unknown; tile?: unknown }) => {
          if (!event.tile) console.error(event.error);
        });
        // `data-ready` while the map has drawn everything it was given (MapLibre's `idle`): browser journeys
        // wait on it before clicking the map or taking a screenshot.
        created.on('idle', () => {
          element.dataset.ready = 'true';
        });
        created.on('dataloading', () => {
          delete element.dataset.ready;
        });
      })
      .catch(() => {
        if (!cancelled) setState('unavailable');
      });
    return () => {
      cancelled = true;
      created?.remove();
      setMap(null);
    };
  }, [state, isStyleKnown]);

  useEffect(() => {
    if (!map) return;
    return library.current ? (onReadyRef.current?.(map, library.current) ?? undefined) : undefined;
  }, [map]);

  useEffect(() => {
    if (!map) return;
    for (const [id, data] of Object.entries(sources)) {
      const source = map.getSource<GeoJSONSource>(id);
      if (source) void source.setData(data);
      else map.addSource(id, { type: 'geojson', data });
    }
  }, [map, sources]);

  useEffect(() => {
    if (map && streets) void map.getSource<GeoJSONSource>(STREETS_SOURCE)?.setData(streets);
  }, [map, streets]);

  useEffect(() => {
    if (!map) return;
    for (const layer of layers) map.addLayer(layer);
    return () => {
      if (!map.style) return; // the map was removed
      for (const layer of layers) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
    };
  }, [map, layers]);

  useEffect(() => {
    if (map && isDrawable(bounds)) map.fitBounds(bounds, { padding: 24, maxZoom: 17, duration: 0 });
  }, [map, bounds]);

  return (
    <Box pos="relative" h={height} style={{ borderRadius: 8, overflow: 'hidden' }}>
      <div ref={container} role="region" aria-label={label} style={{ position: 'absolute', inset: 0 }} />
      {!map && state === 'loading' && (
        <Center pos="absolute" inset={0} aria-hidden>
          <Loader size="sm" />
        </Center>
      )}
      {state === 'unavailable' && (
        <Center pos="absolute" inset={0} bg="gray.0" p="md">
          <Text size="sm" c="dimmed" ta="center">
            The map needs WebGL, which this browser does not offer. Everything else on this page works.
          </Text>
        </Center>
      )}
      {map && children}
    </Box>
  );
}
