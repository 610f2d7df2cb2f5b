import { describe, expect, it, vi } from 'vitest';
import { BASEMAP } from '@groundwork/shared/contracts/streets';
import { MAP_TILE_CACHE } from '../../lib/offline/map-tile-cache';
import type { Bounds } from './geo';
import { keepMapTilesOffline, tileAt, tilesCovering, tileUrl } from './offline-tiles';

describe('tile maths', () => {
  it('finds the tile of a position', () => {
    expect(tileAt(0, 0, 1)).toEqual({ z: 1, x: 1, y: 1 });
    expect(tileAt(-180, 85.05, 3)).toEqual({ z: 3, x: 0, y: 0 });
    expect(tileAt(180, -90, 2)).toEqual({ z: 2, x: 3, y: 3 });
    expect(tileAt(-0.1278, 51.5074, 10)).toEqual({ z: 10, x: 511, y: 340 });
  });

  it('covers a walkbook zoom by zoom, within the cap', () => {
    const downtown: Bounds = [-78.65, 35.77, -78.63, 35.79];
    const tiles = tilesCovering(downtown);
    expect(new Set(tiles.map((t) => t.z))).toEqual(new Set([12, 13, 14, 15, 16]));
    const at16 = tiles.filter((t) => t.z === 16);
    const corner = tileAt(-78.65, 35.79, 16);
    const opposite = tileAt(-78.63, 35.77, 16);
    expect(at16).toContainEqual(corner);
    expect(at16).toContainEqual(opposite);
    expect(at16).toHaveLength((opposite.x - corner.x + 1) * (opposite.y - corner.y + 1));
    // A whole county: the highest zooms are left out rather than the cap exceeded.
    const county = tilesCovering([-79.0, 35.5, -78.2, 36.1]);
    expect(county.length).toBeLessThanOrEqual(600);
    expect(Math.max(...county.map((t) => t.z))).toBeLessThan(16);
    const low = tilesCovering(downtown, 12, 13);
    expect(tilesCovering(downtown, 12, 16, low.length + 1)).toEqual(low); // z14 does not fit
  });

  it('fills a tile template, counting y from the south for TMS', () => {
    expect(tileUrl('https://t.example/{z}/{x}/{y}.pbf', { z: 3, x: 2, y: 1 })).toBe(
      'https://t.example/3/2/1.pbf',
    );
    expect(tileUrl('https://t.example/{z}/{x}/{y}{r}.png', { z: 3, x: 2, y: 1 }, 'tms')).toBe(
      'https://t.example/3/2/6.png',
    );
  });
});

/** An in-memory Cache Storage with the calls the code makes. */
const fakeCaches = () => {
  const buckets = new Map<string, Map<string, Response>>();
  const storage = {
    open: (name: string) => {
      const files = buckets.get(name) ?? new Map<string, Response>();
      buckets.set(name, files);
      return Promise.resolve({
        match: (url: string) => Promise.resolve(files.get(url)),
        put: (url: string, response: Response) => {
          files.set(url, response);
          return Promise.resolve();
        },
      });
    },
  };
  return { storage: storage as unknown as CacheStorage, buckets };
};

const STYLE_URL = 'https://maps.example/styles/liberty.json';
const STYLE = {
  version: 8,
  glyphs: 'https://maps.example/fonts/{fontstack}/{range}.pbf',
  sprite: 'https://maps.example/sprites/liberty',
  sources: {
    streets: { type: 'vector', url: 'https://maps.example/planet.json' },
    hills: { type: 'raster', tiles: ['/hills/{z}/{x}/{y}.png'], maxzoom: 13 },
    archive: { type: 'vector', url: 'pmtiles://https://maps.example/area.pmtiles' },
    mine: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
  },
  layers: [
    { id: 'names', type: 'symbol', source: 'streets', layout: { 'text-font': ['Noto Sans Regular'] } },
  ],
};
const TILEJSON = { tiles: ['https://maps.example/planet/{z}/{x}/{y}.pbf'], maxzoom: 14 };

const fakeFetch = (failing: (url: string) => boolean = () => false) =>
  vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    if (failing(url)) return Promise.resolve(new Response('', { status: 503 }));
    if (url === STYLE_URL) return Promise.resolve(Response.json(STYLE));
    if (url === 'https://maps.example/planet.json') return Promise.resolve(Response.json(TILEJSON));
    return Promise.resolve(new Response(`file ${url}`));
  });

const AREA: Bounds = [-78.645, 35.775, -78.64, 35.78];

describe('keepMapTilesOffline', () => {
  it('keeps the style, TileJSON, tiles, glyphs and sprites of the area, with progress', async () => {
    const { storage, buckets } = fakeCaches();
    const fetch = fakeFetch();
    const reports: number[] = [];
    const result = await keepMapTilesOffline({
      styleUrl: STYLE_URL,
      bounds: AREA,
      fetch,
      caches: storage,
      onProgress: (p) => reports.push(p.done),
    });
    const kept = [...(buckets.get(MAP_TILE_CACHE)?.keys() ?? [])];
    expect(kept).toContain(STYLE_URL);
    expect(kept).toContain('https://maps.example/planet.json');
    const streetTiles = kept.filter((u) => u.startsWith('https://maps.example/planet/'));
    // Zooms 12–14: the source has no tiles beyond 14 (MapLibre draws 15–16 from them).
    expect(new Set(streetTiles.map((u) => u.split('/')[4]))).toEqual(new Set(['12', '13', '14']));
    expect(kept.filter((u) => u.startsWith('https://maps.example/hills/'))).toHaveLength(
      tilesCovering(AREA, 12, 13).length,
    );
    for (const range of ['0-255', '256-511', '8192-8447'])
      expect(kept).toContain(`https://maps.example/fonts/Noto%20Sans%20Regular/${range}.pbf`);
    expect(kept).toContain('https://maps.example/sprites/liberty@2x.png');
    expect(kept.some((u) => u.includes('pmtiles'))).toBe(false);
    expect(result).toEqual({ done: result.total, total: kept.length - 2, failed: 0 });
    expect(reports.at(-1)).toBe(result.total);

    // Again: the files already kept are not fetched again.
    fetch.mockClear();
    await keepMapTilesOffline({ styleUrl: STYLE_URL, bounds: AREA, fetch, caches: storage });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      STYLE_URL,
      'https://maps.example/planet.json',
    ]);
  });

  it('counts failures instead of throwing, and does nothing without a style', async () => {
    const { storage, buckets } = fakeCaches();
    const result = await keepMapTilesOffline({
      styleUrl: STYLE_URL,
      bounds: AREA,
      fetch: fakeFetch((url) => url.endsWith('.png')),
      caches: storage,
    });
    expect(result.failed).toBeGreaterThan(0);
    expect(result.done).toBe(result.total);
    const offline = await keepMapTilesOffline({
      styleUrl: STYLE_URL,
      bounds: AREA,
      fetch: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      caches: storage,
    });
    expect(offline).toEqual({ done: 1, total: 1, failed: 1 });
    const none = fakeFetch();
    expect(await keepMapTilesOffline({ styleUrl: null, bounds: AREA, fetch: none, caches: storage })).toEqual(
      { done: 0, total: 0, failed: 0 },
    );
    expect(none).not.toHaveBeenCalled();
    expect(buckets.size).toBe(1);
  });
});

describe("keeping the campaign's served streets offline", () => {
  const ORIGIN = 'https://groundwork.example';
  const SERVED_STYLE = `${ORIGIN}${BASEMAP.stylePath}?campaign_id=7`;
  // As the server writes it (modules/streets/basemap-style.ts): absolute tile and glyph templates.
  const SERVED = {
    version: 8,
    glyphs: `${ORIGIN}${BASEMAP.fontsPath}/{fontstack}/{range}.pbf`,
    sources: {
      [BASEMAP.source]: {
        type: 'vector',
        tiles: [`${ORIGIN}${BASEMAP.tilesPath}/{z}/{x}/{y}.pbf?campaign_id=7`],
        maxzoom: BASEMAP.maxzoom,
      },
    },
    layers: [
      { id: 'background', type: 'background' },
      { id: 'streets-names', type: 'symbol', source: 'streets', layout: { 'text-font': [BASEMAP.font] } },
    ],
  };

  it("keeps the style, the area's tiles with the campaign's id, and every glyph range of its font", async () => {
    const { storage, buckets } = fakeCaches();
    const fetch = vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(String(input) === SERVED_STYLE ? Response.json(SERVED) : new Response('file')),
    );
    const result = await keepMapTilesOffline({
      styleUrl: SERVED_STYLE,
      bounds: AREA,
      fetch,
      caches: storage,
    });
    const kept = [...(buckets.get(MAP_TILE_CACHE)?.keys() ?? [])];
    expect(kept).toContain(SERVED_STYLE);
    const tiles = kept.filter((u) => u.startsWith(`${ORIGIN}${BASEMAP.tilesPath}/`));
    expect(tiles).toHaveLength(tilesCovering(AREA, 12, 16).length);
    for (const tile of tiles) expect(new URL(tile).searchParams.get('campaign_id')).toBe('7');
    expect(tiles).toContain(
      `${ORIGIN}${BASEMAP.tilesPath}/16/${tileAt(AREA[0], AREA[3], 16).x}/${tileAt(AREA[0], AREA[3], 16).y}.pbf?campaign_id=7`,
    );
    expect(kept.filter((u) => u.includes(BASEMAP.fontsPath)).sort()).toEqual(
      BASEMAP.glyphRanges
        .map((range) => `${ORIGIN}${BASEMAP.fontsPath}/Noto%20Sans%20Regular/${range}.pbf`)
        .sort(),
    );
    expect(result).toEqual({ done: kept.length - 1, total: kept.length - 1, failed: 0 });
  });
});
