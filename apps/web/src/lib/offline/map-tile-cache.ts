/**
 * The Cache Storage bucket that holds the basemap's files (style, tiles, glyphs, sprites) for offline use.
 * The service worker answers map requests from it when the network fails (vite.config.ts, runtime caching),
 * and the page fills it with the tiles of a walkbook kept offline (components/map). One name, two writers.
 */
export const MAP_TILE_CACHE = 'groundwork-map-tiles';

/** Files of a MapLibre basemap on another host: vector or raster tiles, glyphs, sprites and the style. */
const MAP_FILE = /\.(pbf|mvt|png|jpe?g|webp|json)$/i;

/**
 * Groundwork's own basemap (decision 0060): its style, tiles and fonts (BASEMAP in the streets contract, not
 * imported here: the service worker would carry zod with it; map-tile-cache.test.ts holds them together).
 */
const SERVED_BASEMAP = '/api/basemap/';

/**
 * Whether a request is one of the basemap's files: another origin's map file, or Groundwork's own basemap
 * (style, tiles, glyphs), never the rest of our own API.
 */
export const isMapFileRequest = (url: URL, sameOrigin: boolean): boolean =>
  sameOrigin ? url.pathname.startsWith(SERVED_BASEMAP) : MAP_FILE.test(url.pathname);
