/**
 * A streets file read into lines (docs/decisions/0059-served-basemap.md): the US Census TIGER/Line "All Roads"
 * zipped shapefile (read by `shpjs`, reprojected by its .prj; NAD83 is taken as WGS84) or a GeoJSON
 * FeatureCollection of LineString / MultiLineString (an OpenStreetMap extract: `name`, `highway`).
 * A MultiLineString becomes one line per part. Features that are not lines, or whose coordinates are out of
 * range or have fewer than 2 points, are skipped and counted. Anything else is a 400, never a 500.
 */
import { parseZip } from 'shpjs';
import {
  STREET_LIMITS,
  STREETS_MESSAGES,
  type Bounds,
  type StreetClass,
  type StreetSourceKind,
} from '@groundwork/shared/contracts/streets';
import { badRequest } from '../../errors.ts';
import { classOfHighway, classOfMtfcc } from './road-classes.ts';

export type Position = [number, number];

export interface StreetLine {
  name: string;
  roadClass: StreetClass;
  coordinates: Position[];
}

export interface StreetsFile {
  kind: StreetSourceKind;
  lines: StreetLine[];
  /** Features left out. */
  skipped: number;
}

interface RawFeature {
  geometry?: unknown;
  properties?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const position = (value: unknown): Position | null => {
  if (!Array.isArray(value) || value.length < 2) return null;
  const [lng, lat] = value as unknown[];
  if (typeof lng !== 'number' || typeof lat !== 'number') return null;
  if (!Number.isFinite(lng) || !Number.isFinite(lat)) return null;
  if (lng < -180 || lng > 180 || lat < -90 || lat > 90) return null;
  return [lng, lat];
};

/** A LineString's positions, or null when one is bad or there are fewer than 2. */
const lineOf = (value: unknown): Position[] | null => {
  if (!Array.isArray(value) || value.length < 2) return null;
  const line: Position[] = [];
  for (const item of value) {
    const p = position(item);
    if (!p) return null;
    line.push(p);
  }
  return line;
};

/** A feature's lines: one for a LineString, one per part of a MultiLineString; null when it has a bad one. */
const linesOf = (geometry: unknown): Position[][] | null => {
  if (!isRecord(geometry)) return null;
  if (geometry.type === 'LineString') {
    const line = lineOf(geometry.coordinates);
    return line ? [line] : null;
  }
  if (geometry.type === 'MultiLineString' && Array.isArray(geometry.coordinates)) {
    const lines = geometry.coordinates.map(lineOf);
    return lines.length > 0 && lines.every((l) => l !== null) ? (lines as Position[][]) : null;
  }
  return null;
};

const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/** A street's name: control characters (a NUL PostgreSQL would refuse) made spaces, trimmed, cut to the limit. */
const nameOf = (value: unknown): string =>
  typeof value === 'string'
    ? Array.from(value, (c) => (isControl(c) ? ' ' : c))
        .join('')
        .trim()
        .slice(0, STREET_LIMITS.name)
    : '';

/** The lines of features whose properties give a name and a class (null: not a street, skipped). */
const collect = (
  kind: StreetSourceKind,
  features: RawFeature[],
  describe: (properties: Record<string, unknown>) => { name: string; roadClass: StreetClass | null },
): StreetsFile => {
  const lines: StreetLine[] = [];
  let skipped = 0;
  for (const feature of features) {
    const parts = linesOf(feature.geometry);
    const { name, roadClass } = describe(isRecord(feature.properties) ? feature.properties : {});
    if (!parts || !roadClass) {
      skipped += 1;
      continue;
    }
    for (const coordinates of parts) lines.push({ name, roadClass, coordinates });
    if (lines.length > STREET_LIMITS.streets) throw badRequest(STREETS_MESSAGES.tooMany);
  }
  if (lines.length === 0) throw badRequest(STREETS_MESSAGES.noStreets);
  return { kind, lines, skipped };
};

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * Whether the zip ends with its end-of-central-directory record where a reader looks for it (the last 64 KB).
 * shpjs' unzip (`but-unzip`) searches for it with no end on a small file that has none: such a file never
 * reaches it.
 */
const hasEndRecord = (bytes: Uint8Array) => {
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_556); i -= 1) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06)
      return true;
  }
  return false;
};

const readShapefile = async (bytes: Uint8Array): Promise<StreetsFile> => {
  if (!hasEndRecord(bytes)) throw badRequest(STREETS_MESSAGES.badFile);
  let layers;
  try {
    const parsed = await parseZip(bytes);
    layers = Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    throw badRequest(STREETS_MESSAGES.badFile); // no .shp, a broken zip or shapefile, an unknown .prj
  }
  const features = layers.flatMap((layer) => (Array.isArray(layer.features) ? layer.features : []));
  // A roads file names its features' class (MTFCC); any other shapefile is not one.
  if (!features.some((f) => isRecord(f.properties) && typeof f.properties.MTFCC === 'string')) {
    throw badRequest(STREETS_MESSAGES.badFile);
  }
  return collect('tiger', features, (p) => ({
    name: nameOf(p.FULLNAME),
    roadClass: typeof p.MTFCC === 'string' ? classOfMtfcc(p.MTFCC) : null,
  }));
};

const readGeoJson = (bytes: Uint8Array): StreetsFile => {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest(STREETS_MESSAGES.badFile);
  }
  const features =
    isRecord(json) && json.type === 'FeatureCollection' && Array.isArray(json.features)
      ? (json.features as unknown[])
      : isRecord(json) && json.type === 'Feature'
        ? [json]
        : null;
  if (!features) throw badRequest(STREETS_MESSAGES.badFile);
  return collect(
    'geojson',
    features.map((f) => (isRecord(f) ? f : {})),
    (p) => ({ name: nameOf(p.name), roadClass: classOfHighway(p.highway) }),
  );
};

/** The file's street lines, by its content (a zip is a shapefile, anything else must be GeoJSON). */
export const readStreetsFile = async (bytes: Uint8Array): Promise<StreetsFile> =>
  isZip(bytes) ? readShapefile(bytes) : readGeoJson(bytes);

/** [west, south, east, north] of lines (at least one). */
export const boundsOf = (lines: { coordinates: Position[] }[]): Bounds => {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { coordinates } of lines) {
    for (const [lng, lat] of coordinates) {
      if (lng < w) w = lng;
      if (lng > e) e = lng;
      if (lat < s) s = lat;
      if (lat > n) n = lat;
    }
  }
  return [w, s, e, n];
};
