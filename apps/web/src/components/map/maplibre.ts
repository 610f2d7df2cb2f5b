/**
 * The map engine, loaded on demand (`import('./maplibre.ts')`) so pages without a map stay small. MapLibre
 * runs its tile and GeoJSON work in a worker that Vite bundles from the package.
 */
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import 'maplibre-gl/dist/maplibre-gl.css';

maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };
