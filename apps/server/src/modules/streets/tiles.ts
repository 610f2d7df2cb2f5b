/**
 * A campaign's streets as a Mapbox Vector Tile (docs/decisions/0059-served-basemap.md), layer `streets` with
 * `name` and `class`: `ST_AsMVT` on a PostgreSQL server with PostGIS; elsewhere (PGlite, no PostGIS) the lines
 * in the tile's box plus its buffer, cut and encoded in JavaScript by MapLibre's `geojson-vt` and `vt-pbf`.
 */
import { geoJSONToTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { BASEMAP, type Bounds } from '@groundwork/shared/contracts/streets';
import type { Db } from '../../db/client.ts';
import { geographyOf } from '../voters/geography.ts';
import { classesAtZoom } from './road-classes.ts';
import * as repo from './streets.repository.ts';

export const TILE_EXTENT = 4096;
/** The buffer around a tile, in tile units (MapLibre's default for vector sources). */
export const TILE_BUFFER = 64;
export const MAX_TILE_ZOOM = 22;

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** Whether z/x/y names a tile: whole numbers, 0 ≤ z ≤ 22, x and y within the zoom's 2^z. */
export const isTileAddress = ({ z, x, y }: TileAddress): boolean =>
  [z, x, y].every(Number.isInteger) &&
  z >= 0 &&
  z <= MAX_TILE_ZOOM &&
  x >= 0 &&
  y >= 0 &&
  x < 2 ** z &&
  y < 2 ** z;

const lngOf = (x: number, z: number) => (x / 2 ** z) * 360 - 180;
const latOf = (y: number, z: number) =>
  (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI;

/** The tile's [w, s, e, n] widened by its buffer (web-mercator tile units, so a fraction of x and y). */
export const tileBox = ({ z, x, y }: TileAddress): Bounds => {
  const pad = TILE_BUFFER / TILE_EXTENT;
  return [lngOf(x - pad, z), latOf(y + 1 + pad, z), lngOf(x + 1 + pad, z), latOf(y - pad, z)];
};

/** The tile made in JavaScript from the lines the box query found. */
export const javascriptTile = async (db: Db, campaignId: string, tile: TileAddress): Promise<Uint8Array> => {
  const lines = await repo.streetsInBox(db, campaignId, classesAtZoom(tile.z), tileBox(tile));
  if (lines.length === 0) return new Uint8Array();
  const made = geoJSONToTile(
    {
      type: 'FeatureCollection',
      features: lines.map((line) => ({
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: line.coordinates },
        properties: { name: line.name, class: line.roadClass },
      })),
    },
    tile.z,
    tile.x,
    tile.y,
    { extent: TILE_EXTENT, buffer: TILE_BUFFER, clip: true, maxZoom: tile.z },
  );
  if (made.features.length === 0) return new Uint8Array();
  return fromGeojsonVt({ [BASEMAP.sourceLayer]: made }, { version: 2, extent: TILE_EXTENT });
};

/** The tile by PostGIS' `ST_AsMVT`. */
export const postgisTile = (db: Db, campaignId: string, tile: TileAddress): Promise<Uint8Array> =>
  repo.postgisTile(db, campaignId, classesAtZoom(tile.z), tileBox(tile), {
    ...tile,
    layer: BASEMAP.sourceLayer,
    extent: TILE_EXTENT,
    buffer: TILE_BUFFER,
  });

/** The campaign's streets tile, by the path the database offers; an empty tile is an empty body. */
export const streetsTile = (db: Db, campaignId: string, tile: TileAddress): Promise<Uint8Array> =>
  geographyOf(db) === 'postgis' ? postgisTile(db, campaignId, tile) : javascriptTile(db, campaignId, tile);
