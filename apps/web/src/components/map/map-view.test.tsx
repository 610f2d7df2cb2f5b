import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_STYLE_STORAGE_KEY } from './api/get-config';
import { DoorMap } from './door-map';
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
    constructor(options: { style: unknown }) {
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
    addSource() {}
    getSource() {
      return undefined;
    }
    addLayer(layer: { id: string }) {
      this.layers.push(layer.id);
    }
    getLayer() {
      return undefined;
    }
    fitBounds() {}
    remove() {}
  }
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
});
