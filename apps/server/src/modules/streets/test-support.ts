/** Streets files for the tests: a real-form TIGER/Line roads zip and an OpenStreetMap GeoJSON extract. */
import JSZip from 'jszip';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { multipartBody } from '../../test/malformed-files.ts';
import { characterDbf, polylineShp } from './shapefile-bytes.ts';

/** TIGER/Line's .prj: NAD83 geographic. */
export const NAD83_PRJ =
  'GEOGCS["GCS_North_American_1983",DATUM["D_North_American_1983",SPHEROID["GRS_1980",6378137,298.257222101]],PRIMEM["Greenwich",0],UNIT["Degree",0.017453292519943295]]';

type Line = [number, number][];

/** A few roads of Raleigh (Wake County, 37183) in TIGER's fields: LINEARID, FULLNAME, RTTYP, MTFCC. */
export const TIGER_ROADS: { id: string; name: string; rttyp: string; mtfcc: string; line: Line }[] = [
  {
    id: '1101',
    name: 'I- 440',
    rttyp: 'I',
    mtfcc: 'S1100',
    line: [
      [-78.7, 35.8],
      [-78.65, 35.82],
    ],
  },
  {
    id: '1102',
    name: 'Glenwood Ave',
    rttyp: 'M',
    mtfcc: 'S1200',
    line: [
      [-78.65, 35.79],
      [-78.645, 35.795],
    ],
  },
  {
    id: '1103',
    name: 'Oak St',
    rttyp: 'M',
    mtfcc: 'S1400',
    line: [
      [-78.64, 35.78],
      [-78.638, 35.781],
      [-78.636, 35.78],
    ],
  },
  {
    id: '1104',
    name: '',
    rttyp: '',
    mtfcc: 'S1640',
    line: [
      [-78.641, 35.779],
      [-78.64, 35.778],
    ],
  },
  {
    id: '1105',
    name: 'Oak St Trl',
    rttyp: 'M',
    mtfcc: 'S1710',
    line: [
      [-78.639, 35.779],
      [-78.6385, 35.7795],
    ],
  },
];

/** A zipped polyline shapefile (.shp, .shx, .dbf, .prj) named `base`. */
export const shapefileZip = async (
  base: string,
  lines: Line[],
  fields: string[],
  rows: Record<string, string>[],
  prj: string | null = NAD83_PRJ,
): Promise<Buffer> => {
  const zip = new JSZip();
  const { shp, shx } = polylineShp(lines);
  zip.file(`${base}.shp`, shp);
  zip.file(`${base}.shx`, shx);
  zip.file(`${base}.dbf`, characterDbf(fields, rows));
  if (prj) zip.file(`${base}.prj`, prj);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};

/** The zipped shapefile as the Census publishes it (tl_2024_37183_roads.shp/.shx/.dbf/.prj). */
export const tigerZip = (roads = TIGER_ROADS): Promise<Buffer> =>
  shapefileZip(
    'tl_2024_37183_roads',
    roads.map((r) => r.line),
    ['LINEARID', 'FULLNAME', 'RTTYP', 'MTFCC'],
    roads.map((r) => ({ LINEARID: r.id, FULLNAME: r.name, RTTYP: r.rttyp, MTFCC: r.mtfcc })),
  );

/** An OpenStreetMap extract: lines with `name` and `highway`, a point, a bad line and a proposed road. */
export const OSM_GEOJSON = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Main Street', highway: 'primary' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-78.64, 35.78],
          [-78.63, 35.785],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Elm Street', highway: 'residential' },
      geometry: {
        type: 'MultiLineString',
        coordinates: [
          [
            [-78.641, 35.781],
            [-78.64, 35.782],
          ],
          [
            [-78.64, 35.782],
            [-78.639, 35.783],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { highway: 'footway' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-78.6405, 35.7805],
          [-78.6401, 35.7809],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'A café' },
      geometry: { type: 'Point', coordinates: [-78.64, 35.78] },
    },
    {
      type: 'Feature',
      properties: { name: 'Nowhere Rd', highway: 'residential' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-78.64, 95],
          [-78.63, 35.78],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'One Point Rd', highway: 'residential' },
      geometry: { type: 'LineString', coordinates: [[-78.64, 35.78]] },
    },
    {
      type: 'Feature',
      properties: { name: 'Future Pkwy', highway: 'proposed' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-78.64, 35.78],
          [-78.62, 35.79],
        ],
      },
    },
  ],
};

export const streetsUpload = (file: { name: string; content: string | Buffer }, campaignId: string) => {
  const { boundary, payload } = multipartBody(file, { campaign_id: campaignId });
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

/** A decoded tile's `streets` features: name, class, and their geometry in tile units. */
export const decodeTile = (body: Buffer | Uint8Array) => {
  if (body.length === 0) return [];
  const layer = new VectorTile(new PbfReader(body)).layers.streets;
  if (!layer) return [];
  return Array.from({ length: layer.length }, (_, i) => {
    const feature = layer.feature(i);
    return {
      name: feature.properties.name,
      class: feature.properties.class,
      type: feature.type,
      geometry: feature.loadGeometry().map((ring) => ring.map((p) => [p.x, p.y])),
    };
  });
};

/** The z/x/y of the tile holding a position. */
export const tileOf = (lng: number, lat: number, z: number) => {
  const n = 2 ** z;
  const x = Math.floor(((lng + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return { z, x, y };
};
