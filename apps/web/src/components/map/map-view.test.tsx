import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'maplibre-gl';
import { CAMPAIGN_ID } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { MAP_STYLE_STORAGE_KEY } from './api/get-config';
import { MapCampaignContext } from './map-campaign';
import { DoorMap } from './door-map';
import { DrawAreaMap } from './draw-area-map';
import { MapView } from './map-view';
import { STREETS_SOURCE } from './map-style';
import { streetLines } from './street-lines';

/** A stand-in for MapLibre (jsdom has no WebGL): records the style and layers, fires events on demand. */
const engine = vi.hoisted(() => {
  type Listener = (event: Record<string, unknown>) => void;
  const maps: FakeMap[] = [];
  class FakeMap {
    style: unknown;
    styles: unknown[] = [];
    layers: string[] = [];
    listeners = new Map<string, Listener[]>();
    sources = new Map<string, unknown>();
    constructor(readonly options: { style: unknown; bounds?: number[]; transformRequest?: unknown }) {
      if (options.bounds) checkBounds(options.bounds);
      this.style = options.style;
      this.styles.push(options.style);
      maps.push(this);
    }
    on(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
      return this;
    }
    once(type: string, listener: Listener) {
      const once: Listener = (event) => {
        this.off(type, once);
        listener(event);
      };
      return this.on(type, once);
    }
    off(type: string, listener: Listener) {
      this.listeners.set(
        type,
        (this.listeners.get(type) ?? []).filter((l) => l !== listener),
      );
      return this;
    }
    fire(type: string, event: Record<string, unknown> = {}) {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    }
    setStyle(style: unknown) {
      this.style = style;
      this.styles.push(style);
    }
    addControl() {}
    addSource(id: string, source: { data: unknown }) {
      this.sources.set(id, source.data);
    }
    getSource() {
      return undefined;
    }
    addLayer(layer: { id: string }) {
      this.layers.push(layer.id);
    }
    getLayer() {
      return undefined;
    }
    fitBounds(bounds: number[]) {
      checkBounds(bounds);
    }
    remove() {}
  }
  /** MapLibre's LngLat throws on a position off the globe (and took the page down with it). */
  const checkBounds = ([west, south, east, north]: number[]) => {
    for (const lat of [south!, north!])
      if (!(lat >= -90 && lat <= 90))
        throw new Error('Invalid LngLat latitude value: must be between -90 and 90');
    for (const lng of [west!, east!]) if (!Number.isFinite(lng)) throw new Error('Invalid LngLat object');
  };
  const NavigationControl = vi.fn();
  return { maps, maplibregl: { Map: FakeMap, NavigationControl } };
});

vi.mock('./maplibre.ts', () => ({ maplibregl: engine.maplibregl }));
vi.mock(import('./map-style.ts'), async (original) => ({ ...(await original()), canDrawMaps: () => true }));

const serveConfig = (mapStyleUrl: string | null) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json({ map_style_url: mapStyleUrl }))),
  );

const wrap = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <MantineProvider>{children}</MantineProvider>
  </QueryClientProvider>
);

const DOORS = [
  { address: '100 Hargett St, Raleigh', lat: 35.78, lng: -78.64 },
  { address: '102 Hargett St, Raleigh', lat: 35.78, lng: -78.6395 },
  { address: '104 Hargett St, Raleigh', lat: 35.78, lng: -78.639 },
];
const STREETS = streetLines(DOORS);
const LAYERS = [{ id: 'doors', type: 'circle' as const, source: 'doors' }];

const renderMap = () =>
  render(wrap(<MapView label="Walking route" sources={{}} layers={LAYERS} height={200} streets={STREETS} />));

type Style = { sources: Record<string, { data?: unknown }>; layers: { id: string }[] };
const lastMap = () => engine.maps.at(-1);

beforeEach(() => {
  engine.maps.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('map view', () => {
  it('says the map needs WebGL where the browser has none, instead of failing the page', async () => {
    const styleModule = await import('./map-style.ts');
    vi.spyOn(styleModule, 'canDrawMaps').mockReturnValue(false);
    serveConfig(null);
    render(wrap(<DoorMap doors={[[-78.64, 35.78, 2]]} label="Map of the selected voters" />));
    expect(screen.getByRole('region', { name: 'Map of the selected voters' })).toBeInTheDocument();
    expect(screen.getByText(/The map needs WebGL/)).toBeInTheDocument();
  });

  it('draws the streets from the doors under the layers when no basemap is configured', async () => {
    serveConfig(null);
    renderMap();
    await waitFor(() => expect(lastMap()).toBeDefined());
    const style = lastMap()?.style as Style;
    expect(style.layers.map((l) => l.id)).toEqual(['background', 'street-casing', 'street-line']);
    expect(style.sources[STREETS_SOURCE]?.data).toEqual(STREETS);
    expect(STREETS.features).toHaveLength(1);
    lastMap()?.fire('load');
    await waitFor(() => expect(lastMap()?.layers).toEqual(['doors']));
    expect(screen.getByRole('region', { name: 'Walking route' })).toHaveAttribute('data-basemap', 'streets');
    expect(localStorage.getItem(MAP_STYLE_STORAGE_KEY)).toBe('');
  });

  it('uses the configured style, and falls back to the streets when it cannot load', async () => {
    serveConfig('https://maps.example/style.json');
    renderMap();
    await waitFor(() => expect(lastMap()).toBeDefined());
    const map = lastMap();
    expect(map?.style).toBe('https://maps.example/style.json');
    expect(localStorage.getItem(MAP_STYLE_STORAGE_KEY)).toBe('https://maps.example/style.json');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    map?.fire('error', { error: new Error('Failed to fetch') }); // the style itself
    expect(logged).toHaveBeenCalledWith(new Error('Failed to fetch'));
    expect((map?.style as Style).sources[STREETS_SOURCE]?.data).toEqual(STREETS);
    map?.fire('style.load');
    await waitFor(() => expect(map?.layers).toEqual(['doors']));
    expect(screen.getByRole('region', { name: 'Walking route' })).toHaveAttribute('data-basemap', 'streets');
  });

  it('keeps a basemap whose tiles drew, and drops one whose every tile failed', async () => {
    serveConfig('https://maps.example/style.json');
    renderMap();
    await waitFor(() => expect(lastMap()).toBeDefined());
    const drawn = lastMap();
    drawn?.fire('style.load');
    drawn?.fire('sourcedata', { tile: {} });
    drawn?.fire('error', { error: new Error('503'), tile: {} });
    drawn?.fire('load');
    await waitFor(() => expect(drawn?.layers).toEqual(['doors']));
    expect(drawn?.styles).toHaveLength(1);

    localStorage.setItem(MAP_STYLE_STORAGE_KEY, 'https://maps.example/style.json');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    ); // offline
    renderMap();
    await waitFor(() => expect(engine.maps).toHaveLength(2));
    const offline = lastMap();
    expect(offline?.style).toBe('https://maps.example/style.json'); // the remembered style, at once
    offline?.fire('style.load');
    offline?.fire('error', { error: new Error('Failed to fetch'), tile: {} });
    offline?.fire('load');
    expect(offline?.styles).toHaveLength(2);
    offline?.fire('style.load');
    await waitFor(() => expect(offline?.layers).toEqual(['doors']));
  });

  it('skips a door off the globe and says how many voters it skipped, instead of failing the page', async () => {
    serveConfig(null);
    const doors = [
      [-78.65, 999, 1], // the latitude 999 of issue 32
      [-78.64, 35.78, 2],
      [Number.NaN, 35.7, 2],
    ] as const;
    render(wrap(<DoorMap doors={doors} label="Map of the selected voters" />));
    await waitFor(() => expect(lastMap()).toBeDefined());
    lastMap()?.fire('load');
    await waitFor(() => expect(lastMap()?.layers).toEqual(['doors']));
    const drawn = lastMap()?.sources.get('doors') as { features: { geometry: { coordinates: number[] } }[] };
    expect(drawn.features.map((f) => f.geometry.coordinates)).toEqual([[-78.64, 35.78]]);
    expect(screen.getByRole('region', { name: 'Map of the selected voters' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 voters with a bad location were skipped');
  });

  it("draws a walkbook's area over the district's good doors only (Add walkbook, Request recommendation)", async () => {
    serveConfig(null);
    render(
      wrap(
        <DrawAreaMap
          doors={[
            [-78.65, 999, 1],
            [-78.64, 35.78, 1],
          ]}
          onChange={() => undefined}
        />,
      ),
    );
    await waitFor(() => expect(lastMap()).toBeDefined());
    lastMap()?.fire('load');
    await waitFor(() => expect(lastMap()?.layers).toContain('district-doors'));
    expect(screen.getByText('1 voter with a bad location was skipped')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close area' })).toBeInTheDocument();
  });
});

describe("the campaign's streets served by Groundwork (decision 0060)", () => {
  const renderServed = (mapStyleUrl: string | null, streets: number) =>
    renderApp({
      path: '/groundwork/walkbooks',
      setup: (server) => {
        server.on('GET /api/config/', () => Response.json({ map_style_url: mapStyleUrl }));
        server.on('GET /api/streets/', () =>
          Response.json({ streets, bounds: null, source: null, imported_at: null }),
        );
      },
      children: (
        <MapCampaignContext value={CAMPAIGN_ID}>
          <MapView label="Walking route" sources={{}} layers={LAYERS} height={200} streets={STREETS} />
        </MapCampaignContext>
      ),
    });

  it("draws the campaign's style, resolved on this origin, its files asked with the session's token", async () => {
    const { server } = await renderServed('/api/basemap/style.json', 12_408);
    await waitFor(() => expect(lastMap()).toBeDefined());
    const origin = window.location.origin;
    expect(lastMap()?.style).toBe(`${origin}/api/basemap/style.json?campaign_id=${CAMPAIGN_ID}`);
    expect(server.callsTo('GET', '/api/streets/')[0]?.search.get('campaign_id')).toBe(CAMPAIGN_ID);
    const transform = lastMap()?.options.transformRequest as (url: string) => Promise<RequestParameters>;
    const tile = await transform(`${origin}/api/basemap/tiles/14/1/2.pbf?campaign_id=${CAMPAIGN_ID}`);
    expect(new Headers(tile.headers).get('authorization')).toMatch(/^Bearer .+\.sig$/);
    const other = await transform('https://tiles.example/14/1/2.pbf');
    expect(other.headers).toBeUndefined();
  });

  it('keeps the streets drawn from the doors while the campaign has loaded none', async () => {
    await renderServed('/api/basemap/style.json', 0);
    await waitFor(() => expect(lastMap()).toBeDefined());
    const style = lastMap()?.style as Style;
    expect(style.layers.map((l) => l.id)).toEqual(['background', 'street-casing', 'street-line']);
    expect(style.sources[STREETS_SOURCE]?.data).toEqual(STREETS);
  });

  it('draws MAP_STYLE_URL when it is set, without asking for the streets', async () => {
    const { server } = await renderServed('https://maps.example/style.json', 12_408);
    await waitFor(() => expect(lastMap()).toBeDefined());
    expect(lastMap()?.style).toBe('https://maps.example/style.json');
    expect(server.callsTo('GET', '/api/streets/')).toHaveLength(0);
  });
});
