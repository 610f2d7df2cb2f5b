import type { StyleSpecification } from 'maplibre-gl';
import { BASEMAP } from '@groundwork/shared/contracts/streets';
import { MAP_TILE_CACHE } from '../../lib/offline/map-tile-cache';
import type { Bounds } from './geo';

/** The zooms kept offline: a street's doors at 16; the overview down to 12. */
export const OFFLINE_ZOOMS = { min: 12, max: 16 } as const;
/** At most this many tiles per source: a larger area keeps its lower zooms only. */
export const MAX_OFFLINE_TILES = 600;
/** Files fetched at once. */
const PARALLEL = 6;

export interface TileId {
  z: number;
  x: number;
  y: number;
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/** The x/y of the tile holding a position at zoom z (Web Mercator, the XYZ scheme). */
export const tileAt = (lng: number, lat: number, z: number): TileId => {
  const n = 2 ** z;
  const rad = (Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return { z, x: clamp(x, n - 1), y: clamp(y, n - 1) };
};

/**
 * The tiles covering the bounds, zoom by zoom from `minZoom`, while the total stays within `cap`: a zoom that
 * would overflow it is left out with every zoom above it (they would be larger still).
 */
export const tilesCovering = (
  [west, south, east, north]: Bounds,
  minZoom: number = OFFLINE_ZOOMS.min,
  maxZoom: number = OFFLINE_ZOOMS.max,
  cap = MAX_OFFLINE_TILES,
): TileId[] => {
  const tiles: TileId[] = [];
  for (let z = minZoom; z <= maxZoom; z += 1) {
    const topLeft = tileAt(west, north, z);
    const bottomRight = tileAt(east, south, z);
    const count = (bottomRight.x - topLeft.x + 1) * (bottomRight.y - topLeft.y + 1);
    if (tiles.length + count > cap) break;
    for (let x = topLeft.x; x <= bottomRight.x; x += 1)
      for (let y = topLeft.y; y <= bottomRight.y; y += 1) tiles.push({ z, x, y });
  }
  return tiles;
};

/** A tile template's URL for one tile (`{z}/{x}/{y}`; TMS sources count y from the south). */
export const tileUrl = (template: string, { z, x, y }: TileId, scheme: 'xyz' | 'tms' = 'xyz'): string =>
  template
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(scheme === 'tms' ? 2 ** z - 1 - y : y))
    .replace('{r}', '')
    .replace('{ratio}', '');

interface TileSource {
  type: string;
  url?: string;
  tiles?: string[];
  minzoom?: number;
  maxzoom?: number;
  scheme?: 'xyz' | 'tms';
}

export interface OfflineTilesProgress {
  /** Files handled so far (stored, already kept or failed) of `total`. */
  done: number;
  total: number;
  failed: number;
}

export interface KeepMapTilesOptions {
  /** The map's basemap style (`useBasemapStyle`); null: no basemap, nothing to keep. */
  styleUrl: string | null;
  bounds: Bounds;
  onProgress?: (progress: OfflineTilesProgress) => void;
  signal?: AbortSignal;
  /** For tests: the fetch and the Cache Storage to use. */
  fetch?: typeof fetch;
  caches?: CacheStorage;
}

/**
 * The glyph ranges kept: Latin, Latin Extended (accented street names) and punctuation (dashes, quotes), the
 * ranges Groundwork's own font ships (BASEMAP.glyphRanges); other scripts load when online.
 */
export const OFFLINE_GLYPH_RANGES: readonly string[] = BASEMAP.glyphRanges;

const fontStacks = (style: StyleSpecification): string[] => {
  const stacks = new Set<string>();
  for (const layer of style.layers) {
    const font = layer.type === 'symbol' ? layer.layout?.['text-font'] : undefined;
    if (Array.isArray(font) && font.every((f) => typeof f === 'string')) stacks.add(font.join(','));
  }
  return [...stacks];
};

const spriteFiles = (sprite: StyleSpecification['sprite']): string[] => {
  const bases = typeof sprite === 'string' ? [sprite] : (sprite ?? []).map((s) => s.url);
  return bases.flatMap((base) => ['.json', '.png', '@2x.json', '@2x.png'].map((end) => base + end));
};

/**
 * Keeps a basemap's files for an area in the map tile cache, where the service worker answers from them
 * offline: the style, its sources' TileJSON, the tiles of zooms 12–16 covering the bounds (at most
 * MAX_OFFLINE_TILES per source), the Latin glyph ranges of its fonts and its sprites. Files already kept are not
 * fetched again. Failures are counted, never thrown: a map kept in part still helps. Sources read through a
 * protocol (`pmtiles://`: one file read in ranges) are not kept (0050-basemap.md).
 */
export const keepMapTilesOffline = async ({
  styleUrl,
  bounds,
  onProgress,
  signal,
  fetch: fetchFile = globalThis.fetch.bind(globalThis),
  caches: storage = globalThis.caches,
}: KeepMapTilesOptions): Promise<OfflineTilesProgress> => {
  const progress: OfflineTilesProgress = { done: 0, total: 0, failed: 0 };
  if (!styleUrl || typeof storage === 'undefined') return progress;
  const cache = await storage.open(MAP_TILE_CACHE);
  const getJson = async <T>(url: string): Promise<T | null> => {
    try {
      const response = await fetchFile(url, { signal });
      if (!response.ok) return null;
      await cache.put(url, response.clone());
      return (await response.json()) as T;
    } catch {
      return null;
    }
  };
  const style = await getJson<StyleSpecification>(styleUrl);
  if (!style) return { done: 1, total: 1, failed: 1 };
  const absolute = (url: string, base: string) => new URL(url, base).toString();

  const files: string[] = [];
  for (const source of Object.values(style.sources) as TileSource[]) {
    if (!['vector', 'raster', 'raster-dem'].includes(source.type)) continue;
    let tileJson: TileSource | null = source;
    let base = styleUrl;
    if (!source.tiles && source.url) {
      if (!/^https?:/.test(absolute(source.url, styleUrl))) continue; // pmtiles:// and other protocols
      base = absolute(source.url, styleUrl);
      tileJson = await getJson<TileSource>(base);
    }
    const templates = tileJson?.tiles ?? [];
    const template = templates[0];
    if (!tileJson || !template) continue;
    const maxZoom = Math.min(OFFLINE_ZOOMS.max, tileJson.maxzoom ?? source.maxzoom ?? 22);
    const minZoom = Math.max(OFFLINE_ZOOMS.min, tileJson.minzoom ?? source.minzoom ?? 0);
    for (const tile of tilesCovering(bounds, Math.min(minZoom, maxZoom), maxZoom))
      files.push(absolute(tileUrl(template, tile, tileJson.scheme ?? source.scheme), base));
  }
  if (style.glyphs) {
    const glyphs = style.glyphs;
    for (const stack of fontStacks(style))
      for (const range of OFFLINE_GLYPH_RANGES)
        files.push(absolute(glyphs.replace('{fontstack}', stack).replace('{range}', range), styleUrl));
  }
  for (const file of spriteFiles(style.sprite)) files.push(absolute(file, styleUrl));

  progress.total = files.length;
  onProgress?.({ ...progress });
  let next = 0;
  const worker = async () => {
    while (next < files.length && !signal?.aborted) {
      const url = files[next] ?? '';
      next += 1;
      try {
        if (!(await cache.match(url))) {
          const response = await fetchFile(url, { signal });
          if (!response.ok) throw new Error(String(response.status));
          await cache.put(url, response);
        }
      } catch {
        progress.failed += 1;
      }
      progress.done += 1;
      onProgress?.({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return progress;
};
