/** shpjs ships JavaScript only: the one function Groundwork calls (lib/index.js). */
declare module 'shpjs' {
  interface ShpFeatureCollection {
    type: 'FeatureCollection';
    features: { type: 'Feature'; geometry: unknown; properties: Record<string, unknown> | null }[];
    fileName?: string;
  }
  /** A zipped shapefile's layers as GeoJSON (one collection, or one per layer), reprojected by its .prj. */
  export function parseZip(
    buffer: ArrayBuffer | Uint8Array,
    whiteList?: string[],
  ): Promise<ShpFeatureCollection | ShpFeatureCollection[]>;
}
