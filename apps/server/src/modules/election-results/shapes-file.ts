import { z } from 'zod';
import {
  precinctGeometrySchema,
  type PrecinctGeometry,
  type ShapesImportFields,
} from '@groundwork/shared/contracts/election-results';
import { badRequest } from '../../errors.ts';
import { normalizeHeader } from '../voter-imports/column-mapping.ts';

/** Properties that commonly hold the precinct code (normalised), most specific first. */
const PRECINCT_PROPERTIES = [
  'precinct',
  'prec_id',
  'precinct_code',
  'precinct_id',
  'precinctid',
  'precinct_abbrv',
  'pct',
  'pct_code',
  'prec',
  'enr_desc',
  'precinct_name',
  'name',
];
const COUNTY_PROPERTIES = ['county', 'county_nam', 'county_name', 'county_desc', 'countyname'];

const collectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      properties: z.record(z.string(), z.unknown()).nullish(),
      geometry: z.unknown(),
    }),
  ),
});
type Feature = z.infer<typeof collectionSchema>['features'][number];

export interface ParsedShapes {
  property: string;
  shapes: { precinct: string; geometry: PrecinctGeometry }[];
  skipped: { feature: number; reason: string }[];
}

const valueOf = (feature: Feature, property: string) => {
  const value = feature.properties?.[property];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

/**
 * The property named (exactly, else whatever its case), or the first common one that most features fill.
 */
const findProperty = (
  features: Feature[],
  keys: string[],
  named: string | undefined,
  candidates: string[],
): string | undefined => {
  if (named)
    return keys.find((k) => k === named) ?? keys.find((k) => k.toLowerCase() === named.toLowerCase());
  const filled = (key: string) => features.filter((f) => valueOf(f, key) !== '').length > features.length / 2;
  return candidates
    .map((candidate) => keys.find((k) => normalizeHeader(k) === candidate))
    .find((key): key is string => key !== undefined && filled(key));
};

/** Reads a GeoJSON FeatureCollection of precinct polygons; features it cannot use are listed with why. */
export const readShapesFile = (buffer: Buffer, options: ShapesImportFields): ParsedShapes => {
  let document: unknown;
  try {
    document = JSON.parse(buffer.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest('The shapes file is not JSON: export the precincts as GeoJSON');
  }
  const collection = collectionSchema.safeParse(document);
  if (!collection.success) throw badRequest('The shapes file is not a GeoJSON FeatureCollection');
  const { features } = collection.data;
  if (features.length === 0) throw badRequest('The shapes file has no features');
  const keys = [...new Set(features.flatMap((f) => Object.keys(f.properties ?? {})))];
  const listed = keys.slice(0, 30).join(', ') || 'none';
  const property = findProperty(features, keys, options.property, PRECINCT_PROPERTIES);
  if (!property) {
    throw badRequest(
      options.property
        ? `No feature has a property named ${options.property} (properties: ${listed})`
        : `Name the property that holds the precinct code (properties: ${listed})`,
    );
  }
  const countyProperty = options.county
    ? findProperty(features, keys, undefined, COUNTY_PROPERTIES)
    : undefined;
  if (options.county && !countyProperty)
    throw badRequest(`No property holds the county (properties: ${listed})`);

  const county = options.county?.toUpperCase();
  const firstOf = new Map<string, number>();
  const result: ParsedShapes = { property, shapes: [], skipped: [] };
  features.forEach((feature, index) => {
    const number = index + 1;
    if (countyProperty && valueOf(feature, countyProperty).toUpperCase() !== county) return;
    const precinct = valueOf(feature, property);
    const geometry = precinctGeometrySchema.safeParse(feature.geometry);
    const first = firstOf.get(precinct);
    const skip = (reason: string) => result.skipped.push({ feature: number, reason });
    if (!precinct) skip(`No ${property}`);
    else if (!geometry.success) skip('The geometry is not a valid Polygon or MultiPolygon');
    else if (first !== undefined) skip(`Precinct ${precinct} appears again (first in feature ${first})`);
    else {
      firstOf.set(precinct, number);
      result.shapes.push({ precinct, geometry: geometry.data });
    }
  });
  if (result.shapes.length === 0)
    throw badRequest(
      `No feature could be imported: ${result.skipped[0]?.reason ?? `none is in ${county ?? ''}`}`,
    );
  return result;
};
