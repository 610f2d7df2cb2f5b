import { useEffect } from 'react';
import type { Bounds } from './geo';
import { keepMapTilesOffline, type OfflineTilesProgress } from './offline-tiles';
import { basemapFetch } from './served-basemap';
import { useBasemapStyle } from './use-basemap-style';

/** The area kept is the doors' bounds and this much around them (the streets at the edge, a way in). */
const MARGIN_METRES = 200;

const padded = ([west, south, east, north]: Bounds): Bounds => {
  const dLat = MARGIN_METRES / 110_574;
  const dLng = MARGIN_METRES / (111_320 * Math.cos((((south + north) / 2) * Math.PI) / 180));
  return [west - dLng, south - dLat, east + dLng, north + dLat];
};

/**
 * Keeps a basemap's files around an area (a walkbook's doors) for offline use: the configured style's, or the
 * campaign's streets served by Groundwork (its style, tiles and glyphs, asked with the session's token);
 * nothing without a basemap. Failures are counted, never thrown.
 */
export const keepAreaOffline = (
  styleUrl: string | null,
  bounds: Bounds,
  options: { onProgress?: (progress: OfflineTilesProgress) => void; signal?: AbortSignal } = {},
): Promise<OfflineTilesProgress> =>
  keepMapTilesOffline({ styleUrl, bounds: padded(bounds), fetch: basemapFetch, ...options });

/** Per area and style: a campaign that loads its streets, or a deployment that changes its style, keeps again. */
const storageKey = (styleUrl: string, bounds: Bounds) =>
  `groundwork.map-kept.${bounds.map((b) => b.toFixed(4)).join(',')}|${styleUrl}`;

const readDay = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage refused: kept again next time (files already kept are not fetched)
  }
};

const writeDay = (key: string, day: string): void => {
  try {
    localStorage.setItem(key, day);
  } catch {
    // not remembered: the next showing checks the cache again
  }
};

/**
 * While a map of an area is shown online over a basemap (configured, or the campaign's served streets), its
 * tiles are kept for offline use in the background, once a day per area and style (remembered in
 * localStorage once every file is kept).
 */
export const useKeepAreaOffline = (bounds: Bounds | null, isShown: boolean): void => {
  // The deployment's basemap is asked only when there is an area to keep: never before the page's first paint.
  const styleUrl = useBasemapStyle(isShown && bounds !== null);
  useEffect(() => {
    if (!isShown || !styleUrl || !bounds || !navigator.onLine) return;
    const key = storageKey(styleUrl, bounds);
    const today = new Date().toISOString().slice(0, 10);
    if (readDay(key) === today) return;
    const controller = new AbortController();
    void keepAreaOffline(styleUrl, bounds, { signal: controller.signal }).then((progress) => {
      if (!controller.signal.aborted && progress.failed === 0) writeDay(key, today);
    });
    return () => controller.abort();
  }, [bounds, isShown, styleUrl]);
};
