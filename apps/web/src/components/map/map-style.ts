import type { StyleSpecification } from 'maplibre-gl';

/**
 * The basemap: `VITE_MAP_STYLE_URL` (any MapLibre style, e.g. a self-hosted OpenMapTiles or Protomaps style)
 * when the deployment sets one; otherwise an inline style with only a background, so maps work offline and on
 * machines without tile access, with the product's own GeoJSON layers (doors, shapes, routes) drawn on top.
 */
export const mapStyle = (): string | StyleSpecification =>
  import.meta.env.VITE_MAP_STYLE_URL ?? {
    version: 8,
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef1f4' } }],
  };

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
