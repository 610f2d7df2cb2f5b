import type * as GeoJSON from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

/** The source of the streets drawn from the doors when there is no basemap. */
export const STREETS_SOURCE = 'basemap-streets';

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * The style without a basemap (none configured, or it failed to load): a plain background and, when the map
 * is given them, streets drawn from its doors (`street-lines.ts`) as a grey casing around a white line, under
 * the product's layers. No glyphs without a style: the streets carry no names (0050-basemap.md).
 */
export const noBasemapStyle = (streets: GeoJSON.FeatureCollection = EMPTY): StyleSpecification => ({
  version: 8,
  sources: { [STREETS_SOURCE]: { type: 'geojson', data: streets } },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#e6e9ed' } },
    {
      id: 'street-casing',
      type: 'line',
      source: STREETS_SOURCE,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': '#b4bcc6',
        'line-width': ['interpolate', ['linear'], ['zoom'], 12, 3, 14, 6, 16, 14, 19, 44],
      },
    },
    {
      id: 'street-line',
      type: 'line',
      source: STREETS_SOURCE,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': '#ffffff',
        'line-width': ['interpolate', ['linear'], ['zoom'], 12, 1.5, 14, 4, 16, 10, 19, 38],
      },
    },
  ],
});

/** Whether this browser can draw WebGL maps (jsdom and some locked-down browsers cannot). */
export const canDrawMaps = (): boolean => {
  if (typeof document === 'undefined' || typeof WebGLRenderingContext === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
};
