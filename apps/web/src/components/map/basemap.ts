import type { MapLibreEvent, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';

/**
 * Resolves once the map can take the product's layers, with whether the configured basemap is drawn. The
 * map falls back to `fallback()` (the style without a basemap) when its style cannot be loaded, or when,
 * by the first full draw, basemap files failed and not one tile drew (offline without cached tiles). A tile
 * failing later (panning off the area kept offline) leaves the basemap as it is.
 */
export const loadBasemap = (
  map: MapLibreMap,
  hasBasemap: boolean,
  fallback: () => StyleSpecification,
): Promise<boolean> =>
  new Promise((resolve) => {
    if (!hasBasemap) {
      map.once('load', () => resolve(false));
      return;
    }
    let isStyleParsed = false;
    let failures = 0;
    let tiles = 0;
    const countTile = (event: MapLibreEvent & { tile?: unknown }) => {
      if (event.tile) tiles += 1;
    };
    const fallBack = () => {
      map.off('error', onError);
      map.off('sourcedata', countTile);
      map.off('load', onLoad);
      map.setStyle(fallback(), { diff: false });
      map.once('style.load', () => resolve(false));
    };
    const onError = () => {
      if (!isStyleParsed) fallBack();
      else failures += 1;
    };
    const onLoad = () => {
      map.off('error', onError);
      map.off('sourcedata', countTile);
      if (failures > 0 && tiles === 0) fallBack();
      else resolve(true);
    };
    map.once('style.load', () => {
      isStyleParsed = true;
    });
    map.on('error', onError);
    map.on('sourcedata', countTile);
    map.once('load', onLoad);
  });
